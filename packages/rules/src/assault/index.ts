/** STUB (to be replaced): Phase 5, the Assault. */
import type { ChoiceResolver, PhaseRunner } from '../engine/handler';
import { enterPhase } from '../engine/prompt-stack';

export const runAssault: PhaseRunner = (draft) => {
  enterPhase(draft, 'panic');
};
export const assaultResolvers: Record<string, ChoiceResolver> = {};
