/**
 * How this server sets up its libraries, in one explicit call (`startServer` runs it first)
 * instead of as a side effect of importing a module. Idempotent: calling it again changes nothing.
 */
import { Encoder } from '@colyseus/schema';
import { WebSocket } from 'ws';

/**
 * Whole game states are ~10-20 KB encoded, over @colyseus/schema's 16 KiB default: a larger
 * encoder buffer (the library's documented setting) spares every full state a resize and its
 * console warning.
 */
export const ENCODER_BUFFER_SIZE = 128 * 1024;

export function configureLibraries(): void {
  if (Encoder.BUFFER_SIZE < ENCODER_BUFFER_SIZE) Encoder.BUFFER_SIZE = ENCODER_BUFFER_SIZE;
  // Colyseus 0.18 targets Node 22, where WebSocket is a global: its reconnection path reads
  // `WebSocket.OPEN` from it. Node 20 has none, so ws's class (the same constants) stands in.
  if (typeof globalThis.WebSocket === 'undefined') Object.assign(globalThis, { WebSocket });
}
