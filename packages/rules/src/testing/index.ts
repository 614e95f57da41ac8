/** Test helpers: `@stronghold/rules/testing`. */
export { scenario, ScenarioBuilder } from './scenario';
export { play, mustApply } from './play';
