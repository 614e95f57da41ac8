/**
 * Every change this server makes to a library's global behaviour, made in one explicit call
 * (`startServer` runs it first) instead of as a side effect of importing a module. Idempotent:
 * calling it again changes nothing.
 */
import { Encoder } from '@colyseus/schema';
import { installStringEncodingFix } from './schema/string-encoding';

/** Whole game states are ~10-20 KB encoded: avoid the encoder's resize-and-warn path (docs/server.md). */
export const ENCODER_BUFFER_SIZE = 128 * 1024;

export function installLibraryPatches(): void {
  // Strings of exactly 255 bytes must reach clients intact (colyseus/schema#216).
  installStringEncodingFix();
  if (Encoder.BUFFER_SIZE < ENCODER_BUFFER_SIZE) Encoder.BUFFER_SIZE = ENCODER_BUFFER_SIZE;
}
