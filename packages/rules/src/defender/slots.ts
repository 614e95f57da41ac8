import { actionCost } from '../state/action-cost';
/**
 * The Hourglass economy of building actions (seed 002 "設施", "軍營"; seed 000 Bone Thrower,
 * Hallucinations; rulings.md "Turn flow", "Defender details").
 * - Hourglasses paid on an action stay there (across turns) until it completes; it completes
 *   when what is paid reaches its cost: the printed cost, +1 for a Bone marker, +1 for Gate
 *   Reinforcement while Broken Chain is in force. If the cost falls to or below what lies on the
 *   action (Broken Chain has ended), a payment of 0 completes it.
 * - Each action completes at most once a turn; Barracks training ("Training actions may be taken
 *   more than once per turn", seed 002 "軍營") may complete again after a new full payment, as
 *   long as the Barracks limits allow. On completion the payment is used up, the Bone marker is
 *   removed and the effect runs.
 * - A partial payment needs only that the action is free (not taken this turn, its building not
 *   under Riot); the payment that completes the action also needs its effect to be possible now
 *   (a reserve item left, a legal target).
 * - A Hallucinations block: Hourglasses paid on the action lift the block first; when the block is
 *   paid off its Phantoms are removed from the game. A blocked action cannot be executed.
 */
import { BUILDING_ACTIONS, type BuildingActionId } from '../cards/buildings';
import { err, type GameError } from '../engine/errors';
import { log, type Ctx } from '../engine/events';
import { leaveBoard } from '../state/captured-cubes';
import type { GameState } from '../state/types';
import { barracksActions } from './buildings/barracks';
import { cathedralActions } from './buildings/cathedral';
import { forgeActions } from './buildings/forge';
import { scoutsActions } from './buildings/scouts';
import { workshopActions } from './buildings/workshop';
import type { BuildingActionImpl } from './common';

export const ACTION_IMPLS = {
  ...forgeActions,
  ...workshopActions,
  ...scoutsActions,
  ...cathedralActions,
  ...barracksActions,
} as Record<BuildingActionId, BuildingActionImpl>;

/** The Hourglass cost of an action now. */
export const slotCost = (s: GameState, id: BuildingActionId): number => actionCost(s, id);

/**
 * How many Hourglasses are still missing: what lifts the block, or what the action still needs
 * (0 once what lies on it covers the cost, e.g. after Broken Chain has ended).
 */
export function slotRemaining(s: GameState, id: BuildingActionId): number {
  const slot = s.defender.slots[id];
  if (slot.block) return Math.max(0, slot.block.phantoms - slot.block.paid);
  return Math.max(0, slotCost(s, id) - slot.paid);
}

/** Barracks training may complete more than once a turn (seed 002 "軍營", the printed card). */
export const repeatsInTurn = (id: BuildingActionId): boolean => BUILDING_ACTIONS[id].building === 'barracks';

/** Why nothing can be paid on this slot now, as a reason (null: some payment may be); slotError words it. */
function slotProblem(s: GameState, id: BuildingActionId): 'riot' | 'blocked' | 'used' | null {
  const building = BUILDING_ACTIONS[id].building;
  const slot = s.defender.slots[id];
  // riotedBuildings(s).includes(building), without building the list.
  if (s.panic.active.some((p) => p.card === 'riot' && p.target === building)) return 'riot';
  if (slot.block) return slotRemaining(s, id) > 0 ? null : 'blocked';
  return slot.done ? 'used' : null;
}

/** Why nothing can be paid on this slot now (null: some payment may be). */
export function slotError(s: GameState, id: BuildingActionId): GameError | null {
  const data = BUILDING_ACTIONS[id];
  switch (slotProblem(s, id)) {
    case 'riot':
      return err('illegal_action', `The ${data.building} cannot be used this turn (Riot).`);
    case 'blocked':
      return err('illegal_action', `${data.name} is blocked.`);
    case 'used':
      return err('already_used', `${data.name} has already been taken this turn.`);
    default:
      return null;
  }
}

