/**
 * The `account_seats` table (migrations.ts step 1): which account holds which seat of which game,
 * what each seat shows of its account, and an account's games with what is known of the other
 * seat. Reached through AccountStore, which keeps the account tables' one interface
 * (account-store.ts).
 */
import type { Seat } from '@stronghold/rules';
import type { SqlRunner } from './sql-runner';
import type { GameRow } from './tables';

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

export class AccountSeatStore {
  constructor(private readonly db: SqlRunner) {}

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
}
