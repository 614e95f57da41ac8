/**
 * The account tables (migrations.ts step 1) read and written through a store's SQL door
 * (sql-runner.ts), one set of queries for SQLite and PostgreSQL. Rows stay rows here: what a
 * client may see of them is decided in accounts/ and ratings/.
 */
import type { Seat } from '@stronghold/rules';
import type { NotRatedReason } from '@stronghold/protocol';
import type { GameRow } from './tables';
import { forgetSignInsSteps, SignInStore } from './sign-in-store';
import type { SqlRunner, SqlStatement } from './sql-runner';

/** The name a deleted account's seats show from then on (clients show their own words for a deleted player). */
export const DELETED_SEAT_NAME = 'deleted player';

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

export type RatingKind = 'invader' | 'defender' | 'overall';

export interface RatingRow {
  accountId: string;
  kind: RatingKind;
  rating: number;
  rd: number;
  vol: number;
  games: number;
}

export interface RatingPointRow {
  kind: RatingKind;
  gameId: string;
  at: number;
  rating: number;
  rd: number;
}

/** A rated game's result, as kept in `rated_results`. */
export interface RatedResult {
  gameId: string;
  invaderId: string;
  defenderId: string;
  winner: Seat;
  endedAt: number;
  /** Set when the result moved no rating (migrations.ts step 4), and why. */
  notRated?: NotRatedReason;
}

/** The other seat of an account's game, as far as the store knows it. */
export interface OpponentRow {
  /** The account holding the other seat (name '' and deletedAt set once deleted). */
  account: { name: string; deleted: boolean } | null;
  /** The other seat's display name in `seats` (a guest's or an account's). */
  seatName: string | null;
}

/** A game an account holds a seat in: the game's row and the seat. */
export interface AccountGameRow {
  game: GameRow;
  seat: Seat;
  opponent: OpponentRow;
}

export interface InviteRow {
  id: string;
  fromId: string;
  toId: string;
  gameId: string;
  seat: Seat;
  status: 'open' | 'accepted' | 'declined';
  createdAt: number;
}

const ACCOUNT_COLUMNS = 'id, name, password_hash, created_at, disabled_at, deleted_at';

export class AccountStore {
  /** Device tokens, last sign-in addresses, and the writing of a sign-in or a password change (sign-in-store.ts). */
  readonly signIns: SignInStore;