/** Why the action cannot be completed now, as a reason (null: it can); completionError words it. */
function completionProblem(s: GameState, id: BuildingActionId): 'no_counter_left' | 'illegal_target' | null {
  const data = BUILDING_ACTIONS[id];
  if (data.uses && s.defender.reserve[data.uses] <= 0) return 'no_counter_left';
  return ACTION_IMPLS[id].possible(s) ? null : 'illegal_target';
}

/** Why the action cannot be completed now: its effect is not possible (null: it can). */
export function completionError(s: GameState, id: BuildingActionId): GameError | null {
  const data = BUILDING_ACTIONS[id];
  switch (completionProblem(s, id)) {
    case 'no_counter_left':
      return err('no_counter_left', `${data.name}: no ${data.uses} is left in the reserve.`);
    case 'illegal_target':
      return err('illegal_target', `${data.name} has no legal target now.`);
    default:
      return null;
  }
}

/** Why paying `amount` on this slot is illegal now, the hand aside (null: it is legal). */
export function payError(s: GameState, id: BuildingActionId, amount: number): GameError | null {
  const e = slotError(s, id);
  if (e) return e;
  const data = BUILDING_ACTIONS[id];
  const rest = slotRemaining(s, id);
  if (s.defender.slots[id].block) {
    if (amount >= 1 && amount <= rest) return null;
    return err('illegal_action', `1 to ${rest} Hourglass${rest === 1 ? '' : 'es'} lift the Hallucinations on ${data.name}.`);
  }
  if (amount > rest) return err('illegal_action', `At most ${rest} more Hourglass${rest === 1 ? '' : 'es'} can be paid on ${data.name}.`);
  if (amount === 0 && rest > 0) return err('illegal_action', `${data.name} is not paid up: pay at least 1 Hourglass.`);
  return amount === rest ? completionError(s, id) : null;
}

/**
 * Every legal payment amount on this slot with `hand` Hourglasses (0 completes a paid-up action):
 * the amounts payError accepts, in ascending order, with the slot checks made once. Lifting a
 * block takes 1 to what is left; otherwise a part payment (1 to what is missing, less 1) needs
 * nothing more and the completing one (what is missing, 0 once paid up) needs completionError null.
 */
export function payAmounts(s: GameState, id: BuildingActionId, hand: number): number[] {
  if (slotProblem(s, id)) return [];
  const rest = slotRemaining(s, id);
  const top = Math.min(hand, rest);
  const out: number[] = [];
  if (s.defender.slots[id].block) {
    for (let amount = 1; amount <= top; amount++) out.push(amount);
    return out;
  }
  for (let amount = 1; amount <= top && amount < rest; amount++) out.push(amount);
  if (rest <= hand && completionProblem(s, id) === null) out.push(rest);
  return out;
}

/** Pay `amount` Hourglasses from the hand on a slot (already checked legal), completing it if paid up. */
export function paySlot(s: GameState, id: BuildingActionId, amount: number, ctx: Ctx): void {
  const slot = s.defender.slots[id];
  s.defender.hourglasses -= amount;
  if (slot.block) {
    slot.block.paid += amount;
    if (slot.block.paid >= slot.block.phantoms) {
      const n = slot.block.phantoms;
      slot.block = null;
      leaveBoard(s, 'phantom', n, 'removed');
      log(ctx, 'pay.liftHallucinations', { action: id, n });
    } else {
      log(ctx, 'pay.towardsHallucinations', { action: id, amount, paid: slot.block.paid, of: slot.block.phantoms });
    }
    return;
  }
  slot.paid += amount;
  const cost = slotCost(s, id);
  if (slot.paid < cost) {
    log(ctx, 'pay.partial', { action: id, amount, paid: slot.paid, of: cost });
    return;
  }
  slot.paid = 0;
  // Barracks training: free again for another full payment this turn.
  slot.done = !repeatsInTurn(id);
  if (slot.bone) {
    slot.bone = false;
    log(ctx, 'pay.takeBone', { action: id });
  } else {
    log(ctx, 'pay.take', { action: id });
  }
  ACTION_IMPLS[id].execute(s, ctx);
}
