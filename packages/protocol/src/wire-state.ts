/**
 * The view <-> wire mapping of the room state (docs/protocol.md "State"). The server's schema
 * classes carry exactly these shapes; `toJSON()` of a decoded room state is a `WireRoomState`
 * (with null values absent). Server (sync) and client (render) both go through here, so the
 * shape is written once.
 *
 * - `state.game` = toWireGame(viewFor(state, 'spectator')): GameView's names and nesting, minus
 *   `viewer`, with `prompts[].context` as the JSON string `contextJson` and `assault.data` as
 *   `dataJson` (their values mix types), plus `extrasJson` (public fields the schema lacks).
 * - `state.<seat>Secrets` = toWireSecrets(viewFor(state, seat), publicView): what that seat sees
 *   and the public view does not. Only that seat's client decodes it.
 */
import type {
  GameView,
  AssaultProgress,
  Seat,
  Viewer,
  ChoiceOption,
  ChoicePrompt,
  DefenderSpendPrompt,
  MenuPrompt,
} from '@stronghold/rules';
import type { RoomStatus } from './rooms';
import { withFields } from './with-fields';

/** A choice prompt on the wire: options as strings (wireOption), context as JSON. */
export type WireChoicePrompt = Omit<ChoicePrompt, 'context' | 'options'> & { options: string[]; contextJson: string };

/**
 * An option as the schema's string list holds it: an ID as itself, a count or an object as its
 * JSON (no ID starts with a digit or '{', so the two never meet).
 */
