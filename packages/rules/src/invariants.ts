/**
 * Invariants that hold after every action of every game (rulings.md "Units and counts", "Hidden
 * information"; seed 000 capacities). Self-play (sim/self-play.ts) checks them after each action
 * and reports each violation with the game seed and the action index.
 */
import type { Action } from './actions/schema';
import {
  BARRACKS_LIMITS,
  CAPACITY,
  FOREGROUNDS,
  GATES,
  RAMPARTS,
  START_BARRACKS,
  START_WALL_UNITS,
  TOWERS,
  WALLS,
} from './board/undead-board';
import { BUILDING_ACTION_IDS } from './cards/buildings';
import { DEFENDER_RESERVE, INVADER_BAG, INVADER_SPARES, PANIC_MAX, PANIC_MIN } from './cards/decks';
import { COUNCIL, type CouncilId } from './cards/council';
import { PANIC_IDS } from './cards/panic';
import { SPELLS, type SpellId } from './cards/spells';
import { applyAction, legalActions } from './game';
import type { GameEvent } from './engine/events';
import type { DefenderCounts, DefenderUnit, GameState, InvaderCounts, InvaderUnit, Viewer } from './state/types';
import { DEFENDER_UNITS, INVADER_UNITS } from './state/types';
import { whereCapturedCubesCount } from './state/captured-cubes';
import { canSeeLibrary, viewFor } from './view/view-for';

export type InvariantId =
  | 'units.invader'
  | 'units.defender'
  | 'counts.nonnegative'
  | 'capacity'
  | 'resources'
  | 'panic'
  | 'flow'
  | 'legal.accepted'
  | 'hidden'
  | 'json';

export interface InvariantFailure {
  invariant: InvariantId;
  message: string;
}

/** Invader units per type in the game: bag + spares at setup (39 Phantoms, 76 Skeletons, 27 Vampires). */
export const INVADER_TOTALS: Readonly<InvaderCounts> = {
  phantom: INVADER_BAG.phantom + INVADER_SPARES.phantom,
  skeleton: INVADER_BAG.skeleton + INVADER_SPARES.skeleton,
  vampire: INVADER_BAG.vampire + INVADER_SPARES.vampire,
};
/** Defender units in the game: 30 on the walls + 5 in the Barracks + 6 in reserve. */
export const DEFENDER_TOTAL = 41;
/**
 * Per type (17 Marksmen, 20 Soldiers, 4 Veterans): training swaps a Barracks unit with one of the
 * reserve, so types are conserved too.
 */
export const DEFENDER_TOTALS: Readonly<DefenderCounts> = (() => {
  const t: DefenderCounts = { marksman: 0, soldier: 0, veteran: 0 };
  for (const w of WALLS) for (const u of DEFENDER_UNITS) t[u] += START_WALL_UNITS[w][u];
  for (const u of DEFENDER_UNITS) t[u] += START_BARRACKS[u] + DEFENDER_RESERVE[u];
  return t;
})();

/** Every Invader unit of a type, wherever it is (captured Defender cubes on the board included). */
export function countInvaders(s: GameState, unit: InvaderUnit): number {
  let n = s.units.bag[unit] + s.units.spares[unit] + s.units.altar[unit] + s.units.removed[unit];
  for (const a of Object.keys(s.board.areas) as Array<keyof GameState['board']['areas']>) n += s.board.areas[a][unit];
  for (const w of WALLS) n += s.board.walls[w].invaders[unit];
  if (unit === 'phantom') for (const id of BUILDING_ACTION_IDS) n += s.defender.slots[id].block?.phantoms ?? 0;
  return n;
}

const sumDef = (c: DefenderCounts): number => c.marksman + c.soldier + c.veteran;

/** Every Defender unit (Priests aside) of one type, or of all types, wherever it is. */
export function countDefenders(s: GameState, unit?: DefenderUnit): number {
  if (!unit) return DEFENDER_UNITS.reduce((n, u) => n + countDefenders(s, u), 0);
  let n = s.board.courtyard[unit] + s.board.barracks[unit] + s.defender.hospital[unit] + s.defender.dead[unit];
  for (const w of WALLS) n += s.board.walls[w].defenders[unit];
  if (unit === 'marksman') for (const t of TOWERS) n += s.board.towers[t].marksmen;
  n += s.defender.reserve[unit];
  return n;
}

