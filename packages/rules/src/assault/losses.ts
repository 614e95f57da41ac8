/**
 * Melee losses (seed 001 "Strength Advantage"; rulings.md "Assault": "the loser removes units
 * worth at least the advantage, as little over it as the units allow").
 *
 * What a set of removed units is worth is how much the owner's unit strength on the wall drops
 * when they go: for the Defender simply their strengths (Marksman 1, Soldier 2, Veteran 3); for
 * the Invader it includes the Vampire aura and Bloodlust (removing the last Vampire also takes
 * the aura off up to 3 Phantoms; a Phantom beyond the third aura'd one is worth 1). Totems,
 * stones, Priests and Last Stand are never lost.
 *
 * The smallest reachable worth >= advantage is fixed when the losses start (all units if even
 * all of them are worth less). The owner then removes one unit at a time; only unit types that
 * keep that smallest worth reachable are offered, and removing stops as soon as it is reached.
 * Defender units go to the Hospital; Invader Skeletons to the Altar, other units out of the game.
 */
import type { WallId } from '../board/undead-board';
import { eliminateInvader } from '../defender/repel';
import { log, type Ctx } from '../engine/events';
import type { ContextOf } from '../actions/choices';
import type { ChoiceResolver, ChoiceResolvers } from '../engine/handler';
import { pushChoice } from '../engine/prompt-stack';
import { defenderUnitStrength } from '../state/counts';
import {
  DEFENDER_UNITS,
  INVADER_UNITS,
  type DefenderCounts,
  type DefenderUnit,
  type GameState,
  type InvaderCounts,
  type InvaderUnit,
  type Seat,
} from '../state/types';
import { invaderUnitStrength } from './common';
import { withFields } from '../engine/with-fields';

type Counts = Record<string, number>;
/** How many of unit type `u` a count holds (a type it does not list: none). */
const num = (c: Counts, u: string): number => c[u] ?? 0;

const unitsOf = (seat: Seat): readonly (InvaderUnit | DefenderUnit)[] => (seat === 'invader' ? INVADER_UNITS : DEFENDER_UNITS);

function unitStrength(s: GameState, seat: Seat, c: Counts): number {
  return seat === 'invader' ? invaderUnitStrength(s, c as InvaderCounts) : defenderUnitStrength(c as DefenderCounts);
}

/** Every removal vector r with lo <= r <= hi (componentwise). */
function* between(units: readonly string[], lo: Counts, hi: Counts): Generator<Counts> {
  const r: Counts = Object.fromEntries(units.map((u) => [u, num(lo, u)]));
  if (units.some((u) => num(r, u) > num(hi, u))) return;
  for (;;) {
    yield { ...r };
    // Count up like an odometer: the first unit type below its bound goes up, the ones before it reset.
    let carried = true;
    for (const u of units) {
      if (num(r, u) < num(hi, u)) {
        r[u] = num(r, u) + 1;
        carried = false;
        break;
      }
      r[u] = num(lo, u);
    }
    if (carried) return;
  }
}

/** Strength lost when `removed` leaves `orig`. */
export function lossWorth(s: GameState, seat: Seat, orig: Counts, removed: Counts): number {
  const after: Counts = {};
  for (const u of unitsOf(seat)) after[u] = num(orig, u) - num(removed, u);
  return unitStrength(s, seat, orig) - unitStrength(s, seat, after);
}

/** The smallest worth >= advantage a removal can reach (everything when nothing reaches it). */
export function lossTarget(s: GameState, seat: Seat, orig: Counts, advantage: number): number {
  const units = unitsOf(seat);
  let best = Number.POSITIVE_INFINITY;
  for (const r of between(units, {}, orig)) {
    const w = lossWorth(s, seat, orig, r);
    if (w >= advantage && w < best) best = w;
  }
  return Number.isFinite(best) ? best : lossWorth(s, seat, orig, orig);
}

