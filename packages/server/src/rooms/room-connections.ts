/**
 * Who is in a room: an admitted connection arrives (its seat, with a new token once for a newly
 * claimed seat; a token's seat taken over from whoever held it; a signed-in player's seat
 * recorded for the account; or a spectator's place) and is greeted; a connection leaves (a seat
 * holder that did not mean to leave gets Colyseus's reconnection for the same session, and is
 * greeted again when it comes back). Whether the game starts, and what an empty room does, is
 * the room's (`startGame`, `afterLeave`).
 */
import { CloseCode, ServerError, type Deferred } from '@colyseus/core';
import { StateView } from '@colyseus/schema';
import { playerActions, type Seat } from '@stronghold/rules';
import { CLOSE_REPLACED, encodeLog, JOIN_REFUSALS, PROTOCOL_VERSION, sendToClient } from '@stronghold/protocol';
import type { Admission } from './admission';
import { sendCatchUp } from './catch-up';
import type { Viewer } from './game-log';
import { clientLimiters } from './rate-limits';
import type { RoomHost, StrongholdClient } from './room-host';
import { claimSeatForAccount } from './seat-accounts';
import { MAX_SPECTATORS } from './seats';

export class RoomConnections {
  constructor(private readonly room: RoomHost) {}

  /** `auth`: the connection's admission (admission.ts); throws the refusal when no place is left. */
  async join(client: StrongholdClient, auth: Admission): Promise<void> {
    const { room } = this;
    const { seat, token } = this.seatFor(auth);
    // A signed-in player's seat is recorded for the account (before anything else can fail).
    if (auth.account && seat !== 'spectator') await claimSeatForAccount(room, seat, auth.account);
    const name = seat === 'spectator' ? auth.name || 'Spectator' : room.seats.ownerOf(seat).name;
    client.userData = { seat, name, limits: clientLimiters(room.ctx.limits) };
    room.cancelAbandonTimer();

    if (seat === 'spectator') {
      room.seats.spectators++;
      room.state.spectators = room.seats.spectators;
      room.outbox.patchSoon();
    } else {
      client.view = new StateView();
      client.view.add(seat === 'invader' ? room.state.invaderSecrets : room.state.defenderSecrets);
      room.seats.holders[seat] = client;
      this.connected(seat);
      if (token) await room.ctx.store.setSeat(room.roomId, { seat, tokenHash: room.seats.ownerOf(seat).tokenHash, name });
    }

    this.greet(client, seat, token);
    const chat = room.chat.recent();
    if (chat.length) sendToClient(client, 'chatHistory', { entries: chat });

    if (room.status() === 'waiting' && room.seats.bothOwned()) await room.startGame();
    else if (seat !== 'spectator') room.outbox.restartLegal(seat, playerActions(room.game()));
    room.updateMeta();
  }

  async leave(client: StrongholdClient, code?: number): Promise<void> {
    const { room } = this;
    const data = client.userData;
    if (!data) return;
    const consented = code === CloseCode.CONSENTED || data.accountEnded === true;
    if (data.seat === 'spectator') {
      room.seats.spectators = Math.max(0, room.seats.spectators - 1);
      room.state.spectators = room.seats.spectators;
      room.outbox.patchSoon();
      room.updateMeta();
      room.afterLeave();
      return;
    }
    const seat = data.seat;
    if (data.replaced || room.seats.holders[seat] !== client) return;
    room.seats.holders[seat] = null;
    room.state.players[seat].connected = false;
    if (room.status() !== 'ended') room.control.left(seat);
    room.writePresence(seat);
    room.outbox.patchSoon();
    // Reserve the seat for the same session before anything async (a quick reconnect must find it).
    // Colyseus types the reconnection with its default Client; the connection it resolves with joins this room.
    const reconnection =
      !consented && room.status() !== 'ended'
        ? (room.allowReconnection(client, room.ctx.reconnectSeconds) as Deferred<StrongholdClient>)
        : null;
    const back = reconnection ? room.seats.awaitReconnection(seat, reconnection) : null;
    room.updateMeta();
    const newClient = back ? await back : null;
    if (newClient) {
      this.connected(seat);
      // Messages sent during the gap are lost: say again who it is, what happened, what to do.
      this.greet(newClient, seat);
      room.outbox.restartLegal(seat, playerActions(room.game()));
      room.updateMeta();
      return;
    }
    // Read again: a connection with the seat's token may have taken it while this one was away.
    if (!room.seats.held(seat)) room.control.away(seat);
    room.afterLeave();
  }

  /**
   * Where an admitted connection sits: its token's seat (taken over from whoever held it), else a
   * free seat (with a new token, sent once), else a spectator's place.
   */
  private seatFor(auth: Admission): { seat: Viewer; token?: string } {
    const { room } = this;
    if (auth.seat) {
      this.takeOverSeat(auth.seat);
      room.control.playerActs(auth.seat);
      return { seat: auth.seat };
    }
    const claimed = auth.spectate ? null : room.seats.claim(room.options().creatorSide, auth.name);
    if (claimed) {
      room.state.players[claimed.seat].name = claimed.owner.name;
      return { seat: claimed.seat, token: claimed.token };
    }
    if (room.seats.spectators >= MAX_SPECTATORS)
      throw new ServerError(JOIN_REFUSALS.room_full, 'room_full: no seat and no spectator place left');
    return { seat: 'spectator' };
  }

  /** A client with the seat's token replaces whoever held the seat (a reload in another tab). */
  private takeOverSeat(seat: Seat): void {
    const old = this.room.seats.takeOver(seat);
    if (old?.userData) {
      old.userData.replaced = true;
      this.room.sendError(old, { code: 'replaced', message: 'This seat was taken back from another connection.' });
      old.leave(CLOSE_REPLACED);
    }
  }

  /** A connection holds `seat` (again): shown connected, and the player is present. */
  private connected(seat: Seat): void {
    this.room.state.players[seat].connected = true;
    this.room.control.present(seat);
    this.room.writePresence(seat);
    this.room.outbox.patchSoon();
  }

  /** A new connection learns its seat (with the token, once, for a newly claimed seat) and the log it may see. */
  private greet(client: StrongholdClient, seat: Viewer, token?: string): void {
    const { room } = this;
    const recent = seat === 'spectator' ? undefined : room.recent.forSeat(seat);
    sendToClient(client, 'seat', { seat, token, roomId: room.roomId, protocol: PROTOCOL_VERSION, ...(recent ? { recent } : {}) });
    const history = room.log.historyFor(seat);
    if (history.length) sendToClient(client, 'log', encodeLog(history));
    // Back while it is the seat's turn: what the other seat did meanwhile (after the log it points into).
    if (seat !== 'spectator') sendCatchUp(room, seat);
  }
}
