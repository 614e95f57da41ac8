/**
 * The plain evaluation the bots score positions with (docs/rules/self-play.md "Plain
 * evaluation"). It reads only fields both seats may see (no Library, no decks, no face-down
 * Illusionary values), so a bot never cheats through it. A position is a vector of named terms
 * (`evalTerms`); the score is their weighted sum. Positive is good for the Invader; the
 * Defender's score is the opposite plus its Hourglass terms.
 */
import { CAPACITY, FOREGROUNDS, GATES, PATHS, RAMPARTS, TOWER_DATA, TOWERS, WALLS, type WallId } from '../board/undead-board';
import { invaderUnitStrength } from '../assault/common';
import { defenderWallStrength, invaderWallStrength } from '../assault/strength';
import { totalInvaders } from '../state/counts';
import { DEFENDER_STRENGTH, INVADER_STRENGTH } from '../cards/decks';
import { DEFENDER_UNITS, type DefenderCounts, type GameState, type InvaderCounts, type Seat } from '../state/types';

/**
 * The evaluation's terms, by name (the client words each one for a hint's "reason"). Every term
 * but the last two counts for the Invader (the Defender's side is its opposite); `hourglassPaid`
 * and `actionDone` count for the Defender only.
 */
export const EVAL_TERMS = [
  'win',
  'invaderOnWalls',
  'invaderOnRamparts',
  'invaderOnForegrounds',
  'defenderOnWalls',
  'marksmenInTowers',
  'defenderInside',
  'defenderDead',
  'stones',
  'gateDamage',
  'gateDestroyed',
  'panic',
  'mana',
  'turn',
  'breachMargin',
  'breachReach',
  'hourglassPaid',
  'actionDone',
] as const;
export type EvalTerm = (typeof EVAL_TERMS)[number];

/** Terms that count for the Defender only (not negated from the Invader's score). */
export const DEFENDER_TERMS: ReadonlySet<EvalTerm> = new Set<EvalTerm>(['hourglassPaid', 'actionDone']);

export type EvalWeights = Readonly<Record<EvalTerm, number>>;
export type EvalVector = Record<EvalTerm, number>;

/**
 * Weight per unit of each term, signed from the Invader's side (the Defender terms from the
 * Defender's). `win` is 1 per game won (-1 lost) times 10,000: a decided game outweighs any position.
 */
export const WEIGHTS: EvalWeights = {
  win: 10_000,
  invaderOnWalls: 3,
  invaderOnRamparts: 1.5,
  invaderOnForegrounds: 0.5,
  defenderOnWalls: -2,
  marksmenInTowers: -1,
  defenderInside: -0.5,
  defenderDead: 1,
  stones: -1,
  gateDamage: 3,
  /** With its full damage (6 × 3) a destroyed gate counts 10 in all. */
  gateDestroyed: 10 - 3 * 6,
  panic: 4,
  /**
   * Mana is not scored: a one-ply bot that values Mana never pays for a Move out (its units only
   * move in the decisions after the payment), so Mana counts through what it buys.
   */
  mana: 0,
  /** The plain evaluation leaves time out; the win-chance model (value-model.ts) counts it. */
  turn: 0,
  /**
   * The plain evaluation (Easy, Normal) leaves the per-wall breach terms out, so those levels
   * play as they always have; Hard's win-chance model counts them (value-model.ts).
   */
  breachMargin: 0,
  breachReach: 0,
  hourglassPaid: 0.5,
  actionDone: 1.5,
};

const inv = (c: InvaderCounts): number =>
  c.phantom * INVADER_STRENGTH.phantom + c.skeleton * INVADER_STRENGTH.skeleton + c.vampire * INVADER_STRENGTH.vampire;
const def = (c: DefenderCounts): number =>
  c.marksman * DEFENDER_STRENGTH.marksman + c.soldier * DEFENDER_STRENGTH.soldier + c.veteran * DEFENDER_STRENGTH.veteran;

/** The raw amount of each term in `s` (strength points, counts, steps; `win` is 1, -1 or 0 for the Invader). */
export function evalTerms(s: GameState): EvalVector {
  const t: EvalVector = {
    win: s.winner ? (s.winner.seat === 'invader' ? 1 : -1) : 0,
    invaderOnWalls: 0,
    invaderOnRamparts: 0,
    invaderOnForegrounds: 0,
    defenderOnWalls: 0,
    marksmenInTowers: 0,
    defenderInside: def(s.board.courtyard) + def(s.board.barracks),
    defenderDead: def(s.defender.dead),
    stones: 0,
    gateDamage: 0,
    gateDestroyed: 0,
    panic: s.panic.level,
    mana: s.invader.mana,
    turn: s.turn,
    breachMargin: 0,
    breachReach: 0,
    hourglassPaid: 0,
    actionDone: 0,
  };
  for (const w of WALLS) {
    const wall = s.board.walls[w];
    t.invaderOnWalls += inv(wall.invaders);
    t.defenderOnWalls += def(wall.defenders);
    t.stones += wall.stones;
  }
  for (const r of RAMPARTS) t.invaderOnRamparts += inv(s.board.areas[r]);
  for (const w of WALLS) {
    const [margin, reach] = breachMargins(s, w);
    t.breachMargin += margin;
    t.breachReach += reach;
  }
  for (const f of FOREGROUNDS) t.invaderOnForegrounds += inv(s.board.areas[f]);
  for (const tw of TOWERS) t.marksmenInTowers += s.board.towers[tw].marksmen;
  for (const g of GATES) {
    const gate = s.board.gates[g];
    // A destroyed gate keeps counting its full damage (toughness 0), so destroying one never scores less.
    if (gate.destroyed) t.gateDestroyed += 1;
    t.gateDamage += CAPACITY.gateStart - gate.toughness;
  }
  for (const slot of Object.values(s.defender.slots)) {
    t.hourglassPaid += slot.paid + (slot.block?.paid ?? 0);
    if (slot.done) t.actionDone += 1;
  }
  return t;
}

