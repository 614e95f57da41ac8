/**
 * Melee step 5: reveal Illusionary Threats, then resolve strength (seed 000 "Assault Steps",
 * "Vampire aura", "Game End"; seed 001 "Resolving Strength", "Strength Advantage", "Breaking
 * Into The Stronghold"; rulings.md "Assault"; cards.md Illusionary Threat, Totems, Terror,
 * Bloodlust, Last Stand).
 *
 * 1. Every Illusionary Threat counter on a wall is revealed: that many spare Phantoms join the
 *    wall (levitating if needed; those that do not fit, or are not spare, stay out), and the
 *    counter returns to the Invader's reserve.
 * 2. On every wall with Invader units (w1..w10):
 *    Defender = units (1/2/3) + stone wall components + 2 per Priest there + 1 with Last Stand.
 *    Invader = units (Phantom 1, or 2 for at most 3 Phantoms with a Vampire there; Skeleton 2;
 *    Vampire 3, 4 with Bloodlust) + 2 per active Totems counter.
 *    A tie removes nothing. Otherwise the loser loses units worth at least the advantage
 *    (losses.ts). If the Invader wins with an advantage greater than the strength of the
 *    Defender's units there (stones, Priests, bonuses not counted), the Stronghold is breached
 *    and the Invader wins at once. Each active Terror counter on a wall the Invader wins gives
 *    Panic +1.
 */
import { WALLS, type WallId } from '../board/undead-board';
import { log, type Ctx } from '../engine/events';
import { activeCountersAt, isWall, wallHasRoomFor } from '../state/board-queries';
import { defenderUnitStrength, totalInvaders } from '../state/counts';
import { changePanic } from '../panic/level';
import type { GameState } from '../state/types';
import { invaderUnitStrength, type AssaultStep } from './common';
import { startLosses } from './losses';

export function defenderWallStrength(s: GameState, wall: WallId): number {
  const w = s.board.walls[wall];
  const priests = s.defender.priests.filter((p) => p.at === wall).length;
  return defenderUnitStrength(w.defenders) + w.stones + 2 * priests + (s.effects.lastStand ? 1 : 0);
}

export function invaderWallStrength(s: GameState, wall: WallId): number {
  return invaderUnitStrength(s, s.board.walls[wall].invaders) + 2 * activeCountersAt(s, 'totems', wall).length;
}

/** Reveal every Illusionary Threat counter on the walls. */
export function revealIllusions(s: GameState, ctx: Ctx): void {
  const threats = s.board.counters.filter((c) => c.spell === 'illusionary-threat' && isWall(c.at));
  for (const c of threats) {
    const wall = c.at as WallId;
    const value = c.value ?? 0;
    let joined = 0;
    while (joined < value && s.units.spares.phantom > 0 && wallHasRoomFor(s, wall, 'phantom')) {
      s.units.spares.phantom -= 1;
      s.board.walls[wall].invaders.phantom += 1;
      joined += 1;
    }
    s.board.counters = s.board.counters.filter((x) => x.id !== c.id);
    s.invader.illusionReserve.push(value);
    s.invader.illusionReserve.sort((a, b) => a - b);
    log(ctx, 'reveal.illusion', { wall, n: value, joined });
  }
}

function resolveWall(s: GameState, wall: WallId, ctx: Ctx): void {
  const w = s.board.walls[wall];
  if (totalInvaders(w.invaders) === 0) return;
  const d = defenderWallStrength(s, wall);
  const i = invaderWallStrength(s, wall);
  if (d === i) {
    log(ctx, 'melee.tie', { wall, d, i });
    return;
  }
  if (d > i) {
    log(ctx, 'melee.defender', { wall, d, i });
    startLosses(s, wall, 'invader', d - i);
    return;
  }
  const advantage = i - d;
  const units = defenderUnitStrength(w.defenders);
  log(ctx, 'melee.invader', { wall, d, i });
  if (advantage > units) {
    s.winner = {
      seat: 'invader',
      reason: `The Stronghold is breached on ${wall}: the Invader's advantage ${advantage} is greater than the Defender's units there (${units}).`,
    };
    log(ctx, 'breach.wall', { wall, advantage, units });
    return;
  }
  const terror = activeCountersAt(s, 'terror', wall).length;
  if (terror > 0) changePanic(s, terror, { cause: 'terror', at: wall }, ctx);
  startLosses(s, wall, 'defender', advantage);
}

export const strengthStep: AssaultStep<'melee-5'> = {
  id: 'melee-5',
  start(s, ctx) {
    revealIllusions(s, ctx);
    return WALLS.filter((w) => totalInvaders(s.board.walls[w].invaders) > 0);
  },
  run(s, wall, ctx) {
    resolveWall(s, wall, ctx);
  },
};
