/**
 * The `invites` table (migrations.ts step 1): one account inviting another to the open seat of
 * its game, open until accepted or declined. Reached through AccountStore, which keeps the
 * account tables' one interface (account-store.ts); a deleted account's open invites are
 * withdrawn in its deletion's batch there.
 */
import type { Seat } from '@stronghold/rules';
import type { SqlRunner } from './sql-runner';

export interface InviteRow {
  id: string;
  fromId: string;
  toId: string;
  gameId: string;
  seat: Seat;
  status: 'open' | 'accepted' | 'declined';
  createdAt: number;
}

export class InviteStore {
  constructor(private readonly db: SqlRunner) {}

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
