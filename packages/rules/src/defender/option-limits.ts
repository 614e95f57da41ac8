/**
 * Why a Defender option a player would expect is missing or shortened in the window: the rules'
 * own reasons, as codes with parameters a client words (docs/rules/defender.md "Why an option is
 * missing"). Pure functions over the state or a seat's view (they read only what the Defender's
 * view shows: the board, the reserve, the slots, the Council, the Panic cards in force).
 *
 * - payLimits: the payments on one building action are fewer than its cost's usual 1..cost
 *   (a Riot, taken this turn, Hallucinations, a hand short of the completing payment, the reserve
 *   item gone, the Barracks' limits, no target for the effect).
 * - priestLimits: a Priest's action is not offered (he acted this turn, Silent Prayers, Repel off a
 *   wall, no Hourglass).
 * - councilLimits: a Council card cannot be used (the Council still open, markers short, used, it
 *   could do nothing now).
 * - moveLimits: a unit cannot move to a place (the place's limit: 4 units on a wall, 2 Marksmen
 *   in a Tower, the Barracks' limits, one Priest on the Statue; who may stand there; no step
 *   between the two; a Priest who acted; no Hourglass for a paid step).
 */
import { BARRACKS_LIMITS, CAPACITY, TOWERS, WALLS, type DefenderPlaceId } from '../board/undead-board';
import { BUILDING_ACTIONS, type BuildingActionId } from '../cards/buildings';
import { COUNCIL, type CouncilId } from '../cards/council';
import type { DefenderReserveItem } from '../cards/decks';
import type { Piece } from '../engine/events';
import type { GameState } from '../state/types';
import type { GameView } from '../view/view-for';
import { MAX_PRIESTS } from './buildings/barracks';
import { COUNCIL_EFFECTS } from './council';
import { canReach, hasRoom, moveCost, piecesAt } from './movement';
import { PRIEST_ACTION_COST } from './priests';
import { ACTION_IMPLS, slotRemaining } from './slots';

/** One reason an option is missing or shortened. */
export type OptionLimit =
  /** The building is under Riot this turn: nothing can be paid there. */
  | { code: 'riot'; building: string }
  /** Taken this turn: each action once a turn (Barracks training excepted). */
  | { code: 'used' }
  /** Hallucinations: payments lift the block first (`left` Hourglasses to go); the action cannot be taken until then. */
  | { code: 'blocked'; left: number }
  /** The payment that completes the action needs `needed` Hourglasses, the hand holds `hand`. */
  | { code: 'hand'; hand: number; needed: number }
  /** The item the action places is gone from the reserve. */
  | { code: 'reserve'; item: DefenderReserveItem }
  /** The Barracks hold their limit of `unit` (at most `limit`). */
  | { code: 'barracksFull'; unit: 'soldier' | 'veteran'; limit: number }
  /** No unit of this kind in the Barracks to train (`any`: the Barracks are empty). */
  | { code: 'noneToTrain'; unit: 'marksman' | 'soldier' | 'any' }
  /** All the Priests are in play. */
  | { code: 'priestsMax'; max: number }
  /** The effect has no legal place or target on the board now. */
  | { code: 'noTarget' }
  /** The Priest has used his action this turn. */
  | { code: 'acted'; act: 'repel' | 'speech' }
  /** Silent Prayers is in force: no Speech this turn. */
  | { code: 'silentPrayers' }
  /** Repel needs a Priest on a wall section. */
  | { code: 'offWall' }
  /** The Council is open: its cards are used only after closing it. */
  | { code: 'councilOpen' }
  /** The card has `have` of the `need` Council markers it needs. */
  | { code: 'markers'; have: number; need: number }
  /** The Council card could do nothing now. */
  | { code: 'idleCard' }
  /** The place holds its most of this piece: `limit` (4 units on a wall, 2 Marksmen in a Tower, the Barracks' limits, 1 Priest on the Statue). */
  | { code: 'placeFull'; place: DefenderPlaceId; piece: Piece; limit: number }
  /** This piece never stands there (only Marksmen in a Tower, only a Priest on the Statue, no Priest into the Barracks). */
  | { code: 'notThere'; place: DefenderPlaceId; piece: Piece }
  /** A Cannon fills the Tower: no Marksmen there. */
  | { code: 'cannon'; place: DefenderPlaceId }
  /** No step between the two places (not adjacent, or not joined). */
  | { code: 'noStep' };

export type OptionLimitCode = OptionLimit['code'];

/** The state or a seat's view: every read here is of parts a Defender's view shows. */
export type LimitSource = GameState | GameView;

// The effect checks (ACTION_IMPLS[id].possible) read the board, the units, the reserve and the
// decks' open counts: parts a view keeps as they are, so a view is read like the state.
const asState = (s: LimitSource): GameState => s as GameState;

/** Why the Barracks training `id` cannot complete now (null: it is not Barracks training, or it can). */
function trainingLimit(s: LimitSource, id: BuildingActionId): OptionLimit | null {
  const b = s.board.barracks;
  switch (id) {
    case 'barracks.soldier':
      if (b.soldier >= BARRACKS_LIMITS.soldier) return { code: 'barracksFull', unit: 'soldier', limit: BARRACKS_LIMITS.soldier };
      return b.marksman > 0 ? null : { code: 'noneToTrain', unit: 'marksman' };
    case 'barracks.veteran':
      if (b.veteran >= BARRACKS_LIMITS.veteran) return { code: 'barracksFull', unit: 'veteran', limit: BARRACKS_LIMITS.veteran };
      return b.soldier > 0 ? null : { code: 'noneToTrain', unit: 'soldier' };
    case 'barracks.priest':
      if (s.defender.priests.length >= MAX_PRIESTS) return { code: 'priestsMax', max: MAX_PRIESTS };
      return b.marksman + b.soldier + b.veteran > 0 ? null : { code: 'noneToTrain', unit: 'any' };
    default:
      return null;
  }
}

