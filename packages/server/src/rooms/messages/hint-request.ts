/** `hint`, "What would the computer do?": checked in the room's queue, answered to the asker alone when the bot threads have it (hints.ts). */
import { sendToClient } from '@stronghold/protocol';
import type { HintDesk } from '../hints';
import type { RoomHost, StrongholdClient } from '../room-host';

export function onHint(room: RoomHost, hints: HintDesk, client: StrongholdClient, message: unknown): void {
  const data = client.userData;
  if (!data) return;
  const refused = hints.ask(data.seat, message, (reply) => {
    if ('error' in reply) room.sendError(client, reply.error);
    else
      try {
        sendToClient(client, 'hint', reply.hint);
      } catch {
        /* the socket is gone */
      }
  });
  if (refused) room.sendError(client, refused);
}
