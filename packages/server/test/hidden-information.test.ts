/**
 * rulings.md "Hidden information", over one seeded game played once through an in-process server
 * (helpers/captured-game.ts: two seats and a spectator from the start; the Invader takes its seat
 * back in a new connection mid-game, when a second spectator joins; a third joins after the end),
 * with every frame the server sent each of those clients and the rules state it was sent in:
 *
 * - No raw frame contains the id of a card secret from its receiver then (the Library unless
 *   Scout Report, the set-aside spells and Council cards, the Panic deck, Desperation's cards; in
 *   a `log` frame the Panic cards a draw reveals or that go back after being in force are public).
 * - Each client's state, decoded from its frames as the SDK does, after every full state and
 *   patch: maps back (@stronghold/protocol) to exactly viewFor(state, its seat), holds nothing of
 *   the other seat's secrets, and for the Defender and spectators no Invader secret (face-down
 *   Illusionary values, the Illusionary reserve, the Library). The SDK clients decoded the same.
 * - A `catchUp` (what happened while the seat waited) carries views of earlier states: each is
 *   exactly viewFor(that state, the receiver), and holds no id secret from the receiver in that
 *   state (a card seen then and hidden since is no news to it); the message carries nothing else
 *   but numbers and seats.
 * - The same states through Colyseus's own SchemaSerializer in-process, with views that share
 *   unchanged subtrees as a structurally sharing engine would: the sync skips those by identity
 *   and every client still decodes exactly viewFor.
 */
import { ClientState, SchemaSerializer } from '@colyseus/core';
import { Reflection, StateView, type Decoder } from '@colyseus/schema';
import { canSeeLibrary, newGame, viewFor, type GameState, type GameView, type Viewer } from '@stronghold/rules';
import { CatchUpMessageSchema, expandLog, gameViewFromWire, type CatchUpMessage } from '@stronghold/protocol';
import { isDeepStrictEqual } from 'node:util';
import { unpackMultiple } from 'msgpackr';
import { captureGame, decodeFrames, FRAME, type CapturedGame, type ClientRecord } from './helpers/captured-game';
import { must } from './helpers/must';
import { RoomState } from '../src/schema/room-state';
import { RoomStateSync } from '../src/schema/sync';

jest.setTimeout(120_000);

/**
 * The game: 281 actions, Desperation's cards drawn, a Library holding plague, bloodlust or
 * desperation (ids that are also field names) for most of it.
 */
const SEED = 7;
/** When the Invader takes its seat back and the late spectator joins (its Library still holds cards). */
const TAKE_BACK_AT = 20;

let game: CapturedGame;
beforeAll(async () => {
  game = await captureGame(SEED, TAKE_BACK_AT);
});

// ---- the secret ids a frame may not contain ------------------------------------------------

const secretCache = new WeakMap<GameState, Map<Viewer, Set<string>>>();

/** Ids that `viewer` may not see in `state` (rulings.md "Hidden information"). */
function secretIds(state: GameState, viewer: Viewer): Set<string> {
  let byViewer = secretCache.get(state);
  if (!byViewer) secretCache.set(state, (byViewer = new Map<Viewer, Set<string>>()));
  let ids = byViewer.get(viewer);
  if (!ids) byViewer.set(viewer, (ids = computeSecretIds(state, viewer)));
  return ids;
}

function computeSecretIds(state: GameState, viewer: Viewer): Set<string> {
  const ids = new Set<string>([...state.invader.setAside, ...state.defender.council.setAside, ...state.decks.panic]);
  if (!canSeeLibrary(state, viewer)) state.invader.library.forEach((id) => ids.add(id));
  if (viewer !== 'invader') state.decks.panicTop.forEach((id) => ids.add(id));
  // An id the viewer legitimately sees (a card also in the row, a drawn Panic card...) is no secret.
  // Only string values count: a field name such as effects.plague or effects.desperation is not a
  // sighting of that spell, or those ids would never be checked.
  const visible = valueTokens(viewFor(state, viewer));
  for (const id of [...ids]) if (visible.has(id)) ids.delete(id);
  return ids;
}

