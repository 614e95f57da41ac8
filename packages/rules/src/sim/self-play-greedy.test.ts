/**
 * Self-play with the greedy bot on either side (docs/rules/self-play.md "Greedy bot"): every
 * invariant holds after every action, and every game ends with a winner. Few games: a greedy
 * decision applies up to 60 actions.
 */
import { playGame, problemsOf, type BotKind } from './self-play';

const MATCHES: ReadonlyArray<[BotKind, BotKind, number[]]> = [
  ['greedy', 'random', [1, 2, 3, 4]],
  ['random', 'greedy', [5, 6, 7]],
  ['greedy', 'greedy', [8]],
];

describe('self-play with the greedy bot', () => {
  for (const [invader, defender, seeds] of MATCHES) {
    test(`rulings.md "Units and counts" and every invariant hold: ${invader} Invader vs ${defender} Defender, seeds ${seeds.join(', ')}`, () => {
      const results = seeds.map((seed) => playGame({ seed, invader, defender, acceptSample: 1 }));
      expect(results.flatMap(problemsOf)).toEqual([]);
      for (const r of results) {
        expect(r.winner === 'invader' || r.winner === 'defender').toBe(true);
        expect(r.final?.phase).toBe('ended');
      }
    }, 300_000);
  }
});
