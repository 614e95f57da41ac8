/**
 * Test helpers: `@stronghold/rules/testing`, every helper of the rules' tests in one place.
 * scenario.ts (build or start any position), actions.ts (one `choose`), play.ts (mustApply, run,
 * answer, one `refused`), inspect.ts (the pending decision), positions.ts (ready-made positions).
 */
export { scenario, ScenarioBuilder, ASSAULT_STEP_IDS, PHASE_STEPS } from './scenario';
export { play, mustApply, refused, run, answer, isLegal } from './play';
export { seededEvents } from './seeded-events';
export { choose, done, pay, cast, D } from './actions';
export { top, topChoice, choiceOn, options, promptId, invaderTotals } from './inspect';
export { assaultScenario, startAssault, counter, noWallMarksmen, spellsMenu, castOnly, INVADER_NEXT, invaderGoesOn } from './positions';
export { must } from './must';