/** Every word of every string value (not key) in a JSON-like value: ids and 'a:b' option parts. */
function valueTokens(v: unknown, out = new Set<string>()): Set<string> {
  if (typeof v === 'string') {
    for (const t of v.split(/[^A-Za-z0-9-]+/)) if (t) out.add(t);
  } else if (Array.isArray(v)) {
    for (const x of v) valueTokens(x, out);
  } else if (v && typeof v === 'object') {
    for (const x of Object.values(v)) valueTokens(x, out);
  }
  return out;
}

/**
 * Log events that name Panic cards the rules reveal to everyone (the param that names them): the
 * cards drawn (face up), in force, with no target, and going back into the deck, and the card in
 * force that stops the Hospital. Within one action a card may be drawn and go back, so afterwards
 * its id is in the Panic deck, yet naming it tells nothing secret (the deck's order stays hidden).
 */
const REVEALING: Record<string, string> = {
  'panic.draw': 'cards',
  'panic.backToDeck': 'cards',
  'panic.inForce': 'card',
  'panic.noTarget': 'card',
  // Nobody is healed because of a card in force that everybody sees (the Sick Bay Panic card, or
  // the Plague's effect, cast in the open); Sick Bay may go back into the deck in that same action.
  'hospital.none': 'cause',
};

/**
 * The text to search for secret ids in a frame: a `log` frame's params with the revealed Panic
 * cards of REVEALING events left out (every other param is searched); any other frame whole.
 */
function searchable(bytes: Buffer): string {
  if (bytes[0] !== FRAME.ROOM_DATA) return bytes.toString('latin1');
  let parts: unknown[];
  try {
    parts = unpackMultiple(bytes.subarray(1)) as unknown[];
  } catch {
    return bytes.toString('latin1');
  }
  if (parts[0] !== 'log') return bytes.toString('latin1');
  // The params only: a kind travels as its index (its name, e.g. `panic.riot`, is not sent).
  return JSON.stringify(
    expandLog(parts[1]).map((e) => {
      const revealed = REVEALING[e.kind];
      return revealed ? { ...e.params, [revealed]: null } : e.params;
    }),
  );
}

/** A frame in a failure message: a message by its type, any other frame by its code. */
function frameKind(bytes: Buffer): string {
  if (bytes[0] !== FRAME.ROOM_DATA) return `frame of type ${bytes[0]}`;
  try {
    return `'${String((unpackMultiple(bytes.subarray(1)) as unknown[])[0])}' message`;
  } catch {
    return 'undecodable message';
  }
}

/**
 * A `catchUp` message's body, when the frame is one. Its schema is strict: past the views it has
 * only numbers and seats, or it does not parse (and the frame is searched whole like any other).
 */
function catchUpOf(bytes: Buffer): CatchUpMessage | null {
  if (bytes[0] !== FRAME.ROOM_DATA) return null;
  try {
    const parts = unpackMultiple(bytes.subarray(1)) as unknown[];
    return parts[0] === 'catchUp' ? CatchUpMessageSchema.parse(parts[1]) : null;
  } catch {
    return null;
  }
}

/**
 * A `catchUp` to `viewer`: each view it carries is viewFor(its state, viewer) and names no id
 * secret from the viewer in that state.
 */
function catchUpProblems(m: CatchUpMessage, viewer: Viewer, who: string, byId: ReadonlyMap<number, GameState>): string[] {
  const problems: string[] = [];
  for (const { stateId, view } of [m.from, ...m.steps]) {
    const state = byId.get(stateId);
    if (!state) {
      problems.push(`${who}: 'catchUp' names stateId ${stateId}, not a state of the game`);
      continue;
    }
    const sent = JSON.parse(view) as unknown;
    if (!isDeepStrictEqual(sent, JSON.parse(JSON.stringify(viewFor(state, viewer)))))
      problems.push(`${who}: 'catchUp' view of stateId ${stateId} is not viewFor(state, ${viewer})`);
    const values = valueTokens(sent);
    for (const id of secretIds(state, viewer))
      if (values.has(id)) problems.push(`${who}: 'catchUp' view of stateId ${stateId} contains '${id}'`);
  }
  return problems;
}

