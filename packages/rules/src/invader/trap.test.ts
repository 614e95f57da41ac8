import type { Action } from '../actions/schema';
import type { InvaderAreaId, PathId } from '../board/undead-board';
import type { GameEvent } from '../engine/events';
import { topPrompt } from '../engine/prompt-stack';
import { legalActions } from '../game';
import type { InvaderCounts, MoveOutProgress } from '../state/types';
import { choose } from '../testing/actions';
import { invaderTotals as totals } from '../testing/inspect';
import { mustApply, refused } from '../testing/play';
import { type ScenarioBuilder } from '../testing/scenario';
import { advance, advanceMenu, type Dest } from './test-kit';
import { CHOICE_TRAP_VICTIM } from './trap';

const MO = 'rulings.md "Camp and Move out"';
const TRAP = 'seed 000 "Trap"';

const spring = (from: InvaderAreaId, to: Dest): Action => ({ type: 'springTrap', seat: 'invader', from, to });

describe('Phase 4: Traps', () => {
  const trapped = (
    area: Partial<InvaderCounts>,
    moved: MoveOutProgress['moved'] = {},
    path: PathId = 'fg-left>r-left-1',
    change?: (b: ScenarioBuilder) => ScenarioBuilder,
  ) =>
    advanceMenu(
      'minor',
      'foregrounds',
      (b) => {
        const c = b
          .area('fg-left', area)
          .area('fg-right', { phantom: 1 })
          .with((x) => {
            x.board.traps = [path];
            x.defender.reserve.trap = 2;
          });
        return change ? change(c) : c;
      },
      moved,
    );

  test(`${TRAP} "cannot use this path ... unless they possess a combined strength of 4": a weaker group cannot cross (state unchanged)`, () => {
    const s = trapped({ skeleton: 1, phantom: 1 });
    expect(legalActions(s)).not.toContainEqual(spring('fg-left', 'r-left-1'));
    expect(legalActions(s)).not.toContainEqual(advance('fg-left', 'r-left-1', 'skeleton'));
    expect(refused(s, spring('fg-left', 'r-left-1'))).toBe('illegal_action');
    expect(refused(s, advance('fg-left', 'r-left-1', 'skeleton'))).toBe('illegal_action');
    // The other path is free.
    expect(legalActions(s)).toContainEqual(advance('fg-left', 'r-left-2', 'skeleton'));
  });

  test(`${TRAP} "kills units with a combined strength of 4 ... The invader chooses which units": then it returns to the reserve and the path is free`, () => {
    const s = trapped({ vampire: 1, skeleton: 2, phantom: 1 });
    expect(legalActions(s)).toContainEqual(spring('fg-left', 'r-left-1'));
    let { state } = mustApply(s, spring('fg-left', 'r-left-1'));
    let events: GameEvent[];
    const p = topPrompt(state);
    expect(p).toMatchObject({ kind: 'choice', id: CHOICE_TRAP_VICTIM, options: ['phantom', 'skeleton', 'vampire'] });
    ({ state } = mustApply(state, choose('vampire', 'invader')));
    expect(topPrompt(state)).toMatchObject({ kind: 'choice', id: CHOICE_TRAP_VICTIM });
    ({ state, events } = mustApply(state, choose('skeleton', 'invader')));
    expect(state.board.areas['fg-left']).toEqual({ phantom: 1, skeleton: 1, vampire: 0 });
    expect(state.units.removed.vampire).toBe(s.units.removed.vampire + 1);
    expect(state.units.altar.skeleton).toBe(s.units.altar.skeleton + 1);
    expect(state.board.traps).toEqual([]);
    expect(state.defender.reserve.trap).toBe(3);
    expect(events.some((e) => e.kind === 'trap.spent')).toBe(true);
    expect(totals(state)).toEqual(totals(s));
    // "Units eliminated by traps count for the purposes of Moving out."
    expect(state.moveOut?.moved['fg-left']).toBe(2);
    // The path is free now.
    ({ state } = mustApply(state, advance('fg-left', 'r-left-1', 'skeleton')));
    expect(state.board.areas['r-left-1'].skeleton).toBe(1);
  });

  test(`${TRAP}: only victims that keep strength 4 reachable within the move limit are offered (2 moves left: both Skeletons)`, () => {
    const s = trapped({ phantom: 2, skeleton: 2 }, { 'fg-left': 4 });
    // Both victims are forced, so they resolve by themselves.
    const { state } = mustApply(s, spring('fg-left', 'r-left-1'));
    expect(state.board.areas['fg-left']).toEqual({ phantom: 2, skeleton: 0, vampire: 0 });
    expect(state.moveOut?.moved['fg-left']).toBe(6);
    expect(state.board.traps).toEqual([]);
  });

  test(`${TRAP} + ${MO}: a group of strength 4 must fit in the remaining move allowance (state unchanged)`, () => {
    const s = trapped({ vampire: 1, skeleton: 3 }, { 'fg-left': 5 });
    expect(legalActions(s)).not.toContainEqual(spring('fg-left', 'r-left-1'));
    expect(refused(s, spring('fg-left', 'r-left-1'))).toBe('illegal_action');
  });

  test('cards.md "Marshes": a Trap on a path leaving a Foreground with Marshes has no effect', () => {
    const s = trapped({ skeleton: 1 }, {}, 'fg-left>r-left-1', (b) =>
      b.with((x) => x.board.counters.push({ id: 901, spell: 'marshes', at: 'fg-left', castTurn: 1 })),
    );
    expect(legalActions(s)).not.toContainEqual(spring('fg-left', 'r-left-1'));
    const { state } = mustApply(s, advance('fg-left', 'r-left-1', 'skeleton'));
    expect(state.board.areas['r-left-1'].skeleton).toBe(1);
    expect(state.board.traps).toEqual(['fg-left>r-left-1']);
  });

  test(`${TRAP}: a Trap on a Rampart-to-wall path, sprung by Phantoms`, () => {
    const s = advanceMenu('minor', 'ramparts', (b) =>
      b
        .area('r-left-1', { phantom: 5 })
        .area('r-left-2', { phantom: 1 })
        .wall('w1', { invaders: {} })
        .with((x) => (x.board.traps = ['r-left-1>w1'])),
    );
    const { state } = mustApply(s, spring('r-left-1', 'w1'));
    // Phantoms only: all four victims are forced.
    expect(state.board.areas['r-left-1'].phantom).toBe(1);
    expect(state.units.removed.phantom).toBe(s.units.removed.phantom + 4);
    expect(state.board.traps).toEqual([]);
    expect(state.moveOut?.moved['r-left-1']).toBe(4);
  });

  test(`${TRAP} + cards.md "Bloodlust" ("each Vampire has strength 4"): one Vampire alone is a group of strength 4`, () => {
    const s = trapped({ vampire: 1, phantom: 1 }, {}, 'fg-left>r-left-1', (b) => b.with((x) => (x.effects.bloodlust = true)));
    expect(legalActions(s)).toContainEqual(spring('fg-left', 'r-left-1'));
    let { state } = mustApply(s, spring('fg-left', 'r-left-1'));
    expect(topPrompt(state)).toMatchObject({ kind: 'choice', id: CHOICE_TRAP_VICTIM, options: ['phantom', 'vampire'] });
    ({ state } = mustApply(state, choose('vampire', 'invader'))); // 4 reached at once: the Trap is spent
    expect(state.board.areas['fg-left']).toEqual({ phantom: 1, skeleton: 0, vampire: 0 });
    expect(state.board.traps).toEqual([]);
    expect(state.moveOut?.moved['fg-left']).toBe(1);
    expect(totals(state)).toEqual(totals(s));
    // Without Bloodlust the same two units are too weak (strength 4 needs both: 3 + 1).
    const plain = trapped({ vampire: 1 });
    expect(refused(plain, spring('fg-left', 'r-left-1'))).toBe('illegal_action');
  });

  test(`${TRAP}: springing a Trap from the Saint's Rampart is refused`, () => {
    const s = advanceMenu('minor', 'ramparts', (b) =>
      b
        .area('r-left-1', { vampire: 2 })
        .area('r-left-2', { phantom: 1 })
        .with((x) => {
          x.board.traps = ['r-left-1>w1'];
          x.board.saint = 'r-left-1';
        }),
    );
    expect(refused(s, spring('r-left-1', 'w1'))).toBe('illegal_action');
  });

  test(`${TRAP}: after the Trap is sprung and spent, the rest of the group crosses in one advance, within the move limit`, () => {
    // Minor (6 from fg-left): the Trap kills a Vampire and a Phantom (strength 4, 2 moves), 4 Skeletons may still cross.
    const s = advanceMenu('minor', 'foregrounds', (b) =>
      b
        .area('fg-left', { vampire: 1, phantom: 1, skeleton: 6 })
        .area('fg-right', { phantom: 1 })
        .with((x) => {
          x.board.traps = ['fg-left>r-left-1'];
          x.defender.reserve.trap = 2;
        }),
    );
    expect(legalActions(s).some((a) => a.type === 'advance' && a.to === 'r-left-1')).toBe(false);
    let { state } = mustApply(s, spring('fg-left', 'r-left-1'));
    ({ state } = mustApply(state, choose('vampire', 'invader')));
    ({ state } = mustApply(state, choose('phantom', 'invader')));
    expect(state.board.traps).toEqual([]);
    expect(state.moveOut?.moved['fg-left']).toBe(2);
    expect(refused(state, advance('fg-left', 'r-left-1', 'skeleton', 5))).toBe('illegal_action');
    ({ state } = mustApply(state, advance('fg-left', 'r-left-1', 'skeleton', 4)));
    expect(state.board.areas['r-left-1'].skeleton).toBe(4);
    expect(state.board.areas['fg-left'].skeleton).toBe(2);
  });
});
