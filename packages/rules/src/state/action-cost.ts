/** What a Defender building action costs now (shared by payments, Hallucinations and the client's hover text). */
import { BUILDING_ACTIONS, type BuildingActionId } from '../cards/buildings';
import type { GameState } from './types';

/** Printed cost, +1 for a Bone marker (seed 000 Bone Thrower), +1 on Gate Reinforcement under Broken Chain (cards.md). */
export function actionCost(s: Pick<GameState, 'defender' | 'panic'>, id: BuildingActionId): number {
  let cost = BUILDING_ACTIONS[id].cost;
  if (s.defender.slots[id].bone) cost += 1;
  if (id === 'workshop.gate' && s.panic.active.some((p) => p.card === 'broken-chain')) cost += 1;
  return cost;
}
