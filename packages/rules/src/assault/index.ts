/**
 * Phase 5, the Assault (seed 000 "Assault Steps"), one file per step, in exactly this order:
 * Ranged 1-4, Melee 1-6, the Barbican; then Phase 6.
 *
 * The cursor lives in state.assault ({ step, queue, data }): the runner begins a step (its
 * `start` builds the queue, whose items are of the step's own type: AssaultQueueItems), resolves
 * one queue item per call (an item may push choice prompts, whose resolvers finish it), and moves
 * to the next step once the queue is empty. A saved game therefore resumes at any pending
 * decision. A breach sets state.winner and the flow ends the game at once.
 */
import type { ChoiceResolvers, PhaseRunner } from '../engine/handler';
import { log, type Ctx } from '../engine/events';
import { itemAt } from '../engine/item-at';
import { enterPhase } from '../engine/prompt-stack';
import type { AssaultState, AssaultStateOf, AssaultStepId, GameState } from '../state/types';
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

/** Each step by its id: a step's queue holds items of its own type, so the runner looks it up by the cursor's id. */
const STEPS: { [Id in AssaultStepId]: AssaultStep<Id> } = {
  'ranged-1': rangedMachinesStep, // Cannons and Tower Crossbows
  'ranged-2': invaderMachinesStep, // Spectral Ballistae and Bone Throwers
  'ranged-3': marksmenStep, // Marksmen
  'ranged-4': strigoiStep, // Strigoi Lair
  'melee-1': priestsStep, // Priests repel
  'melee-2': consecratedStep, // Consecrated Ground
  'melee-3': cauldronsStep, // Cauldrons
  'melee-4': stakesStep, // Stakes
  'melee-5': strengthStep, // Illusionary Threats, strength
  'melee-6': hospitalStep, // the Hospital
  barbican: barbicanStep, // the Barbican
};

/** The steps in the order they run (seed 000 "Assault Steps"). */
export const ASSAULT_STEP_ORDER: readonly AssaultStepId[] = [
  'ranged-1',
  'ranged-2',
  'ranged-3',
  'ranged-4',
  'melee-1',
  'melee-2',
  'melee-3',
  'melee-4',
  'melee-5',
  'melee-6',
  'barbican',
];

/** Begin step `id`: state.assault is its cursor, with the queue its `start` builds. */
export function beginAssaultStep(s: GameState, id: AssaultStepId, ctx: Ctx): void {
  const progress: AssaultState = { step: id, queue: [], data: {} };
  s.assault = progress;
  s.step = id;
  buildQueue(s, s.assault, ctx);
}

// Generic in the step id: the step found under the cursor's id takes that cursor's queue items.
function buildQueue<Id extends AssaultStepId>(s: GameState, a: AssaultStateOf<Id>, ctx: Ctx): void {
  a.queue = STEPS[a.step].start(s, ctx);
}

/** Resolve the next item of the cursor's queue; false once the queue is empty. */
function runNextItem<Id extends AssaultStepId>(s: GameState, a: AssaultStateOf<Id>, ctx: Ctx): boolean {
  const item = a.queue.shift();
  if (item === undefined) return false;
  STEPS[a.step].run(s, item, ctx);
  return true;
}

export const runAssault: PhaseRunner = (s, ctx) => {
  const a = s.assault; // read once: s is a copy-on-write draft in applyAction
  const index = a ? ASSAULT_STEP_ORDER.indexOf(a.step) : -1;
  if (s.step === 'start' || !a || index < 0) {
    log(ctx, 'phase.assault', {});
    beginAssaultStep(s, itemAt(ASSAULT_STEP_ORDER, 0, 'assault: step'), ctx);
    return;
  }
  if (runNextItem(s, a, ctx)) return;
  STEPS[a.step].finish?.(s, ctx);
  if (s.winner) return;
  const next = ASSAULT_STEP_ORDER[index + 1];
  if (next !== undefined) {
    beginAssaultStep(s, next, ctx);
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
