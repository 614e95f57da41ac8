/**
 * The Priests' actions (seed 000 "Defender's Heroes: Priests"; rulings.md "Defender details").
 * - Speech (1 Hourglass): Panic -1; a Priest on the Statue lowers it by 1 more per Cross on the
 *   Gates. Not while Silent Prayers is in force. (A Riot on the Statue cancels the Cross bonus.)
 * - Repel (1 Hourglass): only for a Priest on a wall; it marks the Priest (acted = 'repel') and
 *   resolves in Melee step 1 (Assault).
 * A Priest that used an action this turn can neither move nor use the other one. The traits
 * (+2 strength, repelling a Phantom) belong to the Assault.
 */
import { GATES } from '../board/undead-board';
import type { ActionOf } from '../actions/schema';
import { err, type GameError } from '../engine/errors';
import { log, type Ctx } from '../engine/events';
import { isWall } from '../state/board-queries';
import { changePanic } from '../panic/level';
import type { GameState } from '../state/types';
import { panicIs, riotedBuildings } from './common';

export const PRIEST_ACTION_COST = 1;

export const crossesOnGates = (s: Pick<GameState, 'board'>): number =>
  GATES.filter((g) => s.board.gates[g].cross && !s.board.gates[g].destroyed).length;

/** How much one Speech by this Priest lowers the Panic level (a game state or a seat's view). */
export function speechValue(s: Pick<GameState, 'board' | 'defender' | 'panic'>, priestId: string): number {
  const p = s.defender.priests.find((x) => x.id === priestId);
  if (!p) return 0;
  const statueBonus = p.at === 'statue' && !riotedBuildings(s).includes('statue') ? crossesOnGates(s) : 0;
  return 1 + statueBonus;
}

export function priestError(s: GameState, a: ActionOf<'priest'>): GameError | null {
  const p = s.defender.priests.find((x) => x.id === a.priest);
  if (!p) return err('illegal_target', `There is no Priest ${a.priest} in play.`);
  if (p.acted) return err('already_used', `Priest ${a.priest} has already used an action this turn.`);
  if (a.act === 'speech' && panicIs(s, 'silent-prayers'))
    return err('illegal_action', 'Silent Prayers: Priests cannot use Speech this turn.');
  if (a.act === 'repel' && !isWall(p.at)) return err('illegal_target', 'Repel needs a Priest on a wall section.');
  if (s.defender.hourglasses < PRIEST_ACTION_COST) return err('insufficient_hourglasses', 'A Priest action costs 1 Hourglass.');
  return null;
}

/** Every legal Priest action now. */
export function legalPriestActions(s: GameState): ActionOf<'priest'>[] {
  const out: ActionOf<'priest'>[] = [];
  for (const p of s.defender.priests) {
    for (const act of ['repel', 'speech'] as const) {
      const a: ActionOf<'priest'> = { type: 'priest', seat: 'defender', priest: p.id, act };
      if (!priestError(s, a)) out.push(a);
    }
  }
  return out;
}

export function applyPriest(s: GameState, a: ActionOf<'priest'>, ctx: Ctx): void {
  const p = s.defender.priests.find((x) => x.id === a.priest);
  if (!p) return;
  s.defender.hourglasses -= PRIEST_ACTION_COST;
  p.acted = a.act;
  if (a.act === 'repel') {
    log(ctx, 'priest.repel', { priest: p.id, at: p.at });
    return;
  }
  const value = speechValue(s, p.id);
  log(ctx, 'priest.speech', { priest: p.id, at: p.at, n: value });
  changePanic(s, -value, { cause: 'speech' }, ctx);
}
