/** STUB (to be replaced): Phase 6, Panic, and applying drawn Panic cards at the next turn's start. */
import type { Ctx } from '../engine/events';
import type { ChoiceResolver, PhaseRunner } from '../engine/handler';
import { enterPhase } from '../engine/prompt-stack';
import type { GameState } from '../state/types';

export const runPanic: PhaseRunner = (draft) => {
  enterPhase(draft, 'cleanup');
};

/** Turn start: the Panic cards drawn last turn come into force (Invader's choices as prompts). */
export function applyDrawnPanic(_state: GameState, _ctx: Ctx): void {}

export const panicResolvers: Record<string, ChoiceResolver> = {};
