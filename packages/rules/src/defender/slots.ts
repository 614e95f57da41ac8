import { actionCost } from '../state/action-cost';
/**
 * The Hourglass economy of building actions (seed 002 "設施"; seed 000 Bone Thrower,
 * Hallucinations; rulings.md "Turn flow", "Defender details").
 * - Hourglasses paid on an action stay there (across turns) until it completes; it completes
 *   when what is paid reaches its cost: the printed cost, +1 for a Bone marker, +1 for Gate
 *   Reinforcement while Broken Chain is in force.
 * - Each action completes at most once a turn (Barracks: once per training kind); on completion
 *   the payment is used up, the Bone marker is removed and the effect runs.
 * - Paying is allowed only into an action whose effect is possible now (a reserve item left, a
 *   legal target) and whose building is not under Riot.
 * - A Hallucinations block: Hourglasses paid on the action lift the block first; when the block is
 *   paid off its Phantoms are removed from the game. A blocked action cannot be executed.
 */
import { BUILDING_ACTIONS, BUILDING_ACTION_IDS, type BuildingActionId } from '../cards/buildings';
import { err, type GameError } from '../engine/errors';
import { log, type Ctx } from '../engine/events';
import type { GameState } from '../state/types';
import { barracksActions } from './buildings/barracks';
import { cathedralActions } from './buildings/cathedral';
import { forgeActions } from './buildings/forge';
import { scoutsActions } from './buildings/scouts';
import { workshopActions } from './buildings/workshop';
import { riotedBuildings, type BuildingActionImpl } from './common';

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
 * How many Hourglasses the next payment on this slot may be at most: what lifts the block, or what
 * is still missing for the action. If a cost fell below what lies on the action (Broken Chain
 * ended), one more Hourglass completes it.
 */
export function slotRemaining(s: GameState, id: BuildingActionId): number {
  const slot = s.defender.slots[id];
  if (slot.block) return Math.max(0, slot.block.phantoms - slot.block.paid);
  return Math.max(1, slotCost(s, id) - slot.paid);
}

/** Why Hourglasses cannot be paid on this slot now (null: they can). */
export function slotError(s: GameState, id: BuildingActionId): GameError | null {
  const data = BUILDING_ACTIONS[id];
  const slot = s.defender.slots[id];
  if (riotedBuildings(s).includes(data.building)) {
    return err('illegal_action', `The ${data.building} cannot be used this turn (Riot).`);
  }
  if (slot.block) return slotRemaining(s, id) > 0 ? null : err('illegal_action', `${data.name} is blocked.`);
  if (slot.done) return err('already_used', `${data.name} has already been taken this turn.`);
  if (data.uses && s.defender.reserve[data.uses] <= 0) {
    return err('no_counter_left', `${data.name}: no ${data.uses} is left in the reserve.`);
  }
  if (!ACTION_IMPLS[id].possible(s)) return err('illegal_target', `${data.name} has no legal target now.`);
  return null;
}

export const slotPayable = (s: GameState, id: BuildingActionId): boolean => slotError(s, id) === null;

export const payableSlots = (s: GameState): BuildingActionId[] => BUILDING_ACTION_IDS.filter((id) => slotPayable(s, id));

/** Pay `amount` Hourglasses from the hand on a slot (already checked legal), completing it if paid up. */
export function paySlot(s: GameState, id: BuildingActionId, amount: number, ctx: Ctx): void {
  const data = BUILDING_ACTIONS[id];
  const slot = s.defender.slots[id];
  s.defender.hourglasses -= amount;
  if (slot.block) {
    slot.block.paid += amount;
    if (slot.block.paid >= slot.block.phantoms) {
      const n = slot.block.phantoms;
      s.units.removed.phantom += n;
      slot.block = null;
      log(ctx, `The Defender lifts the Hallucinations on ${data.name}: ${n} Phantom${n === 1 ? '' : 's'} removed from the game.`, 'pay');
    } else {
      log(ctx, `The Defender pays ${amount} towards lifting the Hallucinations on ${data.name} (${slot.block.paid}/${slot.block.phantoms}).`, 'pay');
    }
    return;
  }
  slot.paid += amount;
  const cost = slotCost(s, id);
  if (slot.paid < cost) {
    log(ctx, `The Defender pays ${amount} on ${data.name} (${slot.paid}/${cost}).`, 'pay');
    return;
  }
  slot.paid = 0;
  slot.done = true;
  if (slot.bone) {
    slot.bone = false;
    log(ctx, `The Defender takes ${data.name}; its Bone marker is removed.`, 'pay');
  } else {
    log(ctx, `The Defender takes ${data.name}.`, 'pay');
  }
  ACTION_IMPLS[id].execute(s, ctx);
}
