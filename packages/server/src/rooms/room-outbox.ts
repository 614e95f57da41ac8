/**
 * What a room sends besides the replies to one message: its state patches (at once for an
 * action, at the end of the event-loop turn for every other change), the `legal` list of the seat
 * that must act (compact: a menu or a diff against what that connection was sent last), and the
 * game log's new entries to whoever may see them, encoded once per kind of viewer.
 */
import { getMessageBytes, Protocol, type Client } from '@colyseus/core';
import type { Action, GameState, Seat } from '@stronghold/rules';
import { encodeLog, LegalWriter, sendToClient } from '@stronghold/protocol';
import type { GameLog, LogEntry, Viewer } from './game-log';
import { withCorkedSockets } from './library-seams';
import type { ClientData } from './room-context';
import { SEATS } from './seats';

/** What the outbox reads of its room, live. */
export interface OutboxRoom {
  readonly clients: Iterable<Client>;
  /** Colyseus's broadcastPatch: the state's changes to every client. */
  broadcastPatch(): void;
  game(): GameState;
  playing(): boolean;
  disposed(): boolean;
  /** The connection holding each seat. */
  holder(seat: Seat): Client | null;
  log: GameLog;
  onError(error: unknown): void;
}

export class RoomOutbox {
  private patchQueued = false;
  /** Per seat connection: the last `legal` list sent, so the next one can be a diff. */
  private readonly legalWriters: Record<Seat, LegalWriter> = { invader: new LegalWriter(), defender: new LegalWriter() };

  constructor(private readonly room: OutboxRoom) {}

  /** The state's changes of this turn go out at its end (one patch for all of them). */
  patchSoon(): void {
    if (this.patchQueued) return;
    this.patchQueued = true;
    setImmediate(() => {
      if (!this.patchQueued || this.room.disposed()) return;
      try {
        this.patchNow();
      } catch (e) {
        this.room.onError(e);
      }
    });
  }

  /** The state's changes go out now (an action's patch: before its `legal` and `log`). */
  patchNow(): void {
    this.patchQueued = false;
    this.room.broadcastPatch();
  }

  /**
   * An action's patch, then (unless `holdMessages`) its `legal` and `log`, in one write per
   * client. Synchronous: nothing may encode between the patch and the uncork (library-seams.ts).
   */
  sendAction(entries: LogEntry[], legal: readonly Action[], holdMessages: boolean): void {
    withCorkedSockets(this.room.clients, () => {
      this.patchNow();
      if (!holdMessages) this.writeMessagesOfAction(entries, legal);
    });
  }

  /** An action's `legal` and `log` after its patch went out (held back while the game's end was saved). */
  sendMessagesOfAction(entries: LogEntry[], legal: readonly Action[]): void {
    withCorkedSockets(this.room.clients, () => this.writeMessagesOfAction(entries, legal));
  }

  /** `legal` to the seats (the new state's), then the `log` entries. */
  private writeMessagesOfAction(entries: LogEntry[], legal: readonly Action[]): void {
    this.sendLegal(legal);
    this.sendLogEntries(entries);
  }

  /** `legal` to both seats. */
  sendLegal(actions: readonly Action[]): void {
    for (const seat of SEATS) this.sendLegalTo(seat, actions);
  }

  /** A new connection on the seat: its first `legal` is a full menu, never a diff. */
  restartLegal(seat: Seat, actions: readonly Action[]): void {
    this.legalWriters[seat].reset();
    this.sendLegalTo(seat, actions);
  }

  /** `legal` to the seat if it must act; an empty list once to a seat that stopped having to. */
  private sendLegalTo(seat: Seat, actions: readonly Action[]): void {
    const client = this.room.holder(seat);
    const writer = this.legalWriters[seat];
    if (!client) {
      writer.reset();
      return;
    }
    const game = this.room.game();
    const acting = this.room.playing() && game.toAct === seat;
    if (acting) sendToClient(client, 'legal', writer.message(game.stateId, actions));
    else if (writer.holdsActions) sendToClient(client, 'legal', writer.message(game.stateId, []));
  }

  /**
   * The new entries to every client that may see some of them. Encoded once per viewer kind (and
   * once for all when every entry is public), the same bytes then go to each of its clients:
   * what client.send would have packed for each of them.
   */
  sendLogEntries(entries: LogEntry[]): void {
    if (!entries.length) return;
    const everyone = entries.every((e) => e.to === 'all');
    const frames: Partial<Record<Viewer, Uint8Array | null>> = {};
    for (const client of this.room.clients) {
      const data = client.userData as ClientData | undefined;
      if (!data) continue;
      const viewer: Viewer = everyone ? 'spectator' : data.seat;
      let frame = frames[viewer];
      if (frame === undefined) {
        const visible = this.room.log.visibleTo(viewer, entries);
        frame = frames[viewer] = visible.length ? getMessageBytes.raw(Protocol.ROOM_DATA, 'log', encodeLog(visible)) : null;
      }
      if (frame) client.enqueueRaw(frame);
    }
  }
}
