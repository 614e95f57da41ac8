/**
 * The copy-on-write engine: the input state is never mutated, a subtree an action did
 * not change is the very same object in the next state and one it changed is a new object, and
 * every state stays plain JSON. Checked over seeded random games.
 */
import { botRng } from '../bots/random-bot';
import { newGame } from '../new-game';
import type { GameState } from '../state/types';
import { applyAction, legalActions } from '../game';
import { draftOf, finish, keysOf } from './copy-on-write';
import { itemAt } from './item-at';

function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const v of Object.values(value)) deepFreeze(v);
  }
  return value;
}

/** Plays a seeded random game, calling `step` with each state, the action and the result. */
function playRandom(seed: number, step: (before: GameState, after: GameState) => void, prepare = (s: GameState) => s): number {
  const rng = botRng(seed);
  let s = prepare(newGame({ seed, ruleset: 'undead' }));
  let n = 0;
  while (s.phase !== 'ended') {
    const legal = legalActions(s);
    const r = applyAction(s, legal[rng.int(0, legal.length - 1)]);
    if (!r.ok) throw new Error(`seed ${seed} action ${n}: ${r.error.code}: ${r.error.message}`);
    step(s, r.state);
    s = prepare(r.state);
    n++;
  }
  return n;
}

/** Paths where `after` holds a new object deep-equal to the one `before` holds there (identity lost). */
function compareIdentity(before: unknown, after: unknown, path: string, out: { copiedButEqual: string[] }): void {
  if (typeof before !== 'object' || typeof after !== 'object' || before === null || after === null) return;
  const same = before === after;
  const equal = JSON.stringify(before) === JSON.stringify(after);
  if (same) return; // the same object: unchanged (the tests below check nothing wrote into it)
  if (equal) {
    out.copiedButEqual.push(path);
    return;
  }
  const keys = new Set([...Object.keys(before), ...Object.keys(after)]);
  for (const k of keys) compareIdentity((before as Record<string, unknown>)[k], (after as Record<string, unknown>)[k], `${path}.${k}`, out);
}

describe('copy-on-write applyAction (rulings.md: the engine is pure)', () => {
  test('a deep-frozen input state plays whole seeded games: applyAction never writes to its input', () => {
    for (const seed of [1, 2, 3]) {
      const n = playRandom(seed, () => undefined, deepFreeze);
      expect(n).toBeGreaterThan(50);
    }
  });

  test('the input state is unchanged (JSON) after every action', () => {
    const snapshots = new Map<GameState, string>();
    const remember = (s: GameState) => {
      snapshots.set(s, JSON.stringify(s));
      return s;
    };
    playRandom(4, (before) => expect(JSON.stringify(before)).toBe(snapshots.get(before)), remember);
  });

  test('an unchanged subtree is the same object in the next state, a changed one is a new object', () => {
    const bad: string[] = [];
    let sharedSomething = 0;
    playRandom(5, (before, after) => {
      const out = { copiedButEqual: [] as string[] };
      compareIdentity(before, after, 'state', out);
      bad.push(...out.copiedButEqual);
      if (before.board.walls === after.board.walls || before.decks === after.decks || before.units === after.units) sharedSomething++;
      expect(after).not.toBe(before);
    });
    expect(bad.slice(0, 10)).toEqual([]);
    expect(sharedSomething).toBeGreaterThan(0);
  });

  test('a changed value is never written into an object the previous state still holds', () => {
    // After each action the previous state must still read as it did: a shared subtree mutated
    // in place would change it.
    const states: [GameState, string][] = [];
    playRandom(6, (before) => {
      states.push([before, JSON.stringify(before)]);
    });
    for (const [s, json] of states) expect(JSON.stringify(s)).toBe(json);
  });

  test('every state is plain JSON: a round trip is deep-equal and plays on to the same next state', () => {
    const rng = botRng(7);
    let s = newGame({ seed: 7, ruleset: 'undead' });
    for (let i = 0; i < 400 && s.phase !== 'ended'; i++) {
      const copy = JSON.parse(JSON.stringify(s)) as GameState;
      expect(copy).toEqual(s);
      const legal = legalActions(s);
      expect(legalActions(copy)).toEqual(legal);
      const action = legal[rng.int(0, legal.length - 1)];
      const a = applyAction(s, action);
      const b = applyAction(copy, action);
      expect(a.ok && b.ok).toBe(true);
      if (!a.ok || !b.ok) return;
      expect(b.state).toEqual(a.state);
      expect(b.events).toEqual(a.events);
      s = a.state;
    }
  });

  test('the same seed and actions give the same states (determinism), stateId + 1 per action', () => {
    const runs = [0, 1].map(() => {
      const seen: GameState[] = [];
      playRandom(8, (_b, after) => seen.push(after));
      return seen;
    });
    const [first, second] = [itemAt(runs, 0, 'runs'), itemAt(runs, 1, 'runs')];
    expect(second.length).toBe(first.length);
    first.forEach((s, i) => {
      expect(second[i]).toEqual(s);
      expect(s.stateId).toBe(i + 1);
    });
  });

  test('keysOf lists what Object.keys lists, for a draft after writes, additions and deletions and for a plain object', () => {
    const base = { a: 1, b: { c: [1, 2, 3] }, d: 'x' } as Record<string, unknown>;
    const draft = draftOf(base);
    expect(keysOf(draft)).toEqual(Object.keys(draft));
    draft.e = 2;
    delete draft.a;
    const inner = draft.b as { c: number[] };
    inner.c.push(4);
    expect(keysOf(draft)).toEqual(['b', 'd', 'e']);
    expect(keysOf(draft)).toEqual(Object.keys(draft));
    expect(keysOf(inner.c)).toEqual(Object.keys(inner.c));
    expect(keysOf(base)).toEqual(['a', 'b', 'd']);
    expect(finish(draft)).toEqual({ b: { c: [1, 2, 3, 4] }, d: 'x', e: 2 });
    expect(base).toEqual({ a: 1, b: { c: [1, 2, 3] }, d: 'x' });
  });
});
