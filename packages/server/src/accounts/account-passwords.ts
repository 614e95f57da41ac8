/**
 * Account passwords: argon2id (`@node-rs/argon2`, its defaults: 19 MiB, 2 passes, 1 lane, the
 * OWASP minimum), kept as the PHC string it returns (algorithm, parameters, salt, hash). A
 * password is never logged or stored in clear.
 */
import { Algorithm, hash, verify } from '@node-rs/argon2';

export function hashAccountPassword(password: string): Promise<string> {
  return hash(password, { algorithm: Algorithm.Argon2id });
}

export async function accountPasswordMatches(password: string, stored: string | null): Promise<boolean> {
  if (!stored) return false;
  try {
    return await verify(stored, password);
  } catch {
    return false;
  }
}
