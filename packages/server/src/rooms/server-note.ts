/**
 * A fact of the server's in the game log (a seat handed to the computer, a player back): stored
 * under its number for a restored log (game-log.ts) and sent once stored, so a crash before the
 * save loses a note no client saw. The room never waits on the save; a note the store refused is
 * logged and sent all the same.
 */
import type { GameEvent } from '@stronghold/rules';
import { describeError } from './describe-error';
import type { GameLog, LogEntry } from './game-log';
import type { RoomContext } from './room-context';

/** The part of the room a note uses. */
export interface NoteHost {
  readonly roomId: string;
  readonly ctx: RoomContext;
  readonly log: GameLog;
  disposed(): boolean;
  readonly outbox: { sendLogEntries(entries: readonly LogEntry[]): void };
}

export function sendServerNote(room: NoteHost, event: GameEvent): void {
  const { entry, note } = room.log.note(event);
  void room.ctx.store
    .addLogNote(room.roomId, note)
    .catch((e: unknown) => room.ctx.logger.warn(`game ${room.roomId}: log note ${note.seq} not saved: ${describeError(e)}`))
    .then(() => room.disposed() || room.outbox.sendLogEntries([entry]));
}
