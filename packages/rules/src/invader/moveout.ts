/**
 * Phase 4, Moving out / Camp (seed 000 "Phase 4"; cards.md "Move out card"; rulings.md "Camp
 * and Move out"; seed 000 "Trap", "The Saint"; seed 001 "Paths").
 *  - `invader-moveout`: pay for a Minor (1 Mana) or Major (2 Mana) Move out, or declare Camp.
 *  - `invader-advance`: units advance one step in three stages: Ramparts (to walls), then
 *    Foregrounds (to Ramparts), then the Camp (to any Foreground), so a unit moves at most once.
 *    One `advance` moves `count` units of one type along one path, exactly as `count` single
 *    advances would (every count the rules allow is listed). 'done' ends the current stage. A path with a working Trap is crossed only after a
 *    group of strength 4 springs it (`springTrap`, then the victims one by one).
 * docs/rules/moveout.md lists every ruling applied here.
 */
import { ADVANCE_MAX_COUNT, type Action, type ActionOf } from '../actions/schema';
import { FOREGROUNDS, RAMPARTS, type InvaderAreaId, type PathId, type RampartId, type WallId } from '../board/undead-board';
import { INVADER_STRENGTH, MOVE_OUT } from '../cards/decks';
import { eliminateInvader } from '../defender/repel';
import { err, type GameError } from '../engine/errors';
import { log } from '../engine/events';
import type { ChoiceResolver, ChoiceResolvers, PromptHandler } from '../engine/handler';
import { popPrompt, pushChoice } from '../engine/prompt-stack';
import {
  hasActiveCounterAt,
  invadersHaveRoomFor,
  isRampart,
  isWall,
  pathId,
  pathsFrom,
  roomInArea,
  trapWorks,
  wallHasRoomFor,
} from '../state/board-queries';
import type { MenuPrompt } from '../state/prompts';
import type { GameState, InvaderCounts, InvaderUnit, MoveOutProgress } from '../state/types';
import { INVADER_UNITS } from '../state/types';

export const CHOICE_TRAP_VICTIM = 'moveout.trap-victim';
/** A Trap lets only a group of combined strength 4 cross, and kills that much (seed 000 Trap). */
export const TRAP_STRENGTH = 4;

type Stage = MoveOutProgress['stage'];
type Destination = RampartId | WallId | (typeof FOREGROUNDS)[number];

const invader = 'invader' as const;
const UNIT_NAME: Record<InvaderUnit, string> = { phantom: 'Phantom', skeleton: 'Skeleton', vampire: 'Vampire' };
const STAGE_NAME: Record<Stage, string> = { ramparts: 'Ramparts', foregrounds: 'Foregrounds', camp: 'Camp' };
const NEXT_STAGE: Record<Stage, Stage | null> = { ramparts: 'foregrounds', foregrounds: 'camp', camp: null };

/** The source areas whose units move in each stage. */
export const STAGE_SOURCES: Record<Stage, ReadonlyArray<InvaderAreaId>> = {
  ramparts: RAMPARTS,
  foregrounds: FOREGROUNDS,
  camp: ['camp'],
};

/** Where a unit may advance from `from`: Camp to any Foreground, else along a path. */
export function destinationsFrom(from: InvaderAreaId): Destination[] {
  if (from === 'camp') return [...FOREGROUNDS];
  return pathsFrom(from).map((p) => p.to);
}

/** Units that may still leave `from` in this Move out (Camp: any number). */
export function moveLimit(state: GameState, from: InvaderAreaId): number {
  const mo = state.moveOut;
  if (!mo) return 0;
  if (from === 'camp') return Number.POSITIVE_INFINITY;
  const drums = isRampart(from) && hasActiveCounterAt(state, 'drums', from) ? MOVE_OUT.drumsBonus : 0;
  return MOVE_OUT[mo.size].perArea + drums;
}

export const movesLeft = (state: GameState, from: InvaderAreaId): number => moveLimit(state, from) - (state.moveOut?.moved[from] ?? 0);

