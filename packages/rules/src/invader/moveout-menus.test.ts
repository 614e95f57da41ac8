import { refused } from '../testing/play';
import type { Action } from '../actions/schema';
import { legalActions } from '../game';
import type { GameEvent } from '../engine/events';
import { topPrompt } from '../engine/prompt-stack';
import { INVADER_UNITS, type GameState, type InvaderCounts, type InvaderUnit } from '../state/types';
import { mustApply } from '../testing/play';
import { scenario } from '../testing/scenario';
import { advance, advanceMenu } from './test-kit';
import { invaderAdvanceHandler, invaderMoveoutHandler } from './moveout-menus';
import { itemAt } from '../engine/item-at';

const MO = 'rulings.md "Camp and Move out"';
const P4 = 'seed 000 "Phase 4: Moving Out and the Camp"';

const moveOut = (size: 'minor' | 'major' | 'camp'): Action => ({ type: 'moveOut', seat: 'invader', size });
const done: Action = { type: 'done', seat: 'invader' };

/** Apply through one handler only (no flow), to look at what it leaves. */
function handlerOnly(state: GameState, action: Action, handler = invaderAdvanceHandler): { draft: GameState; events: GameEvent[] } {
  const draft = structuredClone(state);
  const events: GameEvent[] = [];
  handler.apply(draft, topPrompt(draft) as never, action, { events });
  return { draft, events };
}

function totals(s: GameState): InvaderCounts {
  const t: InvaderCounts = { phantom: 0, skeleton: 0, vampire: 0 };
  const add = (c: InvaderCounts) => INVADER_UNITS.forEach((u) => (t[u] += c[u]));
  [s.units.bag, s.units.spares, s.units.altar, s.units.removed].forEach(add);
  Object.values(s.board.areas).forEach(add);
  Object.values(s.board.walls).forEach((w) => add(w.invaders));
  return t;
}

/** The single-unit advances listed from `from` (every larger count of the same move is listed after its count 1). */
const advancesFrom = (s: GameState, from: string) =>
  legalActions(s).filter((a) => a.type === 'advance' && a.from === from && a.count === 1);

describe('Phase 4: the Move out card and the Camp card', () => {
  const menu = (mana: number) =>
    scenario({ seed: 9 }).phase('moveout', 'chosen').mana(mana).area('camp', { skeleton: 3 }).invaderMenu('invader-moveout').build();

  test('cards.md "Move out card": a Minor Move out costs 1 Mana, a Major one 2', () => {
    const minor = handlerOnly(menu(3), moveOut('minor'), invaderMoveoutHandler).draft;
    expect(minor.invader.mana).toBe(2);
    expect(minor.moveOut).toEqual({ size: 'minor', stage: 'ramparts', moved: {} });
    expect(minor.prompts).toEqual([]);
    const major = handlerOnly(menu(3), moveOut('major'), invaderMoveoutHandler).draft;
    expect(major.invader.mana).toBe(1);
    expect(major.moveOut?.size).toBe('major');
  });

  test(`${MO}: Camp is free and moves nobody`, () => {
    const { draft } = handlerOnly(menu(3), moveOut('camp'), invaderMoveoutHandler);
    expect(draft.invader.mana).toBe(3);
    expect(draft.moveOut).toBeNull();
  });

  test('cards.md "Move out card": a Move out needs the Mana (insufficient_mana, state unchanged)', () => {
    const s = menu(1);
    expect(legalActions(s)).toEqual([moveOut('minor'), moveOut('camp')]);
    expect(refused(s, moveOut('major'))).toBe('insufficient_mana');
  });

  test(`${MO}: after the Move out is chosen, the advance menu opens (through the phase runner)`, () => {
    const { state } = mustApply(menu(2), moveOut('minor'));
    expect(topPrompt(state)?.kind).toBe('invader-advance');
    expect(state.invader.mana).toBe(1);
  });

  test(`${MO}: one Move out a turn: a second moveOut during the advance is already_used`, () => {
    const s = advanceMenu('minor', 'camp', (b) => b.mana(5).area('camp', { skeleton: 2 }));
    expect(refused(s, moveOut('major'))).toBe('already_used');
  });
});

