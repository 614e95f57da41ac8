/**
 * Moving and swapping the Defender's pieces inside the stronghold (seed 002 "移動", "換位";
 * board.md "Inside the stronghold"; seed 000 "Footbridge").
 * - 1 Hourglass per unit moved; a swap of two pieces costs 1 Hourglass.
 * - Units: wall <-> adjacent wall; wall <-> courtyard/barracks; courtyard/barracks <-> any wall or
 *   tower; wall <-> adjacent tower; courtyard <-> barracks. Towers hold only Marksmen, at most 2,
 *   none where a Cannon stands. A wall holds 4 Defender units (Priests take no space); the
 *   Barracks at most 4 Marksmen, 2 Soldiers, 1 Veteran; the Courtyard any number. Units never
 *   go to the Statue.
 * - Priests move only between walls (adjacent ones), the Courtyard and the Statue (which holds
 *   exactly one Priest), and not after using an action this turn. A Priest trained in the
 *   Barracks stands there (seed 000 "The Barracks") and may move out to any of those places.
 * - Swap: two pieces of different kinds at different places, each of which could legally move to
 *   the other's place (capacity counted after the swap).
 * - A Footbridge makes moves (and swaps) between the two walls it joins free.
 */
import {
  BARRACKS_LIMITS,
  CAPACITY,
  TOWER_DATA,
  TOWERS,
  WALLS,
  type DefenderPlaceId,
  type TowerId,
  type WallId,
} from '../board/undead-board';
import type { ActionOf } from '../actions/schema';
import { err, type GameError } from '../engine/errors';
import { itemAt } from '../engine/item-at';
import { listedAction } from '../engine/listed-action';
import { log, type Ctx, type Piece } from '../engine/events';
import { isWall, wallsAdjacent } from '../state/board-queries';
import { totalDefenders } from '../state/counts';
import type { GameState, PriestPlace } from '../state/types';

// Module-local names for the two lists: the compiled module reads an exported const through its exports object.
const PIECE_LIST: readonly Piece[] = ['marksman', 'soldier', 'veteran', 'priest'];
export const PIECES: readonly Piece[] = PIECE_LIST;
/** Every place a Defender piece can stand, in board order (swaps are listed in this order). */
const PLACE_LIST: readonly DefenderPlaceId[] = [...WALLS, ...TOWERS, 'courtyard', 'barracks', 'statue'];
export const PLACES: readonly DefenderPlaceId[] = PLACE_LIST;

const TOWER_SET: ReadonlySet<string> = new Set(TOWERS);
const isTower = (p: string): p is TowerId => TOWER_SET.has(p);
const isYard = (p: string): boolean => p === 'courtyard' || p === 'barracks';

export interface MoveOption {
  from: DefenderPlaceId;
  to: DefenderPlaceId;
  unit: Piece;
  cost: number;
}

/** Priests at a place that may still move (no action used this turn). */
export const movablePriests = (s: GameState, place: string) => s.defender.priests.filter((p) => p.at === place && p.acted === null);

/** How many pieces of a kind stand at a place (Priests: only those free to move). */
export function piecesAt(s: GameState, place: DefenderPlaceId, piece: Piece): number {
  if (piece === 'priest') return movablePriests(s, place).length;
  if (isWall(place)) return s.board.walls[place].defenders[piece];
  if (isTower(place)) return piece === 'marksman' ? s.board.towers[place].marksmen : 0;
  if (place === 'courtyard' || place === 'barracks') return s.board[place][piece];
  return 0;
}

/** Is there a step for this kind of piece from one place to another (ignoring room)? */
export function canReach(piece: Piece, from: DefenderPlaceId, to: DefenderPlaceId): boolean {
  if (from === to) return false;
  if (piece === 'priest') {
    const ok = (p: string) => isWall(p) || p === 'courtyard' || p === 'statue';
    if (!(ok(from) || from === 'barracks') || !ok(to)) return false;
    if (isWall(from) && isWall(to)) return wallsAdjacent(from, to);
    return true;
  }
  if (from === 'statue' || to === 'statue') return false;
  if (isWall(from) && isWall(to)) return wallsAdjacent(from, to);
  if (isYard(from) || isYard(to)) return true; // yard <-> wall, tower, the other yard
  if (isTower(from) && isWall(to)) return TOWER_DATA[from].walls.includes(to);
  if (isWall(from) && isTower(to)) return TOWER_DATA[to].walls.includes(from);
  return false;
}