/**
 * About the most Invader strength one wall holds (4 Vampires with Bloodlust and 3 levitating
 * Phantoms; their aura could add 3): past it a larger stack does not make a breach likelier.
 */
const WALL_STRENGTH_CAP = 4 * 4 + 3;
/** How far below a breach a wall still counts as threatened (a tie or worse is one Marksman from a breach). */
const BREACH_SLACK = 2;

/**
 * The Invader units on `w` that would reach Melee step 5 if the Assault came now, and the hold
 * the Defender gives up for it (assault.md "Assault Steps"): each Priest there repels one Phantom
 * (two with Blessed Water) and, after Repel, one Vampire (Melee step 1); a Skeleton Cauldron kills
 * one Skeleton (Melee step 3); Stakes in an adjacent Tower, not yet used this turn, eliminate all
 * the Vampires for the sacrifice of the cheapest unit there (Melee step 4), when that pays.
 */
function meleeSurvivors(s: GameState, w: WallId): { units: InvaderCounts; holdLost: number } {
  const wall = s.board.walls[w];
  const units = { ...wall.invaders };
  for (const p of s.defender.priests) {
    if (p.at !== w) continue;
    units.phantom = Math.max(0, units.phantom - (s.effects.blessedWater ? 2 : 1));
    if (p.acted === 'repel') units.vampire = Math.max(0, units.vampire - 1);
  }
  if (wall.cauldron) units.skeleton = Math.max(0, units.skeleton - 1);
  const cheapest = DEFENDER_UNITS.find((u) => wall.defenders[u] > 0);
  const stakes = TOWERS.some(
    (t) => TOWER_DATA[t].walls.includes(w) && s.board.towers[t].machine === 'stakes' && !s.board.towers[t].stakesUsed,
  );
  if (stakes && cheapest && units.vampire > 0) {
    const without = { ...units, vampire: 0 };
    // The sacrificed unit counts twice: in the Defender's strength and in the breach threshold.
    const cost = 2 * DEFENDER_STRENGTH[cheapest];
    if (invaderUnitStrength(s, units) - invaderUnitStrength(s, without) > cost) return { units: without, holdLost: cost };
  }
  return { units, holdLost: 0 };
}

/**
 * How close the Invader is to a breach on `w` (assault.md "Melee step 5": a breach is an
 * advantage greater than the Defender's unit strength there, so it needs Invader strength above
 * the wall's whole Defender strength plus its unit strength). `margin` counts the units on the
 * wall that would survive to the strength step (meleeSurvivors), `reach` adds every unit on a
 * Rampart whose path leads there (they climb in the next Move out); each is how many points past
 * `BREACH_SLACK` below a breach the wall stands, 0 when safe.
 */
function breachMargins(s: GameState, w: WallId): [number, number] {
  const wall = s.board.walls[w];
  const survivors = meleeSurvivors(s, w);
  const hold = defenderWallStrength(s, w) + def(wall.defenders) - survivors.holdLost;
  // Totems count only where units stand (a wall without Invader units is not fought over).
  const totems = invaderWallStrength(s, w) - invaderUnitStrength(s, wall.invaders);
  const onWall = totalInvaders(survivors.units) > 0 ? invaderUnitStrength(s, survivors.units) + totems : 0;
  let nearby = 0;
  for (const p of PATHS) if (p.to === w) nearby += invaderUnitStrength(s, s.board.areas[p.from]);
  const past = (strength: number): number => (strength > 0 ? Math.max(0, Math.min(WALL_STRENGTH_CAP, strength) - hold + BREACH_SLACK) : 0);
  return [past(onWall), past(onWall + nearby)];
}

/** Each term's weighted contribution to `seat`'s score (a won or lost game: only `win` counts). */
export function termScores(t: EvalVector, seat: Seat, w: EvalWeights = WEIGHTS): EvalVector {
  const out = {} as EvalVector;
  const decided = t.win !== 0;
  for (const k of EVAL_TERMS) {
    if (decided && k !== 'win') out[k] = 0;
    else if (DEFENDER_TERMS.has(k)) out[k] = seat === 'defender' ? w[k] * t[k] : 0;
    else out[k] = (seat === 'invader' ? 1 : -1) * w[k] * t[k];
  }
  return out;
}

const sum = (t: EvalVector): number => EVAL_TERMS.reduce((a, k) => a + t[k], 0);

/** The position from the Invader's side (the Defender's is its opposite plus its own terms, see evaluate()). */
export function invaderScore(s: GameState, w: EvalWeights = WEIGHTS): number {
  return sum(termScores(evalTerms(s), 'invader', w));
}

/** Hourglasses put to work this turn: paid on building actions (blocks included) and actions completed. */
export function hourglassesSpentScore(s: GameState, w: EvalWeights = WEIGHTS): number {
  const t = evalTerms(s);
  return w.hourglassPaid * t.hourglassPaid + w.actionDone * t.actionDone;
}

/** The plain evaluation of `s` from `seat`'s side: higher is better for that seat. */
export function evaluate(s: GameState, seat: Seat, w: EvalWeights = WEIGHTS): number {
  return sum(termScores(evalTerms(s), seat, w));
}