describe('Phase 4: units advance, Ramparts first, then Foregrounds, then the Camp', () => {
  test(`${MO} "Rampart to Wall": a unit on a Rampart advances to a wall its paths reach`, () => {
    const s = advanceMenu('minor', 'ramparts', (b) => b.area('r-left-1', { skeleton: 2 }).wall('w1', { invaders: {} }));
    expect(advancesFrom(s, 'r-left-1')).toEqual([advance('r-left-1', 'w1', 'skeleton'), advance('r-left-1', 'w2', 'skeleton')]);
    const { state } = mustApply(s, advance('r-left-1', 'w1', 'skeleton'));
    expect(state.board.walls.w1.invaders.skeleton).toBe(1);
    expect(state.board.areas['r-left-1'].skeleton).toBe(1);
    expect(state.moveOut?.moved['r-left-1']).toBe(1);
    expect(totals(state)).toEqual(totals(s));
  });

  test(`${MO}: 'done' ends each stage in order; the last one closes the menu`, () => {
    let s = advanceMenu('minor', 'ramparts');
    s = handlerOnly(s, done).draft;
    expect(s.moveOut?.stage).toBe('foregrounds');
    s = handlerOnly(s, done).draft;
    expect(s.moveOut?.stage).toBe('camp');
    s = handlerOnly(s, done).draft;
    expect(s.prompts).toEqual([]);
  });

  test(`${MO} "so a unit moves at most once": a unit moved to a Rampart in the Foreground stage cannot go on to a wall`, () => {
    const s = advanceMenu('major', 'foregrounds', (b) => b.area('fg-left', { skeleton: 2 }).area('camp', { skeleton: 1 }));
    const { state } = mustApply(s, advance('fg-left', 'r-left-1', 'skeleton'));
    expect(advancesFrom(state, 'r-left-1')).toEqual([]);
    expect(refused(state, advance('r-left-1', 'w1', 'skeleton'))).toBe('out_of_order');
  });

  test(`${MO}: a unit from the wrong stage's area is out_of_order (state unchanged)`, () => {
    const s = advanceMenu('minor', 'ramparts', (b) =>
      b.area('r-left-1', { skeleton: 1 }).area('fg-left', { skeleton: 2 }).area('camp', { vampire: 1 }),
    );
    expect(refused(s, advance('fg-left', 'r-left-1', 'skeleton'))).toBe('out_of_order');
    expect(refused(s, advance('camp', 'fg-left', 'vampire'))).toBe('out_of_order');
  });

  test(`${MO}: a unit goes only along a path (illegal_target)`, () => {
    const s = advanceMenu('minor', 'ramparts', (b) => b.area('r-left-1', { skeleton: 2 }));
    expect(refused(s, advance('r-left-1', 'w3', 'skeleton'))).toBe('illegal_target');
    expect(refused(s, advance('r-left-1', 'w1', 'vampire'))).toBe('illegal_target');
  });

  test(`${P4} "the Minor Move out allows the Invader to move 6 units from each Rampart and Foreground"`, () => {
    let s = advanceMenu('minor', 'foregrounds', (b) => b.area('fg-left', { skeleton: 8 }).area('fg-right', { phantom: 1 }));
    for (let i = 0; i < 6; i++) s = mustApply(s, advance('fg-left', i < 3 ? 'r-left-1' : 'r-left-2', 'skeleton')).state;
    expect(s.board.areas['fg-left'].skeleton).toBe(2);
    expect(advancesFrom(s, 'fg-left')).toEqual([]);
    expect(refused(s, advance('fg-left', 'r-left-1', 'skeleton'))).toBe('illegal_action');
  });

  test(`${P4} "the Major Move out enables the Invader to move 8 units"`, () => {
    let s = advanceMenu('major', 'foregrounds', (b) => b.area('fg-front', { skeleton: 10 }).area('fg-right', { phantom: 1 }));
    const to = ['r-front-1', 'r-barbican', 'r-front-2'] as const;
    for (let i = 0; i < 8; i++) s = mustApply(s, advance('fg-front', itemAt(to, i % 3, 'Ramparts'), 'skeleton')).state;
    expect(s.moveOut?.moved['fg-front']).toBe(8);
    expect(refused(s, advance('fg-front', 'r-front-1', 'skeleton'))).toBe('illegal_action');
  });

  test(`${MO} "Drums add 3 for an active Rampart": 7 units may leave a Rampart with an active Drums counter in a Minor Move out`, () => {
    const build = (castTurn: number) =>
      advanceMenu('minor', 'ramparts', (b) =>
        b
          .area('r-left-1', { phantom: 7 })
          .area('r-left-2', { phantom: 1 })
          .wall('w1', { invaders: {} })
          .wall('w2', { invaders: {} })
          .with((x) => x.board.counters.push({ id: 900, spell: 'drums', at: 'r-left-1', castTurn })),
      );
    let s = build(3); // cast this turn: active
    for (let i = 0; i < 7; i++) s = mustApply(s, advance('r-left-1', i % 2 ? 'w1' : 'w2', 'phantom')).state;
    expect(s.board.areas['r-left-1'].phantom).toBe(0);
    expect(s.moveOut?.moved['r-left-1']).toBe(7);
    // An older Drums counter that was not activated gives nothing.
    let t = build(1);
    for (let i = 0; i < 6; i++) t = mustApply(t, advance('r-left-1', i % 2 ? 'w1' : 'w2', 'phantom')).state;
    expect(refused(t, advance('r-left-1', 'w1', 'phantom'))).toBe('illegal_action');
  });

  test(`${MO} "any number of Camp units to Foregrounds (up to capacity)"`, () => {
    let s = advanceMenu('minor', 'camp', (b) => b.area('camp', { skeleton: 12 }));
    for (let i = 0; i < 10; i++) s = mustApply(s, advance('camp', 'fg-left', 'skeleton')).state;
    expect(s.board.areas['fg-left'].skeleton).toBe(10);
    // fg-left is full (capacity 10): over capacity is illegal_target, other Foregrounds still take units.
    expect(refused(s, advance('camp', 'fg-left', 'skeleton'))).toBe('illegal_target');
    s = mustApply(s, advance('camp', 'fg-front', 'skeleton')).state;
    expect(s.board.areas['fg-front'].skeleton).toBe(1);
  });

  test(`${MO} "Capacity is checked at the destination": a full Rampart takes no unit (illegal_target, state unchanged)`, () => {
    const s = advanceMenu('minor', 'foregrounds', (b) => b.area('fg-left', { skeleton: 3 }).area('r-left-1', { skeleton: 7 }));
    expect(advancesFrom(s, 'fg-left').map((a) => (a.type === 'advance' ? a.to : ''))).toEqual(['r-left-2']);
    expect(refused(s, advance('fg-left', 'r-left-1', 'skeleton'))).toBe('illegal_target');
  });

  test('seed 000 "Phantoms" (Levitation): a full wall still takes up to 3 Phantoms, none with an Inscription', () => {
    const s = advanceMenu('major', 'ramparts', (b) =>
      b
        .area('r-left-1', { phantom: 4, skeleton: 1 })
        .area('r-left-2', { phantom: 1 })
        .wall('w1', { invaders: { skeleton: 4 } })
        .wall('w2', { invaders: { skeleton: 4 }, inscription: true })
        .wall('w3', { invaders: {} }),
    );
    expect(refused(s, advance('r-left-1', 'w1', 'skeleton'))).toBe('illegal_target');
    expect(refused(s, advance('r-left-1', 'w2', 'phantom'))).toBe('illegal_target');
    let t = s;
    for (let i = 0; i < 3; i++) t = mustApply(t, advance('r-left-1', 'w1', 'phantom')).state;
    expect(t.board.walls.w1.invaders).toEqual({ phantom: 3, skeleton: 4, vampire: 0 });
    expect(refused(t, advance('r-left-1', 'w1', 'phantom'))).toBe('illegal_target');
  });

  test('seed 000 "The Saint": no unit may leave the Rampart with the Saint (state unchanged); units may enter it', () => {
    const s = advanceMenu('minor', 'ramparts', (b) =>
      b
        .area('r-left-1', { skeleton: 2 })
        .area('r-left-2', { skeleton: 1 })
        .with((x) => (x.board.saint = 'r-left-1')),
    );
    expect(advancesFrom(s, 'r-left-1')).toEqual([]);
    expect(refused(s, advance('r-left-1', 'w1', 'skeleton'))).toBe('illegal_action');
    const f = advanceMenu('minor', 'foregrounds', (b) =>
      b
        .area('fg-left', { skeleton: 2 })
        .area('fg-front', { skeleton: 1 })
        .with((x) => (x.board.saint = 'r-left-1')),
    );
    const { state } = mustApply(f, advance('fg-left', 'r-left-1', 'skeleton'));
    expect(state.board.areas['r-left-1'].skeleton).toBe(1);
  });
});