/** Can one more piece of this kind stand at a place, `leaving` (a piece of another kind) gone? */
export function hasRoom(s: GameState, place: DefenderPlaceId, piece: Piece, leaving?: Piece): boolean {
  if (isWall(place)) {
    if (piece === 'priest') return true;
    const units = totalDefenders(s.board.walls[place].defenders) - (leaving && leaving !== 'priest' ? 1 : 0);
    return units < CAPACITY.wallDefender;
  }
  if (isTower(place)) {
    const t = s.board.towers[place];
    if (piece !== 'marksman' || t.machine === 'cannon') return false;
    return t.marksmen - (leaving === 'marksman' ? 1 : 0) < CAPACITY.towerMarksmen;
  }
  if (place === 'barracks') {
    if (piece === 'priest') return false;
    return s.board.barracks[piece] - (leaving === piece ? 1 : 0) < BARRACKS_LIMITS[piece];
  }
  if (place === 'statue') {
    if (piece !== 'priest') return false;
    return s.defender.priests.filter((p) => p.at === 'statue').length - (leaving === 'priest' ? 1 : 0) < 1;
  }
  return true; // courtyard
}

/** A (place, piece) pair as one number: PLACES index * 4 + PIECES index (for the listings' tables). */
const slotOf = (placeIndex: number, pieceIndex: number): number => placeIndex * PIECE_LIST.length + pieceIndex;

/** The Footbridge ids ('wA-wB', either way round) that would make a step between two walls free; null off the walls. */
const bridgeIds = (a: DefenderPlaceId, b: DefenderPlaceId): readonly [string, string] | null =>
  isWall(a) && isWall(b) ? [`${a}-${b}`, `${b}-${a}`] : null;

/** The cost of a step whose bridgeIds are `bridges`: 0 across a Footbridge, else 1 (the listings precompute `bridges`). */
const stepCost = (s: GameState, bridges: readonly [string, string] | null): number =>
  bridges === null ||
  s.board.footbridges.length === 0 ||
  !(s.board.footbridges.includes(bridges[0]) || s.board.footbridges.includes(bridges[1]))
    ? 1
    : 0;

/** 0 across a Footbridge, else 1. */
export function moveCost(s: GameState, a: DefenderPlaceId, b: DefenderPlaceId): number {
  return stepCost(s, bridgeIds(a, b));
}

interface Step {
  to: DefenderPlaceId;
  toSlot: number;
  bridges: readonly [string, string] | null;
  /** The `move` action of this step, made once for the board (engine/listed-action.ts). */
  action: ActionOf<'move'>;
}

/** Where each kind of piece can step from each place (canReach), in board order, by slotOf: fixed by the board. */
const STEPS: readonly (readonly Step[])[] = PLACE_LIST.flatMap((from) =>
  PIECE_LIST.map((unit, k) =>
    PLACE_LIST.flatMap((to, j) =>
      canReach(unit, from, to)
        ? [
            {
              to,
              toSlot: slotOf(j, k),
              bridges: bridgeIds(from, to),
              action: listedAction({ type: 'move', seat: 'defender', from, to, unit }),
            },
          ]
        : [],
    ),
  ),
);

/** The count of a slot (boardReads fills every slot; one outside the board holds nothing). */
const countAt = (counts: readonly number[], slot: number): number => counts[slot] ?? 0;

/** PLACES index of each place (the slots of the listings' tables). */
const PLACE_INDEX: ReadonlyMap<string, number> = new Map(PLACE_LIST.map((p, i) => [p, i]));

/** What the listings read of the board, each read once: piece counts, and room (memoised hasRoom). */
interface BoardReads {
  /** How many pieces of each kind stand at each place (as piecesAt), by slotOf. */
  counts: number[];
  /** How many of each place's slots in `counts` hold a piece, by PLACES index (0: nothing to move from or swap with there). */
  pieces: number[];
  /** Does the board hold a Footbridge (else every step costs 1)? */
  bridged: boolean;
  /** hasRoom(s, place, piece, leaving) for the place and piece of `slot`. */
  room(place: DefenderPlaceId, slot: number, leaving?: Piece): boolean;
}

/** Where boardReads finds each place's unit counts, by PLACES index (fixed by the board). */
const PLACE_UNITS: readonly (
  { kind: 'wall'; wall: WallId } | { kind: 'tower'; tower: TowerId } | { kind: 'yard'; yard: 'courtyard' | 'barracks' } | null
)[] = PLACE_LIST.map((place) =>
  isWall(place)
    ? { kind: 'wall', wall: place }
    : isTower(place)
      ? { kind: 'tower', tower: place }
      : place === 'courtyard' || place === 'barracks'
        ? { kind: 'yard', yard: place }
        : null,
);

