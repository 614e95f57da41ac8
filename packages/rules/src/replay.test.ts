/** Replay (docs/rules/self-play.md "Replay"): a game is its seed plus its actions. */
import { newGame } from './index';
import { ReplayError, replay } from './replay';
import { playGame } from './sim/self-play';
import { must } from './testing/must';

describe('replay', () => {
  test('self-play.md "Replay": replaying a recorded random game gives back its final state exactly', () => {
    for (const seed of [1, 2, 3, 4, 5, 6]) {
      const game = playGame({ seed, checks: false });
      expect(game.final).not.toBeNull();
      expect(game.actions.length).toBeGreaterThan(0);
      expect(replay(seed, game.actions)).toEqual(game.final);
    }
  });

  test('self-play.md "Replay": a recorded game survives JSON (seed + actions saved and loaded)', () => {
    const game = playGame({ seed: 7, checks: false });
    const saved = JSON.parse(JSON.stringify({ seed: 7, actions: game.actions })) as { seed: number; actions: unknown[] };
    expect(replay(saved.seed, saved.actions)).toEqual(game.final);
  });

  test('self-play.md "Replay": any prefix replays to the state reached after that many actions', () => {
    const game = playGame({ seed: 8, checks: false });
    const half = Math.floor(game.actions.length / 2);
    const mid = replay(8, game.actions.slice(0, half));
    expect(mid.stateId).toBe(half);
    expect(replay(8, [])).toEqual(newGame({ seed: 8, ruleset: 'undead' }));
  });

  test('self-play.md "Replay": a rejected action throws with its index and the engine error, bad input', () => {
    const game = playGame({ seed: 9, checks: false });
    const actions: unknown[] = game.actions.slice(0, 5);
    // Action 5 replaced by one for the seat that is not to act (or malformed for it): rejected.
    const bogus = { type: 'drawMana', seat: must(game.actions[5], 'action 5').seat === 'invader' ? 'defender' : 'invader' };
    let thrown: unknown;
    try {
      replay(9, [...actions, bogus]);
    } catch (e) {
      thrown = e;
    }
    expect(thrown).toBeInstanceOf(ReplayError);
    expect((thrown as ReplayError).index).toBe(5);
    expect((thrown as ReplayError).message).toMatch(/action 5/);
    expect(() => replay(9, [{ type: 'nonsense' }])).toThrow(/action 0 .*malformed/);
    try {
      replay(9, [{ type: 'nonsense' }]);
    } catch (e) {
      expect((e as ReplayError).code).toBe('malformed');
    }
  });

  test('self-play.md "Replay": replay goes on after the end only to reject (game_over)', () => {
    const game = playGame({ seed: 10, checks: false });
    const last = must(game.actions.at(-1), 'a last action');
    expect(() => replay(10, [...game.actions, last])).toThrow(ReplayError);
    try {
      replay(10, [...game.actions, last]);
    } catch (e) {
      expect((e as ReplayError).index).toBe(game.actions.length);
      expect((e as ReplayError).code).toBe('game_over');
    }
  });
});
