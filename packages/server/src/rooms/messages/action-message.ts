/**
 * `action`: a player's intent, checked for what only the room knows of its sender (a seat the
 * computer plays now, an action only the server takes), then taken through the room's one
 * action path (`applyIntent`: zod -> rules -> persist -> sync -> patch), as the computer's are.
 */
import type { RoomHost, StrongholdClient } from '../room-host';

export async function onAction(room: RoomHost, client: StrongholdClient, message: unknown): Promise<void> {
  const data = client.userData;
  if (!data) return;
  // The player of a seat the computer took over plays again by acting (or rejoining with the token).
  if (data.seat !== 'spectator') room.control.playerActs(data.seat);
  if (data.seat !== 'spectator' && room.control.computer[data.seat]) {
    room.sendError(client, { code: 'wrong_seat', message: 'The computer plays this seat now.' });
    return;
  }
  if (isServerOnlyAction(message)) {
    room.sendError(client, { code: 'illegal_action', message: 'Only the clock ends a game on time.' });
    return;
  }
  const error = await room.applyIntent(data.seat, message);
  if (error) room.sendError(client, error);
}

/** A message carrying an action only the server takes (a loss on time). */
function isServerOnlyAction(message: unknown): boolean {
  if (typeof message !== 'object' || message === null) return false;
  const action: unknown = (message as { action?: unknown }).action;
  return typeof action === 'object' && action !== null && (action as { type?: unknown }).type === 'timeout';
}