/** Unit types whose removal next keeps the target worth reachable. */
export function lossOptions(s: GameState, seat: Seat, orig: Counts, removed: Counts, target: number): (InvaderUnit | DefenderUnit)[] {
  const units = unitsOf(seat);
  return units.filter((u) => {
    if (num(removed, u) >= num(orig, u)) return false;
    const lo = withFields(removed, { [u]: num(removed, u) + 1 });
    for (const r of between(units, lo, orig)) if (lossWorth(s, seat, orig, r) === target) return true;
    return false;
  });
}

const wallCounts = (s: GameState, wall: WallId, seat: Seat): Counts =>
  seat === 'invader' ? s.board.walls[wall].invaders : s.board.walls[wall].defenders;

/** Ask the loser on `wall` for the next unit to remove (or stop once the target worth is reached). */
function askNext(s: GameState, wall: WallId, seat: Seat, target: number, removed: Counts): void {
  const now = wallCounts(s, wall, seat);
  const orig: Counts = {};
  for (const u of unitsOf(seat)) orig[u] = num(now, u) + num(removed, u);
  if (lossWorth(s, seat, orig, removed) >= target) return;
  const options = lossOptions(s, seat, orig, removed, target);
  if (options.length === 0) return;
  const done = lossWorth(s, seat, orig, removed);
  pushChoice(
    s,
    seat,
    'assault.loss',
    `Melee on ${wall}: choose a unit to lose (${target - done} more strength to lose)`,
    options,
    lossContext(wall, seat, target, removed),
  );
}

type LossContext = ContextOf<'assault.loss'>;

/** The prompt's record of the losses so far: `removed-<unit>` for each of the losing seat's unit types. */
function lossContext(wall: WallId, seat: Seat, target: number, removed: Counts): LossContext {
  const r = (u: string): number => num(removed, u);
  return seat === 'invader'
    ? { wall, target, 'removed-phantom': r('phantom'), 'removed-skeleton': r('skeleton'), 'removed-vampire': r('vampire') }
    : { wall, target, 'removed-marksman': r('marksman'), 'removed-soldier': r('soldier'), 'removed-veteran': r('veteran') };
}

function removedSoFar(c: LossContext): Counts {
  return 'removed-phantom' in c
    ? { phantom: c['removed-phantom'], skeleton: c['removed-skeleton'], vampire: c['removed-vampire'] }
    : { marksman: c['removed-marksman'], soldier: c['removed-soldier'], veteran: c['removed-veteran'] };
}

/** Start the losses of `seat` on `wall` for the given advantage. */
export function startLosses(s: GameState, wall: WallId, seat: Seat, advantage: number): void {
  const orig = { ...wallCounts(s, wall, seat) };
  const target = lossTarget(s, seat, orig, advantage);
  askNext(s, wall, seat, target, {});
}

function removeOne(s: GameState, wall: WallId, seat: Seat, unit: string, ctx: Ctx): void {
  if (seat === 'invader') {
    const u = unit as keyof InvaderCounts;
    s.board.walls[wall].invaders[u] -= 1;
    eliminateInvader(s, u);
    log(ctx, 'loss.invader', { unit: u, wall });
  } else {
    const u = unit as keyof DefenderCounts;
    s.board.walls[wall].defenders[u] -= 1;
    s.defender.hospital[u] += 1;
    log(ctx, 'loss.defender', { unit: u, wall });
  }
}

const resolveLoss: ChoiceResolver<'assault.loss'> = (s, prompt, option, ctx) => {
  const { wall, target } = prompt.context;
  const seat = prompt.seat;
  const removed = removedSoFar(prompt.context);
  removeOne(s, wall, seat, option, ctx);
  removed[option] = num(removed, option) + 1;
  askNext(s, wall, seat, target, removed);
};

export const lossesResolvers: ChoiceResolvers = { 'assault.loss': resolveLoss };
