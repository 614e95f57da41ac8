/**
 * The `log` message, compact (docs/protocol.md): one `[seq, kind, params]` tuple per entry, the
 * kind as its index in LOG_KINDS (one or two bytes in msgpack), the params as the rules emit
 * them (ids, numbers). The client turns each entry into words with its message catalog.
 * expandLog(encodeLog(x)) deep-equals x.
 */
import { LOG_KINDS, type GameEvent, type LogKind } from '@stronghold/rules';

/** A log entry as the client gets it (expanded from the `log` message): a rules event and its number. */
export type LogEntry = { seq: number } & Omit<GameEvent, 'to'>;

export type LogTuple = [seq: number, kind: number, params: object];

/** `log` on the wire: `{ e: [[seq, kind, params], ...] }`. */
export interface LogWire {
  e: LogTuple[];
}

const KIND_INDEX: ReadonlyMap<LogKind, number> = new Map(LOG_KINDS.map((k, i) => [k, i]));

export function encodeLog(entries: readonly LogEntry[]): LogWire {
  return { e: entries.map((x) => [x.seq, KIND_INDEX.get(x.kind) ?? -1, x.params]) };
}

/** Defensive: anything that is not a well-formed tuple of a known kind is skipped. */
export function expandLog(message: unknown): LogEntry[] {
  const e = (message as { e?: unknown } | null)?.e;
  if (!Array.isArray(e)) return [];
  const out: LogEntry[] = [];
  for (const t of e) {
    if (!Array.isArray(t) || typeof t[0] !== 'number' || typeof t[1] !== 'number') continue;
    const kind = LOG_KINDS[t[1]];
    const params: unknown = t[2];
    if (kind === undefined || !params || typeof params !== 'object' || Array.isArray(params)) continue;
    out.push({ seq: t[0], kind, params } as LogEntry);
  }
  return out;
}
