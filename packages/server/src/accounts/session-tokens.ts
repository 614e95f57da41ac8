/**
 * Session tokens: 256 random bits the client keeps (Bearer); the server stores only their SHA-256
 * (a token is random, so a fast hash suffices: nothing to brute-force), so a copy of the database
 * signs nobody in.
 */
import { createHash, randomBytes } from 'node:crypto';

export function newSessionToken(): string {
  return randomBytes(32).toString('base64url');
}

export function hashSessionToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

/** The token of an `Authorization: Bearer <token>` header, if well formed. */
export function bearerToken(header: string | undefined | null): string | null {
  const m = /^Bearer ([A-Za-z0-9_-]{20,200})$/.exec(header?.trim() ?? '');
  return m?.[1] ?? null;
}
