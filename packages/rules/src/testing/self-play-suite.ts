/**
 * The seeded random-vs-random self-play suite, shared by the two test files that split the seeds
 * so jest can run both halves at once (rulings.md "Units and counts" / "Hidden information").
 */
import { playGame, problemsOf } from '../sim/self-play';

const BLOCK = 20;

export function randomSelfPlaySuite(first: number, games: number): void {
  describe(`self-play random vs random, seeds ${first}..${first + games - 1}`, () => {
    for (let b = 0; b < games / BLOCK; b++) {
      const seeds = Array.from({ length: BLOCK }, (_, i) => first + b * BLOCK + i);
      test(`rulings.md "Units and counts" and every invariant hold after every action, seeds ${seeds[0]}..${seeds[BLOCK - 1]}`, () => {
        const results = seeds.map((seed) => playGame({ seed, invader: 'random', defender: 'random', acceptSample: 1 }));
        expect(results.flatMap(problemsOf)).toEqual([]);
        for (const r of results) {
          // Every game ends with a winner (seed 000 "Game End"), after at least one action.
          expect(r.winner === 'invader' || r.winner === 'defender').toBe(true);
          expect(r.actions.length).toBeGreaterThan(0);
          expect(r.final?.phase).toBe('ended');
        }
      }, 180_000);
    }
  });
}