function checkUnits(s: GameState, out: InvariantFailure[]): void {
  for (const u of INVADER_UNITS) {
    // A captured Defender cube counts as an Invader unit of its new type while it is on the board
    // or the Altar (rulings.md "Units and counts", "Spells on the board"), so it must be one of
    // the units there.
    const n = countInvaders(s, u);
    const captured = s.units.captured[u];
    if (n !== INVADER_TOTALS[u] + captured)
      out.push({
        invariant: 'units.invader',
        message: `${u}: ${n} in the game, expected ${INVADER_TOTALS[u]} + ${captured} captured cubes`,
      });
    const there = whereCapturedCubesCount(s, u);
    if (captured > there)
      out.push({ invariant: 'units.invader', message: `${u}: ${captured} captured cubes but ${there} on the board and the Altar` });
  }
  const d = countDefenders(s);
  if (d !== DEFENDER_TOTAL)
    out.push({ invariant: 'units.defender', message: `${d} Defender units in the game, expected ${DEFENDER_TOTAL}` });
  for (const u of DEFENDER_UNITS) {
    const n = countDefenders(s, u);
    if (n !== DEFENDER_TOTALS[u])
      out.push({ invariant: 'units.defender', message: `${u}: ${n} in the game, expected ${DEFENDER_TOTALS[u]}` });
  }
}

function checkNonNegative(s: GameState, out: InvariantFailure[]): void {
  const records: Array<[string, Record<string, number>]> = [
    ['units.bag', s.units.bag],
    ['units.spares', s.units.spares],
    ['units.altar', s.units.altar],
    ['units.removed', s.units.removed],
    ['units.captured', s.units.captured],
    ['board.courtyard', s.board.courtyard],
    ['board.barracks', s.board.barracks],
    ['defender.hospital', s.defender.hospital],
    ['defender.dead', s.defender.dead],
    ['defender.reserve', s.defender.reserve],
    ['decks.machine', s.decks.machine],
  ];
  for (const a of Object.keys(s.board.areas) as Array<keyof GameState['board']['areas']>)
    records.push([`board.areas.${a}`, s.board.areas[a]]);
  for (const w of WALLS) {
    records.push([`board.walls.${w}.invaders`, s.board.walls[w].invaders]);
    records.push([`board.walls.${w}.defenders`, s.board.walls[w].defenders]);
  }
  for (const t of TOWERS) records.push([`board.towers.${t}`, { marksmen: s.board.towers[t].marksmen }]);
  for (const id of BUILDING_ACTION_IDS) {
    const slot = s.defender.slots[id];
    records.push([
      `defender.slots.${id}`,
      slot.block ? { paid: slot.paid, blockPhantoms: slot.block.phantoms, blockPaid: slot.block.paid } : { paid: slot.paid },
    ]);
  }
  for (const [where, rec] of records) {
    for (const [k, v] of Object.entries(rec)) {
      if (!Number.isInteger(v) || v < 0) out.push({ invariant: 'counts.nonnegative', message: `${where}.${k} = ${v}` });
    }
  }
}

const sumInv = (c: InvaderCounts): number => c.phantom + c.skeleton + c.vampire;

function checkCapacity(s: GameState, out: InvariantFailure[]): void {
  const over = (message: string) => out.push({ invariant: 'capacity', message });
  for (const f of FOREGROUNDS)
    if (sumInv(s.board.areas[f]) > CAPACITY.foreground) over(`${f} holds ${sumInv(s.board.areas[f])} > ${CAPACITY.foreground}`);
  for (const r of RAMPARTS)
    if (sumInv(s.board.areas[r]) > CAPACITY.rampart) over(`${r} holds ${sumInv(s.board.areas[r])} > ${CAPACITY.rampart}`);
  for (const w of WALLS) {
    const wall = s.board.walls[w];
    // Levitation aside: up to 3 Phantoms may float above the 4 unit spaces.
    const limit = CAPACITY.wallInvader + Math.min(CAPACITY.levitation, wall.invaders.phantom);
    if (sumInv(wall.invaders) > limit) over(`${w} holds ${sumInv(wall.invaders)} Invader units > ${limit}`);
    if (sumDef(wall.defenders) > CAPACITY.wallDefender)
      over(`${w} holds ${sumDef(wall.defenders)} Defender units > ${CAPACITY.wallDefender}`);
    if (wall.stones < 0 || wall.stones > CAPACITY.wallStones) over(`${w} has ${wall.stones} stones (0..${CAPACITY.wallStones})`);
  }
  for (const t of TOWERS) {
    if (s.board.towers[t].marksmen > CAPACITY.towerMarksmen)
      over(`${t} holds ${s.board.towers[t].marksmen} Marksmen > ${CAPACITY.towerMarksmen}`);
  }
  for (const u of DEFENDER_UNITS) {
    if (s.board.barracks[u] > BARRACKS_LIMITS[u]) over(`barracks holds ${s.board.barracks[u]} ${u}s > ${BARRACKS_LIMITS[u]}`);
  }
  for (const g of GATES) {
    const t = s.board.gates[g].toughness;
    if (t < 0 || t > CAPACITY.gateMax) over(`${g} toughness ${t} (0..${CAPACITY.gateMax})`);
  }
  if (s.invader.row.length > 6) over(`the spell row holds ${s.invader.row.length} spells > 6`);
}

