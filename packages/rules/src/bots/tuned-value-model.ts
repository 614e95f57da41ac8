/**
 * The win-chance model Hard searches with, as fitted by the tuning script (src/sim/tune.ts,
 * docs/rules/self-play.md "Tuning"). Until a fit is recorded here it is the hand-set model.
 */
import { HAND_VALUE_MODEL, type ValueModel } from './value-model';

export const TUNED_VALUE_MODEL: ValueModel = HAND_VALUE_MODEL;
