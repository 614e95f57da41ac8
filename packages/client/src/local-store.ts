/**
 * The browser's localStorage, for every module that remembers something across reloads (the
 * name and seat tokens, the language, the tutorial's progress, the sound switch). Where there is
 * none (Node, in the unit tests) or the browser refuses it (some privacy settings make reading
 * the property throw), nothing is remembered and nothing else changes.
 */

function storage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

/** The stored text under `key`; null when there is none. */
export function readItem(key: string): string | null {
  return storage()?.getItem(key) ?? null;
}

export function writeItem(key: string, value: string): void {
  storage()?.setItem(key, value);
}

export function removeItem(key: string): void {
  storage()?.removeItem(key);
}

/** The stored JSON under `key`, not yet checked; null when there is none or it does not parse. */
export function readJson(key: string): unknown {
  const raw = readItem(key);
  if (!raw) return null;
  try {
    return JSON.parse(raw) as unknown;
  } catch {
    return null;
  }
}

export function writeJson(key: string, value: unknown): void {
  writeItem(key, JSON.stringify(value));
}

/** Every stored key that starts with `prefix`, in the storage's order. */
export function keysStartingWith(prefix: string): string[] {
  const s = storage();
  if (!s) return [];
  const out: string[] = [];
  for (let i = 0; i < s.length; i++) {
    const k = s.key(i);
    if (k?.startsWith(prefix)) out.push(k);
  }
  return out;
}

/** A parsed JSON value that is an object, whose fields can then be checked one by one. */
export const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null;
