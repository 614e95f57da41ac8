/**
 * Seat tokens: a random secret handed to the player who takes a seat, so the seat can be taken
 * back after a drop, a reload or a server restart. Only a SHA-256 hash is stored (tokens are
 * 192 random bits, so a fast hash is enough); comparison is constant-time.
 */
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

export function newSeatToken(): string {
  return randomBytes(24).toString('base64url');
}

export function hashSeatToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

/** Constant-time check of a presented token against a stored hash. */
export function seatTokenMatches(token: string, storedHash: string | null | undefined): boolean {
  if (!storedHash || typeof token !== 'string' || token.length === 0 || token.length > 200) return false;
  const a = Buffer.from(hashSeatToken(token), 'hex');
  const b = Buffer.from(storedHash, 'hex');
  return a.length === b.length && timingSafeEqual(a, b);
}
