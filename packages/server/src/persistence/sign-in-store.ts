/**
 * What sign-in throttling keeps (migrations.ts step 3): device tokens, found by their SHA-256, and
 * the address of each account's last sign-in; the sign-in itself, written only while the
 * account's password is still the one it was checked against; and a password change, which ends
 * the account's other sessions and its device tokens. A deletion forgets these rows in its own
 * batch (account-store.ts).
 */
import type { SqlRunner, SqlStatement } from './sql-runner';

/** A sign-in to write: checked against `passwordHash`, opening the session `sessionHash`. */
export interface SignInRecord {
  accountId: string;
  passwordHash: string;
  sessionHash: string;
  address: string;
  at: number;
  /** The browser's device token: a new one (`isNew`) to add, or the one it presented, to mark used. */
  device: { hash: string; isNew: boolean };
}

/** A password change (SignInStore.changePassword): hashes of the passwords, the kept session and the new device token. */
export interface PasswordChange {
  accountId: string;
  oldHash: string;
  newHash: string;
  keepSessionHash: string;
  deviceTokenHash: string;
  /** The changer's address, from then on the account's last sign-in address. */
  address: string;
  at: number;
}

/** `AND`-able condition: the account's password is still `?` (params: account id, hash). */
const PASSWORD_STILL = 'EXISTS (SELECT 1 FROM accounts WHERE id = ? AND password_hash = ? AND deleted_at IS NULL)';

/** Makes the address the account's last sign-in address while its password is `passwordHash`. */
function lastAddressStep(accountId: string, passwordHash: string, address: string, at: number): SqlStatement {
  return {
    // INSERT ... SELECT (its WHERE lets SQLite parse the upsert); the casts type PostgreSQL's parameters.
    sql: `INSERT INTO last_sign_ins (account_id, address, at)
          SELECT id, CAST(? AS TEXT), CAST(? AS BIGINT) FROM accounts WHERE id = ? AND password_hash = ? AND deleted_at IS NULL
          ON CONFLICT (account_id) DO UPDATE SET address = excluded.address, at = excluded.at`,
    params: [address, at, accountId, passwordHash],
  };
}

/**
 * Adds (or marks used) a device token of the account while its password is `passwordHash`, then
 * keeps only its `keep` most recently used ones.
 */
function deviceTokenSteps(
  accountId: string,
  passwordHash: string,
  device: { hash: string; isNew: boolean },
  at: number,
  keep: number,
): SqlStatement[] {
  const write: SqlStatement = device.isNew
    ? {
        sql: `INSERT INTO device_tokens (token_hash, account_id, created_at, used_at)
              SELECT CAST(? AS TEXT), id, CAST(? AS BIGINT), CAST(? AS BIGINT) FROM accounts
              WHERE id = ? AND password_hash = ? AND deleted_at IS NULL`,
        params: [device.hash, at, at, accountId, passwordHash],
      }
    : {
        sql: `UPDATE device_tokens SET used_at = ? WHERE token_hash = ? AND account_id = ? AND ${PASSWORD_STILL}`,
        params: [at, device.hash, accountId, accountId, passwordHash],
      };
  return [
    write,
    {
      sql: `DELETE FROM device_tokens WHERE account_id = ? AND token_hash NOT IN
              (SELECT token_hash FROM device_tokens WHERE account_id = ? ORDER BY used_at DESC, token_hash LIMIT ?)`,
      params: [accountId, accountId, keep],
    },
  ];
}

/** Forgets the account's device tokens and last sign-in (steps of its deletion). */
export function forgetSignInsSteps(accountId: string): SqlStatement[] {
  return [
    { sql: 'DELETE FROM device_tokens WHERE account_id = ?', params: [accountId] },
    { sql: 'DELETE FROM last_sign_ins WHERE account_id = ?', params: [accountId] },
  ];
}

export class SignInStore {
  constructor(private readonly db: SqlRunner) {}

  /**
   * Writes a sign-in, all or nothing: its session, its address as the account's last, its device
   * token (`keep` kept per account). Only while the account's password is still the one checked:
   * false (nothing written) when a change overtook the check. The first step locks the account's
   * row (PostgreSQL), so that a change either waits for this batch and then ends its session and
   * token, or comes first and this batch writes nothing.
   */
  async recordSignIn(r: SignInRecord, keep: number): Promise<boolean> {
    const [, session] = await this.db.atomic([
      {
        sql: 'UPDATE accounts SET password_hash = password_hash WHERE id = ? AND password_hash = ? AND deleted_at IS NULL',
        params: [r.accountId, r.passwordHash],
      },
      {
        sql: `INSERT INTO sessions (token_hash, account_id, created_at)
              SELECT CAST(? AS TEXT), id, CAST(? AS BIGINT) FROM accounts WHERE id = ? AND password_hash = ? AND deleted_at IS NULL`,
        params: [r.sessionHash, r.at, r.accountId, r.passwordHash],
      },
      lastAddressStep(r.accountId, r.passwordHash, r.address, r.at),
      ...deviceTokenSteps(r.accountId, r.passwordHash, r.device, r.at, keep),
    ]);
    return session === 1;
  }

  /**
   * A new password in place of `change.oldHash` (argon2 hashes are salted, so `newHash` is this
   * change's own), all or nothing: every session but `keepSessionHash` and every device token of
   * the account end, `address` becomes its last sign-in address and `deviceTokenHash` its one
   * device token. False (nothing changed) when the password is no longer `oldHash`: a change or
   * deletion came first.
   */
  async changePassword(change: PasswordChange): Promise<boolean> {
    const { accountId: id, newHash } = change;
    const [changed] = await this.db.atomic([
      {
        sql: 'UPDATE accounts SET password_hash = ? WHERE id = ? AND password_hash = ? AND deleted_at IS NULL',
        params: [newHash, id, change.oldHash],
      },
      {
        sql: `DELETE FROM sessions WHERE account_id = ? AND token_hash <> ? AND ${PASSWORD_STILL}`,
        params: [id, change.keepSessionHash, id, newHash],
      },
      { sql: `DELETE FROM device_tokens WHERE account_id = ? AND ${PASSWORD_STILL}`, params: [id, id, newHash] },
      lastAddressStep(id, newHash, change.address, change.at),
      ...deviceTokenSteps(id, newHash, { hash: change.deviceTokenHash, isNew: true }, change.at, 1),
    ]);
    return changed === 1;
  }

  /** The account a device token used at `usedSince` or later belongs to. */
  async deviceTokenAccount(tokenHash: string, usedSince: number): Promise<string | null> {
    const [row] = await this.db.all<{ account_id: string }>(
      'SELECT account_id FROM device_tokens WHERE token_hash = ? AND used_at >= ?',
      tokenHash,
      usedSince,
    );
    return row?.account_id ?? null;
  }

  async lastSignInAddress(accountId: string): Promise<string | null> {
    const [row] = await this.db.all<{ address: string }>('SELECT address FROM last_sign_ins WHERE account_id = ?', accountId);
    return row?.address ?? null;
  }
}