  constructor(private readonly db: SqlRunner) {
    this.signIns = new SignInStore(db);
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

  // ---------------------------------------------------------------- seats

  /**
   * The account takes the game's seat unless another account holds it already (a seat never
   * moves from one account to another: a seat token left in a shared browser must not hand a
   * player's game to the next person who signs in there). True when the account holds it now;
   * the seat is then named with the account's name (a guest's typed name never links to a
   * profile).
   */
  async claimAccountSeat(gameId: string, seat: Seat, account: { id: string; name: string }): Promise<boolean> {
    await this.db.run(
      'INSERT INTO account_seats (game_id, seat, account_id) VALUES (?, ?, ?) ON CONFLICT (game_id, seat) DO NOTHING',
      gameId,
      seat,
      account.id,
    );
    if ((await this.accountSeats(gameId))[seat] !== account.id) return false;
    await this.db.run('UPDATE seats SET name = ? WHERE game_id = ? AND seat = ?', account.name, gameId, seat);
    return true;
  }

  /** What each seat of the game shows of its account: held by a live account, by a deleted one, or by none. */
  async seatMarkers(gameId: string): Promise<Record<Seat, 'account' | 'deleted' | null>> {
    const rows = await this.db.all<{ seat: Seat; deleted_at: number | string | null }>(
      'SELECT s.seat, a.deleted_at FROM account_seats s JOIN accounts a ON a.id = s.account_id WHERE s.game_id = ?',
      gameId,
    );
    const markers: Record<Seat, 'account' | 'deleted' | null> = { invader: null, defender: null };
    for (const r of rows) markers[r.seat] = r.deleted_at === null ? 'account' : 'deleted';
    return markers;
  }

  /** The accounts holding the game's seats. */
  async accountSeats(gameId: string): Promise<Partial<Record<Seat, string>>> {
    const rows = await this.db.all<{ seat: Seat; account_id: string }>(
      'SELECT seat, account_id FROM account_seats WHERE game_id = ?',
      gameId,
    );
    return Object.fromEntries(rows.map((r) => [r.seat, r.account_id]));
  }

  /**
   * The games the account holds a seat in, most recently changed first, each with what is known
   * of the other seat; `statuses` filters by the game's status.
   */
  async gamesOf(accountId: string, statuses: readonly string[], limit: number): Promise<AccountGameRow[]> {
    const rows = await this.db.all<
      GameRow & {
        my_seat: Seat;
        opp_name: string | null;
        opp_deleted: number | string | null;
        opp_seat_name: string | null;
        opp_has_account: number | string;
      }
    >(
      `SELECT g.*, m.seat AS my_seat,
         (SELECT a.name FROM account_seats o JOIN accounts a ON a.id = o.account_id WHERE o.game_id = g.id AND o.seat <> m.seat) AS opp_name,
         (SELECT a.deleted_at FROM account_seats o JOIN accounts a ON a.id = o.account_id WHERE o.game_id = g.id AND o.seat <> m.seat) AS opp_deleted,
         (SELECT COUNT(*) FROM account_seats o WHERE o.game_id = g.id AND o.seat <> m.seat) AS opp_has_account,
         (SELECT s.name FROM seats s WHERE s.game_id = g.id AND s.seat <> m.seat) AS opp_seat_name
       FROM account_seats m JOIN games g ON g.id = m.game_id
       WHERE m.account_id = ? AND g.status IN (${statuses.map(() => '?').join(', ')})
       ORDER BY g.updated_at DESC, g.id LIMIT ?`,
      accountId,
      ...statuses,
      limit,
    );
    return rows.map((r) => {
      const { my_seat, opp_name, opp_deleted, opp_seat_name, opp_has_account, ...game } = r;
      const hasAccount = Number(opp_has_account) > 0;
      return {
        game,
        seat: my_seat,
        opponent: {
          account: hasAccount ? { name: opp_name ?? '', deleted: opp_deleted !== null } : null,
          seatName: opp_seat_name,
        },
      };
    });
  }

  // ---------------------------------------------------------------- ratings

  async ratingsOf(accountId: string): Promise<RatingRow[]> {
    const rows = await this.db.all<{ kind: RatingKind; rating: number; rd: number; vol: number; games: number | string }>(
      'SELECT kind, rating, rd, vol, games FROM ratings WHERE account_id = ?',
      accountId,
    );
    return rows.map((r) => ({
      accountId,
      kind: r.kind,
      rating: r.rating,
      rd: r.rd,
      vol: r.vol,
      games: Number(r.games),
    }));
  }

  /** Oldest first. */
  async ratingHistory(accountId: string): Promise<RatingPointRow[]> {
    const rows = await this.db.all<{ kind: RatingKind; game_id: string; at: number | string; rating: number; rd: number }>(
      'SELECT kind, game_id, at, rating, rd FROM rating_history WHERE account_id = ? ORDER BY at, game_id',
      accountId,
    );
    return rows.map((r) => ({ kind: r.kind, gameId: r.game_id, at: Number(r.at), rating: r.rating, rd: r.rd }));
  }

  /** Best first: live accounts with a rating of that kind (with `rdBelow`, only those whose deviation is below it). */
  async leaderboard(
    kind: RatingKind,
    limit: number,
    rdBelow = Number.MAX_VALUE,
  ): Promise<{ name: string; rating: number; rd: number; games: number }[]> {
    const rows = await this.db.all<{ name: string; rating: number; rd: number; games: number | string }>(
      `SELECT a.name, r.rating, r.rd, r.games FROM ratings r JOIN accounts a ON a.id = r.account_id
       WHERE r.kind = ? AND a.deleted_at IS NULL AND a.disabled_at IS NULL AND r.games > 0 AND r.rd < ?
       ORDER BY r.rating DESC, a.name LIMIT ?`,
      kind,
      rdBelow,
      limit,
    );
    return rows.map((r) => ({ name: r.name, rating: r.rating, rd: r.rd, games: Number(r.games) }));
  }

  /**
   * Ended games with a winner, both seats held by accounts, options that say rated, and no
   * recorded result, oldest first: results a stop between a game's end and its rating left out.
   */
  async unrecordedRatedGames(limit: number): Promise<string[]> {
    const rows = await this.db.all<{ id: string }>(
      `SELECT g.id FROM games g
       WHERE g.status = 'ended' AND g.winner IS NOT NULL AND g.options LIKE '%"rated":true%'
         AND NOT EXISTS (SELECT 1 FROM rated_results r WHERE r.game_id = g.id)
         AND (SELECT COUNT(DISTINCT a.account_id) FROM account_seats a WHERE a.game_id = g.id) = 2
       ORDER BY g.updated_at, g.id LIMIT ?`,
      limit,
    );
    return rows.map((r) => r.id);
  }

  async hasRatedResult(gameId: string): Promise<boolean> {
    return (await this.db.all('SELECT game_id FROM rated_results WHERE game_id = ?', gameId)).length > 0;
  }

  /** Every rated result, oldest first (a recomputation replays them; those with `notRated` moved nothing). */
  async ratedResults(): Promise<RatedResult[]> {
    return (await this.db.all<RawResult>(`SELECT ${RESULT_COLUMNS} FROM rated_results ORDER BY ended_at, game_id`)).map(resultFromRow);
  }

  /** The game's recorded result (moved ratings or not), or null while none is recorded. */
  async ratedResult(gameId: string): Promise<RatedResult | null> {
    const [row] = await this.db.all<RawResult>(`SELECT ${RESULT_COLUMNS} FROM rated_results WHERE game_id = ?`, gameId);
    return row ? resultFromRow(row) : null;
  }

  /** How many results between the two accounts (either on either side) that ended in [since, until] moved ratings. */
  async countedResultsBetween(a: string, b: string, since: number, until: number): Promise<number> {
    const [row] = await this.db.all<{ n: number | string }>(
      `SELECT COUNT(*) AS n FROM rated_results
       WHERE ((invader_id = ? AND defender_id = ?) OR (invader_id = ? AND defender_id = ?))
         AND ended_at >= ? AND ended_at <= ? AND not_rated IS NULL`,
      a,
      b,
      b,
      a,
      since,
      until,
    );
    return Number(row?.n ?? 0);
  }

  /** Of the games given, those whose rated result moved no rating, with why. */
  async notRatedReasons(gameIds: readonly string[]): Promise<Map<string, NotRatedReason>> {
    if (!gameIds.length) return new Map();
    const rows = await this.db.all<{ game_id: string; not_rated: NotRatedReason }>(
      `SELECT game_id, not_rated FROM rated_results WHERE not_rated IS NOT NULL AND game_id IN (${gameIds.map(() => '?').join(', ')})`,
      ...gameIds,
    );
    return new Map(rows.map((r) => [r.game_id, r.not_rated]));
  }

  /**
   * Records a rated game's result with the ratings it gives (each new rating and its history
   * point), all or nothing; fails when the game's result is already recorded.
   */
  async recordRatedResult(result: RatedResult, ratings: RatingRow[]): Promise<void> {
    await this.db.atomic([
      {
        sql: 'INSERT INTO rated_results (game_id, invader_id, defender_id, winner, ended_at, not_rated) VALUES (?, ?, ?, ?, ?, ?)',
        params: [result.gameId, result.invaderId, result.defenderId, result.winner, result.endedAt, result.notRated ?? null],
      },
      ...ratings.flatMap((r): SqlStatement[] => [upsertRating(r), historyPoint(r, result)]),
    ]);
  }

  /** Replaces every rating and history point (a recomputation from `rated_results`). */
  async replaceRatings(points: { result: RatedResult; ratings: RatingRow[] }[]): Promise<void> {
    await this.db.atomic([
      { sql: 'DELETE FROM rating_history', params: [] },
      { sql: 'DELETE FROM ratings', params: [] },
      ...points.flatMap(({ result, ratings }) => ratings.flatMap((r): SqlStatement[] => [upsertRating(r), historyPoint(r, result)])),
    ]);
  }

  // ---------------------------------------------------------------- invites

  async createInvite(i: InviteRow): Promise<void> {
    await this.db.run(
      'INSERT INTO invites (id, from_id, to_id, game_id, seat, status, created_at) VALUES (?, ?, ?, ?, ?, ?, ?)',
      i.id,
      i.fromId,
      i.toId,
      i.gameId,
      i.seat,
      i.status,
      i.createdAt,
    );
  }

  async invite(id: string): Promise<InviteRow | null> {
    const [row] = await this.invitesWhere('id = ?', id);
    return row ?? null;
  }

  /** The account's open invites, newest first, at most `limit`. */
  async openInvitesTo(accountId: string, limit: number): Promise<InviteRow[]> {
    return this.invitesWhere("to_id = ? AND status = 'open' ORDER BY created_at DESC, id LIMIT ?", accountId, limit);
  }

  /** The open invites the account has sent to games still waiting for a player, newest first, at most `limit`. */
  async pendingInvitesFrom(accountId: string, limit: number): Promise<InviteRow[]> {
    return this.invitesWhere(
      "from_id = ? AND status = 'open' AND game_id IN (SELECT id FROM games WHERE status = 'waiting') ORDER BY created_at DESC, id LIMIT ?",
      accountId,
      limit,
    );
  }

  /** Moves an open invite to `status`; false when it was not open any more. */
  async closeInvite(id: string, status: 'accepted' | 'declined'): Promise<boolean> {
    return (await this.db.run("UPDATE invites SET status = ? WHERE id = ? AND status = 'open'", status, id)) === 1;
  }

  private async invitesWhere(where: string, ...params: unknown[]): Promise<InviteRow[]> {
    const rows = await this.db.all<{
      id: string;
      from_id: string;
      to_id: string;
      game_id: string;
      seat: Seat;
      status: InviteRow['status'];
      created_at: number | string;
    }>(`SELECT id, from_id, to_id, game_id, seat, status, created_at FROM invites WHERE ${where}`, ...params);
    return rows.map((r) => ({
      id: r.id,
      fromId: r.from_id,
      toId: r.to_id,
      gameId: r.game_id,
      seat: r.seat,
      status: r.status,
      createdAt: Number(r.created_at),
    }));
  }
}

interface RawResult {
  game_id: string;
  invader_id: string;
  defender_id: string;
  winner: Seat;
  ended_at: number | string;
  not_rated: NotRatedReason | null;
}

const RESULT_COLUMNS = 'game_id, invader_id, defender_id, winner, ended_at, not_rated';

const resultFromRow = (r: RawResult): RatedResult => ({
  gameId: r.game_id,
  invaderId: r.invader_id,
  defenderId: r.defender_id,
  winner: r.winner,
  endedAt: Number(r.ended_at),
  ...(r.not_rated ? { notRated: r.not_rated } : {}),
});

/** The key names are unique by: lower case (names are ASCII letters, digits, `_` and `-`). */
export const nameKey = (name: string): string => name.toLowerCase();

const upsertRating = (r: RatingRow): SqlStatement => ({
  sql: `INSERT INTO ratings (account_id, kind, rating, rd, vol, games) VALUES (?, ?, ?, ?, ?, ?)
        ON CONFLICT (account_id, kind) DO UPDATE SET rating = excluded.rating, rd = excluded.rd, vol = excluded.vol, games = excluded.games`,
  params: [r.accountId, r.kind, r.rating, r.rd, r.vol, r.games],
});

const historyPoint = (r: RatingRow, result: RatedResult): SqlStatement => ({
  sql: 'INSERT INTO rating_history (account_id, kind, game_id, at, rating, rd) VALUES (?, ?, ?, ?, ?, ?)',
  params: [r.accountId, r.kind, result.gameId, result.endedAt, r.rating, r.rd],
});