function boardReads(s: GameState): BoardReads {
  const counts: number[] = new Array<number>(PLACE_LIST.length * PIECE_LIST.length).fill(0);
  const pieces: number[] = new Array<number>(PLACE_LIST.length).fill(0);
  let i = -1;
  for (const where of PLACE_UNITS) {
    i++;
    if (where === null) continue;
    if (where.kind === 'tower') {
      const marksmen = s.board.towers[where.tower].marksmen;
      counts[slotOf(i, 0)] = marksmen;
      pieces[i] = marksmen > 0 ? 1 : 0;
      continue;
    }
    const units = where.kind === 'wall' ? s.board.walls[where.wall].defenders : s.board[where.yard];
    counts[slotOf(i, 0)] = units.marksman;
    counts[slotOf(i, 1)] = units.soldier;
    counts[slotOf(i, 2)] = units.veteran;
    pieces[i] = (units.marksman > 0 ? 1 : 0) + (units.soldier > 0 ? 1 : 0) + (units.veteran > 0 ? 1 : 0);
  }
  for (const p of s.defender.priests) {
    if (p.acted === null) {
      const place = PLACE_INDEX.get(p.at) ?? -1;
      const slot = slotOf(place, 3);
      const before = countAt(counts, slot);
      counts[slot] = before + 1;
      if (before === 0 && place >= 0) pieces[place] = countAt(pieces, place) + 1;
    }
  }
  // hasRoom answers by slot and leaving piece: 0 not asked yet, 1 room, 2 no room.
  const memo = new Int8Array(PLACE_LIST.length * PIECE_LIST.length * (PIECE_LIST.length + 1));
  return {
    counts,
    pieces,
    bridged: s.board.footbridges.length > 0,
    room(place, slot, leaving) {
      const key = slot * (PIECE_LIST.length + 1) + (leaving ? PIECE_LIST.indexOf(leaving) + 1 : 0);
      const known = memo[key];
      if (known === 1 || known === 2) return known === 1;
      const room = hasRoom(s, place, itemAt(PIECE_LIST, slot % PIECE_LIST.length, 'movement: piece of a slot'), leaving);
      memo[key] = room ? 1 : 2;
      return room;
    },
  };
}

/** Visits every legal move costing at most `maxCost` (or only those of `only.unit` from `only.from`), in board order. */
function eachMove(
  s: GameState,
  reads: BoardReads,
  maxCost: number,
  only: { from: DefenderPlaceId; unit: Piece } | undefined,
  visit: (from: DefenderPlaceId, to: DefenderPlaceId, unit: Piece, cost: number, action: ActionOf<'move'>) => void,
): void {
  const counts = reads.counts;
  if (maxCost < 1 && !reads.bridged) return; // every step costs 1
  let i = -1;
  for (const from of PLACE_LIST) {
    i++;
    if ((only && from !== only.from) || countAt(reads.pieces, i) <= 0) continue;
    let k = -1;
    for (const unit of PIECE_LIST) {
      k++;
      const slot = slotOf(i, k);
      if (countAt(counts, slot) <= 0 || (only && unit !== only.unit)) continue;
      for (const { to, toSlot, bridges, action } of itemAt(STEPS, slot, 'movement: steps of a slot')) {
        const cost = reads.bridged ? stepCost(s, bridges) : 1;
        if (cost <= maxCost && reads.room(to, toSlot)) visit(from, to, unit, cost, action);
      }
    }
  }
}

/**
 * Every legal move now costing at most `maxCost` (default: whatever the hand), or only those of
 * `only.unit` from `only.from`.
 */
export function legalMoves(
  s: GameState,
  only?: { from: DefenderPlaceId; unit: Piece },
  maxCost = Number.POSITIVE_INFINITY,
  reads: BoardReads = boardReads(s),
): MoveOption[] {
  const out: MoveOption[] = [];
  eachMove(s, reads, maxCost, only, (from, to, unit, cost) => out.push({ from, to, unit, cost }));
  return out;
}

/**
 * The `move` then `swap` actions of legalMoves and legalSwaps costing at most `maxCost`, read
 * from the board once, and whether any of them costs an Hourglass.
 */
