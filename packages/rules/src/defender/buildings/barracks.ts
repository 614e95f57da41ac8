/**
 * The Barracks (seed 000 "The Barracks"; seed 002 "軍營"; cards/buildings.ts). Training may be
 * taken more than once a turn (the printed card, quoted in seed 002): each completion frees the
 * action for another full payment (defender/slots.ts); the Barracks hold at most 4 Marksmen,
 * 2 Soldiers and 1 Veteran, and there are at most 4 Priests.
 * - Training a Priest (2): a unit in the Barracks (Defender's choice) goes to the reserve; a
 *   Priest from the reserve takes its place in the Barracks (seed 000: "replaces it with a
 *   Priest counter"), from where he may move out later.
 * - Train a Soldier (2): a Marksman in the Barracks goes to the reserve, a Soldier from the
 *   reserve takes its place.
 * - Train a Veteran (2): a Soldier in the Barracks goes to the reserve, a Veteran from the
 *   reserve takes its place.
 */
import { BARRACKS_LIMITS } from '../../board/undead-board';
import { log } from '../../engine/events';
import { pushChoice } from '../../engine/prompt-stack';
import { DEFENDER_UNITS, type DefenderUnit, type GameState } from '../../state/types';
import type { BuildingImpls, Resolvers } from '../common';

export const MAX_PRIESTS = 4;

export const barracksUnits = (s: GameState): DefenderUnit[] => DEFENDER_UNITS.filter((u) => s.board.barracks[u] > 0);

/** The first free Priest id (p1..p4). */
export function nextPriestId(s: GameState): string | null {
  for (let i = 1; i <= MAX_PRIESTS; i++) {
    const id = `p${i}`;
    if (!s.defender.priests.some((p) => p.id === id)) return id;
  }
  return null;
}

function train(s: GameState, from: DefenderUnit, to: DefenderUnit): void {
  s.board.barracks[from] -= 1;
  s.defender.reserve[from] += 1;
  s.defender.reserve[to] -= 1;
  s.board.barracks[to] += 1;
}

export const barracksActions: BuildingImpls = {
  'barracks.priest': {
    possible: (s) => barracksUnits(s).length > 0 && nextPriestId(s) !== null,
    execute: (s) =>
      pushChoice(s, 'defender', 'barracks.priest.unit', 'Training a Priest: choose the unit in the Barracks to replace', barracksUnits(s)),
  },
  'barracks.soldier': {
    possible: (s) => s.board.barracks.marksman > 0 && s.board.barracks.soldier < BARRACKS_LIMITS.soldier,
    execute(s, ctx) {
      train(s, 'marksman', 'soldier');
      log(ctx, 'build.trainSoldier', {});
    },
  },
  'barracks.veteran': {
    possible: (s) => s.board.barracks.soldier > 0 && s.board.barracks.veteran < BARRACKS_LIMITS.veteran,
    execute(s, ctx) {
      train(s, 'soldier', 'veteran');
      log(ctx, 'build.trainVeteran', {});
    },
  },
};

export const barracksResolvers: Resolvers = {
  'barracks.priest.unit': (s, _p, option, ctx) => {
    const unit = option;
    const id = nextPriestId(s);
    if (!id || s.board.barracks[unit] <= 0) return;
    s.board.barracks[unit] -= 1;
    s.defender.reserve[unit] += 1;
    s.defender.reserve.priest -= 1;
    s.defender.priests.push({ id, at: 'barracks', acted: null });
    log(ctx, 'build.trainPriest', { unit, priest: id });
  },
};
