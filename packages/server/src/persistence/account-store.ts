/**
 * The account tables (migrations.ts step 1) read and written through a store's SQL door
 * (sql-runner.ts), one set of queries for SQLite and PostgreSQL. Rows stay rows here: what a
 * client may see of them is decided in accounts/ and ratings/.
 *
 * AccountStore is the one interface to them. The accounts and their sessions are queried here;
 * the other tables have their own files, which AccountStore passes on to: seats held by accounts
 * (account-seat-store.ts), ratings and rated results (rating-store.ts), invites
 * (invite-store.ts), sign-in records (sign-in-store.ts).
 */
import type { Seat } from '@stronghold/rules';
import type { NotRatedReason } from '@stronghold/protocol';
import { AccountSeatStore, type AccountGameRow } from './account-seat-store';
import { InviteStore, type InviteRow } from './invite-store';
import { RatingStore, type RatedResult, type RatingKind, type RatingPointRow, type RatingRow } from './rating-store';
import { forgetSignInsSteps, SignInStore } from './sign-in-store';
import type { SqlRunner, SqlStatement } from './sql-runner';

export type { AccountGameRow, OpponentRow } from './account-seat-store';
export type { InviteRow } from './invite-store';
export type { RatedResult, RatingKind, RatingPointRow, RatingRow } from './rating-store';

/** The name a deleted account's seats show from then on (clients show their own words for a deleted player). */
export const DELETED_SEAT_NAME = 'deleted player';

/** The key names are unique by: lower case (names are ASCII letters, digits, `_` and `-`). */
export const nameKey = (name: string): string => name.toLowerCase();

export interface AccountRow {
  id: string;
  name: string;
  passwordHash: string | null;
  createdAt: number;
  disabledAt: number | null;
  deletedAt: number | null;
}

interface RawAccount {
  id: string;
  name: string;
  password_hash: string | null;
  created_at: number | string;
  disabled_at: number | string | null;
  deleted_at: number | string | null;
}

const num = (v: number | string | null | undefined): number | null => (v === null || v === undefined ? null : Number(v));

const accountFromRow = (r: RawAccount): AccountRow => ({
  id: r.id,
  name: r.name,
  passwordHash: r.password_hash,
  createdAt: Number(r.created_at),
  disabledAt: num(r.disabled_at),
  deletedAt: num(r.deleted_at),
});

const ACCOUNT_COLUMNS = 'id, name, password_hash, created_at, disabled_at, deleted_at';

export class AccountStore {
  /** Device tokens, last sign-in addresses, and the writing of a sign-in or a password change (sign-in-store.ts). */
  readonly signIns: SignInStore;
  private readonly seats: AccountSeatStore;
  private readonly ratings: RatingStore;
  private readonly invites: InviteStore;

  constructor(private readonly db: SqlRunner) {
    this.signIns = new SignInStore(db);
    this.seats = new AccountSeatStore(db);
    this.ratings = new RatingStore(db);
    this.invites = new InviteStore(db);
  }

  // ---------------------------------------------------------------- accounts

  /** false when the name (case-insensitively) belongs to another account. */
  async createAccount(a: { id: string; name: string; passwordHash: string; createdAt: number }): Promise<boolean> {
    const changed = await this.db.run(
      'INSERT INTO accounts (id, name, name_key, password_hash, created_at) VALUES (?, ?, ?, ?, ?) ON CONFLICT (name_key) DO NOTHING',
      a.id,
      a.name,
      nameKey(a.name),
      a.passwordHash,
      a.createdAt,
    );
    return changed === 1;
  }

  /** The live (not deleted) account of that name, whatever its case. */
  async accountByName(name: string): Promise<AccountRow | null> {
    const [row] = await this.db.all<RawAccount>(`SELECT ${ACCOUNT_COLUMNS} FROM accounts WHERE name_key = ?`, nameKey(name));
    return row ? accountFromRow(row) : null;
  }

  async accountById(id: string): Promise<AccountRow | null> {
    const [row] = await this.db.all<RawAccount>(`SELECT ${ACCOUNT_COLUMNS} FROM accounts WHERE id = ?`, id);
    return row ? accountFromRow(row) : null;
  }

  /** Newest first (the operator page). */
  async listAccounts(limit: number): Promise<AccountRow[]> {
    const rows = await this.db.all<RawAccount>(
      `SELECT ${ACCOUNT_COLUMNS} FROM accounts WHERE deleted_at IS NULL ORDER BY created_at DESC, id LIMIT ?`,
      limit,
    );
    return rows.map(accountFromRow);
  }

  /** Disables (at `at`) or enables again; a disabled account's sessions are ended too. */
  async setDisabled(id: string, at: number | null): Promise<boolean> {
    const steps: SqlStatement[] = [{ sql: 'UPDATE accounts SET disabled_at = ? WHERE id = ? AND deleted_at IS NULL', params: [at, id] }];
    if (at !== null) steps.push({ sql: 'DELETE FROM sessions WHERE account_id = ?', params: [id] });
    const [changed] = await this.db.atomic(steps);
    return changed === 1;
  }

