/**
 * More than one process: a real redis-server and PostgreSQL cluster on 127.0.0.1, two server
 * processes (`node packages/server/dist/main.js`) with REDIS_URL, DATABASE_URL and each its own
 * PUBLIC_ADDRESS. A game created through one process is listed by the other's lobby, joined
 * through the other, and played to a number of actions; its actions land in the shared database,
 * visible through either process. Restart: a process that starts while another hosts a game
 * leaves that game alone; a SIGKILLed host's game is restored exactly once by its successor.
 */
import { Client as PgClient } from 'pg';
import type { Room } from '@colyseus/sdk';
import { startRedis, redisBulk, redisCommand, usePostgres, type RedisService } from './helpers/services';
import { must } from './helpers/must';
import { onLegal, PreparedClient, startServerChild, type ServerChild } from '../src/testing';

jest.setTimeout(120_000);

interface Legal {
  stateId: number;
  actions: unknown[];
}

interface Player {
  room: Room;
  seat: () => string | undefined;
  /** Latest `legal` message. */
  legal: () => Legal | null;
  errors: { code: string; message: string }[];
  /** The seat token from the `seat` message. */
  token: () => string | undefined;
}

async function joinAsPlayer(client: PreparedClient, join: (c: PreparedClient) => Promise<Room>): Promise<Player> {
  let seat: string | undefined;
  let token: string | undefined;
  let legal: Legal | null = null;
  const errors: { code: string; message: string }[] = [];
  const room = await client.withHandlers(
    (r) => {
      // Players come back by seat token, as the test says; the SDK's own retries would outlive it.
      r.reconnection.enabled = false;
      r.onMessage('seat', (m: { seat: string; token?: string }) => {
        seat = m.seat;
        if (m.token) token = m.token;
      });
      onLegal(r, (m: Legal) => (legal = m));
      r.onMessage('error', (m: { code: string; message: string }) => errors.push(m));
      r.onMessage('*', () => undefined);
    },
    () => join(client),
  );
  return { room, seat: () => seat, legal: () => legal, errors, token: () => token };
}

async function until<T>(what: string, check: () => T | undefined | null | false, timeoutMs = 15_000): Promise<T> {
  const end = Date.now() + timeoutMs;
  for (;;) {
    const v = check();
    if (v) return v;
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 20));
  }
}

/** SIGKILL (no goodbye to Redis: its listings stay until a health check removes them). */
async function killHard(s: ServerChild): Promise<void> {
  if (s.child.exitCode !== null || s.child.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => s.child.once('exit', () => resolve()));
  s.child.kill('SIGKILL');
  await exited;
}

/** The player with a legal list for state `current`, and the first action of that list. */
function firstMove(players: Player[], current: number): { acting: Player; action: unknown } | undefined {
  for (const p of players) {
    const legal = p.legal();
    if (legal?.stateId === current && legal.actions.length > 0) return { acting: p, action: legal.actions[0] };
  }
  return undefined;
}

/** Plays `n` actions: whoever has a legal list for the current state sends its first action. */
async function playActions(players: Player[], n: number): Promise<number> {
  const rooms = players.map((p) => p.room);
  const lead = must(rooms[0], 'a player');
  for (let i = 0; i < n; i++) {
    const current = stateId(lead);
    const { acting, action } = await until(`a legal list for state ${current}`, () => firstMove(players, current));
    acting.room.send('action', { stateId: current, action });
    await until(`state ${current + 1}`, () => rooms.every((r) => stateId(r) > current));
  }
  return stateId(lead);
}

/** A room's entry in the shared listing (@colyseus/redis-driver). */
interface RoomListing {
  roomId: string;
  processId: string;
  publicAddress?: string;
}

const socketUrl = (room: Room): string => (room.connection.transport as unknown as { ws: { url: string } }).ws.url;
const stateId = (room: Room): number => (room.state as { game?: { stateId?: number } }).game?.stateId ?? -1;

