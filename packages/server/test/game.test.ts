/**
 * A whole game over real WebSockets: two seeded random bots (each picks uniformly from its `legal`
 * message) play to the end while a spectator follows; after every action each client's decoded
 * state equals the rules' viewFor for its seat.
 */
import { applyAction, newGame, type Seat } from '@stronghold/rules';
import { createGame, expectDecodedViews, gameOf, joinGame, useTestServer, type Player } from './helpers/harness';
import { mulberry32, pickOne } from '../src/testing';

jest.setTimeout(60_000);

const srv = useTestServer();

function checkViews(roomId: string, players: Record<Seat | 'spectator', Player>): void {
  expectDecodedViews(gameOf(roomId), Object.values(players));
}

test('two random bots play a full game; every decoded state agrees with viewFor', async () => {
  const inv = await createGame(srv.url, { side: 'invader', name: 'Ivy', gameName: 'Bots' });
  const roomId = inv.room.roomId;
  const def = await joinGame(srv.url, roomId, { name: 'Dee' });
  const spec = await joinGame(srv.url, roomId, { name: 'Sam', spectate: true });
  expect([inv.seat, def.seat, spec.seat]).toEqual(['invader', 'defender', 'spectator']);
  expect(inv.token).toBeTruthy();
  expect(def.token).toBeTruthy();
  expect(spec.token).toBeUndefined();
  const players = { invader: inv, defender: def, spectator: spec };
  const rnd = mulberry32(20240601);

  let steps = 0;
  for (;;) {
    const g = gameOf(roomId);
    await Promise.all([inv, def, spec].map((p) => p.waitFor(() => p.stateId === g.stateId, `stateId ${g.stateId}`)));
    checkViews(roomId, players);
    if (g.winner || g.phase === 'ended') break;
    const actor = g.toAct === 'invader' ? inv : def;
    const idle = g.toAct === 'invader' ? def : inv;
    await actor.waitFor(() => actor.legal?.stateId === g.stateId && actor.legal.actions.length > 0, 'legal');
    expect(idle.legal === null || idle.legal.actions.length === 0).toBe(true);
    actor.room.send('action', { stateId: g.stateId, action: pickOne(actor.legalActions, rnd) });
    await actor.waitFor(() => actor.stateId === g.stateId + 1, 'state after action');
    steps++;
    expect(steps).toBeLessThan(5000);
  }
  const end = gameOf(roomId);
  expect(end.winner).not.toBeNull();
  expect(inv.errors).toEqual([]);
  expect(def.errors).toEqual([]);
  await inv.waitFor(() => inv.state.status === 'ended', 'status ended');
  expect(srv.syncProblems).toEqual([]);

  // Logs: the spectator saw only 'all' events, each seat its own too; sequence numbers increase.
  for (const p of [inv, def, spec]) {
    const seqs = p.log.map((e) => e.seq);
    expect(seqs).toEqual([...seqs].sort((a, b) => a - b));
  }
  expect(spec.log.length).toBeLessThanOrEqual(inv.log.length);

  // The finished game's record replays to the same end.
  const res = await fetch(`${srv.url}/api/games/${roomId}/record`);
  expect(res.status).toBe(200);
  const record = (await res.json()) as { seed: number; actions: unknown[]; winner: unknown };
  expect(record.actions.length).toBe(end.stateId);
  expect(record.winner).toEqual(end.winner);
  let s = newGame({ seed: record.seed, ruleset: 'undead' });
  for (const a of record.actions) {
    const r = applyAction(s, a);
    if (!r.ok) throw new Error(r.error.message);
    s = r.state;
  }
  expect(s).toEqual(end);
  console.log(`full game: ${steps} actions, winner ${end.winner?.seat}`);

  await Promise.all([inv, def, spec].map((p) => p.room.leave()));
});