function checkResources(s: GameState, out: InvariantFailure[]): void {
  if (!Number.isInteger(s.defender.hourglasses) || s.defender.hourglasses < 0) {
    out.push({ invariant: 'resources', message: `Defender Hourglasses = ${s.defender.hourglasses}` });
  }
  if (!Number.isInteger(s.invader.mana) || s.invader.mana < 0)
    out.push({ invariant: 'resources', message: `Invader Mana = ${s.invader.mana}` });
  if (!Number.isInteger(s.panic.level) || s.panic.level < PANIC_MIN || s.panic.level > PANIC_MAX) {
    out.push({ invariant: 'panic', message: `Panic level ${s.panic.level} outside ${PANIC_MIN}..${PANIC_MAX}` });
  }
  // Each Panic card is in exactly one place: the deck, Desperation's top cards, drawn for next
  // turn, or in force (it goes back only after its effect, seed 000 "Phase 6: Panic").
  const cards = [...s.decks.panic, ...s.decks.panicTop, ...s.panic.drawn, ...s.panic.active.map((p) => p.card)];
  if (cards.length !== PANIC_IDS.length || PANIC_IDS.some((c) => !cards.includes(c))) {
    out.push({
      invariant: 'panic',
      message: `Panic cards: ${cards.length} placed (${[...cards].sort().join(', ')}), expected each of the ${PANIC_IDS.length} once`,
    });
  }
}

function checkFlow(s: GameState, legal: readonly Action[], out: InvariantFailure[]): void {
  const fail = (message: string) => out.push({ invariant: 'flow', message });
  const ended = s.winner !== null || s.phase === 'ended';
  if (ended) {
    if (!s.winner) fail(`phase 'ended' without a winner`);
    if (s.phase !== 'ended') fail(`winner ${s.winner?.seat} but phase '${s.phase}'`);
    if (s.toAct !== null) fail(`game over but toAct = ${s.toAct}`);
    if (legal.length !== 0) fail(`game over but ${legal.length} legal actions`);
    return;
  }
  const top = s.prompts[s.prompts.length - 1];
  if (!top) fail(`no pending decision in phase '${s.phase}' step '${s.step}'`);
  else if (top.seat !== s.toAct) fail(`toAct = ${s.toAct} but the current prompt (${top.kind}) is for ${top.seat}`);
  if (legal.length === 0) fail(`no legal action for ${s.toAct} (prompt ${top ? describePrompt(top) : 'none'}, phase '${s.phase}')`);
  for (const a of legal) {
    if (a.seat !== s.toAct) {
      fail(`legal action ${JSON.stringify(a)} is for ${a.seat}, toAct = ${s.toAct}`);
      break;
    }
  }
}

export function describePrompt(p: GameState['prompts'][number]): string {
  return p.kind === 'choice' ? `choice:${p.id}` : p.kind;
}

/** Every string value (not key) in a JSON-like value, joined by NUL; and whether some key is `key`. */
function scan(v: unknown, key: string): { text: string; hasKey: boolean } {
  const parts: string[] = [];
  let found = false;
  const walk = (x: unknown): void => {
    if (typeof x === 'string') parts.push(x);
    else if (Array.isArray(x)) for (const y of x) walk(y);
    else if (x && typeof x === 'object') {
      for (const k in x) {
        if (k === key) found = true;
        walk((x as Record<string, unknown>)[k]);
      }
    }
  };
  walk(v);
  return { text: parts.join('\u0000'), hasKey: found };
}

