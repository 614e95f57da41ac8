/**
 * The accounts a game's seats are held by, as the room shows them: a signed-in player's seat is
 * recorded for their account (and carries its name), each seat is marked as an account's (or a
 * deleted account's) as the store has it, and news of those accounts (accounts/seat-news.ts,
 * through Colyseus's presence, from whichever process) reaches the room: a disabled or deleted
 * account's connection closes, a claimed seat takes the account's name.
 */
import type { Seat } from '@stronghold/rules';
import { CLOSE_ACCOUNT_ENDED } from '@stronghold/protocol';
import { seatNewsChannel, type SeatNews } from '../accounts/seat-news';
import { DELETED_SEAT_NAME } from '../persistence/account-store';
import type { SignedInAccount } from './admission';
import type { RoomHost } from './room-host';
import { SEATS } from './seats';

/** A seat's name, for its owner and on the schema. */
export function nameSeat(room: RoomHost, seat: Seat, name: string): void {
  room.seats.owners[seat] = { ...room.seats.ownerOf(seat), name };
  room.state.players[seat].name = name;
}

/** Records `seat` for the signed-in `account` (unless another account holds it); the seat then carries the account's name. */
export async function claimSeatForAccount(room: RoomHost, seat: Seat, account: SignedInAccount): Promise<void> {
  const holds = await room.ctx.accounts.store.claimAccountSeat(room.roomId, seat, account);
  room.state.players[seat].account = holds;
  if (holds) nameSeat(room, seat, account.name);
}

/** Each seat's name and account marker as the store has them (a deleted account shows as such). */
export async function showSeatAccounts(room: RoomHost, gameId: string): Promise<void> {
  const markers = await room.ctx.accounts.store.seatMarkers(gameId);
  for (const seat of SEATS) {
    const p = room.state.players[seat];
    p.account = markers[seat] === 'account';
    p.accountDeleted = markers[seat] === 'deleted';
    if (p.accountDeleted) p.name = DELETED_SEAT_NAME;
  }
}

/** The room's ear for news of its seats' accounts, taken in turn with the room's other tasks. */
export class SeatNewsListener {
  constructor(private readonly room: RoomHost) {}

  /** The same function for subscribe and unsubscribe. */
  private readonly hear = (news: SeatNews): void => {
    this.room.enqueueTask(() => this.onNews(news));
  };

  async listen(): Promise<void> {
    await this.room.presence.subscribe(seatNewsChannel(this.room.roomId), this.hear);
  }

  stop(): void {
    void Promise.resolve(this.room.presence.unsubscribe(seatNewsChannel(this.room.roomId), this.hear)).catch(() => undefined);
  }

  /**
   * An account holding a seat here was disabled or deleted: its connection closes (and is not
   * waited for: the seat is away, as after any leave), and a deleted account's name gives way to
   * a placeholder. A seat claimed by an account is shown as that account's.
   */
  private async onNews(news: SeatNews): Promise<void> {
    const { room } = this;
    if (news.kind === 'ended') {
      const held = await room.ctx.accounts.store.accountSeats(room.roomId);
      for (const seat of SEATS) {
        if (held[seat] !== news.accountId) continue;
        if (news.deleted) room.seats.owners[seat] = { ...room.seats.ownerOf(seat), name: DELETED_SEAT_NAME };
        // A connection that dropped a moment ago does not come back through Colyseus's reconnection either.
        room.seats.endReconnection(seat, 'account ended');
        const client = room.seats.holders[seat];
        if (client?.userData) {
          client.userData.accountEnded = true;
          room.sendError(client, { code: 'account_ended', message: 'The account playing this seat was disabled or deleted.' });
          client.leave(CLOSE_ACCOUNT_ENDED);
        }
      }
    }
    if (news.kind === 'claimed') {
      // Claimed from outside the room: the seat now carries the account's name (as stored).
      for (const s of await room.ctx.store.getSeats(room.roomId)) if (room.seats.owners[s.seat]) nameSeat(room, s.seat, s.name);
    }
    await showSeatAccounts(room, room.roomId);
    room.sync();
    room.updateMeta();
  }
}
