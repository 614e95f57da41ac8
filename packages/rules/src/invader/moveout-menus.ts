/**
 * Phase 4, the Invader's two menus (seed 000 "Phase 4"; cards.md "Move out card"; rulings.md "Camp
 * and Move out"; seed 000 "The Saint"; seed 001 "Paths"); the runner is phases/moveout-phase.ts.
 *  - `invader-moveout`: pay for a Minor (1 Mana) or Major (2 Mana) Move out, or declare Camp.
 *  - `invader-advance`: units advance one step in three stages: Ramparts (to walls), then
 *    Foregrounds (to Ramparts), then the Camp (to any Foreground), so a unit moves at most once
 *    (moveout-limits.ts). One `advance` moves `count` units of one type along one path, exactly as
 *    `count` single advances would (every count the rules allow is listed). 'done' ends the
 *    current stage. A path with a working Trap is crossed only after a group of strength 4
 *    springs it (`springTrap`; trap.ts).
 * docs/rules/moveout.md lists every ruling applied here.
 */
import { ADVANCE_MAX_COUNT, type Action } from '../actions/schema';
import type { InvaderAreaId } from '../board/undead-board';
import { MOVE_OUT } from '../cards/decks';
import { err, type GameError } from '../engine/errors';
import { log } from '../engine/events';
import type { PromptHandler } from '../engine/handler';
import { popPrompt } from '../engine/prompt-stack';
import { invadersHaveRoomFor, isWall, roomInArea, wallHasRoomFor } from '../state/board-queries';
import type { MenuPrompt } from '../state/prompts';
import type { GameState, InvaderUnit } from '../state/types';
import { INVADER_UNITS } from '../state/types';
import { destinationsFrom, movesLeft, STAGE_SOURCES, type Destination, type Stage } from './moveout-limits';
import { canSpring, springTrap, trapOn, TRAP_STRENGTH } from './trap';

const invader = 'invader' as const;
const UNIT_NAME: Record<InvaderUnit, string> = { phantom: 'Phantom', skeleton: 'Skeleton', vampire: 'Vampire' };
const STAGE_NAME: Record<Stage, string> = { ramparts: 'Ramparts', foregrounds: 'Foregrounds', camp: 'Camp' };
const NEXT_STAGE: Record<Stage, Stage | null> = { ramparts: 'foregrounds', foregrounds: 'camp', camp: null };

/** Room for one more unit of this type at the destination (levitation on walls). */
const hasRoom = (state: GameState, to: Destination, unit: InvaderUnit): boolean =>
  isWall(to) ? wallHasRoomFor(state, to, unit) : roomInArea(state, to) > 0;

/** How many units of this type fit at the destination, added one at a time (levitation on walls). */
function roomFor(state: GameState, to: Destination, unit: InvaderUnit): number {
  if (!isWall(to)) return Math.min(roomInArea(state, to), ADVANCE_MAX_COUNT);
  const wall = state.board.walls[to];
  const invaders = { ...wall.invaders };
  let n = 0;
  while (n < ADVANCE_MAX_COUNT && invadersHaveRoomFor(invaders, wall.inscription, unit)) {
    invaders[unit] += 1;
    n += 1;
  }
  return n;
}

/**
 * The most units of this type that may advance from -> to in one action: the units there, the
 * moves left from `from` (seed 000 Phase 4 limits), the room at the destination.
 */
export const maxAdvance = (state: GameState, from: InvaderAreaId, to: Destination, unit: InvaderUnit): number =>
  Math.min(state.board.areas[from][unit], movesLeft(state, from), roomFor(state, to, unit));

/** Why this advance or springTrap is not legal now (null = it is). */
function moveProblem(state: GameState, action: Action): GameError | null {
  const mo = state.moveOut;
  if (!mo) return err('wrong_phase', 'No Move out is in course.');
  if (action.type !== 'advance' && action.type !== 'springTrap') {
    if (action.type === 'moveOut') return err('already_used', 'The Move out has already been chosen this turn.');
    return err('wrong_phase', `'${action.type}' is not a Move out action.`);
  }
  const from = action.from;
  if (!STAGE_SOURCES[mo.stage].includes(from)) {
    return err(
      'out_of_order',
      `Units move Ramparts first, then Foregrounds, then the Camp: now the ${STAGE_NAME[mo.stage]} move (say done to go on).`,
    );
  }
  if (state.board.saint === from) return err('illegal_action', `The Saint stands on ${from}: no unit may leave it this turn.`);
  if (!(destinationsFrom(from) as string[]).includes(action.to)) {
    return err('illegal_target', `No path leads from ${from} to ${action.to}.`);
  }
  const left = movesLeft(state, from);
  const trap = trapOn(state, from, action.to);
  if (action.type === 'springTrap') {
    if (!trap) return err('illegal_target', `No working Trap lies on the path ${from}>${action.to}.`);
    if (!canSpring(state, from)) {
      return err(
        'illegal_action',
        `Only a group of combined strength ${TRAP_STRENGTH} can cross the Trap on ${trap}; ${from} cannot field one within its ${Math.max(0, left)} remaining moves.`,
      );
    }
    return null;
  }
  if (state.board.areas[from][action.unit] <= 0) return err('illegal_target', `No ${UNIT_NAME[action.unit]} stands on ${from}.`);
  if (left <= 0) return err('illegal_action', `No more units may leave ${from} in this ${mo.size} Move out.`);
  if (trap) {
    return err(
      'illegal_action',
      `A Trap lies on ${trap}: only a group of combined strength ${TRAP_STRENGTH} can cross it (springTrap first).`,
    );
  }
  if (!hasRoom(state, action.to, action.unit))
    return err('illegal_target', `${action.to} has no room for another ${UNIT_NAME[action.unit]}.`);
  const most = maxAdvance(state, from, action.to, action.unit);
  if (action.count > most) {
    return err(
      'illegal_action',
      `At most ${most} ${UNIT_NAME[action.unit]}s may advance from ${from} to ${action.to} now (units there, moves left, room).`,
    );
  }
  return null;
}

