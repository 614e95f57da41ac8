/**
 * The Trap on a path, as the Invader's units cross it in a Move out (seed 000 "Trap"; cards.md
 * Bloodlust, Marshes; rulings.md "Camp and Move out"). A path with a working Trap is crossed only
 * after a group of combined strength 4 springs it (the `springTrap` action of the advance menu,
 * moveout-menus.ts): the Invader then chooses the units it kills one by one, each counting
 * against the moves left from its area, until their strength reaches 4; the Trap then goes back
 * to the Defender's reserve and the path is free.
 * docs/rules/moveout.md lists every ruling applied here.
 */
import type { ActionOf } from '../actions/schema';
import type { InvaderAreaId, PathId } from '../board/undead-board';
import { INVADER_STRENGTH } from '../cards/decks';
import { eliminateInvader } from '../defender/repel';
import { log, type Ctx } from '../engine/events';
import type { ChoiceResolver, ChoiceResolvers } from '../engine/handler';
import { pushChoice } from '../engine/prompt-stack';
import { pathId, trapWorks } from '../state/board-queries';
import { INVADER_UNITS, type GameState, type InvaderCounts, type InvaderUnit } from '../state/types';
import { movesLeft } from './moveout-limits';

export const CHOICE_TRAP_VICTIM = 'moveout.trap-victim';
/** A Trap lets only a group of combined strength 4 cross, and kills that much (seed 000 Trap). */
export const TRAP_STRENGTH = 4;

const invader = 'invader' as const;

/** The path from -> to carries a Trap that works (Camp -> Foreground has no path, no trap). */
export const trapOn = (state: GameState, from: InvaderAreaId, to: string): PathId | null => {
  if (from === 'camp') return null;
  const id = pathId(from, to);
  return trapWorks(state, id) ? id : null;
};

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
export const canSpring = (state: GameState, from: InvaderAreaId): boolean =>
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

/** The group on `from` springs the Trap on the path to `to`: the Invader chooses its victims next. */
export function springTrap(state: GameState, from: InvaderAreaId, to: ActionOf<'springTrap'>['to'], ctx: Ctx): void {
  log(ctx, 'trap.sprung', { path: pathId(from, to) });
  askVictim(state, from, to, 0);
}

function askVictim(state: GameState, from: InvaderAreaId, to: ActionOf<'springTrap'>['to'], killed: number): void {
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
    askVictim(draft, from, to, killed);
    return;
  }
  const path = pathId(from, to);
  draft.board.traps = draft.board.traps.filter((p) => p !== path);
  draft.defender.reserve.trap += 1;
  log(ctx, 'trap.spent', { path });
};

export const trapResolvers: ChoiceResolvers = { [CHOICE_TRAP_VICTIM]: resolveTrapVictim };