/** Spell ids that are also field names of the view (effects.plague, ...). */
const FIELD_NAMED = new Set(['plague', 'bloodlust', 'desperation']);

test('rulings.md "Hidden information": spell ids that are also field names (plague, bloodlust, desperation) are checked', () => {
  const s = newGame({ seed: 5, ruleset: 'undead' });
  const spells = ['plague', 'bloodlust', 'desperation'] as const;
  // Put the three in the Library (out of the row and the set-aside six) for this check.
  s.invader.setAside = s.invader.setAside.filter((id) => !(spells as readonly string[]).includes(id));
  s.invader.row = s.invader.row.filter((id) => !(spells as readonly string[]).includes(id));
  s.invader.library = [...s.invader.library.filter((id) => !(spells as readonly string[]).includes(id)), ...spells];
  const view = JSON.stringify(viewFor(s, 'defender'));
  // The view does hold them as field names (effects.plague, ...)...
  for (const id of spells) expect(view).toContain(`"${id}":`);
  // ...and still they are secrets the frames are searched for.
  for (const viewer of ['defender', 'spectator'] as const) {
    const secrets = computeSecretIds(s, viewer);
    for (const id of spells) expect({ viewer, id, secret: secrets.has(id) }).toEqual({ viewer, id, secret: true });
  }
  expect(computeSecretIds(s, 'invader').has('plague')).toBe(false);
});

test('the captured game has every client the checks need, and the room sync reported no unknown path or uncarried secret', () => {
  expect(game.actions).toBeGreaterThan(TAKE_BACK_AT);
  expect(game.clients.map((c) => `${c.who}: ${c.viewer}`)).toEqual([
    'invader: invader',
    'defender: defender',
    'spectator: spectator',
    'late spectator: spectator',
    'invader, taken back: invader',
    'spectator after the end: spectator',
  ]);
  for (const c of game.clients) expect({ who: c.who, frames: c.frames.length > 0 }).toEqual({ who: c.who, frames: true });
  expect(game.syncProblems).toEqual([]);
});

test('no raw frame to the Defender or a spectator contains an id secret from it when it was sent', () => {
  const problems: string[] = [];
  const coverage = { frames: 0, idChecks: 0, illusionFrames: 0, scoutReportFrames: 0, panicTopFrames: 0, fieldNamedChecks: 0, catchUps: 0 };
  const byId = new Map(game.states.map((s) => [s.stateId, s]));
  for (const c of game.clients) {
    if (c.viewer === 'invader') continue;
    for (const f of c.frames) {
      coverage.frames++;
      // Views of earlier states, each checked against the secrets of its own state.
      const catchUp = catchUpOf(f.bytes);
      if (catchUp) {
        coverage.catchUps++;
        problems.push(...catchUpProblems(catchUp, c.viewer, c.who, byId));
        continue;
      }
      if (f.state.board.counters.some((x) => x.value !== undefined)) coverage.illusionFrames++;
      if (f.state.defender.scoutReport) coverage.scoutReportFrames++;
      if (f.state.decks.panicTop.length) coverage.panicTopFrames++;
      const text = searchable(f.bytes);
      for (const id of secretIds(f.state, c.viewer)) {
        coverage.idChecks++;
        if (FIELD_NAMED.has(id)) coverage.fieldNamedChecks++;
        // Schema field names travel in the join frame's reflection (e.g. effects.plague): not card ids there.
        if (f.bytes[0] === FRAME.JOIN_ROOM && /^[a-z]+$/.test(id)) continue;
        if (text.includes(id)) problems.push(`${c.who}: ${frameKind(f.bytes)} at stateId ${f.state.stateId} contains '${id}'`);
      }
    }
  }
  expect(problems).toEqual([]);
  console.log(`hidden information, seed ${SEED}: ${game.actions} actions; ${JSON.stringify(coverage)}`);
  // The game had each kind of secret while the Defender and spectators were sent frames, and the
  // three spell ids that are also field names were searched for (not dropped as "visible").
  // Face-down Illusions and Scout Report are counted (this game may have none of either), not required.
  const missing = Object.entries({ frames: 500, idChecks: 5000, panicTopFrames: 0, fieldNamedChecks: 0 })
    .filter(([k, atLeast]) => !(coverage[k as keyof typeof coverage] > atLeast))
    .map(([k, atLeast]) => `${k} ${coverage[k as keyof typeof coverage]}, expected over ${atLeast}`);
  expect(missing).toEqual([]);
});

