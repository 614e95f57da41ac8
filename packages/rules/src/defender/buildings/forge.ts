/**
 * The Forge (seed 000 "Defender's New Buildings" / "The Forge"; cards/buildings.ts).
 * - Cannon (3): in a Tower with no machine and no Marksmen (board.md "Towers").
 * - Skeleton Cauldron (2): on a free Cauldron space (CAULDRON_WALLS).
 * - Cross (2): on the outer, then the middle, then the inner Gate; only on a standing Gate.
 * - Footbridge (2): between two adjacent walls of one side, not twice between the same walls.
 */
import { CAULDRON_WALLS, GATES, TOWERS, WALL_ADJACENCY, WALL_SIDE, type GateId, type TowerId, type WallId } from '../../board/undead-board';
import type { OptionOf } from '../../actions/choices';
import { log } from '../../engine/events';
import { pushChoice } from '../../engine/prompt-stack';
import type { GameState } from '../../state/types';
import type { BuildingImpls, Resolvers } from '../common';

export const cannonTowers = (s: GameState): TowerId[] =>
  TOWERS.filter((t) => s.board.towers[t].machine === null && s.board.towers[t].marksmen === 0);

export const freeCauldronWalls = (s: GameState): WallId[] => CAULDRON_WALLS.filter((w) => !s.board.walls[w].cauldron);

/** The Gate the next Cross goes on: the first standing Gate, outer to inner, without a Cross. */
export function nextCrossGate(s: GameState): GateId | null {
  return GATES.find((g) => !s.board.gates[g].destroyed && !s.board.gates[g].cross) ?? null;
}

/** Adjacent walls of one side, in board order, with the id their Footbridge would have (fixed by the board). */
const BRIDGEABLE: readonly { a: WallId; b: WallId; id: string }[] = WALL_ADJACENCY.filter(([a, b]) => WALL_SIDE[a] === WALL_SIDE[b]).map(
  ([a, b]) => ({ a, b, id: `${a}-${b}` }),
);

/** The Footbridges still to build, as the choice's options `{ a, b }`: adjacent walls of one side, in board order, not yet bridged. */
function footbridgeChoices(s: GameState): OptionOf<'forge.footbridge.walls'>[] {
  return BRIDGEABLE.filter(({ id }) => !s.board.footbridges.includes(id)).map(({ a, b }) => ({ a, b }));
}

/** The same as Footbridge ids 'wA-wB' (as state.board.footbridges holds them). */
export function footbridgeOptions(s: GameState): string[] {
  return footbridgeChoices(s).map(({ a, b }) => `${a}-${b}`);
}

export const forgeActions: BuildingImpls = {
  'forge.cannon': {
    possible: (s) => cannonTowers(s).length > 0,
    execute: (s) => pushChoice(s, 'defender', 'forge.cannon.tower', 'Choose the Tower for the Cannon', cannonTowers(s)),
  },
  'forge.cauldron': {
    possible: (s) => freeCauldronWalls(s).length > 0,
    execute: (s) =>
      pushChoice(s, 'defender', 'forge.cauldron.wall', 'Choose the wall section for the Skeleton Cauldron', freeCauldronWalls(s)),
  },
  'forge.cross': {
    possible: (s) => nextCrossGate(s) !== null,
    execute(s, ctx) {
      const gate = nextCrossGate(s);
      if (!gate) return;
      s.board.gates[gate].cross = true;
      s.defender.reserve.cross -= 1;
      log(ctx, 'build.cross', { gate });
    },
  },
  'forge.footbridge': {
    possible: (s) => BRIDGEABLE.some(({ id }) => !s.board.footbridges.includes(id)), // footbridgeOptions(s).length > 0
    execute: (s) =>
      pushChoice(s, 'defender', 'forge.footbridge.walls', 'Choose the two wall sections the Footbridge joins', footbridgeChoices(s)),
  },
};

export const forgeResolvers: Resolvers = {
  'forge.cannon.tower': (s, _p, option, ctx) => {
    const t = option;
    s.board.towers[t].machine = 'cannon';
    s.defender.reserve.cannon -= 1;
    log(ctx, 'build.cannon', { tower: t });
  },
  'forge.cauldron.wall': (s, _p, option, ctx) => {
    const w = option;
    s.board.walls[w].cauldron = true;
    s.defender.reserve.cauldron -= 1;
    log(ctx, 'build.cauldron', { wall: w });
  },
  'forge.footbridge.walls': (s, _p, { a, b }, ctx) => {
    s.board.footbridges.push(`${a}-${b}`);
    s.defender.reserve.footbridge -= 1;
    log(ctx, 'build.footbridge', { a, b });
  },
};