describe('Phase 4: several units of one type advance in one action ("Fewer clicks")', () => {
  test(`${MO} "at most N per source area": every count from 1 to the limit is listed, and no more`, () => {
    // Minor: 6 may leave fg-left; 8 Skeletons stand there; r-left-1 (capacity 7) is empty.
    const s = advanceMenu('minor', 'foregrounds', (b) => b.area('fg-left', { skeleton: 8 }).area('fg-right', { phantom: 1 }));
    const counts = legalActions(s)
      .filter((a) => a.type === 'advance' && a.from === 'fg-left' && a.to === 'r-left-1')
      .map((a) => (a.type === 'advance' ? a.count : 0));
    expect(counts).toEqual([1, 2, 3, 4, 5, 6]);
    expect(refused(s, advance('fg-left', 'r-left-1', 'skeleton', 7))).toBe('illegal_action');
    const { state } = mustApply(s, advance('fg-left', 'r-left-1', 'skeleton', 5));
    expect(state.board.areas['fg-left'].skeleton).toBe(3);
    expect(state.board.areas['r-left-1'].skeleton).toBe(5);
    expect(state.moveOut?.moved['fg-left']).toBe(5);
    // One move left from fg-left: only count 1 is listed now, on either path.
    expect(
      legalActions(state)
        .filter((a) => a.type === 'advance' && a.from === 'fg-left')
        .map((a) => (a.type === 'advance' ? a.count : 0)),
    ).toEqual([1, 1]);
  });

  test(`${MO} "Capacity is checked at the destination": the count is bounded by the room there (levitating Phantoms included)`, () => {
    // w1 holds 2 Skeletons: room for 2 more units, or for 2 + 3 levitating Phantoms.
    const s = advanceMenu('major', 'ramparts', (b) =>
      b.area('r-left-1', { skeleton: 5, phantom: 6 }).wall('w1', { invaders: { skeleton: 2 } }),
    );
    const most = (unit: InvaderUnit) =>
      Math.max(...legalActions(s).map((a) => (a.type === 'advance' && a.to === 'w1' && a.unit === unit ? a.count : 0)));
    expect(most('skeleton')).toBe(2);
    expect(most('phantom')).toBe(5);
    expect(refused(s, advance('r-left-1', 'w1', 'skeleton', 3))).toBe('illegal_action');
  });

  test(`${MO}: an advance of N units leaves the same state as N single advances (a whole Camp move of 14 units)`, () => {
    const s = advanceMenu('minor', 'camp', (b) => b.area('camp', { skeleton: 9, phantom: 5 }));
    const together = mustApply(
      mustApply(s, advance('camp', 'fg-left', 'skeleton', 9)).state,
      advance('camp', 'fg-front', 'phantom', 5),
    ).state;
    let oneByOne = s;
    for (let i = 0; i < 9; i++) oneByOne = mustApply(oneByOne, advance('camp', 'fg-left', 'skeleton')).state;
    for (let i = 0; i < 5; i++) oneByOne = mustApply(oneByOne, advance('camp', 'fg-front', 'phantom')).state;
    expect(together.board).toEqual(oneByOne.board);
    expect(together.moveOut).toEqual(oneByOne.moveOut);
    expect(totals(together)).toEqual(totals(s));
  });

  test('actions/schema.ts: a count outside 1..ADVANCE_MAX_COUNT is malformed and changes nothing', () => {
    const s = advanceMenu('minor', 'camp', (b) => b.area('camp', { skeleton: 3 }));
    expect(refused(s, advance('camp', 'fg-left', 'skeleton', 0))).toBe('malformed');
    expect(refused(s, advance('camp', 'fg-left', 'skeleton', 11))).toBe('malformed');
    expect(refused(s, { type: 'advance', seat: 'invader', from: 'camp', to: 'fg-left', unit: 'skeleton' })).toBe('malformed');
  });
});
