/**
 * Bots for self-play. A bot only sees what the public API gives (legalActions, the state) and
 * draws its own randomness from a private pure-rand generator seeded from the simulation seed,
 * outside the game state: a bot never touches state.rng and never uses Math.random.
 */
import { uniformInt } from 'pure-rand/distribution/uniformInt';
import { xoroshiro128plus } from 'pure-rand/generator/xoroshiro128plus';
import type { Action } from '../actions/schema';
import type { GameState, Seat } from '../state/types';

export interface Bot {
  readonly name: string;
  /** Pick one of `legal` (never empty) for the seat that must act in `state`. */
  choose(state: GameState, legal: readonly Action[]): Action;
}

/** A small seeded generator owned by a bot (or the self-play checker). */
export interface BotRng {
  /** A uniform integer in [lo, hi]. */
  int(lo: number, hi: number): number;
}

/** Derive a 32-bit seed from the game seed and a stream number (one stream per bot / checker). */
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

/** Pick `k` distinct items uniformly (partial Fisher-Yates on a copy); all of them if k >= length. */
export function sample<T>(rng: BotRng, items: readonly T[], k: number): T[] {
  const copy = items.slice();
  const n = Math.min(k, copy.length);
  for (let i = 0; i < n; i++) {
    const j = rng.int(i, copy.length - 1);
    [copy[i], copy[j]] = [copy[j], copy[i]];
  }
  return copy.slice(0, n);
}

/** Picks uniformly among the legal actions. */
export function randomBot(seed: number, seat?: Seat): Bot {
  const rng = botRng(seed);
  return {
    name: seat ? `random(${seat})` : 'random',
    choose(_state, legal) {
      if (legal.length === 0) throw new Error('randomBot: no legal action to choose from');
      return legal[rng.int(0, legal.length - 1)]!;
    },
  };
}
