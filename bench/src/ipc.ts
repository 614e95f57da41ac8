/**
 * The bench's child processes talk to the process that forked them over IPC; `ws` hands their
 * sockets' messages over as raw data.
 */
import type { RawData } from 'ws';

/** A message to the parent process; `sent` once it is handed over. Only a child started by fork has the channel. */
export function sendToParent(message: unknown, sent?: () => void): void {
  if (!process.send) throw new Error('not started by fork: no IPC channel to the parent');
  process.send(message, undefined, undefined, sent);
}

/** A `ws` message as text (it arrives as one Buffer unless fragmented or binary-typed otherwise). */
export function messageText(data: RawData): string {
  if (Buffer.isBuffer(data)) return data.toString();
  return Array.isArray(data) ? Buffer.concat(data).toString() : Buffer.from(data).toString();
}