/** Why the completing payment on `id` is not possible whatever the hand (null: it is). */
function completionLimit(s: LimitSource, id: BuildingActionId): OptionLimit | null {
  const item = BUILDING_ACTIONS[id].uses;
  if (item && s.defender.reserve[item] <= 0) return { code: 'reserve', item };
  const training = trainingLimit(s, id);
  if (training) return training;
  return ACTION_IMPLS[id].possible(asState(s)) ? null : { code: 'noTarget' };
}

/**
 * Why the payments offered on building action `id` in the Defender's window are fewer than
 * usual, in the order a player reads them; empty when the action can be paid in full and
 * completed now. Follows slots.ts (payAmounts, slotError, completionError) and the hand.
 */
export function payLimits(s: LimitSource, id: BuildingActionId): OptionLimit[] {
  const building = BUILDING_ACTIONS[id].building;
  if (s.panic.active.some((p) => p.card === 'riot' && p.target === building)) return [{ code: 'riot', building }];
  const slot = s.defender.slots[id];
  const hand = s.defender.hourglasses;
  const rest = slotRemaining(asState(s), id);
  if (slot.block) {
    const out: OptionLimit[] = [{ code: 'blocked', left: rest }];
    if (rest > hand) out.push({ code: 'hand', hand, needed: rest });
    return out;
  }
  if (slot.done) return [{ code: 'used' }];
  const out: OptionLimit[] = [];
  const completion = completionLimit(s, id);
  if (completion) out.push(completion);
  if (rest > hand) out.push({ code: 'hand', hand, needed: rest });
  return out;
}

/** Why Priest `priest`'s action `act` is not offered in the window (empty: it is, or there is no such Priest). */
export function priestLimits(s: LimitSource, priest: string, act: 'repel' | 'speech'): OptionLimit[] {
  const p = s.defender.priests.find((x) => x.id === priest);
  if (!p) return [];
  if (p.acted) return [{ code: 'acted', act: p.acted }];
  const out: OptionLimit[] = [];
  if (act === 'speech' && s.panic.active.some((x) => x.card === 'silent-prayers')) out.push({ code: 'silentPrayers' });
  if (act === 'repel' && !(p.at in s.board.walls)) out.push({ code: 'offWall' });
  if (s.defender.hourglasses < PRIEST_ACTION_COST) out.push({ code: 'hand', hand: s.defender.hourglasses, needed: PRIEST_ACTION_COST });
  return out;
}

/** Why Council card `card` cannot be used in the window (empty: it can, or it is not in play). */
export function councilLimits(s: LimitSource, card: CouncilId): OptionLimit[] {
  const c = s.defender.council;
  if (!c.cards.includes(card)) return [];
  if (c.used.includes(card)) return [{ code: 'used' }];
  const out: OptionLimit[] = [];
  const have = c.markers[card] ?? 0;
  const need = COUNCIL[card].markers;
  if (have < need) out.push({ code: 'markers', have, need });
  if (!c.closed) out.push({ code: 'councilOpen' });
  if (!COUNCIL_EFFECTS[card].usable(asState(s))) out.push({ code: 'idleCard' });
  return out;
}

const isWallPlace = (p: string): boolean => (WALLS as readonly string[]).includes(p);
const isTowerPlace = (p: string): boolean => (TOWERS as readonly string[]).includes(p);

/** Why `piece` cannot stand at `place` (null: it can; follows movement.ts hasRoom). */
function roomLimit(s: LimitSource, place: DefenderPlaceId, piece: Piece): OptionLimit | null {
  if (hasRoom(asState(s), place, piece)) return null;
  if (isWallPlace(place)) return { code: 'placeFull', place, piece, limit: CAPACITY.wallDefender };
  if (isTowerPlace(place)) {
    if (piece !== 'marksman') return { code: 'notThere', place, piece };
    const tower = s.board.towers[place as keyof typeof s.board.towers];
    if (tower.machine === 'cannon') return { code: 'cannon', place };
    return { code: 'placeFull', place, piece, limit: CAPACITY.towerMarksmen };
  }
  if (place === 'barracks') {
    if (piece === 'priest') return { code: 'notThere', place, piece };
    return { code: 'placeFull', place, piece, limit: BARRACKS_LIMITS[piece] };
  }
  if (place === 'statue' && piece !== 'priest') return { code: 'notThere', place, piece };
  return { code: 'placeFull', place, piece, limit: 1 };
}

/**
 * Why a `piece` at `from` cannot move to `to` in the window (empty: it can, or there is no such
 * piece free to move there). Follows movement.ts (moveError): the step, the room, the cost.
 */
export function moveLimits(s: LimitSource, from: DefenderPlaceId, to: DefenderPlaceId, piece: Piece): OptionLimit[] {
  if (from === to) return [];
  if (piece === 'priest') {
    const acted = s.defender.priests.find((p) => p.at === from && p.acted !== null);
    if (acted?.acted && piecesAt(asState(s), from, piece) === 0) return [{ code: 'acted', act: acted.acted }];
  }
  if (piecesAt(asState(s), from, piece) <= 0) return [];
  if (!canReach(piece, from, to)) {
    const never = roomLimit(s, to, piece);
    return [never?.code === 'notThere' ? never : { code: 'noStep' }];
  }
  const out: OptionLimit[] = [];
  const room = roomLimit(s, to, piece);
  if (room) out.push(room);
  const cost = moveCost(asState(s), from, to);
  if (cost > s.defender.hourglasses) out.push({ code: 'hand', hand: s.defender.hourglasses, needed: cost });
  return out;
}
