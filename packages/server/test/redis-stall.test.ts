/**
 * A Redis that stops answering (SIGSTOP: the socket stays open, nothing comes back) must not
 * freeze games: the lobby listing is written through Redis, off the action path, so an action is
 * answered while Redis is stuck, and the listing catches up once it answers again. A Redis that
 * comes back empty (killed and started again) gets the process's live games listed again, so they
 * can be found and joined through matchmaking.
 */
import { matchMaker } from '@colyseus/core';
import { distributedOptions } from '../src/distributed';
import { createGame, gameOf, joinGame, useTestServer, type Player } from './helpers/harness';
import { startRedis, type RedisService } from './helpers/services';
import { mulberry32, pickOne } from '../src/testing';

jest.setTimeout(60_000);

let redis: RedisService;
beforeAll(async () => {
  redis = await startRedis();
});
// Before the server closes: a Redis a test left stopped (SIGSTOP) answers it again.
afterAll(() => redis.signal('SIGCONT'));
const srv = useTestServer(() => {
  // As main.ts connects (distributed.ts), with a shorter limit on each Redis command.
  const { presence, driver } = distributedOptions({
    REDIS_URL: redis.url,
    PUBLIC_ADDRESS: '127.0.0.1:1',
    REDIS_COMMAND_TIMEOUT_MS: '1000',
  });
  return { presence, driver, relistIntervalMs: 100 };
});
afterAll(async () => {
  await redis.stop();
});

/** The seat whose legal list is for the current state. */
function mover(players: Player[]): { p: Player; stateId: number } {
  const p = players.find((x) => (x.legal?.actions.length ?? 0) > 0 && x.legal?.stateId === x.stateId);
  if (!p) throw new Error('nobody to move');
  return { p, stateId: p.stateId };
}

async function playOne(players: Player[], rnd: () => number): Promise<void> {
  await Promise.race(players.map((x) => x.waitFor(() => (x.legal?.actions.length ?? 0) > 0 && x.legal?.stateId === x.stateId, 'legal')));
  const { p, stateId } = mover(players);
  p.room.send('action', { stateId, action: pickOne(p.legalActions, rnd) });
  await Promise.all(players.map((x) => x.waitFor(() => x.stateId > stateId, 'the next state')));
}

test('actions are answered while Redis is stuck, and the lobby listing catches up after', async () => {
  const inv = await createGame(srv.url, { side: 'invader', name: 'Ivy' });
  const def = await joinGame(srv.url, inv.room.roomId, { name: 'Dee' });
  const players = [inv, def];
  const rnd = mulberry32(7);
  await playOne(players, rnd);

  redis.signal('SIGSTOP');
  // Play on until the phase changes twice: each change is a new lobby listing, written to Redis.
  const roomId = inv.room.roomId;
  const phases = [gameOf(roomId).phase];
  const before = inv.stateId;
  for (let i = 0; i < 200 && phases.length < 3; i++) {
    await playOne(players, rnd);
    const { phase } = gameOf(roomId);
    if (phase !== phases[phases.length - 1]) phases.push(phase);
  }
  expect(phases).toHaveLength(3);
  expect(def.stateId).toBe(inv.stateId);
  expect(inv.stateId).toBeGreaterThan(before);

  // A new game needs Redis (matchmaking): it is refused within seconds, in the player's words,
  // rather than hanging for the whole outage.
  const asked = Date.now();
  const refused = await createGame(srv.url, { side: 'invader', name: 'Late' }).then(
    () => 'created',
    (e: unknown) => String(e),
  );
  expect(Date.now() - asked).toBeLessThan(5000);
  expect(refused).toMatch(/unavailable: games cannot be saved right now/);

  // /health names what is down, and answers (in about a second) although Redis does not.
  const stuck = await fetch(`${srv.url}/health`);
  expect(stuck.status).toBe(503);
  expect(await stuck.json()).toMatchObject({ ok: false, db: true, redis: false });

  redis.signal('SIGCONT');
  const back = await fetch(`${srv.url}/health`);
  expect(back.status).toBe(200);
  expect(await back.json()).toMatchObject({ ok: true, db: true, redis: true });
  // The listing in Redis catches up with where the game now is (the driver reads it from Redis;
  // the writer tries again on its own after the stall).
  const { phase, turn } = gameOf(roomId);
  const listed = async (): Promise<boolean> => {
    const meta = (await matchMaker.query({ roomId }))[0]?.metadata as { phase?: unknown; turn?: unknown } | undefined;
    return meta?.phase === phase && meta.turn === turn;
  };
  for (let i = 0; i < 500 && !(await listed()); i++) await new Promise((r) => setTimeout(r, 20));
  expect(await listed()).toBe(true);
  await Promise.all(players.map((p) => p.room.leave()));
});

/** Asks the driver (Redis) until `check` holds, at most about 10 s. */
async function untilListed(check: () => Promise<boolean>): Promise<boolean> {
  for (let i = 0; i < 500; i++) {
    if (await check()) return true;
    await new Promise((r) => setTimeout(r, 20));
  }
  return false;
}

test('after Redis restarts empty, a live game is listed again and joined through matchmaking', async () => {
  const inv = await createGame(srv.url, { side: 'invader', name: 'Ivy' });
  const roomId = inv.room.roomId;
  const listed = async (): Promise<boolean> => (await matchMaker.query({ roomId }).catch(() => [])).length === 1;
  expect(await listed()).toBe(true);

  await redis.restartEmpty();
  expect(await untilListed(listed)).toBe(true);
  const def = await joinGame(srv.url, roomId, { name: 'Dee' });
  expect(def.seat).toBe('defender');
  await Promise.all([inv, def].map((p) => p.room.leave()));
});