  /**
   * Deletes the account as a person: its name (free again), password, sessions, device tokens and
   * last sign-in go, its open invites are withdrawn; the row stays (deleted) so that its games keep their seats.
   */
  async deleteAccount(id: string, at: number): Promise<void> {
    await this.db.atomic([
      { sql: "UPDATE accounts SET name = '', name_key = NULL, password_hash = NULL, deleted_at = ? WHERE id = ?", params: [at, id] },
      // Its seats stop showing the name, which a new account may take.
      {
        sql: 'UPDATE seats SET name = ? WHERE EXISTS (SELECT 1 FROM account_seats a WHERE a.game_id = seats.game_id AND a.seat = seats.seat AND a.account_id = ?)',
        params: [DELETED_SEAT_NAME, id],
      },
      { sql: 'DELETE FROM sessions WHERE account_id = ?', params: [id] },
      { sql: "UPDATE invites SET status = 'declined' WHERE status = 'open' AND (from_id = ? OR to_id = ?)", params: [id, id] },
      ...forgetSignInsSteps(id),
    ]);
  }

  // ---------------------------------------------------------------- sessions

  async addSession(tokenHash: string, accountId: string, at: number): Promise<void> {
    await this.db.run('INSERT INTO sessions (token_hash, account_id, created_at) VALUES (?, ?, ?)', tokenHash, accountId, at);
  }

  /**
   * The account a session opened at `openedSince` or later belongs to (whatever its state: the
   * caller refuses disabled ones).
   */
  async sessionAccount(tokenHash: string, openedSince: number): Promise<AccountRow | null> {
    const [row] = await this.db.all<RawAccount>(
      `SELECT a.id, a.name, a.password_hash, a.created_at, a.disabled_at, a.deleted_at
       FROM sessions s JOIN accounts a ON a.id = s.account_id WHERE s.token_hash = ? AND s.created_at >= ?`,
      tokenHash,
      openedSince,
    );
    return row ? accountFromRow(row) : null;
  }

  /** Forgets every session opened before `openedBefore` (they no longer sign anyone in). */
  async deleteSessionsOpenedBefore(openedBefore: number): Promise<void> {
    await this.db.run('DELETE FROM sessions WHERE created_at < ?', openedBefore);
  }

  async deleteSession(tokenHash: string): Promise<void> {
    await this.db.run('DELETE FROM sessions WHERE token_hash = ?', tokenHash);
  }

  async deleteSessions(accountId: string): Promise<void> {
    await this.db.run('DELETE FROM sessions WHERE account_id = ?', accountId);
  }

  // ---------------------------------------------------------------- seats (account-seat-store.ts)

  claimAccountSeat(gameId: string, seat: Seat, account: { id: string; name: string }): Promise<boolean> {
    return this.seats.claimAccountSeat(gameId, seat, account);
  }

  seatMarkers(gameId: string): Promise<Record<Seat, 'account' | 'deleted' | null>> {
    return this.seats.seatMarkers(gameId);
  }

  accountSeats(gameId: string): Promise<Partial<Record<Seat, string>>> {
    return this.seats.accountSeats(gameId);
  }

  gamesOf(accountId: string, statuses: readonly string[], limit: number): Promise<AccountGameRow[]> {
    return this.seats.gamesOf(accountId, statuses, limit);
  }

  // ---------------------------------------------------------------- ratings (rating-store.ts)

  ratingsOf(accountId: string): Promise<RatingRow[]> {
    return this.ratings.ratingsOf(accountId);
  }

  ratingHistory(accountId: string): Promise<RatingPointRow[]> {
    return this.ratings.ratingHistory(accountId);
  }

  leaderboard(kind: RatingKind, limit: number, rdBelow?: number): Promise<{ name: string; rating: number; rd: number; games: number }[]> {
    return this.ratings.leaderboard(kind, limit, rdBelow);
  }

  unrecordedRatedGames(limit: number): Promise<string[]> {
    return this.ratings.unrecordedRatedGames(limit);
  }

  hasRatedResult(gameId: string): Promise<boolean> {
    return this.ratings.hasRatedResult(gameId);
  }

  ratedResults(): Promise<RatedResult[]> {
    return this.ratings.ratedResults();
  }

  ratedResult(gameId: string): Promise<RatedResult | null> {
    return this.ratings.ratedResult(gameId);
  }

  countedResultsBetween(a: string, b: string, since: number, until: number): Promise<number> {
    return this.ratings.countedResultsBetween(a, b, since, until);
  }

  notRatedReasons(gameIds: readonly string[]): Promise<Map<string, NotRatedReason>> {
    return this.ratings.notRatedReasons(gameIds);
  }

  recordRatedResult(result: RatedResult, ratings: RatingRow[]): Promise<void> {
    return this.ratings.recordRatedResult(result, ratings);
  }

  replaceRatings(points: { result: RatedResult; ratings: RatingRow[] }[]): Promise<void> {
    return this.ratings.replaceRatings(points);
  }

  // ---------------------------------------------------------------- invites (invite-store.ts)

  createInvite(i: InviteRow): Promise<void> {
    return this.invites.createInvite(i);
  }

  invite(id: string): Promise<InviteRow | null> {
    return this.invites.invite(id);
  }

  openInvitesTo(accountId: string, limit: number): Promise<InviteRow[]> {
    return this.invites.openInvitesTo(accountId, limit);
  }

  pendingInvitesFrom(accountId: string, limit: number): Promise<InviteRow[]> {
    return this.invites.pendingInvitesFrom(accountId, limit);
  }

  closeInvite(id: string, status: 'accepted' | 'declined'): Promise<boolean> {
    return this.invites.closeInvite(id, status);
  }
}