/** The path from -> to carries a Trap that works (Camp -> Foreground has no path, no trap). */
const trapOn = (state: GameState, from: InvaderAreaId, to: string): PathId | null => {
  if (from === 'camp') return null;
  const id = pathId(from, to);
  return trapWorks(state, id) ? id : null;
};

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

/**
 * A unit's strength at a Trap: its printed strength, a Vampire 4 under Bloodlust ("this turn,
 * each Vampire has strength 4", cards.md). The Vampire aura is an Assault bonus (seed 000
 * "Vampire aura": "applies to all the Assault steps"), so it does not count here.
 */
export const trapStrength = (state: Pick<GameState, 'effects'>, unit: InvaderUnit): number =>
  unit === 'vampire' && state.effects.bloodlust ? 4 : INVADER_STRENGTH[unit];

/** The greatest strength `count` units of `units` can muster (strongest first). */
export function strongest(state: GameState, units: InvaderCounts, count: number): number {
  let left = Math.max(0, count);
  let total = 0;
  for (const u of ['vampire', 'skeleton', 'phantom'] as InvaderUnit[]) {
    const n = Math.min(left, units[u]);
    total += n * trapStrength(state, u);
    left -= n;
  }
  return total;
}

/** Can units of `from` spring a Trap: strength 4 within what may still leave it. */
const canSpring = (state: GameState, from: InvaderAreaId): boolean =>
  strongest(state, state.board.areas[from], movesLeft(state, from)) >= TRAP_STRENGTH;

/** Units the Invader may sacrifice next to a Trap so that strength 4 can still be reached. */
export function victimOptions(state: GameState, from: InvaderAreaId, killed: number): InvaderUnit[] {
  const area = state.board.areas[from];
  const left = movesLeft(state, from);
  if (left <= 0) return [];
  return INVADER_UNITS.filter((u) => {
    if (area[u] <= 0) return false;
    const need = TRAP_STRENGTH - killed - trapStrength(state, u);
    if (need <= 0) return true;
    return strongest(state, { ...area, [u]: area[u] - 1 }, left - 1) >= need;
  });
}

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
      case 'springTrap': {
        const path = pathId(action.from, action.to);
        log(ctx, 'trap.sprung', { path });
        pushVictimChoice(draft, action.from, action.to, 0);
        return;
      }
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

function pushVictimChoice(state: GameState, from: InvaderAreaId, to: ActionOf<'springTrap'>['to'], killed: number): void {
  const options = victimOptions(state, from, killed);
  if (options.length === 0) throw new Error(`moveout: no unit left to spring the Trap on ${from}>${to}`);
  pushChoice(
    state,
    invader,
    CHOICE_TRAP_VICTIM,
    `The Trap on ${from}>${to} kills units of combined strength ${TRAP_STRENGTH}: choose the next unit it kills (${killed} so far)`,
    options,
    { from, to, killed },
  );
}

const resolveTrapVictim: ChoiceResolver<typeof CHOICE_TRAP_VICTIM> = (draft, prompt, option, ctx) => {
  const { from, to } = prompt.context;
  const unit = option;
  const killed = prompt.context.killed + trapStrength(draft, unit);
  const mo = draft.moveOut;
  if (!mo) throw new Error('moveout: a Trap sprung outside a Move out');
  draft.board.areas[from][unit] -= 1;
  eliminateInvader(draft, unit);
  mo.moved[from] = (mo.moved[from] ?? 0) + 1;
  log(ctx, 'trap.kills', { path: pathId(from, to), unit });
  if (killed < TRAP_STRENGTH) {
    pushVictimChoice(draft, from, to, killed);
    return;
  }
  const path = pathId(from, to);
  draft.board.traps = draft.board.traps.filter((p) => p !== path);
  draft.defender.reserve.trap += 1;
  log(ctx, 'trap.spent', { path });
};

export const moveoutResolvers: ChoiceResolvers = { [CHOICE_TRAP_VICTIM]: resolveTrapVictim };
