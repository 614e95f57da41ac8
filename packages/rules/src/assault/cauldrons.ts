/**
 * Melee step 3: Cauldrons (seed 000 Forge "Skeleton Cauldron", "Assault Steps"; seed 002 Forge
 * cauldrons; cards.md Poisonous Cauldrons; rulings.md "Assault", "Hospital").
 *
 * Each Skeleton Cauldron kills one Skeleton on its wall (to the Altar of Death). Then each active
 * Poisonous Cauldrons counter kills one Defender unit on its wall, of the Invader's choice.
 * Ruling: that unit is lost in melee (Melee step 3), so it goes to the Hospital like a unit
 * lost in the strength resolution, and may be healed in Melee step 6.
 */
import { WALLS } from '../board/undead-board';
import { eliminateInvader } from '../defender/repel';
import { log } from '../engine/events';
import type { ChoiceResolver, ChoiceResolvers } from '../engine/handler';
import { pushChoice } from '../engine/prompt-stack';
import { counterActive, isWall } from '../state/board-queries';
import { isDefenderUnit } from '../state/counts';
import { DEFENDER_UNITS } from '../state/types';
import type { AssaultStep } from './common';

export const cauldronsStep: AssaultStep<'melee-3'> = {
  id: 'melee-3',
  start(s) {
    const cauldrons = WALLS.filter((w) => s.board.walls[w].cauldron).map((wall) => ({ kind: 'cauldron' as const, wall }));
    const poison = s.board.counters
      .filter((c) => c.spell === 'poisonous-cauldrons' && counterActive(s, c))
      .sort((a, b) => a.id - b.id)
      .flatMap(({ at }) => (isWall(at) ? [{ kind: 'poison' as const, wall: at }] : []));
    return [...cauldrons, ...poison];
  },
  run(s, { kind, wall }, ctx) {
    const w = s.board.walls[wall];
    if (kind === 'cauldron') {
      if (w.invaders.skeleton <= 0) return;
      w.invaders.skeleton -= 1;
      eliminateInvader(s, 'skeleton');
      log(ctx, 'melee.cauldron', { wall });
      return;
    }
    const present = DEFENDER_UNITS.filter((u) => w.defenders[u] > 0);
    if (present.length === 0) return;
    pushChoice(s, 'invader', 'assault.poison', `Choose the Defender unit the Poisonous Cauldron on ${wall} kills`, present, { wall });
  },
};

const resolvePoison: ChoiceResolver<'assault.poison'> = (s, prompt, option, ctx) => {
  const { wall } = prompt.context;
  if (!isDefenderUnit(option) || s.board.walls[wall].defenders[option] <= 0) return;
  s.board.walls[wall].defenders[option] -= 1;
  s.defender.hospital[option] += 1;
  log(ctx, 'melee.poison', { wall, unit: option });
};

export const cauldronsResolvers: ChoiceResolvers = { 'assault.poison': resolvePoison };
