/**
 * The Workshop (seed 000 "New Buildings" / "The Workshop"; cards/buildings.ts).
 * - Tower Crossbow (2) and Stakes (2): in a Tower with no machine (Marksmen may stay there).
 * - Stone Wall Section (1): on a wall section with fewer than 5 components (rulings.md).
 * - Gate Reinforcement (1; +1 under Broken Chain): +1 toughness to a standing Gate of the
 *   Defender's choice, at most 8 (rulings.md "Defender details").
 */
import { CAPACITY, GATES, TOWERS, WALLS, type GateId, type TowerId, type WallId } from '../../board/undead-board';
import { log } from '../../engine/events';
import { pushChoice } from '../../engine/prompt-stack';
import type { GameState } from '../../state/types';
import type { BuildingImpls, Resolvers } from '../common';

export const emptyMachineTowers = (s: GameState): TowerId[] => TOWERS.filter((t) => s.board.towers[t].machine === null);
export const wallsWithStoneRoom = (s: GameState): WallId[] => WALLS.filter((w) => s.board.walls[w].stones < CAPACITY.wallStones);
export const reinforceableGates = (s: GameState): GateId[] =>
  GATES.filter((g) => !s.board.gates[g].destroyed && s.board.gates[g].toughness < CAPACITY.gateMax);

export const workshopActions: BuildingImpls = {
  'workshop.crossbow': {
    possible: (s) => emptyMachineTowers(s).length > 0,
    execute: (s) => pushChoice(s, 'defender', 'workshop.crossbow.tower', 'Choose the Tower for the Tower Crossbow', emptyMachineTowers(s)),
  },
  'workshop.stakes': {
    possible: (s) => emptyMachineTowers(s).length > 0,
    execute: (s) => pushChoice(s, 'defender', 'workshop.stakes.tower', 'Choose the Tower for the Stakes', emptyMachineTowers(s)),
  },
  'workshop.stone': {
    possible: (s) => wallsWithStoneRoom(s).length > 0,
    execute: (s) =>
      pushChoice(s, 'defender', 'workshop.stone.wall', 'Choose the wall section for the Stone Wall component', wallsWithStoneRoom(s)),
  },
  'workshop.gate': {
    possible: (s) => reinforceableGates(s).length > 0,
    execute: (s) => pushChoice(s, 'defender', 'workshop.gate.gate', 'Choose the Gate to reinforce', reinforceableGates(s)),
  },
};

export const workshopResolvers: Resolvers = {
  'workshop.crossbow.tower': (s, _p, option, ctx) => {
    s.board.towers[option].machine = 'crossbow';
    s.defender.reserve.crossbow -= 1;
    log(ctx, 'build.crossbow', { tower: option });
  },
  'workshop.stakes.tower': (s, _p, option, ctx) => {
    s.board.towers[option].machine = 'stakes';
    s.defender.reserve.stakes -= 1;
    log(ctx, 'build.stakes', { tower: option });
  },
  'workshop.stone.wall': (s, _p, option, ctx) => {
    s.board.walls[option].stones += 1;
    s.defender.reserve.stone -= 1;
    log(ctx, 'build.stone', { wall: option, stones: s.board.walls[option].stones });
  },
  'workshop.gate.gate': (s, _p, option, ctx) => {
    const gate = s.board.gates[option];
    gate.toughness = Math.min(CAPACITY.gateMax, gate.toughness + 1);
    log(ctx, 'build.gate', { gate: option, toughness: gate.toughness });
  },
};
