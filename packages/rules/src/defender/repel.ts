/**
 * Repelling an Invader unit from a wall to a Rampart of the Invader's choice (seed 000 Priests
 * Trait II and Repel, Repellence; Trap). Ramparts linked to the wall by a path are the options;
 * one without room is no option; a unit pushed over a path with a working Trap is eliminated
 * (the Trap stays: seed 000 says nothing of removing it for pushed units). With no option at all
 * the unit is eliminated.
 */
import type { WallId } from '../board/undead-board';
import { log, type Ctx } from '../engine/events';
import type { ChoiceResolver, ChoiceResolvers } from '../engine/handler';
import { pushChoice } from '../engine/prompt-stack';
import { pathId, rampartsOfWall, roomInArea, trapWorks } from '../state/board-queries';
import { leaveBoard } from '../state/captured-cubes';
import type { GameState, InvaderUnit } from '../state/types';

const UNIT_NAME: Record<InvaderUnit, string> = { phantom: 'Phantom', skeleton: 'Skeleton', vampire: 'Vampire' };

/**
 * Where a Skeleton goes when eliminated (Magical essence: the Altar of Death, a captured cube
 * too) and where other units go (out of the game; a captured cube to no pool): state/captured-cubes.ts.
 */
export function eliminateInvader(state: GameState, unit: InvaderUnit, n = 1): void {
  leaveBoard(state, unit, n, unit === 'skeleton' ? 'altar' : 'removed');
}

/** Remove one unit of `unit` from `wall` and send it back: the Invader picks the Rampart. */
export function repelFromWall(state: GameState, wall: WallId, unit: InvaderUnit, ctx: Ctx): void {
  if (state.board.walls[wall].invaders[unit] <= 0) return;
  const options = rampartsOfWall(wall).filter((r) => roomInArea(state, r) > 0);
  if (options.length === 0) {
    state.board.walls[wall].invaders[unit] -= 1;
    eliminateInvader(state, unit);
    log(ctx, 'repel.nowhere', { unit, wall });
    return;
  }
  pushChoice(state, 'invader', 'repel.rampart', `Choose the Rampart the repelled ${UNIT_NAME[unit]} from ${wall} goes to`, options, {
    wall,
    unit,
  });
}

const resolveRepel: ChoiceResolver<'repel.rampart'> = (draft, prompt, option, ctx) => {
  const { wall, unit } = prompt.context;
  const rampart = option;
  draft.board.walls[wall].invaders[unit] -= 1;
  if (trapWorks(draft, pathId(rampart, wall))) {
    eliminateInvader(draft, unit);
    log(ctx, 'repel.trapped', { unit, wall, rampart });
    return;
  }
  draft.board.areas[rampart][unit] += 1;
  log(ctx, 'repel.to', { unit, wall, rampart });
};

export const repelResolvers: ChoiceResolvers = { 'repel.rampart': resolveRepel };