/** Does an id occur in the text as a whole word (ids are kebab-case; 'a:b' options count)? */
function mentions(text: string, id: string): boolean {
  return text.includes(id) && new RegExp(`(^|[^A-Za-z0-9-])${id}($|[^A-Za-z0-9-])`).test(text);
}

/** What `viewer` (defender or spectator) must never see, checked on the serialised view. */
export function checkView(s: GameState, viewer: Exclude<Viewer, 'invader'>, out: InvariantFailure[]): void {
  const leak = (message: string) => out.push({ invariant: 'hidden', message: `${viewer} view: ${message}` });
  const view = viewFor(s, viewer);
  const { text: strings, hasKey: hasValue } = scan(view, 'value');
  if ('rng' in view) leak('contains the RNG state');
  // Spell ids: the six set aside always, the Library unless this viewer may see it. An id that is
  // also public (row, cast, activated, on the board) is no leak.
  const publicSpells = new Set<string>([
    ...view.invader.row,
    ...view.invader.cast,
    ...view.invader.activated,
    ...view.board.counters.map((c) => c.spell),
  ]);
  const hiddenSpells = [...s.invader.setAside, ...(canSeeLibrary(s, viewer) ? [] : s.invader.library)];
  for (const id of hiddenSpells) {
    if (!publicSpells.has(id) && mentions(strings, id)) leak(`hidden spell '${id}' appears`);
  }
  const publicCouncil = new Set<string>([...view.defender.council.cards, ...view.defender.council.used]);
  for (const id of s.defender.council.setAside) {
    if (!publicCouncil.has(id) && mentions(strings, id)) leak(`set-aside Council card '${id}' appears`);
  }
  if (view.invader.setAside.length) leak('invader.setAside is not empty');
  if (view.defender.council.setAside.length) leak('defender.council.setAside is not empty');
  if (view.decks.mana.length || view.decks.crossbow.length || view.decks.cannon.length || view.decks.panic.length)
    leak('a deck order is visible');
  if (view.decks.panicTop.length) leak('the cards Desperation put on the Panic deck are visible');
  if (view.invader.illusionReserve.length) leak('the Illusionary Threat reserve is visible');
  for (const c of view.board.counters) {
    if (c.value !== undefined) leak(`counter ${c.id} (${c.spell} on ${c.at}) shows its face-down value`);
    if (c.stack && c.stack.length) leak(`counter ${c.id} (${c.spell}) shows its machine stack`);
  }
  if (hasValue) leak(`a "value" field is present`);
  for (const p of view.prompts) {
    if (p.kind === 'choice' && p.secret && p.seat !== viewer && (p.options.length || Object.keys(p.context).length)) {
      leak(`secret prompt ${p.id} for ${p.seat} shows its options or context`);
    }
  }
}

/** A plain object of any realm (jest runs tests in their own realm): not a Map, Date, class instance. */
const isPlain = (o: object): boolean => {
  const proto: unknown = Object.getPrototypeOf(o);
  return Object.prototype.toString.call(o) === '[object Object]' && (proto === null || Object.getPrototypeOf(proto) === null);
};

/**
 * Events the Defender or spectators receive (to 'all' or 'defender') carry no id (in any param)
 * of a spell hidden from them after the action, nor of a set-aside Council card.
 */
export function checkEvents(s: GameState, events: readonly GameEvent[], out: InvariantFailure[] = []): InvariantFailure[] {
  const publicSpells = new Set<string>([
    ...s.invader.row,
    ...s.invader.cast,
    ...s.invader.activated,
    ...s.board.counters.map((c) => c.spell),
  ]);
  const words = <Id extends string>(ids: readonly Id[], name: (id: Id) => string): string[] => ids.flatMap((id) => [id, name(id)]);
  const spellName = (id: SpellId) => SPELLS[id].name;
  const councilName = (id: CouncilId) => COUNCIL[id].name;
  const hiddenFor = (viewer: 'defender' | 'spectator'): string[] => [
    ...words(
      [...s.invader.setAside, ...(canSeeLibrary(s, viewer) ? [] : s.invader.library)].filter((id) => !publicSpells.has(id)),
      spellName,
    ),
    ...words(s.defender.council.setAside, councilName),
  ];
  const forSpectator = hiddenFor('spectator');
  const forDefender = hiddenFor('defender');
  for (const e of events) {
    if (e.to === 'invader') continue;
    const { text } = scan(e.params, '');
    for (const w of e.to === 'all' ? forSpectator : forDefender) {
      if (mentions(text, w)) {
        out.push({ invariant: 'hidden', message: `event to ${e.to} (${e.kind}) names hidden '${w}': ${JSON.stringify(e.params)}` });
      }
    }
  }
  return out;
}

