/**
 * Window discipline (docs/rules/self-play.md "Window discipline"): no level repeats a position,
 * undoes its own moves or splits a group decision within a window, and a window ends.
 */
import type { Action } from '../actions/schema';
import { CHOICE_LIBRARY_IN, CHOICE_LIBRARY_OUT } from '../invader/library';
import { applyAction, legalActions } from '../game';
import type { GameState } from '../state/types';
import { scenario } from '../testing/scenario';
import { must } from '../testing/must';
import { viewFor, type GameView } from '../view/view-for';
import type { Bot } from './bot';
import { botRng, pick, type BotRng } from './bot-rng';
import { determinize } from './determinize';
import { easyBot } from './easy-bot';
import { greedyBot, turnMemory } from './greedy-bot';
import { hardBot } from './hard-bot';
import { publicKey, scoreActions } from './one-ply';
import {
  allowedActions,
  emptiedWindow,
  MAX_LIBRARY_EXCHANGES,
  MAX_WINDOW_ACTIONS,
  windowMemory,
  type WindowContext,
} from './window-discipline';
import { INVADER_NEXT } from '../testing';

/**
 * board.md "Footbridge": the left walls w1-w2-w3 bridged, Marksmen and Soldiers on them and no
 * Hourglass: every move over a Footbridge is free and leaves the plain evaluation as it is.
 */
const footbridgeWindow = (): GameState =>
  scenario({ seed: 1 })
    .turn(3)
    .phase('assault', 'start')
    .wall('w1', { defenders: { marksman: 2, soldier: 1 } })
    .wall('w2', { defenders: { soldier: 2 } })
    .wall('w3', { defenders: { marksman: 1, soldier: 1 } })
    .with((x) => {
      x.board.footbridges = ['w1-w2', 'w2-w3'];
    })
    .defenderWindow(0)
    .build();

/** Let `decide` play the Defender's window to its end (at most `cap` actions); its actions. */
function playWindow(s0: GameState, decide: (view: GameView, legal: readonly Action[]) => Action, cap = 200): Action[] {
  let s = s0;
  const out: Action[] = [];
  while (s.toAct === 'defender' && out.length < cap) {
    const a = decide(viewFor(s, 'defender'), legalActions(s));
    out.push(a);
    const r = applyAction(s, a);
    if (!r.ok) throw new Error(r.error.message);
    s = r.state;
    if (a.type === 'done') break;
  }
  return out;
}

const undone = (acts: readonly Action[]): boolean =>
  acts.some((a, i) =>
    acts.slice(0, i).some((m) => a.type === 'move' && m.type === 'move' && a.unit === m.unit && a.from === m.to && a.to === m.from),
  );