export const wireOption = (o: ChoiceOption): string => (typeof o === 'string' ? o : JSON.stringify(o));
export const optionFromWire = (w: string): ChoiceOption => (/^[0-9{]/.test(w) ? (JSON.parse(w) as ChoiceOption) : w);
export type WirePrompt = DefenderSpendPrompt | MenuPrompt | WireChoicePrompt;
export type WireAssault = Omit<AssaultProgress, 'data'> & { dataJson: string };

/** `state.game`: a GameView as the schema holds it (null values are absent once decoded). */
export type WireGame = Omit<GameView, 'viewer' | 'prompts' | 'assault'> & {
  prompts: WirePrompt[];
  assault: WireAssault | null;
  /** JSON `{ "invader.someField": value }`: public view fields the schema does not declare yet. */
  extrasJson?: string;
};

/** One secret prompt addressed to a seat (its public copy at `index` has empty options and context). */
export interface WireSecretPrompt {
  index: number;
  id: string;
  options: string[];
  context: ChoicePrompt['context'];
}

/** `state.invaderSecrets` / `state.defenderSecrets` (every field @view(): only the owner decodes it). */
export interface WireSecrets {
  /** The Necromancer's Library (Invader; Defender too after Scout Report). */
  library: GameView['invader']['library'];
  /** Face-down Illusionary Threat values by counter id. */
  illusions: Record<string, number>;
  illusionReserve: number[];
  /** Cards Desperation put on top of the Panic deck. */
  panicTop: GameView['decks']['panicTop'];
  /** JSON of WireSecretPrompt[]. */
  promptsJson: string;
}

export interface WirePlayer {
  name: string;
  connected: boolean;
  /** Remaining clock time in ms when this value was sent, -1 without a clock. */
  clockMs: number;
  /** This seat's clock is running (tick it down locally from clockMs). */
  clockRunning: boolean;
  /** The computer's level while it plays this seat ('' = a person). */
  computer: string;
  /** When the seat's player lost their connection (server clock, ms since 1970); 0 while here. */
  awaySince: number;
  /** Without a clock: away past the grace period, so the other player may offer the seat to the computer. */
  offerable: boolean;
  /** A signed-in account holds the seat: `name` is its public name (a profile link); false for a guest. */
  account: boolean;
  /** The account that held the seat was deleted: `name` is a placeholder, shown as a deleted player (no link). */
  accountDeleted: boolean;
}

/** The whole room state as a client decodes it (`room.state.toJSON()`). */
export interface WireRoomState {
  game: WireGame;
  invaderSecrets: Partial<WireSecrets>;
  defenderSecrets: Partial<WireSecrets>;
  players: Record<Seat, WirePlayer>;
  spectators: number;
  status: RoomStatus;
  roomCode: string;
  /** A rated game: its result moves both players' ratings. */
  rated: boolean;
}

/** Room metadata as the client shows it. */
export interface RoomMeta {
  players: Record<Seat, WirePlayer>;
  spectators: number;
  status: string;
  roomCode: string;
  /** A rated game (shown on the game screen). */
  rated: boolean;
}

// ------------------------------------------------------------------ view -> wire (server)

function wirePrompt(p: GameView['prompts'][number]): WirePrompt {
  if (p.kind !== 'choice') return p;
  const { context, options, ...rest } = p;
  return withFields(rest, { options: options.map(wireOption), contextJson: JSON.stringify(context) });
}

/** The wire form made earlier, with the view it was made of (see toWireGame, toWireSecrets). */
export interface PreviousWire<W> {
  view: GameView;
  wire: W;
}

/**
 * The public view as `state.game` holds it. Subtrees that need no renaming are the view's own
 * objects (not copies), so a sync can skip a subtree whose identity did not change. `previous`:
 * the prompts and assault are taken from the wire form of an earlier view when the view's are
 * the very objects that one was made of (the same values, wire-state.test.ts).
 */
export function toWireGame(publicView: GameView, previous?: PreviousWire<WireGame>): WireGame {
  const v = publicView;
  const was = previous?.view;
  let assault: WireAssault | null = null;
  if (was && was.assault === v.assault) assault = previous.wire.assault;
  else if (v.assault) {
    const { data, ...a } = v.assault;
    assault = withFields(a, { dataJson: JSON.stringify(data) });
  }
  // Field by field, like viewFor (a spread of a destructured rest takes V8's slow copy, ~10 us
  // per call); wire-state.test.ts holds the fields to the view's.
  const wire: WireGame = {
    version: v.version,
    ruleset: v.ruleset,
    stateId: v.stateId,
    nextId: v.nextId,
    turn: v.turn,
    phase: v.phase,
    step: v.step,
    supplyWindowOpened: v.supplyWindowOpened,
    toAct: v.toAct,
    prompts: was && was.prompts === v.prompts ? previous.wire.prompts : v.prompts.map(wirePrompt),
    panic: v.panic,
    effects: v.effects,
    invader: v.invader,
    defender: v.defender,
    board: v.board,
    units: v.units,
    decks: v.decks,
    moveOut: v.moveOut,
    assault,
    winner: v.winner,
    hidden: v.hidden,
  };
  if (v.holdSingleAnswers) wire.holdSingleAnswers = v.holdSingleAnswers;
  return wire;
}

/** The face-down Illusionary Threat values `seatView` shows, by counter id. */
function illusionsOf(seatView: GameView): Record<string, number> {
  const illusions: Record<string, number> = {};
  for (const c of seatView.board.counters) if (c.value !== undefined) illusions[String(c.id)] = c.value;
  return illusions;
}

/**
 * What `seatView` shows that `publicView` (the spectator's) does not. `previous`: the secrets made
 * earlier for the same seat, with that seat's view and the public view of then; returned as they
 * are when every part read here is the very object they were made of.
 */
export function toWireSecrets(
  seatView: GameView,
  publicView: GameView,
  previous?: PreviousWire<WireSecrets> & { publicView: GameView },
): WireSecrets {
  const was = previous?.view;
  if (
    was &&
    was.viewer === seatView.viewer &&
    was.invader === seatView.invader &&
    was.decks === seatView.decks &&
    was.board.counters === seatView.board.counters &&
    was.prompts === seatView.prompts &&
    previous.publicView.prompts === publicView.prompts
  )
    return previous.wire;
  const illusions =
    was && was.viewer === seatView.viewer && was.board.counters === seatView.board.counters
      ? previous.wire.illusions
      : illusionsOf(seatView);
  const prompts: WireSecretPrompt[] = [];
  seatView.prompts.forEach((p, index) => {
    const pub = publicView.prompts[index];
    if (p.kind === 'choice' && p.secret && pub && pub.kind === 'choice' && JSON.stringify(p) !== JSON.stringify(pub)) {
      prompts.push({ index, id: p.id, options: p.options.map(wireOption), context: p.context });
    }
  });
  return {
    library: seatView.invader.library,
    illusions,
    illusionReserve: seatView.invader.illusionReserve,
    panicTop: seatView.decks.panicTop,
    promptsJson: JSON.stringify(prompts),
  };
}

/**
 * Paths where `seatView` differs from `publicView` outside what WireSecrets carries: a secret
 * the wire would lose (a new redaction in the rules without a field here). For tests and
 * diagnostics: a full scan, too slow to run on every action in production.
 */
export function secretsNotCarried(seatView: GameView, publicView: GameView): string[] {
  const strip = (v: GameView): unknown => {
    const c = structuredClone(v);
    c.viewer = 'spectator';
    c.invader.library = [];
    c.invader.illusionReserve = [];
    c.decks.panicTop = [];
    for (const k of c.board.counters) delete k.value;
    c.prompts = c.prompts.map((p) => (p.kind === 'choice' && p.secret ? { ...p, options: [], context: {} } : p));
    return c;
  };
  const out: string[] = [];
  diffPaths(strip(seatView), strip(publicView), seatView.viewer, out);
  return out;
}

function diffPaths(a: unknown, b: unknown, path: string, out: string[]): void {
  if (out.length >= 20 || a === b) return;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) {
    out.push(path);
    return;
  }
  const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
  for (const k of keys) diffPaths((a as Json)[k], (b as Json)[k], `${path}.${k}`, out);
}

// ------------------------------------------------------------------ wire -> view (client)

type Json = Record<string, unknown>;
const obj = (v: unknown): Json => (v && typeof v === 'object' && !Array.isArray(v) ? (v as Json) : {});
const list = <T = unknown>(v: unknown): T[] => (Array.isArray(v) ? (v as T[]) : []);
/** A string field of the room state (the schema's strings; '' when absent). */
const text = (v: unknown): string => (typeof v === 'string' ? v : '');

