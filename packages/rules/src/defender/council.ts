/**
 * The Commanders' Council (seed 000 "The Commanders' Council", "Council Marker Allocation";
 * cards.md "Council cards"). See docs/rules/council.md.
 * - Phase 1: the Defender allocates the markers shown by the Tower Crossbow card one at a time
 *   among the six Council cards in play (grantCouncilMarkers, called by phases/supply-phase.ts).
 * - Closing the Council is free, once, in any Defender window; no more markers afterwards.
 * - After closing, a card whose markers reach its cost can be used once (free), then it is
 *   discarded (council.used; its markers go back to the supply).
 */
import { CAPACITY, FOREGROUNDS, GATES, WALLS, type ForegroundId, type GateId, type WallId } from '../board/undead-board';
import type { ActionOf } from '../actions/schema';
import { COUNCIL, type CouncilId } from '../cards/council';
import { err, type GameError } from '../engine/errors';
import { log, type Ctx } from '../engine/events';
import { pushChoice } from '../engine/prompt-stack';
import { totalInvaders } from '../state/counts';
import { changePanic } from '../panic/level';
import { INVADER_UNITS, type DefenderUnit, type GameState } from '../state/types';
import type { Resolvers } from './common';
import { eliminateInvader } from './repel';
import { leaveAltar } from '../state/captured-cubes';

export const MASONS_MAX = 3;
export const SALLY_MAX = 4;
export const NIGHT_WATCH_HOURGLASSES = 3;
export const ENGINEERS_BONUS = 3;

/** Council cards still in play (drawn and not used). */
export const cardsInPlay = (s: GameState): CouncilId[] => s.defender.council.cards.filter((c) => !s.defender.council.used.includes(c));

/** Phase 1: the Defender receives n Council markers and allocates them one at a time. */
export function grantCouncilMarkers(state: GameState, n: number, ctx: Ctx): void {
  if (n <= 0 || state.defender.council.closed) return;
  log(ctx, 'council.markers', { n });
  pushMarkerChoice(state, n);
}

function pushMarkerChoice(s: GameState, left: number): void {
  const cards = cardsInPlay(s);
  if (left <= 0 || cards.length === 0) return;
  pushChoice(s, 'defender', 'council.marker', `Place a Council marker on a Council card (${left} to place)`, cards, { left });
}

// ---- what each card does -----------------------------------------------------------------

const foregroundsWithUnits = (s: GameState): ForegroundId[] => FOREGROUNDS.filter((f) => totalInvaders(s.board.areas[f]) > 0);
const masonWalls = (s: GameState): WallId[] => WALLS.filter((w) => s.board.walls[w].stones < CAPACITY.wallStones);
const engineerGates = (s: GameState): GateId[] =>
  GATES.filter((g) => !s.board.gates[g].destroyed && s.board.gates[g].toughness < CAPACITY.gateMax);

/** Units from the reserve to the Courtyard, each time the first kind of `order` still in the reserve. */
function unitsToCourtyard(s: GameState, n: number, order: DefenderUnit[], card: CouncilId, ctx: Ctx): void {
  const got: Record<DefenderUnit, number> = { marksman: 0, soldier: 0, veteran: 0 };
  for (let i = 0; i < n; i++) {
    const unit = order.find((u) => s.defender.reserve[u] > 0);
    if (!unit) break;
    s.defender.reserve[unit] -= 1;
    s.board.courtyard[unit] += 1;
    got[unit] += 1;
  }
  log(ctx, 'council.recruits', { card, units: got });
}

interface CouncilEffect {
  /** Can the card do anything now? A card that cannot is not offered. */
  usable(s: GameState): boolean;
  run(s: GameState, ctx: Ctx): void;
}

const always = (): boolean => true;

export const COUNCIL_EFFECTS: Record<CouncilId, CouncilEffect> = {
  'call-to-arms': {
    usable: (s) => s.defender.reserve.soldier + s.defender.reserve.marksman > 0,
    run: (s, ctx) => unitsToCourtyard(s, 3, ['soldier', 'marksman'], 'call-to-arms', ctx),
  },
  // Up to 2 Veterans and nothing in their place: only Call to Arms has a fallback (rulings.md "Defender details").
  'veteran-captains': {
    usable: (s) => s.defender.reserve.veteran > 0,
    run: (s, ctx) => unitsToCourtyard(s, 2, ['veteran'], 'veteran-captains', ctx),
  },
  'holy-relics': { usable: always, run: (s, ctx) => changePanic(s, -2, { cause: 'holy-relics' }, ctx) },
  'masons-guild': {
    usable: (s) => s.defender.reserve.stone > 0 && masonWalls(s).length > 0,
    run: (s) => pushMasons(s, MASONS_MAX),
  },
  'night-watch': {
    usable: always,
    run(s, ctx) {
      s.defender.hourglasses += NIGHT_WATCH_HOURGLASSES;
      log(ctx, 'hourglasses.nightWatch', { n: NIGHT_WATCH_HOURGLASSES });
    },
  },
  'fire-arrows': {
    usable: always,
    run(s, ctx) {
      s.effects.fireArrows = true;
      log(ctx, 'council.fireArrows', {});
    },
  },
  'sally-forth': {
    usable: (s) => foregroundsWithUnits(s).length > 0,
    run: (s) => pushChoice(s, 'defender', 'council.sally.foreground', 'Sally Forth: choose the Foreground', foregroundsWithUnits(s)),
  },
  'blessed-water': {
    usable: always,
    run(s, ctx) {
      s.effects.blessedWater = true;
      log(ctx, 'council.blessedWater', {});
    },
  },
  engineers: {
    usable: (s) => engineerGates(s).length > 0,
    run: (s) => pushChoice(s, 'defender', 'council.engineers.gate', 'Engineers: choose the Gate (+3 toughness, max 8)', engineerGates(s)),
  },
  pyre: {
    usable: always,
    run(s, ctx) {
      // Every cube on the Altar is a Skeleton cube (seed 000 Spectral Ballista: "treated as a
      // skeleton cube"; the Altar's Mana counts them all), so the Pyre burns them all.
      let n = 0;
      for (const u of INVADER_UNITS) {
        n += s.units.altar[u];
        leaveAltar(s, u, s.units.altar[u]);
      }
      log(ctx, 'council.pyre', { n });
    },
  },
  'scout-report': {
    usable: always,
    run(s, ctx) {
      s.defender.scoutReport = true;
      log(ctx, 'council.scoutReport', {});
    },
  },
  'last-stand': {
    usable: always,
    run(s, ctx) {
      s.effects.lastStand = true;
      log(ctx, 'council.lastStand', {});
    },
  },
};

