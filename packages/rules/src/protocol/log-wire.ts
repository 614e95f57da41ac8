/**
 * The `log` message, compact (docs/protocol.md): one `[seq, kind, text]` tuple per entry instead
 * of an object with its key names, and each text as literal pieces and indexes into LOG_PHRASES
 * (the phrases the rules' log uses most, "The Defender moves a ", "from camp to ", ...). The
 * content is exactly the rules' event text: expandLog(encodeLog(x)) deep-equals x.
 */
import { LOG_PHRASES } from './log-phrases';
import type { LogEntry } from './messages';

/** Phrase indexes stay below 128: one byte each in msgpack. */
export const MAX_PHRASES = 127;

/** A text as pieces: strings are literal, numbers index LOG_PHRASES; a plain string when nothing matched. */
export type LogText = string | (string | number)[];
export type LogTuple = [seq: number, kind: string, text: LogText];

/** `log` on the wire: `{ e: [[seq, kind, text], ...] }`. */
export interface LogWire {
  e: LogTuple[];
}

/** Phrases by first character, longest first (greedy longest match). */
const BY_FIRST: ReadonlyMap<string, readonly number[]> = (() => {
  const m = new Map<string, number[]>();
  LOG_PHRASES.slice(0, MAX_PHRASES).forEach((p, i) => {
    const list = m.get(p[0]!) ?? [];
    list.push(i);
    m.set(p[0]!, list);
  });
  for (const list of m.values()) list.sort((a, b) => LOG_PHRASES[b]!.length - LOG_PHRASES[a]!.length);
  return m;
})();

export function encodeLogText(text: string): LogText {
  const out: (string | number)[] = [];
  let literal = '';
  let i = 0;
  while (i < text.length) {
    const hit = BY_FIRST.get(text[i]!)?.find((k) => text.startsWith(LOG_PHRASES[k]!, i));
    if (hit === undefined) {
      literal += text[i];
      i++;
      continue;
    }
    if (literal) out.push(literal);
    literal = '';
    out.push(hit);
    i += LOG_PHRASES[hit]!.length;
  }
  if (literal) out.push(literal);
  return out.some((x) => typeof x === 'number') ? out : text;
}

export function expandLogText(t: unknown): string | null {
  if (typeof t === 'string') return t;
  if (!Array.isArray(t)) return null;
  let s = '';
  for (const x of t) {
    if (typeof x === 'string') s += x;
    else if (typeof x === 'number' && LOG_PHRASES[x] !== undefined) s += LOG_PHRASES[x];
    else return null;
  }
  return s;
}

export function encodeLog(entries: readonly LogEntry[]): LogWire {
  return { e: entries.map((x) => [x.seq, x.kind, encodeLogText(x.text)]) };
}

/** Defensive: anything that is not a well-formed tuple is skipped. */
export function expandLog(message: unknown): LogEntry[] {
  const e = (message as { e?: unknown } | null)?.e;
  if (!Array.isArray(e)) return [];
  const out: LogEntry[] = [];
  for (const t of e) {
    if (!Array.isArray(t) || typeof t[0] !== 'number' || typeof t[1] !== 'string') continue;
    const text = expandLogText(t[2]);
    if (text !== null) out.push({ seq: t[0], kind: t[1], text });
  }
  return out;
}
