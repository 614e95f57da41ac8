/**
 * The Scouts' Quarters (seed 000 "New Buildings" / "The Scouts' Quarters"; cards/buildings.ts).
 * - Sortie (2): up to 3 Skeletons on one Rampart (the Defender chooses the Rampart, then how
 *   many) are eliminated (to the Altar of Death).
 * - Inscription (2): on a wall section without one and with a free equipment space; levitating
 *   Phantoms there (those beyond the 4 regular spaces) are eliminated at once.
 * - Trap (2): on a path without a Trap.
 * - Damage Machine (2): a Miss card from the Machine deck into one Bone Thrower or Spectral
 *   Ballista stack, which is then reshuffled (seed 002 "損害攻城器械"; cards.md).
 */
import {
  CAPACITY,
  PATHS,
  RAMPARTS,
  WALLS,
  WALL_EQUIPMENT_SPACES,
  type PathId,
  type RampartId,
  type WallId,
} from '../../board/undead-board';
import { log, type Ctx } from '../../engine/events';
import { isRampart } from '../../state/board-queries';
import { pushChoice } from '../../engine/prompt-stack';
import { shuffle } from '../../engine/rng';
import { totalInvaders } from '../../state/counts';
import type { GameState, SpellCounter } from '../../state/types';
import type { BuildingImpls, Resolvers } from '../common';
import { eliminateInvader } from '../repel';

export const SORTIE_MAX = 3;
/** Spell counters that take one of a wall section's equipment spaces (board.md). */
const EQUIPMENT_SPELLS = ['totems', 'poisonous-cauldrons'];

export const sortieRamparts = (s: GameState): RampartId[] => RAMPARTS.filter((r) => s.board.areas[r].skeleton > 0);

export function equipmentUsed(s: GameState, wall: WallId): number {
  const counters = s.board.counters.filter((c) => c.at === wall && EQUIPMENT_SPELLS.includes(c.spell)).length;
  return counters + (s.board.walls[wall].inscription ? 1 : 0);
}

const inscribable = (s: GameState, w: WallId): boolean => !s.board.walls[w].inscription && equipmentUsed(s, w) < WALL_EQUIPMENT_SPACES;

export const inscriptionWalls = (s: GameState): WallId[] => WALLS.filter((w) => inscribable(s, w));

export const trapPaths = (s: GameState): PathId[] => PATHS.map((p) => p.id).filter((id) => !s.board.traps.includes(id));

const isMachine = (c: SpellCounter): boolean => (c.spell === 'bone-thrower' || c.spell === 'spectral-ballista') && Array.isArray(c.stack);

/** Machines that can take a Miss card, by the Rampart they stand on (one machine space each). */
export function damageableMachines(s: GameState): RampartId[] {
  if (s.decks.machine.miss <= 0) return [];
  // Machines stand on Ramparts (spells.place.bone-thrower, spells.place.spectral-ballista).
  return [...new Set(s.board.counters.filter(isMachine).map((c) => c.at))].filter(isRampart);
}

/** Levitating Phantoms on a wall: Phantoms beyond the 4 regular unit spaces. */
export function levitatingPhantoms(s: GameState, wall: WallId): number {
  const inv = s.board.walls[wall].invaders;
  return Math.min(inv.phantom, Math.max(0, totalInvaders(inv) - CAPACITY.wallInvader));
}

export const scoutsActions: BuildingImpls = {
  'scouts.sortie': {
    possible: (s) => sortieRamparts(s).length > 0,
    execute: (s) => pushChoice(s, 'defender', 'scouts.sortie.rampart', 'Choose the Rampart for the Sortie', sortieRamparts(s)),
  },
  'scouts.inscription': {
    possible: (s) => WALLS.some((w) => inscribable(s, w)), // inscriptionWalls(s).length > 0, stopping at the first
    execute: (s) =>
      pushChoice(s, 'defender', 'scouts.inscription.wall', 'Choose the wall section for the Inscription', inscriptionWalls(s)),
  },
  'scouts.trap': {
    possible: (s) => PATHS.some((p) => !s.board.traps.includes(p.id)), // trapPaths(s).length > 0
    execute: (s) => pushChoice(s, 'defender', 'scouts.trap.path', 'Choose the path for the Trap', trapPaths(s)),
  },
  'scouts.damage-machine': {
    possible: (s) => damageableMachines(s).length > 0,
    execute: (s) =>
      pushChoice(s, 'defender', 'scouts.damage-machine.rampart', 'Choose the machine (by its Rampart) to damage', damageableMachines(s)),
  },
};

function sortie(s: GameState, rampart: RampartId, n: number, ctx: Ctx): void {
  const area = s.board.areas[rampart];
  const k = Math.min(n, area.skeleton);
  area.skeleton -= k;
  eliminateInvader(s, 'skeleton', k);
  log(ctx, 'build.sortie', { n: k, rampart });
}

export const scoutsResolvers: Resolvers = {
  'scouts.sortie.rampart': (s, _p, option, ctx) => {
    // "Up to 3": how many is the Defender's choice (Skeletons killed feed the Altar of Death).
    const most = Math.min(SORTIE_MAX, s.board.areas[option].skeleton);
    if (most <= 1) {
      sortie(s, option, most, ctx);
      return;
    }
    const counts = Array.from({ length: most }, (_, i) => most - i);
    pushChoice(s, 'defender', 'scouts.sortie.count', `Sortie on ${option}: how many Skeletons to eliminate?`, counts, { rampart: option });
  },
  'scouts.sortie.count': (s, prompt, option, ctx) => sortie(s, prompt.context.rampart, option, ctx),
  'scouts.inscription.wall': (s, _p, option, ctx) => {
    const wall = option;
    const gone = levitatingPhantoms(s, wall);
    s.board.walls[wall].inscription = true;
    s.defender.reserve.inscription -= 1;
    log(ctx, 'build.inscription', { wall });
    if (gone > 0) {
      s.board.walls[wall].invaders.phantom -= gone;
      eliminateInvader(s, 'phantom', gone);
      log(ctx, 'build.levitating', { n: gone, wall });
    }
  },
  'scouts.trap.path': (s, _p, option, ctx) => {
    s.board.traps.push(option as PathId);
    s.defender.reserve.trap -= 1;
    log(ctx, 'build.trap', { path: option as PathId });
  },
  'scouts.damage-machine.rampart': (s, _p, option, ctx) => {
    const machine = s.board.counters.find((c) => isMachine(c) && c.at === option);
    if (!machine || !machine.stack || s.decks.machine.miss <= 0) return;
    s.decks.machine.miss -= 1;
    machine.stack.push('miss');
    shuffle(s, machine.stack);
    log(ctx, 'build.damageMachine', { spell: machine.spell, at: machine.at });
  },
};
