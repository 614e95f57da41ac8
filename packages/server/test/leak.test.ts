/**
 * Hidden information never reaches the wrong socket. Every raw frame the server sends to the
 * Defender and to a spectator during whole games is captured (WebSocketClient#raw, the one exit
 * of every Colyseus frame) together with the rules state at that moment; no frame may contain the
 * id of a card that is secret from that viewer then (the Library unless Scout Report, the
 * set-aside spells and Council cards, the Panic deck, Desperation's cards; in a `log` frame the
 * Panic cards a draw reveals or that go back after being in force are public), and after every patch
 * the decoded state of those clients holds no Invader secret (face-down Illusionary values, the
 * Illusionary reserve, the Library).
 */
import { WebSocketClient } from '@colyseus/ws-transport';
import { canSeeLibrary, newGame, viewFor, type GameState, type Viewer } from '@stronghold/rules';
import { unpackMultiple } from 'msgpackr';
import { expandLog } from '@stronghold/protocol';
import { matchMaker } from '@colyseus/core';
import { createGame, gameOf, joinGame, startTestServer, type Player, type TestServer } from './helpers/harness';
import { StrongholdRoom } from '../src/rooms/stronghold-room';
import { mulberry32, pickOne } from '../src/testing';

jest.setTimeout(90_000);

interface Captured {
  sessionId: string;
  bytes: Buffer;
  state: GameState;
}

let srv: TestServer;
const frames: Captured[] = [];
let watchedRoom: string | null = null;
// eslint-disable-next-line @typescript-eslint/unbound-method -- kept to be called on the socket the patched method runs on (`call` below)
const originalRaw = WebSocketClient.prototype.raw;

beforeAll(async () => {
  srv = await startTestServer();
  WebSocketClient.prototype.raw = function (this: WebSocketClient, data, options, cb) {
    // The room is gone once its game is over and everybody left.
    const room = watchedRoom ? matchMaker.getLocalRoomById(watchedRoom) : undefined;
    if (room instanceof StrongholdRoom) frames.push({ sessionId: this.sessionId, bytes: Buffer.from(data), state: room.gameState });
    originalRaw.call(this, data, options, cb);
  };
});

afterAll(async () => {
  WebSocketClient.prototype.raw = originalRaw;
  await srv.close();
});

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

/** Schema field names travel in the handshake (e.g. effects.plague): not card ids there. */
const HANDSHAKE = 10;
const ROOM_DATA = 13;
/**
 * Log events that name Panic cards the rules reveal to everyone (the param that names them): the
 * cards drawn (face up), in force, with no target, and going back into the deck, and the card in
 * force that stops the Hospital. Within one
 * action a card may be drawn and go back, so afterwards its id is in the Panic deck, yet naming
 * it tells nothing secret (the deck's order stays hidden).
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
  if (bytes[0] !== ROOM_DATA) return bytes.toString('latin1');
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

function assertNoSecretInvaderState(p: Player, who: string): void {
  const s = p.state;
  expect({ who, secrets: s.invaderSecrets.toJSON() }).toEqual({ who, secrets: {} });
  if (p.seat !== 'defender' || !s.game.defender.scoutReport) {
    expect({ who, library: s.game.invader.library.length }).toEqual({ who, library: 0 });
  }
  expect({ who, reserve: s.game.invader.illusionReserve.length }).toEqual({ who, reserve: 0 });
  s.game.board.counters.forEach((c) => {
    expect({ who, counter: c.id, value: c.value }).toEqual({ who, counter: c.id, value: undefined });
  });
}

const coverage = { illusionFrames: 0, scoutReportFrames: 0, panicTopFrames: 0, fieldNamedChecks: 0 };
/** Spell ids that are also field names of the view (effects.plague, ...). */
const FIELD_NAMED = new Set(['plague', 'bloodlust', 'desperation']);

