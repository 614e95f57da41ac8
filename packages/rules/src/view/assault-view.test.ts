/**
 * The Assault's cursor in a view (assault-view.ts): the state's typed queue items written as the
 * strings views have always held, and read back to the same items.
 */
import { botRng } from '../bots/bot-rng';
import { applyAction, legalActions } from '../game';
import { newGame } from '../new-game';
import type { AssaultProgress, AssaultQueueItems, AssaultState, AssaultStepId, GameState } from '../state/types';
import { assaultFromView, assaultView } from './assault-view';

/** One cursor per step, with items of every shape that step queues, and how a view writes them. */
const SAMPLES: { [Id in AssaultStepId]: { queue: AssaultQueueItems[Id][]; written: string[] } } = {
  'ranged-1': { queue: ['t1', 't6'], written: ['t1', 't6'] },
  'ranged-2': {
    queue: [
      { act: 'aim', counter: 12 },
      { act: 'fire', counter: 12 },
      { act: 'fire', counter: 3 },
    ],
    written: ['aim:12', 'fire:12', 'fire:3'],
  },
  'ranged-3': { queue: ['w10', 'w10', 't2'], written: ['w10', 'w10', 't2'] },
  'ranged-4': { queue: [0, 41], written: ['0', '41'] },
  'melee-1': {
    queue: [
      { priest: 'p1', unit: 'phantom' },
      { priest: 'p1', unit: 'phantom' },
      { priest: 'p2', unit: 'vampire' },
    ],
    written: ['p1:phantom', 'p1:phantom', 'p2:vampire'],
  },
  'melee-2': { queue: ['r-left-1', 'r-barbican'], written: ['r-left-1', 'r-barbican'] },
  'melee-3': {
    queue: [
      { kind: 'cauldron', wall: 'w3' },
      { kind: 'poison', wall: 'w3' },
    ],
    written: ['cauldron:w3', 'poison:w3'],
  },
  'melee-4': { queue: ['t3'], written: ['t3'] },
  'melee-5': { queue: ['w1', 'w9'], written: ['w1', 'w9'] },
  'melee-6': { queue: ['plague', 'heal'], written: ['plague', 'heal'] },
  barbican: { queue: ['dragon'], written: ['dragon'] },
};

const cursors: AssaultState[] = [
  { step: 'ranged-1', queue: SAMPLES['ranged-1'].queue, data: { cannonNext: 1 } },
  { step: 'ranged-2', queue: SAMPLES['ranged-2'].queue, data: { 'target:12': 'w2' } },
  { step: 'ranged-3', queue: SAMPLES['ranged-3'].queue, data: {} },
  { step: 'ranged-4', queue: SAMPLES['ranged-4'].queue, data: {} },
  { step: 'melee-1', queue: SAMPLES['melee-1'].queue, data: {} },
  { step: 'melee-2', queue: SAMPLES['melee-2'].queue, data: {} },
  { step: 'melee-3', queue: SAMPLES['melee-3'].queue, data: {} },
  { step: 'melee-4', queue: SAMPLES['melee-4'].queue, data: {} },
  { step: 'melee-5', queue: SAMPLES['melee-5'].queue, data: {} },
  { step: 'melee-6', queue: SAMPLES['melee-6'].queue, data: {} },
  { step: 'barbican', queue: SAMPLES.barbican.queue, data: {} },
];

describe('the Assault cursor as a view shows it', () => {
  test.each(cursors.map((a) => [a.step, a] as const))(
    "%s: each item is written as the view's string and read back to the same item; step and data are the state's own",
    (step, a) => {
      const shown = assaultView(a);
      expect(shown.queue).toEqual(SAMPLES[step].written);
      expect(shown.step).toBe(step);
      expect(shown.data).toBe(a.data);
      expect(Object.keys(shown)).toEqual(['step', 'queue', 'data']);
      expect(assaultFromView(shown)).toEqual(a);
    },
  );

  test('a string no view holds is refused, not read as some item', () => {
    const bad = (step: AssaultStepId, queue: string[]) => () => assaultFromView({ step, queue, data: {} });
    expect(bad('ranged-1', ['w1'])).toThrow("'w1' is not a Tower");
    expect(bad('ranged-2', ['shoot:3'])).toThrow("'shoot' is not aim or fire");
    expect(bad('ranged-2', ['aim:x'])).toThrow("'x' is not a counter id");
    expect(bad('ranged-4', ['12a'])).toThrow("'12a' is not a counter id");
    expect(bad('melee-1', ['p1'])).toThrow("'p1' is not a pair");
    expect(bad('melee-1', ['p1:skeleton'])).toThrow("'skeleton' is not phantom or vampire");
    expect(bad('melee-3', ['poison:t1'])).toThrow("'t1' is not a wall");
    expect(bad('barbican', ['gate'])).toThrow("'gate' is not dragon");
  });

  test('over seeded random games every cursor goes to a view and back unchanged', () => {
    const seen = new Set<AssaultStepId>();
    for (const seed of [41, 42, 43, 44]) {
      const rng = botRng(seed);
      let s: GameState = newGame({ seed, ruleset: 'undead' });
      while (s.phase !== 'ended') {
        if (s.assault) {
          if (s.assault.queue.length > 0) seen.add(s.assault.step);
          expect(assaultFromView(JSON.parse(JSON.stringify(assaultView(s.assault))) as AssaultProgress)).toEqual(s.assault);
        }
        const legal = legalActions(s);
        const r = applyAction(s, legal[rng.int(0, legal.length - 1)]);
        if (!r.ok) throw new Error(r.error.message);
        s = r.state;
      }
    }
    expect(seen.size).toBeGreaterThanOrEqual(3);
  });
});
