import { newGame } from '../state/new-game';
import { applyAction, legalActions } from './apply';

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
    const seat = s.toAct!;
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