test('the capture sees secrets where they may go: the Invader taking its seat back is sent every Library id, the Defender none of those hidden from it', () => {
  const backAt = must(game.states[game.takeBackAt], 'the state at the take-back');
  const lib = backAt.invader.library;
  // Frames sent while the game was in that state: the take-back's join, and the action before it.
  const textAt = (c: ClientRecord) =>
    c.frames
      .filter((f) => f.state === backAt)
      .map((f) => f.bytes.toString('latin1'))
      .join('');
  const defender = must(
    game.clients.find((c) => c.viewer === 'defender'),
    'the Defender',
  );
  // Library ids that are no other word the Defender sees (a card in the row, a board space...).
  const hidden = lib.filter((id) => secretIds(backAt, 'defender').has(id));
  expect(hidden.length).toBeGreaterThan(0);
  expect(lib.filter((id) => !textAt(game.takenBack).includes(id))).toEqual([]);
  expect(hidden.filter((id) => textAt(defender).includes(id))).toEqual([]);
  let firstLibrary: unknown;
  decodeFrames(game.takenBack, (decoded) => (firstLibrary ??= decoded.invaderSecrets.library.toArray()));
  expect(firstLibrary).toEqual(viewFor(backAt, 'invader').invader.library);
});

/** The Defender's or a spectator's decoded state holds no Invader secret. */
function expectNoInvaderSecret(who: string, viewer: Viewer, s: RoomState): void {
  expect({ who, secrets: s.invaderSecrets.toJSON() }).toEqual({ who, secrets: {} });
  if (viewer !== 'defender' || !s.game.defender.scoutReport) {
    expect({ who, library: s.game.invader.library.length }).toEqual({ who, library: 0 });
  }
  expect({ who, reserve: s.game.invader.illusionReserve.length }).toEqual({ who, reserve: 0 });
  s.game.board.counters.forEach((c) => {
    expect({ who, counter: c.id, value: c.value }).toEqual({ who, counter: c.id, value: undefined });
  });
}

test("every client's decoded state is exactly viewFor(state, its seat) after every frame, with no secret of another seat", () => {
  let checked = 0;
  for (const c of game.clients) {
    let last: RoomState | undefined;
    decodeFrames(c, (decoded, { state }) => {
      const at = { who: c.who, stateId: state.stateId };
      expect({ ...at, view: gameViewFromWire(decoded.toJSON(), c.viewer) }).toEqual({ ...at, view: viewFor(state, c.viewer) });
      for (const seat of ['invader', 'defender'] as const) {
        if (seat !== c.viewer)
          expect({ ...at, [`${seat}Secrets`]: decoded[`${seat}Secrets`].toJSON() }).toEqual({ ...at, [`${seat}Secrets`]: {} });
      }
      if (c.viewer !== 'invader') expectNoInvaderSecret(`${c.who} at stateId ${state.stateId}`, c.viewer, decoded);
      last = decoded;
      checked++;
    });
    // What the SDK client decoded from the same frames, at the end of the capture.
    expect({ who: c.who, sdk: c.sdkState }).toEqual({ who: c.who, sdk: last?.toJSON() });
  }
  expect(checked).toBeGreaterThan(3 * game.actions);
});

