/** `chat`: a message is kept with the game (so a restored game has it) before it is shown to anyone (chat-history.ts says what is accepted). */
import { broadcastMessage } from '@stronghold/protocol';
import type { RoomHost, StrongholdClient } from '../room-host';

export async function onChat(room: RoomHost, client: StrongholdClient, message: unknown): Promise<void> {
  const data = client.userData;
  if (!data) return;
  const chat = room.chat.accept(data, message);
  if ('error' in chat) {
    room.sendError(client, chat.error);
    return;
  }
  const { entry } = chat;
  try {
    await room.ctx.store.addChat(room.roomId, room.chat.count, entry);
  } catch (e) {
    // The message is still shown; only a restart would lose it.
    room.ctx.logger.error(`room ${room.roomId}: chat not stored: ${e instanceof Error ? e.message : String(e)}`);
  }
  broadcastMessage(room, 'chat', entry);
}