describe('window discipline', () => {
  test('board.md "Footbridge": the old Normal Defender (turn memory alone, ties broken at random) wanders over the Footbridges; it is the position the rule is for', () => {
    // The control: the greedy choice as it was before the discipline, on the bot's sampled state.
    const oldGreedy = (view: GameView, legal: readonly Action[], rng: BotRng, seen: ReadonlySet<string>): Action => {
      const scored = scoreActions(determinize(view, rng), legal, 'defender').filter((c) => !seen.has(publicKey(c.state, 'defender')));
      const top = Math.max(...scored.map((c) => c.score));
      return pick(
        rng,
        scored.filter((c) => c.score === top),
      ).action;
    };
    const lengths = [1, 2, 3, 4, 5].map((seed) => {
      const memory = turnMemory();
      const rng = botRng(seed);
      return playWindow(footbridgeWindow(), (view, legal) => oldGreedy(view, legal, rng, memory.note(view))).length;
    });
    expect(Math.max(...lengths)).toBeGreaterThan(6);
  }, 60_000);

  const levels: ReadonlyArray<[string, (seed: number) => Bot]> = [
    ['easy', (seed) => easyBot(seed, 'defender')],
    ['normal', (seed) => greedyBot(seed, 'defender')],
    ['hard', (seed) => hardBot(seed, 'defender', { budget: { playouts: 24 }, depth: 3 })],
  ];
  for (const [level, make] of levels) {
    test(`board.md "Footbridge": the ${level} Defender ends the free-move window without undoing a move or repeating a position`, () => {
      for (const seed of [1, 2, 3]) {
        const bot = make(seed);
        const seen = new Set<string>();
        let repeated = false;
        const acts = playWindow(footbridgeWindow(), (view, legal) => {
          const key = publicKey(view, 'defender');
          if (seen.has(key)) repeated = true;
          seen.add(key);
          return bot.decide({ view, legal });
        });
        expect(acts.at(-1)?.type).toBe('done');
        expect(undone(acts)).toBe(false);
        expect(repeated).toBe(false);
        expect(acts.length).toBeLessThanOrEqual(level === 'easy' ? 12 : 6);
      }
    }, 60_000);
  }

  const ctx = (mine: Action[], extra: Partial<WindowContext> = {}): WindowContext => ({
    seen: new Set(),
    mine: mine.map((action) => ({ action, choice: null })),
    taken: new Set(),
    choice: null,
    ...extra,
  });
  const move = (from: 'w1' | 'w2', to: 'w1' | 'w2', unit: 'marksman' | 'soldier'): Action => ({
    type: 'move',
    seat: 'defender',
    from,
    to,
    unit,
  });
  const done: Action = { type: 'done', seat: 'defender' };

  test('rulings.md "Turn flow": in a window whose Hourglasses are all spent (before the last one) a bot does not close the Council', () => {
    const close: Action = { type: 'closeCouncil', seat: 'defender' };
    expect(allowedActions([close, done], ctx([], { emptied: true }))).toEqual([done]);
    // In the last window before the Assault, or with Hourglasses in hand, it stays a choice.
    expect(allowedActions([close, done], ctx([]))).toEqual([close, done]);
  });

  test('rulings.md "Turn flow": a window is emptied when the Defender has spent every Hourglass and it is not the last one', () => {
    const emptied = scenario().prompt(INVADER_NEXT).defenderWindow(0).build();
    expect(emptiedWindow(viewFor(emptied, 'defender'))).toBe(true);
    expect(windowMemory().note(viewFor(emptied, 'defender')).emptied).toBe(true);
    const last = scenario().prompt(INVADER_NEXT).defenderWindow(0, true).build();
    expect(emptiedWindow(viewFor(last, 'defender'))).toBe(false);
    const holding = scenario().prompt(INVADER_NEXT).defenderWindow(1).build();
    expect(emptiedWindow(viewFor(holding, 'defender'))).toBe(false);
  });

  test('a unit moved from A to B does not go back from B to A in the window; other moves stay allowed', () => {
    const legal = [move('w2', 'w1', 'marksman'), move('w2', 'w1', 'soldier'), done];
    expect(allowedActions(legal, ctx([move('w1', 'w2', 'marksman')]))).toEqual([move('w2', 'w1', 'soldier'), done]);
  });

  test('two places do not swap the same two units back', () => {
    const swap: Action = { type: 'swap', seat: 'defender', a: 'w1', aUnit: 'marksman', b: 'w2', bUnit: 'soldier' };
    const back: Action = { type: 'swap', seat: 'defender', a: 'w2', aUnit: 'marksman', b: 'w1', bUnit: 'soldier' };
    expect(allowedActions([back, done], ctx([swap]))).toEqual([done]);
  });

  test('Move out: units of one type going from A to B advance in one action, not one by one', () => {
    const adv = (count: number, unit: 'skeleton' | 'phantom'): Action => ({
      type: 'advance',
      seat: 'invader',
      from: 'camp',
      to: 'fg-left',
      unit,
      count,
    });
    const legal = [adv(1, 'skeleton'), adv(2, 'skeleton'), adv(1, 'phantom')];
    expect(allowedActions(legal, ctx([adv(1, 'skeleton')]))).toEqual([adv(1, 'phantom')]);
  });

  test('seed 000 "Activating the Necromancer\'s Library": a spell taken this turn is not exchanged out again', () => {
    const out = (spell: string): Action => ({ type: 'choose', seat: 'invader', option: spell });
    const legal = [out('plague'), out('drums'), out('done')];
    expect(allowedActions(legal, ctx([], { choice: CHOICE_LIBRARY_OUT, taken: new Set(['plague']) }))).toEqual([out('drums'), out('done')]);
    // After MAX_LIBRARY_EXCHANGES exchanges in a turn, the exchange ends.
    const two = new Set(['plague', 'totems'].slice(0, MAX_LIBRARY_EXCHANGES));
    expect(allowedActions(legal, ctx([], { choice: CHOICE_LIBRARY_OUT, taken: two }))).toEqual([out('done')]);
    // The memory records what was taken at the Library's "in" choice.
    const memory = windowMemory();
    const s = scenario({ seed: 3 })
      .phase('supply', 'invader')
      .prompt({ kind: 'choice', seat: 'invader', id: CHOICE_LIBRARY_IN, label: 'in', options: ['plague'], context: {}, secret: true })
      .build();
    const view = viewFor(s, 'invader');
    memory.note(view);
    memory.chose(view, out('plague'));
    expect(memory.note({ ...view, stateId: view.stateId + 1 }).taken.has('plague')).toBe(true);
  });

  test(`after ${MAX_WINDOW_ACTIONS} decisions in one window only the window's end is allowed (when the rules allow it)`, () => {
    const many = Array.from({ length: MAX_WINDOW_ACTIONS }, () => move('w1', 'w2', 'soldier'));
    expect(allowedActions([move('w1', 'w2', 'marksman'), done], ctx(many))).toEqual([done]);
    expect(allowedActions([move('w1', 'w2', 'marksman')], ctx(many))).toEqual([move('w1', 'w2', 'marksman')]);
  });

  test('a window is a run of consecutive decisions: an action of the other seat in between starts a new one', () => {
    const memory = windowMemory();
    const s = footbridgeWindow();
    const view = viewFor(s, 'defender');
    memory.note(view);
    memory.chose(view, must(legalActions(s)[0], 'an action'));
    expect(memory.note({ ...view, stateId: view.stateId + 1 }).mine).toHaveLength(1);
    expect(memory.note({ ...view, stateId: view.stateId + 5 }).mine).toHaveLength(0);
  });
});
