/**
 * Game codes (the room id): easy to read aloud and type. Six characters from an alphabet with
 * no look-alikes (no 0/O, 1/I/L) and no dashes; not case-sensitive (a typed code is upper-cased).
 * Pure: the caller brings the randomness.
 */
export const GAME_CODE_ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
export const GAME_CODE_LENGTH = 6;

const CODE = new RegExp(`^[${GAME_CODE_ALPHABET}]{${GAME_CODE_LENGTH}}$`);

/** A code from `pick(n)`, a uniform random integer in [0, n) (node's crypto.randomInt on the server). */
export function makeGameCode(pick: (n: number) => number): string {
  let s = '';
  for (let i = 0; i < GAME_CODE_LENGTH; i++) s += GAME_CODE_ALPHABET.charAt(pick(GAME_CODE_ALPHABET.length));
  return s;
}

export function isGameCode(s: string): boolean {
  return CODE.test(s);
}

/**
 * What a player typed, as the room id to join: spaces and dashes dropped, upper-cased, when that
 * makes a game code; anything else as typed (ids of games created before codes, kept as they are).
 */
export function normalizeGameCode(typed: string): string {
  const t = typed.trim();
  const up = t.replace(/[\s-]+/g, '').toUpperCase();
  return isGameCode(up) ? up : t;
}
