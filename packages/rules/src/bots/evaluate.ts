/**
 * The plain evaluation the greedy bot scores positions with (docs/rules/self-play.md). It reads
 * only fields both seats may see (no Library, no decks, no face-down Illusionary values), so the
 * greedy bot never cheats. Positive is good for the Invader; the Defender's score is the opposite
 * plus a bonus for Hourglasses put to work on building actions.
 */
import { CAPACITY, FOREGROUNDS, GATES, RAMPARTS, TOWERS, WALLS } from '../board/undead-board';
import { DEFENDER_STRENGTH, INVADER_STRENGTH } from '../cards/decks';
import type { DefenderCounts, GameState, InvaderCounts, Seat } from '../state/types';

export const WEIGHTS = {
  win: 10_000,
  invaderOnWalls: 3,
  invaderOnRamparts: 1.5,
  invaderOnForegrounds: 0.5,
  defenderOnWalls: 2,
  marksmenInTowers: 1,
  defenderInside: 0.5,
  defenderDead: 1,
  panic: 4,
  gateDamage: 3,
  gateDestroyed: 10,
  stones: 1,
  /**
   * Mana is not scored: a one-ply bot that values Mana never pays for a Move out (its units only
   * move in the decisions after the payment), so Mana counts through what it buys.
   */
  mana: 0,
  /** Defender only: each Hourglass placed on a building action, and each action completed. */
  hourglassPaid: 0.5,
  actionDone: 1.5,
} as const;

const inv = (c: InvaderCounts): number =>
  c.phantom * INVADER_STRENGTH.phantom + c.skeleton * INVADER_STRENGTH.skeleton + c.vampire * INVADER_STRENGTH.vampire;
const def = (c: DefenderCounts): number =>
  c.marksman * DEFENDER_STRENGTH.marksman + c.soldier * DEFENDER_STRENGTH.soldier + c.veteran * DEFENDER_STRENGTH.veteran;

/** The position from the Invader's side (the Defender's is its opposite, see evaluate()). */
export function invaderScore(s: GameState): number {
  if (s.winner) return s.winner.seat === 'invader' ? WEIGHTS.win : -WEIGHTS.win;
  let score = 0;
  for (const w of WALLS) {
    const wall = s.board.walls[w];
    score += WEIGHTS.invaderOnWalls * inv(wall.invaders);
    score -= WEIGHTS.defenderOnWalls * def(wall.defenders);
    score -= WEIGHTS.stones * wall.stones;
  }
  for (const r of RAMPARTS) score += WEIGHTS.invaderOnRamparts * inv(s.board.areas[r]);
  for (const f of FOREGROUNDS) score += WEIGHTS.invaderOnForegrounds * inv(s.board.areas[f]);
  for (const t of TOWERS) score -= WEIGHTS.marksmenInTowers * s.board.towers[t].marksmen;
  score -= WEIGHTS.defenderInside * (def(s.board.courtyard) + def(s.board.barracks));
  score += WEIGHTS.defenderDead * def(s.defender.dead);
  for (const g of GATES) {
    const gate = s.board.gates[g];
    if (gate.destroyed) score += WEIGHTS.gateDestroyed;
    else score += WEIGHTS.gateDamage * (CAPACITY.gateStart - gate.toughness);
  }
  score += WEIGHTS.panic * s.panic.level;
  score += WEIGHTS.mana * s.invader.mana;
  return score;
}

/** Hourglasses put to work this turn: paid on building actions (blocks included) and actions completed. */
export function hourglassesSpentScore(s: GameState): number {
  let score = 0;
  for (const slot of Object.values(s.defender.slots)) {
    score += WEIGHTS.hourglassPaid * (slot.paid + (slot.block?.paid ?? 0));
    if (slot.done) score += WEIGHTS.actionDone;
  }
  return score;
}

/** The plain evaluation of `s` from `seat`'s side: higher is better for that seat. */
export function evaluate(s: GameState, seat: Seat): number {
  const base = invaderScore(s);
  if (seat === 'invader') return base;
  if (s.winner) return -base;
  return -base + hourglassesSpentScore(s);
}