export function moveAndSwapActions(s: GameState, maxCost: number): { actions: (ActionOf<'move'> | ActionOf<'swap'>)[]; anyCosts: boolean } {
  const reads = boardReads(s);
  const actions: (ActionOf<'move'> | ActionOf<'swap'>)[] = [];
  let anyCosts = false;
  eachMove(s, reads, maxCost, undefined, (_from, _to, _unit, cost, action) => {
    actions.push(action);
    if (cost > 0) anyCosts = true;
  });
  eachSwap(s, reads, maxCost, undefined, (_a, _aUnit, _b, _bUnit, cost, action) => {
    actions.push(action);
    if (cost > 0) anyCosts = true;
  });
  return { actions, anyCosts };
}

export interface SwapOption {
  a: DefenderPlaceId;
  aUnit: Piece;
  b: DefenderPlaceId;
  bUnit: Piece;
  cost: number;
}

export function swapLegal(s: GameState, a: DefenderPlaceId, aUnit: Piece, b: DefenderPlaceId, bUnit: Piece): boolean {
  if (a === b || aUnit === bUnit) return false;
  if (piecesAt(s, a, aUnit) <= 0 || piecesAt(s, b, bUnit) <= 0) return false;
  if (!canReach(aUnit, a, b) || !canReach(bUnit, b, a)) return false;
  return hasRoom(s, b, aUnit, bUnit) && hasRoom(s, a, bUnit, aUnit);
}

interface SwapShape {
  aUnit: Piece;
  bUnit: Piece;
  bSlot: number;
  aUnitToB: number;
  bUnitToA: number;
  /** The `swap` action of this pair, made once for the board (engine/listed-action.ts). */
  action: ActionOf<'swap'>;
}

/**
 * Every pair of pieces that could swap on an empty board (canReach both ways), in the order
 * legalSwaps lists them, with the slots (slotOf) each side leaves and enters: grouped by the two
 * places (PLACES indexes i < j), then by the piece leaving `a` (PIECES index k, slot aSlot), so
 * places and pieces that are not there are skipped at once.
 */
const SWAP_GROUPS: ReadonlyArray<{
  a: DefenderPlaceId;
  b: DefenderPlaceId;
  i: number;
  j: number;
  bridges: readonly [string, string] | null;
  byA: readonly { aSlot: number; shapes: readonly SwapShape[] }[];
}> = PLACE_LIST.flatMap((a, i) =>
  PLACE_LIST.slice(i + 1).flatMap((b, jj) => {
    const j = i + 1 + jj;
    const byA = PIECE_LIST.flatMap((aUnit, k) => {
      const shapes = PIECE_LIST.flatMap((bUnit, l) =>
        aUnit !== bUnit && canReach(aUnit, a, b) && canReach(bUnit, b, a)
          ? [
              {
                aUnit,
                bUnit,
                bSlot: slotOf(j, l),
                aUnitToB: slotOf(j, k),
                bUnitToA: slotOf(i, l),
                action: listedAction({ type: 'swap', seat: 'defender', a, aUnit, b, bUnit }),
              },
            ]
          : [],
      );
      return shapes.length > 0 ? [{ aSlot: slotOf(i, k), shapes }] : [];
    });
    return byA.length > 0 ? [{ a, b, i, j, bridges: bridgeIds(a, b), byA }] : [];
  }),
);

/** Visits every legal swap costing at most `maxCost` (or only those between `only.a` and `only.b`), in listing order. */
function eachSwap(
  s: GameState,
  reads: BoardReads,
  maxCost: number,
  only: { a: DefenderPlaceId; b: DefenderPlaceId } | undefined,
  visit: (a: DefenderPlaceId, aUnit: Piece, b: DefenderPlaceId, bUnit: Piece, cost: number, action: ActionOf<'swap'>) => void,
): void {
  const { counts, pieces } = reads;
  if (maxCost < 1 && !reads.bridged) return; // every swap costs 1
  for (const { a, b, i, j, bridges, byA } of SWAP_GROUPS) {
    if (countAt(pieces, i) <= 0 || countAt(pieces, j) <= 0 || (only && (a !== only.a || b !== only.b))) continue;
    const cost = reads.bridged ? stepCost(s, bridges) : 1;
    if (cost > maxCost) continue;
    for (const { aSlot, shapes } of byA) {
      if (countAt(counts, aSlot) <= 0) continue;
      for (const { aUnit, bUnit, bSlot, aUnitToB, bUnitToA, action } of shapes) {
        if (countAt(counts, bSlot) <= 0) continue;
        if (reads.room(b, aUnitToB, bUnit) && reads.room(a, bUnitToA, aUnit)) visit(a, aUnit, b, bUnit, cost, action);
      }
    }
  }
}

