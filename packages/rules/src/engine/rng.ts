/**
 * Seeded randomness whose whole state lives in GameState.rng (pure-rand's xoroshiro128+, chosen
 * for its serialisable state: getState/fromState). Every draw reads and writes the state back.
 */
import { uniformInt } from 'pure-rand/distribution/uniformInt';
import { xoroshiro128plus, xoroshiro128plusFromState } from 'pure-rand/generator/xoroshiro128plus';
import type { GameState } from '../state/types';
import { keysOf } from './copy-on-write';
import { swapItems } from './item-at';

export function seedRng(seed: number): number[] {
  return [...xoroshiro128plus(seed | 0).getState()];
}

/** A uniform integer in [lo, hi], advancing the state's generator. */
export function randInt(state: GameState, lo: number, hi: number): number {
  const gen = xoroshiro128plusFromState(state.rng);
  const value = uniformInt(gen, lo, hi);
  state.rng = [...gen.getState()];
  return value;
}

/** Fisher-Yates shuffle in place using the state's generator. */
export function shuffle<T>(state: GameState, items: T[]): T[] {
  const gen = xoroshiro128plusFromState(state.rng);
  for (let i = items.length - 1; i > 0; i--) {
    const j = uniformInt(gen, 0, i);
    swapItems(items, i, j);
  }
  state.rng = [...gen.getState()];
  return items;
}

/** Draw one unit type from a weighted pool of counts (e.g. the bag) without replacement. */
export function drawFromCounts<K extends string>(state: GameState, pool: Record<K, number>): K | null {
  const keys = keysOf(pool); // pool is often a draft's (engine/copy-on-write.ts)
  const total = keys.reduce((n, k) => n + pool[k], 0);
  if (total <= 0) return null;
  let r = randInt(state, 0, total - 1);
  for (const k of keys) {
    if (r < pool[k]) {
      pool[k] -= 1;
      return k;
    }
    r -= pool[k];
  }
  return null;
}
