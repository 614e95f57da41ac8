/**
 * Phase 5, the Assault (seed 000 "Assault Steps"), one file per step, in exactly this order:
 * Ranged 1-4, Melee 1-6, the Barbican; then Phase 6.
 *
 * The cursor lives in state.assault ({ step, queue, data }): the runner begins a step (its
 * `start` builds the queue), resolves one queue item per call (an item may push choice prompts,
 * whose resolvers finish it), and moves to the next step once the queue is empty. A saved game
 * therefore resumes at any pending decision. A breach sets state.winner and the flow ends the
 * game at once.
 */
import type { ChoiceResolvers, PhaseRunner } from '../engine/handler';
import { log, type Ctx } from '../engine/events';
import { itemAt } from '../engine/item-at';
import { enterPhase } from '../engine/prompt-stack';
import type { AssaultProgress, GameState } from '../state/types';
import { barbicanStep } from './barbican';
import { cauldronsResolvers, cauldronsStep } from './cauldrons';
import type { AssaultStep } from './common';
import { consecratedStep } from './consecrated';
import { hospitalResolvers, hospitalStep } from './hospital';
import { lossesResolvers } from './losses';
import { marksmenResolvers, marksmenStep } from './marksmen';
import { priestsStep } from './priests';
import { invaderMachinesResolvers, invaderMachinesStep } from './ranged-invader-machines';
import { rangedMachinesResolvers, rangedMachinesStep } from './ranged-machines';
import { stakesResolvers, stakesStep } from './stakes';
import { strengthStep } from './strength';
import { strigoiResolvers, strigoiStep } from './strigoi';

export const ASSAULT_STEPS: ReadonlyArray<AssaultStep> = [
  rangedMachinesStep, // ranged-1: Cannons and Tower Crossbows
  invaderMachinesStep, // ranged-2: Spectral Ballistae and Bone Throwers
  marksmenStep, // ranged-3: Marksmen
  strigoiStep, // ranged-4: Strigoi Lair
  priestsStep, // melee-1: Priests repel
  consecratedStep, // melee-2: Consecrated Ground
  cauldronsStep, // melee-3: Cauldrons
  stakesStep, // melee-4: Stakes
  strengthStep, // melee-5: Illusionary Threats, strength
  hospitalStep, // melee-6: the Hospital
  barbicanStep, // the Barbican
];

function begin(s: GameState, index: number, ctx: Ctx): void {
  const step = itemAt(ASSAULT_STEPS, index, 'assault: step');
  const progress: AssaultProgress = { step: step.id, queue: [], data: {} };
  s.assault = progress;
  s.step = step.id;
  s.assault.queue = step.start(s, ctx);
}

export const runAssault: PhaseRunner = (s, ctx) => {
  const current = s.assault?.step; // read once: s is a copy-on-write draft in applyAction
  const index = current !== undefined ? ASSAULT_STEPS.findIndex((x) => x.id === current) : -1;
  if (s.step === 'start' || !s.assault || index < 0) {
    log(ctx, 'phase.assault', {});
    begin(s, 0, ctx);
    return;
  }
  const a = s.assault;
  const step = itemAt(ASSAULT_STEPS, index, 'assault: step');
  const item = a.queue.shift();
  if (item !== undefined) {
    step.run(s, item, ctx);
    return;
  }
  step.finish?.(s, ctx);
  if (s.winner) return;
  if (index + 1 < ASSAULT_STEPS.length) {
    begin(s, index + 1, ctx);
    return;
  }
  s.assault = null;
  enterPhase(s, 'panic');
};

export const assaultResolvers: ChoiceResolvers = {
  ...rangedMachinesResolvers,
  ...invaderMachinesResolvers,
  ...marksmenResolvers,
  ...strigoiResolvers,
  ...cauldronsResolvers,
  ...stakesResolvers,
  ...lossesResolvers,
  ...hospitalResolvers,
};