/** A plain copy without undefined/null values (the schema carries null as absent). */
function plain(v: unknown): unknown {
  if (Array.isArray(v)) return v.map(plain);
  if (v && typeof v === 'object') {
    const out: Json = {};
    for (const [k, x] of Object.entries(v)) if (x !== undefined && x !== null) out[k] = plain(x);
    return out;
  }
  return v;
}

function parseJson<T>(text: unknown, fallback: T): T {
  if (typeof text !== 'string' || !text) return fallback;
  try {
    return JSON.parse(text) as T;
  } catch {
    return fallback;
  }
}

/** `null` back where GameView has nullable fields (they travel as absent). */
function restoreNulls(v: Json): void {
  for (const k of ['toAct', 'winner', 'moveOut', 'assault']) v[k] ??= null;
  const board = obj(v.board);
  board.saint ??= null;
  for (const t of Object.values(obj(board.towers))) obj(t).machine ??= null;
  const defender = obj(v.defender);
  for (const s of Object.values(obj(defender.slots))) obj(s).block ??= null;
  for (const p of list(defender.priests)) obj(p).acted ??= null;
  for (const a of list(obj(v.panic).active)) obj(a).target ??= null;
}

function setPath(root: Json, path: string, value: unknown): void {
  const dot = path.lastIndexOf('.');
  let o: Json = root;
  if (dot >= 0) {
    for (const k of path.slice(0, dot).split('.')) {
      if (!o[k] || typeof o[k] !== 'object') o[k] = {};
      o = o[k] as Json;
    }
  }
  o[path.slice(dot + 1)] = value;
}

/**
 * The GameView `viewer` sees, from the decoded room state (`room.state.toJSON()`); null while
 * the state holds no game yet. Exactly `viewFor(state, viewer)` when the state is in sync
 * (hidden-information.test.ts in the server package proves it over a whole game).
 */
export function gameViewFromWire(state: unknown, viewer: Viewer): GameView | null {
  const s = obj(state);
  const g = obj(s.game);
  if (!g.board || !g.invader || !g.defender) return null;
  const v = plain(g) as Json;
  const extras = parseJson<Json>(v.extrasJson, {});
  delete v.extrasJson;
  for (const [path, value] of Object.entries(obj(extras))) setPath(v, path, value);
  v.viewer = viewer;
  v.prompts = list<Json>(v.prompts).map((p) => {
    if (p.kind !== 'choice') return p;
    const { contextJson, ...rest } = p;
    return withFields(rest, { options: list<string>(rest.options).map(optionFromWire), context: parseJson(contextJson, {}) });
  });
  if (v.assault) {
    const { dataJson, ...rest } = obj(v.assault);
    v.assault = withFields(rest, { queue: list(rest.queue), data: parseJson(dataJson, {}) });
  }
  restoreNulls(v);
  const view = v as unknown as GameView;
  if (viewer !== 'spectator') mergeSecrets(view, s[`${viewer}Secrets`], viewer);
  return view;
}

/** The seat's own secrets (whatever of them arrived) into its view. */
function mergeSecrets(v: GameView, raw: unknown, seat: Seat): void {
  const sec = obj(plain(raw));
  const library = list<GameView['invader']['library'][number]>(sec.library);
  if (library.length) v.invader.library = library;
  const reserve = list<number>(sec.illusionReserve);
  if (reserve.length) v.invader.illusionReserve = reserve;
  const top = list<GameView['decks']['panicTop'][number]>(sec.panicTop);
  if (top.length) v.decks.panicTop = top;
  const values = obj(sec.illusions);
  for (const c of v.board.counters) {
    const value = values[String(c.id)];
    if (typeof value === 'number') c.value = value;
  }
  for (const sp of list<Json>(parseJson(sec.promptsJson, []))) {
    const p = v.prompts[Number(sp.index)];
    if (p && p.kind === 'choice' && p.seat === seat && sp.id === p.id) {
      p.options = list<string>(sp.options).map(optionFromWire);
      p.context = obj(sp.context) as ChoicePrompt['context'];
    }
  }
}

/** Players, spectator count, status and code from the decoded room state. */
export function roomMetaFromWire(state: unknown): RoomMeta {
  const s = obj(state);
  const players = obj(s.players);
  const player = (x: unknown): WirePlayer => ({
    name: text(obj(x).name),
    connected: Boolean(obj(x).connected),
    clockMs: typeof obj(x).clockMs === 'number' ? (obj(x).clockMs as number) : -1,
    clockRunning: Boolean(obj(x).clockRunning),
    computer: text(obj(x).computer),
    awaySince: typeof obj(x).awaySince === 'number' ? (obj(x).awaySince as number) : 0,
    offerable: Boolean(obj(x).offerable),
    account: Boolean(obj(x).account),
    accountDeleted: Boolean(obj(x).accountDeleted),
  });
  return {
    players: { invader: player(players.invader), defender: player(players.defender) },
    spectators: typeof s.spectators === 'number' ? s.spectators : 0,
    status: text(s.status),
    roomCode: text(s.roomCode),
    rated: s.rated === true,
  };
}
