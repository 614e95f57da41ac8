/**
 * Bytes on the wire per client per action, for players and a spectator separately: a seeded
 * random bot game through the real server on loopback, counting every WebSocket payload each
 * @colyseus/sdk client receives after the joins (patches, `legal`, `log`). Printed, not asserted
 * against a budget (the room's seed is random, so figures vary a little from run to run); the
 * same run also prices the legal lists in the old plain format for comparison.
 * Run alone: npx jest packages/server/test/wire-bytes.test.ts
 */
import { pack } from 'msgpackr';
import { createGame, gameOf, joinGame, startTestServer, type Player, type TestServer } from './helpers/harness';
import { mulberry32, onRawFrame, pickOne } from '../src/testing';

jest.setTimeout(90_000);

const ROOM_STATE_PATCH = 15;
const ROOM_DATA = 13;

let srv: TestServer;
beforeAll(async () => {
  srv = await startTestServer();
});
afterAll(async () => {
  await srv.close();
});

interface Count {
  total: number;
  patch: number;
  messages: number;
}

/** Bytes of each message kind as received (msgpack body), by type. */
function messageBytes(p: Player, from: number): Record<string, number> {
  const out: Record<string, number> = {};
  for (const m of p.messages.slice(from)) out[m.type] = (out[m.type] ?? 0) + pack(m.data).length + m.type.length + 2;
  return out;
}

function countBytes(p: Player): Count {
  const c: Count = { total: 0, patch: 0, messages: 0 };
  onRawFrame(p.room, (data) => {
    c.total += data.byteLength;
    if (data[0] === ROOM_STATE_PATCH) c.patch += data.byteLength;
    if (data[0] === ROOM_DATA) c.messages += data.byteLength;
  });
  return c;
}

test('bytes per client per action, players and spectator (seeded bots, real server)', async () => {
  const inv = await createGame(srv.url, { side: 'invader', name: 'Ivy' });
  const roomId = inv.room.roomId;
  const def = await joinGame(srv.url, roomId, { name: 'Dee' });
  const spec = await joinGame(srv.url, roomId, { spectate: true });
  const counts = { invader: countBytes(inv), defender: countBytes(def), spectator: countBytes(spec) };
  const from = { inv: inv.messages.length, def: def.messages.length, spec: spec.messages.length };
  const rnd = mulberry32(4242);
  let actions = 0;
  let plainLegalBytes = 0;
  for (;;) {
    const g = gameOf(roomId);
    if (g.winner || g.phase === 'ended') break;
    const actor = g.toAct === 'invader' ? inv : def;
    await actor.waitFor(() => actor.legal?.stateId === g.stateId && actor.legal.actions.length > 0, 'legal');
    const list = actor.legalActions;
    plainLegalBytes += pack({ stateId: g.stateId, actions: list }).length + 8;
    actor.room.send('action', { stateId: g.stateId, action: pickOne(list, rnd) });
    await Promise.all([inv, def, spec].map((p) => p.waitFor(() => p.stateId === g.stateId + 1, 'next state')));
    actions++;
  }
  // Let the last `legal` / `log` frames arrive.
  await new Promise((r) => setTimeout(r, 100));
  const per = (n: number) => Math.round(n / actions);
  const players = counts.invader.total + counts.defender.total;
  const figures = {
    actions,
    playerBytesPerAction: per(players / 2),
    spectatorBytesPerAction: per(counts.spectator.total),
    allClientsBytesPerAction: per((players + counts.spectator.total) / 3),
    playerPatchBytesPerAction: per((counts.invader.patch + counts.defender.patch) / 2),
    playerMessageBytesPerAction: per((counts.invader.messages + counts.defender.messages) / 2),
    spectatorPatchBytesPerAction: per(counts.spectator.patch),
    spectatorMessageBytesPerAction: per(counts.spectator.messages),
    plainLegalBytesPerActionPerPlayer: per(plainLegalBytes / 2),
  };
  const byType = (m: Record<string, number>) => Object.fromEntries(Object.entries(m).map(([k, v]) => [k, per(v)]));
  const kinds = {
    invader: byType(messageBytes(inv, from.inv)),
    defender: byType(messageBytes(def, from.def)),
    spectator: byType(messageBytes(spec, from.spec)),
  };
  console.log(`wire bytes: ${JSON.stringify(figures)}\nmessage bytes per action by type: ${JSON.stringify(kinds)}`);
  expect(actions).toBeGreaterThan(50);
  expect(counts.spectator.total).toBeGreaterThan(0);
  await Promise.all([inv, def, spec].map((p) => p.room.leave()));
});
