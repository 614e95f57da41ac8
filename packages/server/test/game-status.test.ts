/**
 * `GET /api/games/status` over real HTTP on loopback (docs/protocol.md "HTTP"): whose decision it
 * is, the turn and the clock of a game, the same for a game this process hosts (read from its
 * room) and for one that is only in the store (what its host stored with it), and nothing a
 * spectator of the game does not see too.
 */
import type { GameStanding } from '@stronghold/protocol';
import { createGame, gameOf, joinGame, sleep, useTestServer, type Player } from './helpers/harness';
import { must } from './helpers/must';

jest.setTimeout(60_000);

const DAY = 24 * 3_600_000;
const srv = useTestServer();

async function status(ids: string[]): Promise<{ games: GameStanding[]; asked: number; answered: number }> {
  const asked = Date.now();
  const res = await fetch(`${srv.url}/api/games/status?ids=${ids.map(encodeURIComponent).join(',')}`);
  expect(res.status).toBe(200);
  const body = (await res.json()) as { games: GameStanding[] };
  return { games: body.games, asked, answered: Date.now() };
}

/** The standing the endpoint gives for `id` alone. */
async function standingOf(id: string): Promise<GameStanding> {
  return must((await status([id])).games[0], `a standing of ${id}`);
}

async function sleepThenRead(id: string) {
  await sleep(50);
  return srv.store.getGame(id);
}

/** The player whose seat must act plays its first legal action; resolves once it is applied. */
async function step(players: Player[], roomId: string): Promise<void> {
  const g = gameOf(roomId);
  const actor = must(
    players.find((p) => p.seat === g.toAct),
    'the player whose seat must act',
  );
  await actor.waitFor(() => actor.legal?.stateId === g.stateId && actor.legal.actions.length > 0, 'legal list');
  actor.room.send('action', { stateId: g.stateId, action: actor.legalActions[0] });
  await actor.waitFor(() => actor.stateId > g.stateId, 'action applied');
}

/** Exactly these fields, each a public fact; there is nowhere for a prompt's contents to go. */
function expectOnlyPublicFields(s: GameStanding): void {
  expect(Object.keys(s).sort()).toEqual(['clock', 'id', 'name', 'status', 'toAct', 'turn', 'winner']);
  expect(Object.keys(s.clock).sort()).toEqual(['deadline', 'kind', 'leftMs']);
  expect([null, 'invader', 'defender']).toContain(s.toAct);
}

test('a correspondence game hosted here: whose decision, the turn and the time left, as a spectator sees them', async () => {
  const inv = await createGame(srv.url, {
    side: 'invader',
    name: 'Ivy',
    gameName: 'Letters',
    timeControl: { kind: 'correspondence', perDecisionMs: DAY },
  });
  const roomId = inv.room.roomId;
  const waiting = await standingOf(roomId);
  expect(waiting).toMatchObject({
    id: roomId,
    name: 'Letters',
    status: 'waiting',
    toAct: null,
    clock: { kind: 'correspondence', leftMs: null },
  });

  const def = await joinGame(srv.url, roomId, { name: 'Dee' });
  const spy = await joinGame(srv.url, roomId, { spectate: true });
  for (let i = 0; i < 12; i++) await step([inv, def], roomId);
  await spy.waitFor(() => spy.stateId === gameOf(roomId).stateId, 'the spectator is up to date');

  const { games, asked, answered } = await status([roomId]);
  const s = must(games[0], 'a standing');
  expectOnlyPublicFields(s);
  const seen = must(spy.view(), "the spectator's view");
  expect(s.status).toBe('playing');
  expect(s.toAct).toBe(seen.toAct);
  expect(s.turn).toBe(seen.turn);
  // The spectator's state shows the acting seat's clock running with what it had left then.
  const clock = spy.state.players[must(s.toAct, 'a seat to act')];
  expect(clock.clockRunning).toBe(true);
  expect(s.clock.kind).toBe('correspondence');
  expect(s.clock.leftMs).toBeLessThanOrEqual(clock.clockMs);
  expect(s.clock.leftMs).toBeGreaterThan(DAY - (answered - asked) - 60_000);
  const measuredAt = must(s.clock.deadline, 'a deadline') - must(s.clock.leftMs, 'the time left');
  expect(measuredAt).toBeGreaterThanOrEqual(asked);
  expect(measuredAt).toBeLessThanOrEqual(answered);
  // The acting seat's prompt (its id, label, options) appears nowhere in the answer.
  const acting = must(
    [inv, def].find((p) => p.seat === s.toAct),
    'the acting player',
  );
  const prompt = must(acting.view(), "the acting player's view").prompts.at(-1);
  const promptId = prompt && 'id' in prompt ? prompt.id : undefined;
  const body = JSON.stringify(games);
  for (const secret of [promptId, prompt?.kind, 'prompt', 'options', 'legal', 'seed', 'token'].filter(Boolean) as string[])
    expect(body.includes(secret)).toBe(false);

  // The other seat acts next at some point: the answer follows the room.
  const before = s.toAct;
  for (let i = 0; i < 200 && gameOf(roomId).toAct === before; i++) await step([inv, def], roomId);
  expect((await standingOf(roomId)).toAct).toBe(gameOf(roomId).toAct);
  for (const p of [inv, def, spy]) await p.room.leave(true);
});

