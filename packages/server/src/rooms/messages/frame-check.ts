/**
 * Every frame a client sends, before it is a message (frame-guard.ts `guardFrame`, put in front of
 * Colyseus by library-seams.ts): its kind and type are read by hand, its rate limit taken and its
 * size checked before anything decodes it; a frame that fails gets one `error` reply instead of
 * reaching Colyseus (which would drop the client or throw).
 */
import { ClientState } from '@colyseus/core';
import { guardFrame } from '../frame-guard';
import { pauseReading, type FrameVerdict } from '../library-seams';
import type { RoomHost, StrongholdClient } from '../room-host';

// Read once: each `ClientState.X` goes through a CommonJS re-export getter, on every frame.
const { JOINING } = ClientState;

export function checkFrame(room: RoomHost, client: StrongholdClient, buffer: Buffer): FrameVerdict {
  try {
    const decision = guardFrame(buffer, client.state === JOINING, client.userData?.limits, room.ctx.maxMessageBytes);
    if (decision.pass) return 'pass';
    if (decision.pauseMs) pauseReading(client, decision.pauseMs);
    if (decision.error) room.sendError(client, decision.error);
  } catch (e) {
    room.sendError(client, { code: 'bad_message', message: 'Bad message: message could not be handled.' });
    room.ctx.logger.warn(`room ${room.roomId}: frame guard threw: ${e instanceof Error ? e.message : String(e)}`);
  }
  return 'stop';
}