/**
 * Every legal swap now costing at most `maxCost`, each listed once with `a` before `b` in board
 * order (PLACES); or only those between `only.a` and `only.b`.
 */
export function legalSwaps(
  s: GameState,
  only?: { a: DefenderPlaceId; b: DefenderPlaceId },
  maxCost = Number.POSITIVE_INFINITY,
  reads: BoardReads = boardReads(s),
): SwapOption[] {
  const out: SwapOption[] = [];
  eachSwap(s, reads, maxCost, only, (a, aUnit, b, bUnit, cost) => out.push({ a, aUnit, b, bUnit, cost }));
  return out;
}

function take(s: GameState, place: DefenderPlaceId, piece: Piece): string | null {
  if (piece === 'priest') {
    const p = movablePriests(s, place)[0];
    return p ? p.id : null;
  }
  if (isWall(place)) s.board.walls[place].defenders[piece] -= 1;
  else if (isTower(place)) s.board.towers[place].marksmen -= 1;
  else if (place === 'courtyard' || place === 'barracks') s.board[place][piece] -= 1;
  return null;
}

function put(s: GameState, place: DefenderPlaceId, piece: Piece, priestId: string | null): void {
  if (piece === 'priest') {
    const p = s.defender.priests.find((x) => x.id === priestId);
    if (p) p.at = place as PriestPlace;
    return;
  }
  if (isWall(place)) s.board.walls[place].defenders[piece] += 1;
  else if (isTower(place)) s.board.towers[place].marksmen += 1;
  else if (place === 'courtyard' || place === 'barracks') s.board[place][piece] += 1;
}

const NAME: Record<Piece, string> = { marksman: 'Marksman', soldier: 'Soldier', veteran: 'Veteran', priest: 'Priest' };

export function applyMove(s: GameState, a: ActionOf<'move'>, ctx: Ctx): number {
  const cost = moveCost(s, a.from, a.to);
  s.defender.hourglasses -= cost;
  const id = take(s, a.from, a.unit);
  put(s, a.to, a.unit, id);
  log(ctx, cost === 0 ? 'move.footbridge' : 'move.defender', { unit: a.unit, from: a.from, to: a.to });
  return cost;
}

export function applySwap(s: GameState, a: ActionOf<'swap'>, ctx: Ctx): number {
  const cost = moveCost(s, a.a, a.b);
  s.defender.hourglasses -= cost;
  const ia = take(s, a.a, a.aUnit);
  const ib = take(s, a.b, a.bUnit);
  put(s, a.b, a.aUnit, ia);
  put(s, a.a, a.bUnit, ib);
  log(ctx, 'move.swap', { unitA: a.aUnit, a: a.a, unitB: a.bUnit, b: a.b });
  return cost;
}

export function moveError(s: GameState, a: ActionOf<'move'>): GameError | null {
  if (a.unit === 'priest' && s.defender.priests.some((p) => p.at === a.from) && piecesAt(s, a.from, 'priest') === 0) {
    return err('already_used', 'A Priest who used an action this turn cannot move.');
  }
  if (piecesAt(s, a.from, a.unit) <= 0) return err('illegal_target', `No ${NAME[a.unit]} on ${a.from} can move.`);
  if (!canReach(a.unit, a.from, a.to)) return err('illegal_target', `A ${NAME[a.unit]} cannot move from ${a.from} to ${a.to}.`);
  if (!hasRoom(s, a.to, a.unit)) return err('illegal_target', `There is no room for a ${NAME[a.unit]} on ${a.to}.`);
  if (moveCost(s, a.from, a.to) > s.defender.hourglasses) {
    return err('insufficient_hourglasses', 'A move costs 1 Hourglass.');
  }
  return null;
}

export function swapError(s: GameState, a: ActionOf<'swap'>): GameError | null {
  if (!swapLegal(s, a.a, a.aUnit, a.b, a.bUnit)) {
    return err('illegal_target', `A ${NAME[a.aUnit]} on ${a.a} and a ${NAME[a.bUnit]} on ${a.b} cannot swap places.`);
  }
  if (PLACE_LIST.indexOf(a.a) > PLACE_LIST.indexOf(a.b)) {
    return err('illegal_action', `List a swap with its places in board order: a = ${a.b}, b = ${a.a}.`);
  }
  if (moveCost(s, a.a, a.b) > s.defender.hourglasses) return err('insufficient_hourglasses', 'A swap costs 1 Hourglass.');
  return null;
}