function pushMasons(s: GameState, left: number): void {
  const walls = masonWalls(s);
  if (left <= 0 || s.defender.reserve.stone <= 0 || walls.length === 0) return;
  pushChoice(
    s,
    'defender',
    'council.masons.wall',
    `Masons' Guild: choose a wall section for a Stone Wall component (${left} left), or done`,
    [...walls, 'done'],
    { left },
  );
}

function pushSallyUnit(s: GameState, fg: ForegroundId, left: number): void {
  const units = INVADER_UNITS.filter((u) => s.board.areas[fg][u] > 0);
  if (left <= 0 || units.length === 0) return;
  pushChoice(
    s,
    'defender',
    'council.sally.unit',
    `Sally Forth: choose a unit on ${fg} to eliminate (${left} left), or done`,
    [...units, 'done'],
    { fg, left },
  );
}

// ---- the window's Council actions -----------------------------------------------------------

export function closeCouncilError(s: GameState): GameError | null {
  return s.defender.council.closed ? err('already_used', 'The Council is already closed.') : null;
}

export function councilError(s: GameState, a: ActionOf<'council'>): GameError | null {
  const c = s.defender.council;
  if (!c.cards.includes(a.card)) return err('illegal_target', `${COUNCIL[a.card].name} is not one of the Council cards in play.`);
  if (c.used.includes(a.card)) return err('already_used', `${COUNCIL[a.card].name} has already been used.`);
  if (!c.closed) return err('out_of_order', 'Close the Council before using its cards.');
  const have = c.markers[a.card] ?? 0;
  if (have < COUNCIL[a.card].markers) {
    return err('illegal_action', `${COUNCIL[a.card].name} needs ${COUNCIL[a.card].markers} Council markers (it has ${have}).`);
  }
  if (!COUNCIL_EFFECTS[a.card].usable(s)) return err('illegal_target', `${COUNCIL[a.card].name} can do nothing now.`);
  return null;
}

export function legalCouncilActions(s: GameState): (ActionOf<'closeCouncil'> | ActionOf<'council'>)[] {
  const out: (ActionOf<'closeCouncil'> | ActionOf<'council'>)[] = [];
  if (!closeCouncilError(s)) out.push({ type: 'closeCouncil', seat: 'defender' });
  for (const card of s.defender.council.cards) {
    const a: ActionOf<'council'> = { type: 'council', seat: 'defender', card };
    if (!councilError(s, a)) out.push(a);
  }
  return out;
}

export function closeCouncil(s: GameState, ctx: Ctx): void {
  s.defender.council.closed = true;
  log(ctx, 'council.closed', {});
}

export function useCouncilCard(s: GameState, card: CouncilId, ctx: Ctx): void {
  s.defender.council.used.push(card);
  s.defender.council.markers[card] = 0;
  log(ctx, 'council.use', { card });
  COUNCIL_EFFECTS[card].run(s, ctx);
}

export const councilResolvers: Resolvers = {
  'council.marker': (s, prompt, option, ctx) => {
    const card = option;
    s.defender.council.markers[card] = (s.defender.council.markers[card] ?? 0) + 1;
    log(ctx, 'council.marker', { card, n: s.defender.council.markers[card], of: COUNCIL[card].markers });
    pushMarkerChoice(s, prompt.context.left - 1);
  },
  'council.masons.wall': (s, prompt, option, ctx) => {
    if (option === 'done') return;
    const wall = option;
    s.board.walls[wall].stones += 1;
    s.defender.reserve.stone -= 1;
    log(ctx, 'council.masons', { wall, stones: s.board.walls[wall].stones });
    pushMasons(s, prompt.context.left - 1);
  },
  'council.sally.foreground': (s, _prompt, option) => {
    pushSallyUnit(s, option, SALLY_MAX);
  },
  'council.sally.unit': (s, prompt, option, ctx) => {
    if (option === 'done') return;
    const { fg } = prompt.context;
    const unit = option;
    s.board.areas[fg][unit] -= 1;
    eliminateInvader(s, unit);
    log(ctx, 'council.sally', { unit, fg });
    pushSallyUnit(s, fg, prompt.context.left - 1);
  },
  'council.engineers.gate': (s, _prompt, option, ctx) => {
    const gate = s.board.gates[option];
    gate.toughness = Math.min(CAPACITY.gateMax, gate.toughness + ENGINEERS_BONUS);
    log(ctx, 'council.engineers', { gate: option, toughness: gate.toughness });
  },
};