describe('two server processes sharing Redis and PostgreSQL', () => {
  const pg = usePostgres();
  let redis: RedisService;
  let databaseUrl: string;
  const servers: ServerChild[] = [];
  const server = (i: number): ServerChild => must(servers[i], `server process ${i}`);
  const rooms: Room[] = [];

  beforeAll(async () => {
    redis = await startRedis();
    databaseUrl = pg.url;
    const env = { REDIS_URL: redis.url, DATABASE_URL: databaseUrl };
    // One after the other: both create the schema at start.
    servers.push(await startServerChild({ env }));
    servers.push(await startServerChild({ env }));
  }, 120_000);

  afterAll(async () => {
    // leave() waits for the server's answer: bounded, and skipped for sockets already closed.
    await Promise.all(
      rooms
        .filter((r) => r.connection.isOpen)
        .map((r) => Promise.race([r.leave(true).catch(() => 0), new Promise((res) => setTimeout(res, 2000))])),
    );
    await Promise.allSettled(servers.map((s) => s.stop()));
    // Unassigned if beforeAll failed.
    await (redis as RedisService | undefined)?.stop();
  });

  it('both processes are up, healthy, and registered in the same Redis', async () => {
    for (const s of servers) {
      const res = await fetch(`${s.url}/health`);
      expect(res.status).toBe(200);
      expect(await res.json()).toMatchObject({ ok: true, db: true });
    }
    // Colyseus keeps one room-count entry per live process in the shared presence (hash `roomcount`).
    expect(await redisCommand(redis.port, 'HLEN roomcount')).toBe(':2');
  });

  it.each([
    [0, 1],
    [1, 0],
  ])('a game created through process %i is listed by, joined through and played via process %i', async (from, to) => {
    const creatorServer = server(from);
    const joinerServer = server(to);
    const ann = new PreparedClient(creatorServer.url);
    const bob = new PreparedClient(joinerServer.url);
    const gameName = `Game ${from}->${to}`;

    const invader = await joinAsPlayer(ann, (c) => c.create('stronghold', { side: 'invader', name: 'Ann', gameName }));
    rooms.push(invader.room);
    const roomId = invader.room.roomId;
    await until('the seat message', () => invader.seat());
    expect(invader.seat()).toBe('invader');

    // Listed by the other process's lobby.
    const listed: { roomId: string; metadata?: { name?: string }; publicAddress?: string }[] = [];
    const lobby = await bob.withHandlers(
      (r) => {
        r.onMessage('rooms', (all: typeof listed) => listed.splice(0, listed.length, ...all));
        r.onMessage('+', ([, data]: [string, (typeof listed)[number]]) => listed.push(data));
        r.onMessage('-', () => undefined);
      },
      () => bob.joinOrCreate('lobby'),
    );
    rooms.push(lobby);
    const entry = await until('the game in the lobby of the other process', () => listed.find((r) => r.roomId === roomId));
    expect(entry.metadata?.name).toBe(gameName);
    // The listing carries the address of the process that hosts the room.
    const host = must(
      servers.find((s) => s.publicAddress === entry.publicAddress),
      'the process the listing names',
    );
    expect(socketUrl(invader.room)).toContain(`ws://${host.publicAddress}/`);
    await lobby.leave(true);
    rooms.splice(rooms.indexOf(lobby), 1);

    // Joined through the other process: its matchmaker reserves the seat on the hosting process,
    // and the client's socket goes to the hosting process's public address.
    const defender = await joinAsPlayer(bob, (c) => c.joinById(roomId, { name: 'Bob' }));
    rooms.push(defender.room);
    await until('the seat message', () => defender.seat());
    expect(defender.seat()).toBe('defender');
    expect(socketUrl(defender.room)).toContain(`ws://${host.publicAddress}/`);

    // Played: whoever must act sends its first legal action, 12 times.
    const players = [invader, defender];
    const start = await until('the game to start', () => players.some((p) => p.legal()?.actions.length) && stateId(invader.room) >= 0);
    expect(start).toBe(true);
    const first = stateId(invader.room);
    const target = first + 12;
    while (stateId(invader.room) < target) {
      const current = stateId(invader.room);
      const { acting, action } = await until(`a legal list for state ${current}`, () => firstMove(players, current));
      acting.room.send('action', { stateId: current, action });
      await until(`state ${current + 1}`, () => stateId(invader.room) > current && stateId(defender.room) > current);
      if ((invader.room.state as { status?: string }).status === 'ended') break;
    }
    expect(invader.errors).toEqual([]);
    expect(defender.errors).toEqual([]);
    const reached = stateId(invader.room);
    expect(stateId(defender.room)).toBe(reached);
    expect(reached).toBeGreaterThan(first);

    // Persisted in the shared database, as the process that hosts the game wrote it.
    const db = new PgClient({ connectionString: databaseUrl });
    await db.connect();
    try {
      const games = await db.query<{ status: string }>('SELECT status FROM games WHERE id = $1', [roomId]);
      expect(games.rows).toHaveLength(1);
      expect(['playing', 'ended']).toContain(games.rows[0]?.status);
      const actions = await db.query<{ last: number; n: number }>(
        'SELECT max(seq)::int AS last, count(*)::int AS n FROM actions WHERE game_id = $1',
        [roomId],
      );
      expect(actions.rows[0]?.last).toBe(reached);
      const seats = await db.query('SELECT seat, name FROM seats WHERE game_id = $1 ORDER BY seat', [roomId]);
      expect(seats.rows).toEqual([
        { seat: 'defender', name: 'Bob' },
        { seat: 'invader', name: 'Ann' },
      ]);
    } finally {
      await db.end();
    }
    // Both processes read the same database: the record of the unfinished game is refused as
    // "not finished" (403), not "unknown" (404), whichever process is asked.
    for (const s of servers) {
      const res = await fetch(`${s.url}/api/games/${roomId}/record`);
      expect(res.status).toBe(reached > 0 && (invader.room.state as { status?: string }).status === 'ended' ? 200 : 403);
    }
  });

  it('restarts: a game stays on its live host; after its host is SIGKILLed it comes back exactly once', async () => {
    const env = { REDIS_URL: redis.url, DATABASE_URL: databaseUrl };
    const gameName = 'Restart me';
    // Created through process 0; hosted wherever the matchmaker put it.
    const ann = new PreparedClient(server(0).url);
    const invader = await joinAsPlayer(ann, (c) => c.create('stronghold', { side: 'invader', name: 'Ann', gameName }));
    rooms.push(invader.room);
    const roomId = invader.room.roomId;
    const hostIndex = servers.findIndex((s) => socketUrl(invader.room).includes(`ws://${s.publicAddress}/`));
    expect(hostIndex).toBeGreaterThanOrEqual(0);
    const otherIndex = 1 - hostIndex;
    const bob = new PreparedClient(server(otherIndex).url);
    const defender = await joinAsPlayer(bob, (c) => c.joinById(roomId, { name: 'Bob' }));
    rooms.push(defender.room);
    await until('the seats', () => invader.seat() && defender.seat());
    await until('the game to start', () => [invader, defender].some((p) => p.legal()?.actions.length));
    const before = await playActions([invader, defender], 6);
    expect(before).toBeGreaterThanOrEqual(6);

    // The shared listing (@colyseus/redis-driver: hash `roomcaches`, one entry per room id).
    const listings = async (): Promise<RoomListing[]> => {
      const raw = await redisBulk(redis.port, `HGET roomcaches ${roomId}`);
      return raw ? [JSON.parse(raw) as RoomListing] : [];
    };
    const hostAddress = server(hostIndex).publicAddress;
    expect((await listings()).map((l) => l.publicAddress)).toEqual([hostAddress]);

    // 1. The process that does not host the game is killed and started again: the game stays on its
    //    host, is not marked broken, and goes on.
    await killHard(server(otherIndex));
    await server(otherIndex).stop();
    servers[otherIndex] = await startServerChild({ env });
    expect((await listings()).map((l) => l.publicAddress)).toEqual([hostAddress]);
    expect(servers[otherIndex].output()).not.toMatch(/could not restore/);
    expect(servers[otherIndex].output()).not.toMatch(new RegExp(`game ${roomId} restored`));
    expect(servers[otherIndex].output()).toMatch(new RegExp(`game ${roomId} is hosted by process \\S+; not restored here`));
    const db = new PgClient({ connectionString: databaseUrl });
    await db.connect();
    try {
      const status = async (): Promise<string | undefined> =>
        (await db.query<{ status: string }>('SELECT status FROM games WHERE id = $1', [roomId])).rows[0]?.status;
      expect(await status()).toBe('playing');
      // Still playable, by the same connections (the defender's socket was on the host all along).
      expect(invader.room.connection.isOpen && defender.room.connection.isOpen).toBe(true);
      const afterFirst = await playActions([invader, defender], 4);
      expect(afterFirst).toBe(before + 4);
      expect(invader.errors).toEqual([]);
      expect(defender.errors).toEqual([]);

      // 2. The host is SIGKILLed and started again while the other process runs: the game comes back
      //    once, on the restarted process, at the same state; the players retake their seats by token.
      const seatTokens = { invader: invader.token(), defender: defender.token() };
      expect(seatTokens.invader && seatTokens.defender).toBeTruthy();
      await killHard(server(hostIndex));
      await until('the sockets to close', () => !invader.room.connection.isOpen && !defender.room.connection.isOpen);
      await server(hostIndex).stop();
      servers[hostIndex] = await startServerChild({ env });
      const restarted = servers[hostIndex];
      // (It also restores the earlier tests' games it hosted; each game id once.)
      expect(restarted.output().split(`game ${roomId} restored at stateId ${afterFirst}`)).toHaveLength(2);
      expect(restarted.output()).not.toMatch(/could not restore/);
      const listed = await listings();
      expect(listed.map((l) => l.publicAddress)).toEqual([restarted.publicAddress]);
      expect(await status()).toBe('playing');
      // The process that kept running did not take it as well.
      expect(servers[otherIndex].output()).not.toMatch(new RegExp(`game ${roomId} restored`));

      // Seats back by token, through either process.
      const inv2 = await joinAsPlayer(new PreparedClient(server(otherIndex).url), (c) => c.joinById(roomId, { token: seatTokens.invader }));
      rooms.push(inv2.room);
      const def2 = await joinAsPlayer(new PreparedClient(restarted.url), (c) => c.joinById(roomId, { token: seatTokens.defender }));
      rooms.push(def2.room);
      await until('the seats back', () => inv2.seat() && def2.seat());
      expect([inv2.seat(), def2.seat()]).toEqual(['invader', 'defender']);
      expect(socketUrl(inv2.room)).toContain(`ws://${restarted.publicAddress}/`);
      await until('the state', () => stateId(inv2.room) === afterFirst && stateId(def2.room) === afterFirst);
      const afterRestart = await playActions([inv2, def2], 4);
      expect(afterRestart).toBe(afterFirst + 4);
      expect(inv2.errors).toEqual([]);
      expect(def2.errors).toEqual([]);
      const saved = await db.query('SELECT max(seq)::int AS last, count(*)::int AS n FROM actions WHERE game_id = $1', [roomId]);
      expect(saved.rows[0]).toEqual({ last: afterRestart, n: afterRestart });
      expect(await status()).toBe('playing');
    } finally {
      await db.end();
    }
  });
});
