/**
 * Positions the Invader's Move out tests share (moveout-menus.test.ts, trap.test.ts); not built
 * into the package (tsconfig excludes test-kit.ts).
 */
import type { GameState, MoveOutProgress } from '../state/types';
import { scenario, type ScenarioBuilder } from '../testing/scenario';

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
