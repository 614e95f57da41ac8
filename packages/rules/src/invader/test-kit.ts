/**
 * Positions the Invader's Move out tests share (moveout-menus.test.ts, trap.test.ts); not built
 * into the package (tsconfig excludes test-kit.ts).
 */
import type { Action } from '../actions/schema';
import type { InvaderAreaId } from '../board/undead-board';
import type { GameState, InvaderUnit, MoveOutProgress } from '../state/types';
import { scenario, type ScenarioBuilder } from '../testing/scenario';

/** Where an advance may go. */
export type Dest = Extract<Action, { type: 'advance' }>['to'];

/** The Invader's advance of `count` units of a type from an area. */
export const advance = (from: InvaderAreaId, to: Dest, unit: InvaderUnit, count = 1): Action => ({
  type: 'advance',
  seat: 'invader',
  from,
  to,
  unit,
  count,
});

/** The advance menu open in this stage of a Move out of this size. */
export function advanceMenu(
  size: MoveOutProgress['size'],
  stage: MoveOutProgress['stage'],
  change?: (b: ScenarioBuilder) => ScenarioBuilder,
  moved: MoveOutProgress['moved'] = {},
): GameState {
  let b = scenario({ seed: 9 })
    .turn(3)
    .phase('moveout', 'advanced')
    .with((s) => (s.moveOut = { size, stage, moved: { ...moved } }));
  if (change) b = change(b);
  return b.invaderMenu('invader-advance').build();
}
