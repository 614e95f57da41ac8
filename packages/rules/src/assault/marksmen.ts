/**
 * Ranged step 3: Marksmen engage Skeletons (seed 000 "Marksmen", "Assault Steps"; seed 001
 * "Marksmen Volley"; rulings.md "Assault"; cards.md Heavy Rain, Cursed Bats, Mists, Dark Fears,
 * Fire Arrows).
 *
 * One Marksman at a time (walls w1..w10, then towers t1..t6), the Defender picks a target or
 * 'none'. A Marksman on a wall with no Invader units shoots at a Rampart linked to the wall by a
 * path; a Marksman in a Tower at a Rampart opposite it. Each kills one Skeleton (any one unit with
 * Fire Arrows: the option then names the unit, `rampart:unit`).
 * No shot: Marksmen on walls under Heavy Rain; Marksmen in a Tower with an active Cursed Bats
 * counter and on the walls adjacent to it; Marksmen on the walls of the side named by Dark
 * Fears. A Rampart with an active Mists counter cannot be targeted.
 */
import { TOWER_DATA, TOWERS, WALLS, WALL_SIDE, type RampartId, type TowerId, type WallId } from '../board/undead-board';
import { eliminateInvader } from '../defender/repel';
import { log } from '../engine/events';
import type { OptionOf } from '../actions/choices';
import type { ChoiceResolver, ChoiceResolvers } from '../engine/handler';
import { pushChoice } from '../engine/prompt-stack';
import { hasActiveCounterAt, isWall, rampartsOfWall } from '../state/board-queries';
import { totalInvaders } from '../state/counts';
import { INVADER_UNITS, type AssaultQueueItems, type GameState } from '../state/types';
import { heavyRain, panicCard, type AssaultStep } from './common';

const batsOn = (s: GameState, tower: TowerId): boolean => hasActiveCounterAt(s, 'cursed-bats', tower);

/** Can the Marksmen at this wall or tower shoot this turn? */
export function marksmenMayShoot(s: GameState, at: WallId | TowerId): boolean {
  if (isWall(at)) {
    const wall = at;
    if (totalInvaders(s.board.walls[wall].invaders) > 0) return false;
    if (heavyRain(s)) return false;
    if (TOWERS.some((t) => TOWER_DATA[t].walls.includes(wall) && batsOn(s, t))) return false;
    if (panicCard(s, 'dark-fears').some((p) => p.target === WALL_SIDE[wall])) return false;
    return true;
  }
  return !batsOn(s, at);
}

/** Ramparts a Marksman at this place may target (Mists excluded). */
export function marksmanRamparts(s: GameState, at: WallId | TowerId): RampartId[] {
  const ramparts = isWall(at) ? rampartsOfWall(at) : [...TOWER_DATA[at].ramparts];
  return ramparts.filter((r) => !hasActiveCounterAt(s, 'mists', r));
}

function options(s: GameState, at: WallId | TowerId): OptionOf<'assault.marksman'>[] {
  const out: OptionOf<'assault.marksman'>[] = [];
  for (const r of marksmanRamparts(s, at)) {
    const units = s.board.areas[r];
    if (s.effects.fireArrows) {
      for (const u of INVADER_UNITS) if (units[u] > 0) out.push({ rampart: r, unit: u });
    } else if (units.skeleton > 0) {
      out.push(r);
    }
  }
  return out;
}

export const marksmenStep: AssaultStep<'ranged-3'> = {
  id: 'ranged-3',
  start(s, ctx) {
    const queue: AssaultQueueItems['ranged-3'][] = [];
    if (heavyRain(s) && WALLS.some((w) => s.board.walls[w].defenders.marksman > 0)) {
      log(ctx, 'ranged.rainMarksmen', {});
    }
    for (const w of WALLS) {
      const n = s.board.walls[w].defenders.marksman;
      if (n > 0 && marksmenMayShoot(s, w)) for (let i = 0; i < n; i++) queue.push(w);
    }
    for (const t of TOWERS) {
      const n = s.board.towers[t].marksmen;
      if (n > 0 && marksmenMayShoot(s, t)) for (let i = 0; i < n; i++) queue.push(t);
    }
    return queue;
  },
  run(s, at) {
    const opts = options(s, at);
    if (opts.length === 0) return;
    pushChoice(s, 'defender', 'assault.marksman', `Choose the target of a Marksman ${isWall(at) ? 'on' : 'in'} ${at}`, [...opts, 'none'], {
      at,
    });
  },
};

const resolveMarksman: ChoiceResolver<'assault.marksman'> = (s, prompt, option, ctx) => {
  const { at } = prompt.context;
  if (option === 'none') {
    log(ctx, 'ranged.marksmanHolds', { at });
    return;
  }
  // A Rampart alone names its Skeletons; under Fire Arrows the option names the unit.
  const { rampart, unit } = typeof option === 'string' ? { rampart: option, unit: 'skeleton' as const } : option;
  const area = s.board.areas[rampart];
  if (area[unit] <= 0) return;
  area[unit] -= 1;
  eliminateInvader(s, unit);
  log(ctx, 'ranged.marksmanKill', { at, unit, rampart });
};

export const marksmenResolvers: ChoiceResolvers = { 'assault.marksman': resolveMarksman };
