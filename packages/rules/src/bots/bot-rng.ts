/**
 * A bot's own seeded randomness: a pure-rand xoroshiro128+ generator outside the game state, so a
 * bot never touches state.rng and never uses Math.random.
 */
import { uniformInt } from 'pure-rand/distribution/uniformInt';
import { xoroshiro128plus } from 'pure-rand/generator/xoroshiro128plus';
import { itemAt, swapItems } from '../engine/item-at';

/** A small seeded generator owned by a bot (or the self-play checker). */
export interface BotRng {
  /** A uniform integer in [lo, hi]. */
  int(lo: number, hi: number): number;
}

/** Derive a 32-bit seed from a seed and a stream number (one stream per bot / checker / decision). */
export function deriveSeed(seed: number, stream: number): number {
  let h = (Math.imul(seed | 0, 0x9e3779b1) ^ Math.imul(stream + 1, 0x85ebca6b)) | 0;
  h = Math.imul(h ^ (h >>> 16), 0x7feb352d);
  h = Math.imul(h ^ (h >>> 15), 0x846ca68b);
  return (h ^ (h >>> 16)) | 0;
}

export function botRng(seed: number): BotRng {
  const gen = xoroshiro128plus(seed | 0);
  return { int: (lo, hi) => uniformInt(gen, lo, hi) };
}

/** A fresh 32-bit seed drawn from `rng` (to seed a sampled game state or a sub-generator). */
export const nextSeed = (rng: BotRng): number => rng.int(-0x80000000, 0x7fffffff);

/** Pick `k` distinct items uniformly (partial Fisher-Yates on a copy); all of them if k >= length. */
export function sample<T>(rng: BotRng, items: readonly T[], k: number): T[] {
  const copy = items.slice();
  const n = Math.min(k, copy.length);
  for (let i = 0; i < n; i++) {
    const j = rng.int(i, copy.length - 1);
    swapItems(copy, i, j);
  }
  return copy.slice(0, n);
}

/** A shuffled copy. */
export const shuffled = <T>(rng: BotRng, items: readonly T[]): T[] => sample(rng, items, items.length);

/** One item, uniformly. */
export const pick = <T>(rng: BotRng, items: readonly T[]): T => itemAt(items, rng.int(0, items.length - 1), 'pick');