/** Strict deep equality of JSON-like values (a key holding undefined does not equal a missing key). */
export function jsonEqual(a: unknown, b: unknown): boolean {
  if (a === b) return typeof a !== 'number' || Number.isFinite(a);
  if (typeof a !== typeof b || a === null || b === null || typeof a !== 'object') return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  if (!Array.isArray(a) && (!isPlain(a) || !isPlain(b as object))) return false;
  if (Array.isArray(a)) {
    const bb = b as unknown[];
    return a.length === bb.length && a.every((x, i) => jsonEqual(x, bb[i]));
  }
  const ao = a as Record<string, unknown>;
  const bo = b as Record<string, unknown>;
  const ak = Object.keys(ao);
  if (ak.length !== Object.keys(bo).length) return false;
  return ak.every((k) => Object.prototype.hasOwnProperty.call(bo, k) && jsonEqual(ao[k], bo[k]));
}

/**
 * Where a value would not survive JSON.parse(JSON.stringify(v)) deep-equal: undefined, NaN or
 * Infinity, a function, a Map/Set/Date/class instance. Null when it would. Same verdict as a real
 * round trip followed by jsonEqual (tested), at a third of the cost.
 */
export function jsonBreak(v: unknown, path = 'state'): string | null {
  switch (typeof v) {
    case 'string':
    case 'boolean':
      return null;
    case 'number':
      return Number.isFinite(v) ? null : `${path} = ${v}`;
    case 'object': {
      if (v === null) return null;
      if (Array.isArray(v)) {
        for (let i = 0; i < v.length; i++) {
          if (!(i in v)) return `${path}[${i}] is a hole`;
          const b = jsonBreak(v[i], `${path}[${i}]`);
          if (b) return b;
        }
        return null;
      }
      if (!isPlain(v)) return `${path} is a ${Object.prototype.toString.call(v)}`;
      for (const k of Object.keys(v)) {
        const b = jsonBreak((v as Record<string, unknown>)[k], `${path}.${k}`);
        if (b) return b;
      }
      return null;
    }
    default:
      return `${path} is ${typeof v}`;
  }
}

function checkJson(s: GameState, out: InvariantFailure[]): void {
  const b = jsonBreak(s);
  if (b) out.push({ invariant: 'json', message: `state does not round-trip through JSON: ${b}` });
}

/**
 * Every state invariant: unit counts, non-negative counts, capacities, Hourglasses/Mana/Panic
 * bounds, the 12 Panic cards each in one place, flow (a decision pending with at least one legal action until the game ends), hidden
 * information in the Defender's and spectators' views, JSON round-trip. `legal` may be passed
 * when the caller has it already.
 */
export function checkInvariants(s: GameState, legal: readonly Action[] = legalActions(s)): InvariantFailure[] {
  const out: InvariantFailure[] = [];
  checkUnits(s, out);
  checkNonNegative(s, out);
  checkCapacity(s, out);
  checkResources(s, out);
  checkFlow(s, legal, out);
  checkView(s, 'defender', out);
  checkView(s, 'spectator', out);
  checkJson(s, out);
  return out;
}

/** Each of `actions` (listed as legal in `s`) must be accepted by applyAction. */
export function checkAccepted(s: GameState, actions: readonly Action[]): InvariantFailure[] {
  const out: InvariantFailure[] = [];
  for (const a of actions) {
    const r = applyAction(s, a);
    if (!r.ok)
      out.push({
        invariant: 'legal.accepted',
        message: `listed action ${JSON.stringify(a)} rejected: ${r.error.code}: ${r.error.message}`,
      });
  }
  return out;
}
