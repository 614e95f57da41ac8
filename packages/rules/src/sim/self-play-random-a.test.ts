/**
 * rulings.md "Units and counts" / "Hidden information": seeded random-vs-random self-play, every
 * invariant checked after every action (seeds 1..100; the other block is in
 * self-play-random-b.test.ts so jest can run both at once).
 */
import { playGame, problemsOf } from './self-play';

const FIRST = 1;
const GAMES = 100;
const BLOCK = 20;

describe('self-play random vs random, seeds 1..100', () => {
  for (let b = 0; b < GAMES / BLOCK; b++) {
    const seeds = Array.from({ length: BLOCK }, (_, i) => FIRST + b * BLOCK + i);
    test(`rulings.md "Units and counts" and every invariant hold after every action, seeds ${seeds[0]}..${seeds[BLOCK - 1]}`, () => {
      const results = seeds.map((seed) => playGame({ seed, invader: 'random', defender: 'random', acceptSample: 1 }));
      expect(results.flatMap(problemsOf)).toEqual([]);
      for (const r of results) {
        // Every game ends with a winner (seed 000 "Victory"), after at least one action.
        expect(r.winner === 'invader' || r.winner === 'defender').toBe(true);
        expect(r.actions.length).toBeGreaterThan(0);
        expect(r.final?.phase).toBe('ended');
      }
    }, 180_000);
  }
});
