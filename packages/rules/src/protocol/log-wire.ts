/**
 * The `log` message, compact: one `[seq, kind, text]` tuple per entry instead of an object with
 * its three key names (docs/protocol.md). Same content as the rules' events.
 */
import type { LogEntry } from './messages';

export type LogTuple = [seq: number, kind: string, text: string];

/** `log` on the wire: `{ e: [[seq, kind, text], ...] }`. */
export interface LogWire {
  e: LogTuple[];
}

export function encodeLog(entries: readonly LogEntry[]): LogWire {
  return { e: entries.map((x) => [x.seq, x.kind, x.text]) };
}

/** Defensive: anything that is not a well-formed tuple is skipped. */
export function expandLog(message: unknown): LogEntry[] {
  const e = (message as { e?: unknown } | null)?.e;
  if (!Array.isArray(e)) return [];
  const out: LogEntry[] = [];
  for (const t of e) {
    if (Array.isArray(t) && typeof t[0] === 'number' && typeof t[1] === 'string' && typeof t[2] === 'string') {
      out.push({ seq: t[0], kind: t[1], text: t[2] });
    }
  }
  return out;
}
