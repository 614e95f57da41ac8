/** Phases 2 and 3 are one Invader menu each (seed 000 "Phase 2", "Phase 3"). */
import type { PhaseRunner } from '../engine/handler';
import { enterPhase, pushPrompt } from '../engine/prompt-stack';
import type { MenuPrompt } from '../state/prompts';
import type { Phase } from '../state/types';

const menuPhase =
  (kind: MenuPrompt['kind'], next: Phase): PhaseRunner =>
  (draft) => {
    if (draft.step === 'start') {
      draft.step = 'menu';
      pushPrompt(draft, { kind, seat: 'invader' });
    } else {
      enterPhase(draft, next);
    }
  };

export const runSpells = menuPhase('invader-spells', 'activation');
export const runActivation = menuPhase('invader-activation', 'moveout');
