/**
 * Invites by name: a signed-in player sitting in a game that waits for its second player invites
 * an account to the open seat; the invitee sees it (`GET /api/invites`) and accepts (gets the game
 * id, then joins as anyone does, signed in) or declines. An invite shows only the inviter's name,
 * the game and the seat.
 */
import { randomBytes } from 'node:crypto';
import type { Invite } from '@stronghold/protocol';
import type { AccountRow, AccountStore } from '../persistence/account-store';
import type { GameStore } from '../persistence/game-store';
import { SEATS } from '../rooms/seats';
import { AccountFailure } from './account-failure';

/** Open invites shown at most. */
const INVITES_MAX = 50;
/** Open invites one account may have sent at a time (so nobody can fill another's home screen). */
export const SENT_INVITES_MAX = 20;

export class Invites {
  constructor(
    private readonly accounts: AccountStore,
    private readonly games: GameStore,
    private readonly now: () => number = Date.now,
  ) {}

  async create(from: AccountRow, toName: string, gameId: string): Promise<string> {
    const game = await this.games.getGame(gameId);
    if (!game) throw new AccountFailure('not_found', 'No such game.');
    const held = await this.accounts.accountSeats(gameId);
    if (!SEATS.some((s) => held[s] === from.id)) throw new AccountFailure('forbidden', 'You can invite only to a game you sit in.');
    const owned = new Set((await this.games.getSeats(gameId)).map((s) => s.seat));
    const seat = SEATS.find((s) => !owned.has(s) && !held[s] && !game.options.computer?.[s]);
    if (game.status !== 'waiting' || !seat) throw new AccountFailure('forbidden', 'This game has no open seat.');
    const to = await this.accounts.accountByName(toName);
    if (!to || to.disabledAt !== null) throw new AccountFailure('not_found', 'No player of that name.');
    if (to.id === from.id) throw new AccountFailure('forbidden', 'You cannot invite yourself.');
    // Invitations to games that started or ended no longer count: nobody can answer them any more.
    const sent = await this.accounts.pendingInvitesFrom(from.id, SENT_INVITES_MAX);
    // Asking again is the same invitation, not another line on the invitee's screen.
    const same = sent.find((i) => i.toId === to.id && i.gameId === gameId);
    if (same) return same.id;
    if (sent.length >= SENT_INVITES_MAX) {
      throw new AccountFailure(
        'rate_limited',
        `You have ${SENT_INVITES_MAX} invitations waiting for an answer; wait for some first.`,
        60_000,
      );
    }
    const id = randomBytes(12).toString('base64url');
    await this.accounts.createInvite({ id, fromId: from.id, toId: to.id, gameId, seat, status: 'open', createdAt: this.now() });
    return id;
  }

  /** The account's open invites to games still waiting for a player, newest first. */
  async list(account: AccountRow): Promise<Invite[]> {
    const out: Invite[] = [];
    // Read with room to spare for the ones skipped below (games no longer waiting, deleted inviters).
    for (const i of await this.accounts.openInvitesTo(account.id, INVITES_MAX * 4)) {
      if (out.length >= INVITES_MAX) break;
      const game = await this.games.getGame(i.gameId);
      const from = await this.accounts.accountById(i.fromId);
      if (game?.status !== 'waiting' || !from || from.deletedAt !== null) continue;
      out.push({ id: i.id, from: from.name, gameId: i.gameId, seat: i.seat, createdAt: i.createdAt });
    }
    return out;
  }

  /** Accepts the account's open invite: the game to join. */
  async accept(account: AccountRow, id: string): Promise<string> {
    const invite = await this.openInviteOf(account, id);
    const game = await this.games.getGame(invite.gameId);
    if (game?.status !== 'waiting') throw new AccountFailure('forbidden', 'That game no longer waits for a player.');
    if (!(await this.accounts.closeInvite(id, 'accepted'))) throw new AccountFailure('not_found', 'No such invite.');
    return invite.gameId;
  }

  async decline(account: AccountRow, id: string): Promise<void> {
    await this.openInviteOf(account, id);
    await this.accounts.closeInvite(id, 'declined');
  }

  private async openInviteOf(account: AccountRow, id: string): Promise<{ gameId: string }> {
    const invite = await this.accounts.invite(id);
    // Someone else's invite is as unknown as a missing one.
    if (!invite || invite.toId !== account.id || invite.status !== 'open') throw new AccountFailure('not_found', 'No such invite.');
    return invite;
  }
}
