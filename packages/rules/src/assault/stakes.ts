/**
 * Melee step 4: Stakes (seed 000 Workshop "Stakes", "Assault Steps").
 *
 * For each Tower with a Stakes counter not used this turn (t1..t6), the Defender may sacrifice
 * one unit on a wall adjacent to that Tower where Vampires stand (option `wall:unit`), to
 * eliminate all Vampires on that wall; or 'none'. Each Stakes counter works once a turn.
 * Ruling: the sacrificed unit is dead (a sacrifice, not a melee loss: it does not go to the
 * Hospital). Priests are not units and cannot be sacrificed.
 */
import { TOWER_DATA, TOWERS, type TowerId } from '../board/undead-board';
import { eliminateInvader } from '../defender/repel';
import { log } from '../engine/events';
import type { OptionOf } from '../actions/choices';
import type { ChoiceResolver, ChoiceResolvers } from '../engine/handler';
import { pushChoice } from '../engine/prompt-stack';
import { DEFENDER_UNITS, type GameState } from '../state/types';
import type { AssaultStep } from './common';

function options(s: GameState, tower: TowerId): OptionOf<'assault.stakes'>[] {
  const out: OptionOf<'assault.stakes'>[] = [];
  for (const w of TOWER_DATA[tower].walls) {
    const wall = s.board.walls[w];
    if (wall.invaders.vampire <= 0) continue;
    for (const u of DEFENDER_UNITS) if (wall.defenders[u] > 0) out.push({ wall: w, unit: u });
  }
  return out;
}

export const stakesStep: AssaultStep<'melee-4'> = {
  id: 'melee-4',
  start: (s) => TOWERS.filter((t) => s.board.towers[t].machine === 'stakes' && !s.board.towers[t].stakesUsed),
  run(s, tower) {
    const opts = options(s, tower);
    if (opts.length === 0) return;
    pushChoice(
      s,
      'defender',
      'assault.stakes',
      `Use the Stakes in ${tower}: sacrifice a unit to eliminate all Vampires on its wall?`,
      [...opts, 'none'],
      { tower },
    );
  },
};

const resolveStakes: ChoiceResolver<'assault.stakes'> = (s, prompt, option, ctx) => {
  const { tower } = prompt.context;
  if (option === 'none') {
    log(ctx, 'melee.stakesUnused', { tower });
    return;
  }
  const { wall: w, unit } = option;
  const wall = s.board.walls[w];
  if (wall.defenders[unit] <= 0) return;
  wall.defenders[unit] -= 1;
  s.defender.dead[unit] += 1;
  const n = wall.invaders.vampire;
  wall.invaders.vampire = 0;
  eliminateInvader(s, 'vampire', n);
  s.board.towers[tower].stakesUsed = true;
  log(ctx, 'melee.stakes', { tower, unit, wall: w, n });
};

export const stakesResolvers: ChoiceResolvers = { 'assault.stakes': resolveStakes };
