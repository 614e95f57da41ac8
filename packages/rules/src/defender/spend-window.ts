/**
 * The Defender's window (prompt kind 'defender-spend'): the Defender spends the Hourglasses in
 * hand before the Invader goes on (rulings.md "Turn flow"; seeds 000 and 001), and may use the
 * Council (free). See docs/rules/defender.md.
 *
 * Actions: pay {slot, amount} (building actions and lifting Hallucinations, slots.ts; amount 0
 * completes an action whose cost has fallen to what lies on it), move /
 * swap (movement.ts; 1 Hourglass, free across a Footbridge), priest {priest, act} (priests.ts;
 * 1 Hourglass), closeCouncil / council {card} (council.ts; free), done.
 * - `done` is legal with 0 Hourglasses in hand, or when nothing can be spent (the Hourglasses are
 *   then lost, with a log line).
 * - A window stays open at 0 Hourglasses while a free action is left (a Footbridge crossing,
 *   closing the Council, using a Council card, completing a paid-up action) and closes when the
 *   Defender says `done` (rulings.md "Turn flow"). With nothing left to do, `done` is the only
 *   legal answer and the flow gives it by itself (engine/flow.ts), so the window closes at once.
 */
import type { Action, ActionOf } from '../actions/schema';
import { BUILDING_ACTION_IDS, type BuildingActionId } from '../cards/buildings';
import { err, type GameError } from '../engine/errors';
import { listedAction } from '../engine/listed-action';
import { log, type Ctx } from '../engine/events';
import type { PromptHandler } from '../engine/handler';
import { popPrompt } from '../engine/prompt-stack';
import type { DefenderSpendPrompt } from '../state/prompts';
import type { GameState } from '../state/types';
import { closeCouncil, closeCouncilError, councilError, legalCouncilActions, useCouncilCard } from './council';
import {
  applyMove,
  applySwap,
  legalMoves,
  legalSwaps,
  moveAndSwapActions,
  moveError,
  swapError,
  type MoveOption,
  type SwapOption,
} from './movement';
import { applyPriest, legalPriestActions, priestError } from './priests';
import { payAmounts, payError, paySlot, slotError } from './slots';

/** Pays made once: amounts 0 to PAYS_MADE - 1 on every slot (a larger one, never seen in play, is made when listed). */
const PAYS_MADE = 24;

/** The listed `pay` actions, made once (engine/listed-action.ts): a listing hands out these objects instead of making new ones. */
const PAY_ACTIONS: Readonly<Record<BuildingActionId, readonly ActionOf<'pay'>[]>> = Object.fromEntries(
  BUILDING_ACTION_IDS.map((slot) => [
    slot,
    Object.freeze(
      Array.from({ length: PAYS_MADE }, (_, amount) => listedAction<ActionOf<'pay'>>({ type: 'pay', seat: 'defender', slot, amount })),
    ),
  ]),
) as Record<BuildingActionId, readonly ActionOf<'pay'>[]>;

const payAction = (slot: BuildingActionId, amount: number): ActionOf<'pay'> =>
  PAY_ACTIONS[slot][amount] ?? { type: 'pay', seat: 'defender', slot, amount };

/** Every legal `pay` now (or only those on `onlySlot`). */
export function legalPays(s: GameState, onlySlot?: BuildingActionId): ActionOf<'pay'>[] {
  const hand = s.defender.hourglasses;
  const out: ActionOf<'pay'>[] = [];
  // A paid-up action completes with a payment of 0 (docs/rules/defender.md), so a hand of 0 may still list pays.
  const slots = onlySlot === undefined ? BUILDING_ACTION_IDS : BUILDING_ACTION_IDS.includes(onlySlot) ? [onlySlot] : [];
  for (const slot of slots) {
    for (const amount of payAmounts(s, slot, hand)) out.push(payAction(slot, amount));
  }
  return out;
}

const moveAction = (m: MoveOption): Action => ({ type: 'move', seat: 'defender', from: m.from, to: m.to, unit: m.unit });
const swapAction = (m: SwapOption): Action => ({ type: 'swap', seat: 'defender', a: m.a, aUnit: m.aUnit, b: m.b, bUnit: m.bUnit });

/**
 * Can at least one Hourglass be spent, given the legal spends already listed (free moves and
 * the Council do not count)? `movesCost`: some affordable move or swap costs an Hourglass.
 */
