/** `rematch`: a player of the ended game asks for a rematch; the second ask creates it (rematch.ts). */
import { broadcastMessage, RematchRequestSchema, sendToClient } from '@stronghold/protocol';
import { createRematch, RematchVotes } from '../rematch';
import type { RoomHost, StrongholdClient } from '../room-host';
import { SEATS } from '../seats';

export class RematchRequests {
  private readonly votes = new RematchVotes();

  /** `roomName`: the rematch is a room of the same kind. */
  constructor(
    private readonly room: RoomHost,
    private readonly roomName: string,
  ) {}

  async onRequest(client: StrongholdClient, message: unknown): Promise<void> {
    const { room } = this;
    if (!RematchRequestSchema.safeParse(message ?? {}).success) {
      room.sendError(client, { code: 'bad_message', message: 'A rematch request carries nothing: {}.' });
      return;
    }
    const seat = client.userData?.seat;
    if (!seat || seat === 'spectator') {
      room.sendError(client, { code: 'spectator', message: 'Spectators cannot ask for a rematch.' });
      return;
    }
    if (room.status() !== 'ended') {
      room.sendError(client, { code: 'illegal_action', message: 'A rematch can be asked for once the game has ended.' });
      return;
    }
    const both = this.votes.ask(seat);
    if (!both) {
      broadcastMessage(room, 'rematch', { asked: this.votes.list() });
      return;
    }
    const options = room.options();
    const names = { invader: room.seats.owners.invader?.name ?? 'Invader', defender: room.seats.owners.defender?.name ?? 'Defender' };
    const invitations = await createRematch(room.ctx.rematchSeats, {
      roomName: this.roomName,
      gameName: options.name,
      private: options.private,
      creatorSide: options.creatorSide,
      names,
      ...(options.timeControl ? { timeControl: options.timeControl } : {}),
      passwordHash: room.passwordHash(),
      accounts: await room.ctx.accounts.store.accountSeats(room.roomId),
      rated: options.rated === true,
    });
    for (const old of SEATS) {
      const holder = room.seats.holders[old];
      if (holder) sendToClient(holder, 'rematch', { asked: this.votes.list(), ...invitations[old] });
    }
  }
}