// ---- the same states through the serializer in-process, views sharing unchanged subtrees ----

/** The part of a Colyseus Client the serializer uses, decoding what it is sent at once. */
class DecodingClient {
  state = ClientState.JOINED;
  decoder!: Decoder<RoomState>;
  constructor(
    readonly viewer: Viewer,
    readonly view: StateView | undefined,
  ) {}

  join(serializer: SchemaSerializer<RoomState>): void {
    this.decoder = Reflection.decode(serializer.handshake());
    this.decoder.decode(serializer.getFullState(this as never) as Buffer, { offset: 1 });
  }

  raw(bytes: Buffer): void {
    this.decoder.decode(bytes, { offset: 1 });
  }

  gameView() {
    return gameViewFromWire(this.decoder.state.toJSON(), this.viewer);
  }
}

function expectViews(state: GameState, clients: DecodingClient[]): void {
  for (const c of clients) {
    expect({ viewer: c.viewer, stateId: state.stateId, view: c.gameView() }).toEqual({
      viewer: c.viewer,
      stateId: state.stateId,
      view: viewFor(state, c.viewer),
    });
  }
}

/**
 * viewFor as a structurally sharing engine would give it: every subtree equal to the one of the
 * previous view for the same viewer is that very object, so the sync skips it by identity.
 */
function sharingViews(): (state: GameState, viewer: Viewer) => GameView {
  const last = new Map<Viewer, GameView>();
  const share = (prev: unknown, next: unknown): unknown => {
    if (JSON.stringify(prev) === JSON.stringify(next)) return prev;
    if (!prev || !next || typeof prev !== 'object' || typeof next !== 'object' || Array.isArray(prev) !== Array.isArray(next)) return next;
    if (Array.isArray(next)) return next.map((x, i) => share((prev as unknown[])[i], x));
    return Object.fromEntries(Object.entries(next).map(([k, x]) => [k, share((prev as Record<string, unknown>)[k], x)]));
  };
  return (state, viewer) => {
    const next = viewFor(state, viewer);
    const prev = last.get(viewer);
    const shared = (prev ? share(prev, next) : next) as GameView;
    last.set(viewer, shared);
    return shared;
  };
}

test('views sharing unchanged subtrees: the sync skips them by identity and every client still decodes exactly viewFor', () => {
  const state = new RoomState();
  const sync = new RoomStateSync(state, sharingViews());
  const problems: string[] = [];
  let skipped = 0;
  const syncOnce = (g: GameState): void => {
    const r = sync.apply(g, { checkSecrets: true });
    problems.push(...r.unknownPaths, ...r.unmappedSecrets);
    skipped += r.skipped;
  };
  const [first, ...rest] = game.states;
  if (!first) throw new Error('no states captured');
  syncOnce(first);
  const serializer = new SchemaSerializer<RoomState>();
  serializer.reset(state);
  const seatClient = (seat: 'invader' | 'defender'): DecodingClient => {
    const view = new StateView();
    view.add(state[`${seat}Secrets`]);
    return new DecodingClient(seat, view);
  };
  const clients = [seatClient('invader'), seatClient('defender'), new DecodingClient('spectator', undefined)];
  clients.forEach((c) => c.join(serializer));
  expectViews(first, clients);
  rest.forEach((g, i) => {
    syncOnce(g);
    serializer.applyPatches(clients as never);
    expectViews(g, clients);
    // A spectator and the Invader's second connection join late: full state, then patches.
    if (i + 1 === game.takeBackAt) {
      const late = [new DecodingClient('spectator', undefined), seatClient('invader')];
      late.forEach((c) => c.join(serializer));
      clients.push(...late);
      expectViews(g, clients);
    }
  });
  expect(problems).toEqual([]);
  expect(skipped).toBeGreaterThan(rest.length * 10);
});