function spendable(s: GameState, pays: ActionOf<'pay'>[], priests: unknown[], movesCost: boolean): boolean {
  if (s.defender.hourglasses <= 0) return false;
  // A payment of 0 (completing a paid-up action) spends nothing.
  return pays.some((p) => p.amount > 0) || priests.length > 0 || movesCost;
}

/** Can at least one Hourglass be spent now (free moves and the Council do not count)? */
export function canSpend(s: GameState): boolean {
  const hand = s.defender.hourglasses;
  if (hand <= 0) return false;
  return spendable(s, legalPays(s), legalPriestActions(s), moveAndSwapActions(s, hand).anyCosts);
}

export const canFinish = (s: GameState): boolean => s.defender.hourglasses === 0 || !canSpend(s);

function enumerate(s: GameState): Action[] {
  const hand = s.defender.hourglasses;
  const pays = legalPays(s);
  const moves = moveAndSwapActions(s, hand);
  const priests = legalPriestActions(s);
  const finishable = hand === 0 || !spendable(s, pays, priests, moves.anyCosts);
  const actions: Action[] = pays;
  for (const a of moves.actions) actions.push(a);
  for (const a of priests) actions.push(a);
  for (const a of legalCouncilActions(s)) actions.push(a);
  if (finishable) actions.push({ type: 'done', seat: 'defender' });
  return actions;
}

/** The part of `enumerate` with the action's type (and slot, places): each list built by the same code. */
function candidates(s: GameState, action: Action): Action[] {
  switch (action.type) {
    case 'pay':
      return legalPays(s, action.slot);
    case 'move':
      return legalMoves(s, { from: action.from, unit: action.unit }, s.defender.hourglasses).map(moveAction);
    case 'swap':
      return legalSwaps(s, { a: action.a, b: action.b }, s.defender.hourglasses).map(swapAction);
    case 'priest':
      return legalPriestActions(s);
    case 'closeCouncil':
    case 'council':
      return legalCouncilActions(s);
    case 'done':
      return canFinish(s) ? [{ type: 'done', seat: 'defender' }] : [];
    default:
      return [];
  }
}

// The window stays below any choice an effect pushes and is answered again once they resolve.
function apply(draft: GameState, action: Action, ctx: Ctx): void {
  switch (action.type) {
    case 'pay':
      paySlot(draft, action.slot, action.amount, ctx);
      return;
    case 'move':
      applyMove(draft, action, ctx);
      return;
    case 'swap':
      applySwap(draft, action, ctx);
      return;
    case 'priest':
      applyPriest(draft, action, ctx);
      return;
    case 'closeCouncil':
      closeCouncil(draft, ctx);
      return;
    case 'council':
      useCouncilCard(draft, action.card, ctx);
      return;
    case 'done': {
      const lost = draft.defender.hourglasses;
      if (lost > 0) {
        draft.defender.hourglasses = 0;
        log(ctx, 'hourglasses.lost', { n: lost });
      }
      popPrompt(draft);
      return;
    }
    default:
      return;
  }
}

function explain(s: GameState, _prompt: DefenderSpendPrompt, action: Action): GameError | null {
  const hand = s.defender.hourglasses;
  switch (action.type) {
    case 'pay': {
      if (!BUILDING_ACTION_IDS.includes(action.slot)) return err('illegal_target', `Unknown action ${action.slot}.`);
      const e = slotError(s, action.slot);
      if (e) return e;
      if (action.amount > hand) {
        return err('insufficient_hourglasses', `The Defender holds ${hand} Hourglass${hand === 1 ? '' : 'es'}.`);
      }
      return payError(s, action.slot, action.amount);
    }
    case 'move':
      return moveError(s, action);
    case 'swap':
      return swapError(s, action);
    case 'priest':
      return priestError(s, action);
    case 'closeCouncil':
      return closeCouncilError(s);
    case 'council':
      return councilError(s, action);
    case 'done':
      return err('illegal_action', `Spend all ${hand} Hourglass${hand === 1 ? '' : 'es'} in hand first.`);
    case 'choose':
      return err('illegal_action', "No choice is pending: this is the Defender's spending window.");
    default:
      return err('wrong_phase', `'${action.type}' is not a Defender action.`);
  }
}

export const defenderSpendHandler: PromptHandler<DefenderSpendPrompt> = {
  kind: 'defender-spend',
  enumerate: (state) => enumerate(state),
  candidates: (state, _prompt, action) => candidates(state, action),
  apply: (draft, _prompt, action, ctx) => apply(draft, action, ctx),
  explain: (state, prompt, action) => explain(state, prompt, action) ?? err('illegal_action', `'${action.type}' is not legal now.`),
};
