import { ActionSchema } from '../actions/schema';
import { botRng, sample } from '../bots/random-bot';
import { newGame } from '../new-game';
import type { GameState } from '../state/types';
import { applyAction, legalActions } from '../game';
import { must } from '../testing/must';

const other = (seat: string | null) => (seat === 'invader' ? 'defender' : 'invader');

describe('applyAction: bad input never changes the state (issue "rules engine core", Bad input)', () => {
  const s = newGame({ seed: 11 });
  const before = JSON.stringify(s);

  test.each([
    ['not an object', 42],
    ['null', null],
    ['unknown action type', { type: 'teleport', seat: 'defender' }],
    ['missing seat', { type: 'done' }],
    ['unknown key', { type: 'done', seat: 'invader', extra: 1 }],
    ['out-of-range ID', { type: 'move', seat: 'defender', from: 'w11', to: 'w1', unit: 'soldier' }],
    ['negative number', { type: 'pay', seat: 'defender', slot: 'forge.cannon', amount: -1 }],
    ['fractional number', { type: 'altar', seat: 'invader', pairs: 1.5 }],
    ['huge string', { type: 'choose', seat: 'invader', option: 'x'.repeat(100_000) }],
  ])('%s is malformed', (_name, raw) => {
    const r = applyAction(s, raw);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error.code).toBe('malformed');
    expect(JSON.stringify(s)).toBe(before);
  });

  test('an action from the seat that is not to act is not_your_turn', () => {
    const r = applyAction(s, { type: 'done', seat: other(s.toAct) as 'invader' });
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error.code).toBe('not_your_turn');
    expect(JSON.stringify(s)).toBe(before);
  });

  test('a well-formed action that is not legal now is refused with a clear message', () => {
    const seat = must(s.toAct, 'a seat to act');
    const legal = legalActions(s).map((a) => JSON.stringify(a));
    const candidate = { type: 'choose', seat, option: 'no-such-option' } as const;
    expect(legal).not.toContain(JSON.stringify(candidate));
    const r = applyAction(s, candidate);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error.message.length).toBeGreaterThan(5);
    expect(JSON.stringify(s)).toBe(before);
  });
});

describe('applyAction: a legal action', () => {
  test('returns a new state with stateId + 1 and leaves the input untouched', () => {
    const s = newGame({ seed: 5 });
    const before = JSON.stringify(s);
    const action = legalActions(s)[0];
    const r = applyAction(s, action);
    expect(r.ok).toBe(true);
    if (r.ok) {
      expect(r.state.stateId).toBe(s.stateId + 1);
      expect(Array.isArray(r.events)).toBe(true);
    }
    expect(JSON.stringify(s)).toBe(before);
  });

  test('every legal action listed is accepted (first decisions of a game)', () => {
    let s = newGame({ seed: 9 });
    for (let step = 0; step < 40 && s.phase !== 'ended'; step++) {
      const legal = legalActions(s);
      expect(legal.length).toBeGreaterThan(0);
      for (const a of legal.slice(0, 20)) expect(applyAction(s, a).ok).toBe(true);
      const r = applyAction(s, legal[step % legal.length]);
      if (!r.ok) throw new Error(r.error.message);
      s = r.state;
    }
  });

  test('after the game is over every action is game_over and nothing is legal', () => {
    const s = newGame({ seed: 1 });
    const ended = { ...structuredClone(s), phase: 'ended' as const, winner: { seat: 'defender' as const, reason: 'test' }, toAct: null };
    expect(legalActions(ended)).toEqual([]);
    const r = applyAction(ended, { type: 'done', seat: 'defender' });
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error.code).toBe('game_over');
  });
});

describe('applyAction takes an action equal to a listed one as the listed one (no parse per action)', () => {
  /** States of a seeded random game, every `every`-th one, with their legal lists. */
  function positions(seed: number, every: number): { s: GameState; legal: ReturnType<typeof legalActions> }[] {
    const rng = botRng(seed);
    const out: { s: GameState; legal: ReturnType<typeof legalActions> }[] = [];
    let s = newGame({ seed });
    for (let i = 0; s.phase !== 'ended'; i++) {
      const legal = legalActions(s);
      if (i % every === 0) out.push({ s, legal });
      const r = applyAction(s, legal[rng.int(0, legal.length - 1)]);
      if (!r.ok) throw new Error(r.error.message);
      s = r.state;
    }
    return out;
  }

  test("every listed action is of ActionSchema's shape (why it needs no parse)", () => {
    for (const { legal } of positions(31, 3)) for (const a of legal) expect(ActionSchema.safeParse(a).success).toBe(true);
  });

  test('the listed object, a JSON copy and a copy with its fields in another order give the same result', () => {
    const rng = botRng(32);
    for (const { s, legal } of positions(32, 5)) {
      for (const a of sample(rng, legal, 3)) {
        const results = [a, JSON.parse(JSON.stringify(a)), Object.fromEntries(Object.entries(a).reverse())].map((raw) =>
          applyAction(s, raw),
        );
        for (const r of results) expect(r.ok).toBe(true);
        expect(results[1]).toEqual(results[0]);
        expect(results[2]).toEqual(results[0]);
      }
    }
  });

  test('the new state never holds the object the caller sent', () => {
    for (const { s, legal } of positions(33, 7)) {
      const raw = JSON.parse(JSON.stringify(legal[0])) as Record<string, unknown>;
      const r = applyAction(s, raw);
      if (!r.ok) throw new Error(r.error.message);
      const after = JSON.stringify(r.state);
      for (const k of Object.keys(raw)) raw[k] = 'changed';
      expect(JSON.stringify(r.state)).toBe(after);
    }
  });

  test('near copies of a listed action are parsed and refused as before: malformed, never accepted, never thrown', () => {
    const { s, legal } = must(positions(34, 1)[0], 'a position');
    const a = must(legal[0], 'a legal action');
    const throwing = new Proxy(
      {},
      {
        get: () => {
          throw new Error('no');
        },
        ownKeys: () => {
          throw new Error('no');
        },
      },
    );
    const cases: unknown[] = [
      { ...a, extra: undefined },
      Object.assign(Object.create({ extra: 1 }) as object, a),
      Object.defineProperty({ ...a }, 'seat', {
        get: () => {
          throw new Error('no');
        },
        enumerable: true,
      }),
      throwing,
    ];
    const before = JSON.stringify(s);
    for (const raw of cases) {
      const r = applyAction(s, raw);
      expect(r.ok).toBe(false);
      if (!r.ok) expect(r.error.code).toBe('malformed');
    }
    expect(JSON.stringify(s)).toBe(before);
  });
});