test('a game only in the store (hosted by no room here): what its host stored, the same standing as the live game it copies', async () => {
  const inv = await createGame(srv.url, { side: 'invader', name: 'Ivy', timeControl: { kind: 'correspondence', perDecisionMs: DAY } });
  const roomId = inv.room.roomId;
  const def = await joinGame(srv.url, roomId, { name: 'Dee' });
  for (let i = 0; i < 9; i++) await step([inv, def], roomId);
  const live = await standingOf(roomId);
  // The room stores who acts and the turn with the game (written after the action, not awaited).
  const g = gameOf(roomId);
  let stored = must(await srv.store.getGame(roomId), 'the stored game');
  for (let i = 0; i < 50 && JSON.stringify(stored.live?.standing) !== JSON.stringify({ toAct: g.toAct, turn: g.turn }); i++)
    stored = must(await sleepThenRead(roomId), 'the stored game');
  expect(stored.live?.standing).toEqual({ toAct: g.toAct, turn: g.turn });

  // The same game under another id, written to the store directly (as another process would).
  const copy = `${roomId}X`;
  await srv.store.createGame({ id: copy, seed: stored.seed, options: { ...stored.options, name: 'Copy' }, passwordHash: null });
  await srv.store.setStatus(copy, 'playing');
  const since = Date.now() - 5_000;
  const seat = must(g.toAct, 'a seat to act');
  const other = seat === 'invader' ? 'defender' : 'invader';
  const remainingMs = { [seat]: DAY - 1_000, [other]: DAY } as Record<'invader' | 'defender', number>;
  await srv.store.setLive(copy, { ...stored.live, clock: { remainingMs, running: seat, since } });

  const { games, asked, answered } = await status([copy, 'no-such-game', 'bad id!', roomId]);
  expect(games.map((x) => x.id)).toEqual([copy, roomId]);
  const s = must(games[0], 'the standing of the copy');
  expectOnlyPublicFields(s);
  expect({ toAct: s.toAct, turn: s.turn, status: s.status, name: s.name }).toEqual({
    toAct: live.toAct,
    turn: live.turn,
    status: 'playing',
    name: 'Copy',
  });
  // What the snapshot had left, less the time since it was taken.
  expect(s.clock.leftMs).toBeLessThanOrEqual(DAY - 1_000 - (asked - since));
  expect(s.clock.leftMs).toBeGreaterThanOrEqual(DAY - 1_000 - (answered - since));

  // Stored by a version that wrote no standing: nothing is claimed about who acts.
  await srv.store.setLive(copy, { clock: { remainingMs, running: seat, since } });
  expect((await status([copy])).games[0]).toMatchObject({ status: 'playing', toAct: null, turn: null, clock: { leftMs: null } });
  for (const p of [inv, def]) await p.room.leave(true);
});

test('a finished game: nobody to act and no clock, the winner', async () => {
  const inv = await createGame(srv.url, { side: 'invader', name: 'Ivy' });
  const roomId = inv.room.roomId;
  const def = await joinGame(srv.url, roomId, { name: 'Dee' });
  await def.waitFor(() => def.state.status === 'playing', 'playing');
  const none = await standingOf(roomId);
  expect(none).toMatchObject({
    status: 'playing',
    toAct: gameOf(roomId).toAct,
    turn: 1,
    clock: { kind: 'none', leftMs: null, deadline: null },
  });

  const stateId = gameOf(roomId).stateId;
  def.room.send('action', { stateId, action: { type: 'concede', seat: 'defender' } });
  await inv.waitFor(() => inv.state.status === 'ended', 'ended');
  const s = await standingOf(roomId);
  expectOnlyPublicFields(s);
  expect(s).toMatchObject({ status: 'ended', toAct: null, turn: null, winner: { seat: 'invader' }, clock: { kind: 'none', leftMs: null } });
});