// ---------------------------------------------------------------------------------------------
// The Move out card / Camp card

export const invaderMoveoutHandler: PromptHandler<MenuPrompt> = {
  kind: 'invader-moveout',
  enumerate(state) {
    const actions: Action[] = [];
    if (state.invader.mana >= MOVE_OUT.minor.mana) actions.push({ type: 'moveOut', seat: invader, size: 'minor' });
    if (state.invader.mana >= MOVE_OUT.major.mana) actions.push({ type: 'moveOut', seat: invader, size: 'major' });
    actions.push({ type: 'moveOut', seat: invader, size: 'camp' });
    return actions;
  },
  apply(draft, _prompt, action, ctx) {
    if (action.type !== 'moveOut') return;
    popPrompt(draft);
    if (action.size === 'camp') {
      draft.moveOut = null;
      log(ctx, 'moveout.camps', {});
      return;
    }
    const cost = MOVE_OUT[action.size];
    draft.invader.mana -= cost.mana;
    draft.moveOut = { size: action.size, stage: 'ramparts', moved: {} };
    log(ctx, 'moveout.pays', { mana: cost.mana, size: action.size, perArea: cost.perArea });
  },
  explain(state, _prompt, action) {
    if (action.type !== 'moveOut') return err('wrong_phase', `'${action.type}' is not legal now: choose a Move out or Camp.`);
    if (action.size !== 'camp' && state.invader.mana < MOVE_OUT[action.size].mana) {
      return err(
        'insufficient_mana',
        `A ${action.size} Move out costs ${MOVE_OUT[action.size].mana} Mana; you have ${state.invader.mana}.`,
      );
    }
    return null;
  },
};

// ---------------------------------------------------------------------------------------------
// Advancing units

/**
 * The `advance` and `springTrap` actions legal now, in listing order; with `only`, just those
 * from `only.from` to `only.to` (and of `only.unit`, if given): what an incoming action can match.
 */
function advanceActions(state: GameState, only?: { from: string; to: string; unit?: InvaderUnit }): Action[] {
  const actions: Action[] = [];
  const mo = state.moveOut;
  if (!mo) return actions;
  for (const from of STAGE_SOURCES[mo.stage]) {
    if ((only && from !== only.from) || state.board.saint === from || movesLeft(state, from) <= 0) continue;
    const area = state.board.areas[from];
    for (const to of destinationsFrom(from)) {
      if (only && to !== only.to) continue;
      if (trapOn(state, from, to)) {
        if (canSpring(state, from)) actions.push({ type: 'springTrap', seat: invader, from, to });
        continue;
      }
      for (const unit of INVADER_UNITS) {
        if (area[unit] <= 0 || (only?.unit !== undefined && unit !== only.unit)) continue;
        const most = maxAdvance(state, from, to, unit);
        for (let count = 1; count <= most; count++) actions.push({ type: 'advance', seat: invader, from, to, unit, count });
      }
    }
  }
  return actions;
}

export const invaderAdvanceHandler: PromptHandler<MenuPrompt> = {
  kind: 'invader-advance',
  enumerate(state) {
    const actions = advanceActions(state);
    actions.push({ type: 'done', seat: invader });
    return actions;
  },
  candidates(state, _prompt, action) {
    if (action.type === 'advance') return advanceActions(state, { from: action.from, to: action.to, unit: action.unit });
    if (action.type === 'springTrap') return advanceActions(state, { from: action.from, to: action.to });
    return action.type === 'done' ? [{ type: 'done', seat: invader }] : [];
  },
  apply(draft, _prompt, action, ctx) {
    const mo = draft.moveOut;
    if (!mo) {
      popPrompt(draft);
      return;
    }
    switch (action.type) {
      case 'advance': {
        const { from, to, unit, count } = action;
        draft.board.areas[from][unit] -= count;
        if (isWall(to)) draft.board.walls[to].invaders[unit] += count;
        else draft.board.areas[to][unit] += count;
        mo.moved[from] = (mo.moved[from] ?? 0) + count;
        log(ctx, 'move.advance', { unit, from, to, n: count });
        return;
      }
      case 'springTrap':
        springTrap(draft, action.from, action.to, ctx);
        return;
      case 'done': {
        const next = NEXT_STAGE[mo.stage];
        log(ctx, 'moveout.stageDone', { stage: mo.stage });
        if (next) mo.stage = next;
        else popPrompt(draft);
        return;
      }
      default:
        return;
    }
  },
  explain(state, _prompt, action) {
    return moveProblem(state, action);
  },
};