async function playWatchedGame(seed: number): Promise<{ checkedFrames: number; checkedIds: number; steps: number }> {
  const inv = await createGame(srv.url, { side: 'invader', name: 'Ivy' });
  const roomId = inv.room.roomId;
  watchedRoom = roomId;
  frames.length = 0;
  const def = await joinGame(srv.url, roomId, { name: 'Dee' });
  const spec = await joinGame(srv.url, roomId, { spectate: true });
  const viewers = new Map<string, Viewer>([
    [def.room.sessionId, 'defender'],
    [spec.room.sessionId, 'spectator'],
  ]);
  const problems: string[] = [];
  for (const [p, who] of [
    [def, 'defender'],
    [spec, 'spectator'],
  ] as const) {
    p.room.onStateChange(() => {
      try {
        assertNoSecretInvaderState(p, who);
      } catch (e) {
        problems.push(String(e));
      }
    });
  }

  const rnd = mulberry32(seed);
  let steps = 0;
  for (;;) {
    const g = gameOf(roomId);
    if (g.winner || g.phase === 'ended') break;
    const actor = g.toAct === 'invader' ? inv : def;
    await actor.waitFor(() => actor.legal?.stateId === g.stateId && actor.legal.actions.length > 0, 'legal');
    actor.room.send('action', { stateId: g.stateId, action: pickOne(actor.legalActions, rnd) });
    await Promise.all([inv, def, spec].map((p) => p.waitFor(() => p.stateId === g.stateId + 1, 'next state')));
    steps++;
  }
  // A late joiner gets the whole state in one frame: check that one too.
  const late = await joinGame(srv.url, roomId, { spectate: true });
  viewers.set(late.room.sessionId, 'spectator');
  assertNoSecretInvaderState(late, 'late spectator');
  watchedRoom = null;

  let checkedFrames = 0;
  let checkedIds = 0;
  for (const f of frames) {
    const viewer = viewers.get(f.sessionId);
    if (!viewer) continue;
    checkedFrames++;
    if (f.state.board.counters.some((c) => c.value !== undefined)) coverage.illusionFrames++;
    if (f.state.defender.scoutReport) coverage.scoutReportFrames++;
    if (f.state.decks.panicTop.length) coverage.panicTopFrames++;
    const text = searchable(f.bytes);
    for (const id of secretIds(f.state, viewer)) {
      checkedIds++;
      if (FIELD_NAMED.has(id)) coverage.fieldNamedChecks++;
      if (f.bytes[0] === HANDSHAKE && /^[a-z]+$/.test(id)) continue;
      if (text.includes(id)) problems.push(`${viewer} frame (type ${f.bytes[0]}) at stateId ${f.state.stateId} contains '${id}'`);
    }
  }
  expect(problems).toEqual([]);
  await Promise.all([inv, def, spec, late].map((p) => p.room.leave()));
  return { checkedFrames, checkedIds, steps };
}

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

test('no secret reaches the Defender or a spectator during whole games', async () => {
  const totals = { checkedFrames: 0, checkedIds: 0, steps: 0 };
  for (const seed of [7, 1234, 99991]) {
    const r = await playWatchedGame(seed);
    totals.checkedFrames += r.checkedFrames;
    totals.checkedIds += r.checkedIds;
    totals.steps += r.steps;
  }
  // Sanity: the capture saw the games (hundreds of frames, thousands of id checks).
  expect(totals.checkedFrames).toBeGreaterThan(500);
  expect(totals.checkedIds).toBeGreaterThan(5000);
  // The three spell ids that are also field names were searched for too (not dropped as "visible").
  expect(coverage.fieldNamedChecks).toBeGreaterThan(0);
  console.log(
    `leak test: ${totals.steps} actions, ${totals.checkedFrames} frames, ${totals.checkedIds} id checks; ` +
      `frames with face-down Illusions ${coverage.illusionFrames}, after Scout Report ${coverage.scoutReportFrames}, ` +
      `with Desperation cards ${coverage.panicTopFrames}; checks of plague/bloodlust/desperation ${coverage.fieldNamedChecks}`,
  );
});

test('the capture itself works: the Invader does receive its Library ids', async () => {
  const first = await createGame(srv.url, { side: 'invader', name: 'Ivy' });
  const roomId = first.room.roomId;
  const def = await joinGame(srv.url, roomId, { name: 'Dee' });
  watchedRoom = roomId;
  frames.length = 0;
  // Taking the seat back in a new connection: its full state goes through the capture.
  const inv = await joinGame(srv.url, roomId, { token: first.token });
  watchedRoom = null;
  const lib = gameOf(roomId).invader.library;
  const toInvader = frames
    .filter((f) => f.sessionId === inv.room.sessionId)
    .map((f) => f.bytes.toString('latin1'))
    .join('');
  const toDefender = frames
    .filter((f) => f.sessionId === def.room.sessionId)
    .map((f) => f.bytes.toString('latin1'))
    .join('');
  expect(lib.length).toBeGreaterThan(0);
  expect(lib.filter((id) => !toInvader.includes(id))).toEqual([]);
  expect(lib.filter((id) => toDefender.includes(id))).toEqual([]);
  expect(inv.state.invaderSecrets.library.toArray()).toEqual(viewFor(gameOf(roomId), 'invader').invader.library);
  await Promise.all([inv, def].map((p) => p.room.leave()));
});
