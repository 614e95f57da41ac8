/** Test helpers: `@stronghold/rules/testing`. */
export { scenario, ScenarioBuilder } from './scenario';
export { play, mustApply, refused } from './play';
export { seededEvents } from './seeded-events';
