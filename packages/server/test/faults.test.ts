/**
 * Infrastructure faults with real parts: a redis-server and a PostgreSQL cluster on 127.0.0.1, two
 * built server processes (A and B) sharing them, and games of two `@colyseus/sdk` players each
 * (half created through A, half through B, each joined through the other) that play on their own
 * and reconnect as the web client does (helpers/fault-players.ts). In turn, on the same games, each
 * mid-game:
 *
 * 1. Redis stuck (SIGSTOP, then SIGCONT): actions are answered within a second; a create is refused
 *    `unavailable` within seconds; `/health` says 503 with `redis: false`, 200 after.
 * 2. Redis killed and started empty: every live game is listed again and joinable as a spectator
 *    through either process within 5 s.
 * 3. PostgreSQL stopped (`pg_ctl stop -m fast`), then started: actions are refused with
 *    `internal_error` "could not be saved; nothing changed", creates with `unavailable`, `/health`
 *    says 503 with `db: false`; play goes on once it is back.
 * 4. A process SIGKILLed and started again at the same address: its games come back, and each of
 *    their players is seated again within 2 s of the process answering `/health`.
 *
 * Then, against PostgreSQL: every game's actions are numbered 1..n without a gap, every action a
 * player saw acknowledged is stored, and every refusal a player got is a documented one.
 * One summary line per fault (JSON) gives the figures of docs/operations.md's "Faults and what
 * players see". FAULT_GAMES (default 10) and FAULT_PG_OUTAGE_MS (default 10000) change its size;
 * FAULT_LOG_DIR keeps the processes' output there.
 */
import fs from 'node:fs';
import path from 'node:path';
import { UNAVAILABLE_MESSAGE } from '../src/rooms/refusals';
import { freePort, startServerChild, type ServerChild } from '../src/testing';
import { undocumented, refusalName, type JoinRefused } from './helpers/documented-refusals';
import { FaultPlayer, type Acknowledged, type SeenRefusal } from './helpers/fault-players';
import { countBy, health, probeCreate, spectate, storeCheck, until } from './helpers/fault-checks';
import { must } from './helpers/must';
import { redisBulk, startPostgres, startRedis, type PostgresService, type RedisService } from './helpers/services';

jest.setTimeout(180_000);

const GAMES = Number(process.env.FAULT_GAMES ?? 10);
const PG_OUTAGE_MS = Number(process.env.FAULT_PG_OUTAGE_MS ?? 10_000);
/** How long Redis is stopped (SIGSTOP): longer than REDIS_COMMAND_TIMEOUT_MS (3 s), so commands time out. */
const REDIS_STALL_MS = 5000;

/** Goals (the assertions). */
const MAX_ANSWER_MS_REDIS_STUCK = 1000;
const MAX_CREATE_REFUSAL_MS = 4000;
const MAX_RELIST_SECONDS = 5;
const MAX_SEATED_AFTER_HEALTH_MS = 2000;

interface Game {
  roomId: string;
  players: FaultPlayer[];
}

/** A room's entry in the shared listing (@colyseus/redis-driver: hash `roomcaches`). */
interface RoomListing {
  roomId: string;
  processId: string;
  publicAddress?: string;
}

interface FaultSummary {
  fault: string;
  games: number;
  acknowledged: number;
  lost: number;
  gaps: number;
  refusals: Record<string, number>;
  maxAnswerMs: number | null;
  listedSeconds?: number;
  seatedSeconds?: number;
  inFlight?: Record<string, number>;
  [more: string]: unknown;
}

let redis: RedisService;
let pg: PostgresService;
let databaseUrl = '';
let env: Record<string, string> = {};
const servers: ServerChild[] = [];
/** Every process started, killed ones too (their output is kept for the failure messages). */
const everyServer: { name: string; server: ServerChild }[] = [];
const games: Game[] = [];
/** Refusals of the creates and spectator joins the test makes itself. */
const probeRefusals: SeenRefusal[] = [];
let fault = 'setup';

const urls = (): string[] => servers.map((s) => s.url);
const server = (i: number): ServerChild => must(servers[i], `server process ${i}`);
const players = (): FaultPlayer[] => games.flatMap((g) => g.players);
const sleep = (ms: number): Promise<void> => new Promise((r) => setTimeout(r, ms));
const processName = (i: number): string => (i === 0 ? 'A' : 'B');

async function untilHealthy(): Promise<void> {
  await until(
    'every process to answer /health 200',
    async () => (await Promise.all(urls().map((u) => health(u).catch(() => ({ status: 0, body: {} }))))).every((h) => h.status === 200),
    15_000,
  );
}

/** Acknowledged actions of each game so far. */
function ackCounts(): number[] {
  return games.map((g) => g.players.reduce((n, p) => n + p.acknowledged.length, 0));
}

/** What each game is doing, for a failure message. */
function describeGames(): string {
  return games
    .map((g) => {
      const who = g.players.map((p) => {
        const last = p.refusals.at(-1);
        return `${p.seat ?? '?'} ${p.present ? `at ${p.hostAddress ?? '?'}` : 'away'} state ${p.stateId} acks ${p.acknowledged.length}${
          last ? ` last refusal ${refusalName(last.refusal)} "${last.refusal.message}"` : ''
        }`;
      });
      return `  game ${g.roomId}: ${who.join('; ')}`;
    })
    .join('\n');
}

/** Waits until every game has `n` more acknowledged actions than now. */
async function advance(n: number, what: string, timeoutMs = 30_000): Promise<void> {
  const base = ackCounts();
  await until(
    `${n} more acknowledged actions in every game ${what}`,
    () => ackCounts().every((c, i) => c >= (base[i] ?? 0) + n),
    timeoutMs,
    describeGames,
  );
}

/** Each create was refused with `unavailable` (503), in the protocol's words. */
function expectUnavailable(creates: { refusal: JoinRefused | null; error?: string }[]): void {
  const answer = (c: (typeof creates)[number]): string =>
    c.refusal ? `${c.refusal.status} ${c.refusal.message}` : `not refused: ${c.error ?? ''}`;
  expect(creates.map((c, i) => ({ through: processName(i), answer: answer(c) }))).toEqual(
    creates.map((_, i) => ({ through: processName(i), answer: `503 ${UNAVAILABLE_MESSAGE}` })),
  );
}

async function listingOf(roomId: string): Promise<RoomListing | null> {
  const raw = await redisBulk(redis.port, `HGET roomcaches ${roomId}`).catch(() => null);
  return raw ? (JSON.parse(raw) as RoomListing) : null;
}

/**
 * Seconds from `since` until every game was listed in Redis (with a live process's address) and
 * joined as a spectator through every process; tries each game until `since + limitMs`.
 */
async function listedAndJoinable(since: number, limitMs: number): Promise<{ seconds: number; problems: string[] }> {
  const addresses = servers.map((s) => s.publicAddress);
  const outcomes = await Promise.all(
    games.map(async (g) => {
      for (;;) {
        const listing = await listingOf(g.roomId);
        let last: string;
        if (!listing) last = 'not listed';
        else if (!addresses.includes(listing.publicAddress ?? '')) last = `listed at ${listing.publicAddress ?? 'no address'}`;
        else {
          const refused = (
            await Promise.all(urls().map(async (u, i) => [processName(i), await spectate(u, g.roomId, probeRefused)] as const))
          ).filter(([, r]) => r !== null);
          if (refused.length === 0) return { done: Date.now(), problem: '' };
          last = refused.map(([name, r]) => `through ${name}: ${r ?? ''}`).join('; ');
        }
        if (Date.now() > since + limitMs) return { done: null, problem: `game ${g.roomId}: ${last}` };
        await sleep(100);
      }
    }),
  );
  const problems = outcomes.filter((o) => o.done === null).map((o) => o.problem);
  const latest = Math.max(since, ...outcomes.map((o) => o.done ?? Date.now()));
  return { seconds: (latest - since) / 1000, problems };
}

/** A refusal the test's own creates and spectator joins got. */
const probeRefused = (who: string, refusal: JoinRefused): void => void probeRefusals.push({ fault, who, refusal });

const allAcks = (): Acknowledged[] => players().flatMap((p) => p.acknowledged);
const allRefusals = (): SeenRefusal[] => [...players().flatMap((p) => p.refusals), ...probeRefusals];

/** The summary line of fault `name`: its records, and those of its recovery (`<name>: ...`). */
async function summarize(name: string, extra: Partial<FaultSummary> = {}): Promise<FaultSummary> {
  const of = (f: string): boolean => f.startsWith(name);
  const acks = allAcks().filter((a) => of(a.fault));
  // The answers to actions sent while the fault was on (not during the recovery after it).
  const answers = players()
    .flatMap((p) => p.answers)
    .filter((a) => a.fault === name);
  const { gaps, lost } = await storeCheck(databaseUrl, acks);
  const summary: FaultSummary = {
    fault: name,
    games: games.length,
    acknowledged: acks.length,
    lost: lost.length,
    gaps: gaps.length,
    refusals: countBy(
      allRefusals().filter((r) => of(r.fault)),
      (r) => refusalName(r.refusal),
    ),
    maxAnswerMs: answers.length ? Math.max(...answers.map((a) => a.ms)) : null,
    ...extra,
  };
  console.log(JSON.stringify(summary));
  expect({ lost, gaps }).toEqual({ lost: [], gaps: [] });
  return summary;
}

/** The processes' output, for a failure message. */
function outputs(): string {
  return everyServer.map(({ name, server: s }) => `----- process ${name} (${s.publicAddress})\n${s.output().slice(-4000)}`).join('\n');
}

async function startProcess(name: string, port: number): Promise<ServerChild> {
  const s = await startServerChild({ env, port });
  everyServer.push({ name, server: s });
  return s;
}

beforeAll(async () => {
  // The SDK narrates each reconnection attempt on console.info; the players' records say what happened.
  const info = console.info.bind(console);
  jest.spyOn(console, 'info').mockImplementation((...args: unknown[]) => {
    if (typeof args[0] === 'string' && args[0].startsWith('[Colyseus reconnection]')) return;
    info(...args);
  });
  [redis, pg] = await Promise.all([startRedis(), startPostgres()]);
  databaseUrl = await pg.createDatabase('faults');
  // One address plays every game here: the per-address creation limit is raised as for a load test.
  env = { REDIS_URL: redis.url, DATABASE_URL: databaseUrl, MAX_GAMES_PER_ADDRESS: '1000' };
  // One after the other: both create the schema at start.
  servers.push(await startProcess('A', await freePort()));
  servers.push(await startProcess('B', await freePort()));
}, 120_000);

afterAll(async () => {
  await Promise.all(players().map((p) => p.close()));
  const dir = process.env.FAULT_LOG_DIR;
  if (dir) {
    fs.mkdirSync(dir, { recursive: true });
    everyServer.forEach(({ name, server: s }, i) => fs.writeFileSync(path.join(dir, `${i}-${name}.log`), s.output()));
  }
  await Promise.allSettled(everyServer.map(({ server: s }) => s.stop()));
  // Unassigned if beforeAll failed.
  const services: (RedisService | PostgresService | undefined)[] = [redis, pg];
  await Promise.allSettled(services.filter((s) => s !== undefined).map((s) => s.stop()));
  jest.restoreAllMocks();
});

test(`${GAMES} games of two players, each created through one process and joined through the other, are played`, async () => {
  for (let i = 0; i < GAMES; i++) {
    const through = i % 2;
    const side = Math.floor(i / 2) % 2 === 0 ? 'invader' : 'defender';
    const creator = new FaultPlayer(`Creator ${i}`, urls(), through, () => fault);
    const joiner = new FaultPlayer(`Joiner ${i}`, urls(), 1 - through, () => fault);
    await creator.create({ side, name: creator.name, gameName: `Fault game ${i}` });
    await until('the creator seated', () => creator.present, 10_000);
    await joiner.join(creator.roomId);
    await until('the joiner seated', () => joiner.present, 10_000);
    games.push({ roomId: creator.roomId, players: [creator, joiner] });
  }
  for (const p of players()) p.play();
  await advance(3, 'before any fault');
  const hosts = countBy(players(), (p) => p.hostAddress ?? 'none');
  // Both processes host games (the matchmaker spreads them), so each fault meets games on both.
  expect(Object.keys(hosts).sort()).toEqual(servers.map((s) => s.publicAddress).sort());
  expect(allRefusals().map((r) => `${r.who}: ${refusalName(r.refusal)} "${r.refusal.message}"`)).toEqual([]);
});

test('1. Redis stuck: actions answered within a second, a create refused `unavailable` within seconds, /health 503 then 200', async () => {
  fault = 'redis stuck';
  const stoppedAt = Date.now();
  redis.signal('SIGSTOP');
  const [creates, stuckHealth] = await Promise.all([
    Promise.all(urls().map((u) => probeCreate(u, `probe during ${fault}`, probeRefused))),
    Promise.all(urls().map(health)),
  ]);
  const answeredWhileStuck = (): number[] => games.map((g) => g.players.flatMap((p) => p.answers).filter((a) => a.fault === fault).length);
  await until(
    'every game to have actions answered while Redis is stuck',
    () => answeredWhileStuck().every((n) => n >= 2),
    REDIS_STALL_MS + 10_000,
    describeGames,
  );
  // The fault lasts its length (past Redis's command timeout), whatever the players did meanwhile.
  await sleep(Math.max(0, stoppedAt + REDIS_STALL_MS - Date.now()));
  redis.signal('SIGCONT');
  const resumedAt = Date.now();
  fault = 'redis stuck: after';
  await untilHealthy();
  const healthSeconds = (Date.now() - resumedAt) / 1000;
  const { seconds, problems } = await listedAndJoinable(resumedAt, MAX_RELIST_SECONDS * 1000);
  await advance(2, 'after Redis answers again');
  fault = 'between';

  expectUnavailable(creates);
  expect(creates.map((c, i) => ({ through: processName(i), ms: c.ms <= MAX_CREATE_REFUSAL_MS ? 'in time' : c.ms }))).toEqual(
    creates.map((_, i) => ({ through: processName(i), ms: 'in time' })),
  );
  for (const [i, h] of stuckHealth.entries())
    expect({ process: processName(i), ...h }).toEqual({
      process: processName(i),
      status: 503,
      body: expect.objectContaining({ ok: false, db: true, redis: false }) as unknown,
    });
  const slow = games.flatMap((g) =>
    g.players.flatMap((p) =>
      p.answers
        .filter((a) => a.fault === 'redis stuck' && (a.ms > MAX_ANSWER_MS_REDIS_STUCK || !a.applied))
        .map((a) => `game ${g.roomId} ${p.seat ?? '?'}: ${a.applied ? 'answered' : 'refused'} in ${a.ms} ms`),
    ),
  );
  expect(slow).toEqual([]);
  expect(problems).toEqual([]);
  await summarize('redis stuck', { healthSeconds, listedSeconds: seconds, createRefusedMs: Math.max(...creates.map((c) => c.ms)) });
});

test('2. Redis killed and started empty: every live game is listed and joinable through either process within 5 s', async () => {
  fault = 'redis empty';
  await redis.restartEmpty();
  const backAt = Date.now();
  const { seconds, problems } = await listedAndJoinable(backAt, MAX_RELIST_SECONDS * 1000 + 5000);
  await advance(2, 'after Redis came back empty');
  fault = 'between';
  expect(problems).toEqual([]);
  expect({ listedAndJoinableWithinSeconds: seconds <= MAX_RELIST_SECONDS ? 'in time' : seconds }).toEqual({
    listedAndJoinableWithinSeconds: 'in time',
  });
  await summarize('redis empty', { listedSeconds: seconds });
});

test('3. PostgreSQL stopped: actions refused `internal_error` (nothing changed), creates `unavailable`, /health 503; play goes on after', async () => {
  fault = 'postgres down: stopping';
  await pg.stopServer();
  const downAt = Date.now();
  fault = 'postgres down';
  const [creates, downHealth] = await Promise.all([
    Promise.all(urls().map((u) => probeCreate(u, `probe during ${fault}`, probeRefused))),
    Promise.all(urls().map(health)),
  ]);
  const refusedWhileDown = (): number[] =>
    games.map((g) => g.players.flatMap((p) => p.answers).filter((a) => a.fault === fault && !a.applied).length);
  await until(
    'an action refused in every game while PostgreSQL is down',
    () => refusedWhileDown().every((n) => n >= 1),
    PG_OUTAGE_MS + 10_000,
    describeGames,
  );
  await sleep(Math.max(0, downAt + PG_OUTAGE_MS - Date.now()));
  fault = 'postgres down: starting';
  await pg.startServer();
  const upAt = Date.now();
  await untilHealthy();
  const healthSeconds = (Date.now() - upAt) / 1000;
  fault = 'postgres down: after';
  const { seconds, problems } = await listedAndJoinable(upAt, MAX_RELIST_SECONDS * 1000);
  await advance(2, 'after PostgreSQL is back', 30_000);
  fault = 'between';

  expectUnavailable(creates);
  for (const [i, h] of downHealth.entries())
    expect({ process: processName(i), ...h }).toEqual({
      process: processName(i),
      status: 503,
      body: expect.objectContaining({ ok: false, db: false }) as unknown,
    });
  // Every action sent while the database was down was refused, in the protocol's words.
  const wrong = games.flatMap((g) =>
    g.players.flatMap((p) => [
      ...p.answers
        .filter((a) => a.fault === 'postgres down' && a.applied)
        .map(() => `game ${g.roomId} ${p.seat ?? '?'}: an action was applied while PostgreSQL was down`),
      ...p.refusals
        .filter((r) => r.fault === 'postgres down')
        .filter(
          (r) =>
            r.refusal.kind !== 'error' ||
            r.refusal.code !== 'internal_error' ||
            !/could not be saved; nothing changed/.test(r.refusal.message),
        )
        .map((r) => `${r.who}: ${refusalName(r.refusal)} "${r.refusal.message}"`),
    ]),
  );
  expect(wrong).toEqual([]);
  expect(problems).toEqual([]);
  await summarize('postgres down', { healthSeconds, listedSeconds: seconds, outageSeconds: PG_OUTAGE_MS / 1000 });
});

test('4. a process SIGKILLed and started again at its address: its games come back, their players are seated within 2 s of /health', async () => {
  // The process that hosts more of the games.
  const hosted = (i: number): Game[] => games.filter((g) => g.players.every((p) => p.hostAddress === server(i).publicAddress));
  const victim = hosted(0).length >= hosted(1).length ? 0 : 1;
  const victimGames = hosted(victim);
  expect(victimGames.length).toBeGreaterThan(0);
  const killed = server(victim);
  fault = 'process killed';
  // Actions in flight when the process dies: each game's player to act sends one, then the kill.
  const victimPlayers = victimGames.flatMap((g) => g.players);
  for (const p of victimPlayers) p.actNow();
  const inFlight = victimPlayers.filter((p) => !p.settled).length;
  const exited = new Promise<void>((resolve) => killed.child.once('exit', () => resolve()));
  killed.child.kill('SIGKILL');
  await exited;
  const killedAt = Date.now();
  await killed.stop();
  const restarted = await startProcess(`${processName(victim)} restarted`, killed.port);
  servers[victim] = restarted;
  const seatedAgain = (p: FaultPlayer): number | undefined => p.seatings.find((t) => t > killedAt);
  await until(
    'every player of the killed process seated again',
    () => victimPlayers.every((p) => p.present && seatedAgain(p) !== undefined),
    20_000,
    () => `${describeGames()}\n${outputs()}`,
  );
  const delays = victimPlayers.map((p) => ({ game: p.roomId, seat: p.seat, ms: must(seatedAgain(p), 'a seating') - restarted.healthyAt }));
  const { seconds, problems } = await listedAndJoinable(restarted.healthyAt, MAX_RELIST_SECONDS * 1000 + 5000);
  await advance(2, 'after the restart');
  const during = fault;
  fault = 'between';

  // Each of its games restored once, by the restarted process; none by the one that kept running.
  const restoredLines = (s: ServerChild, id: string): number => s.output().split(`game ${id} restored at stateId`).length - 1;
  expect(
    victimGames.map((g) => ({
      game: g.roomId,
      restored: restoredLines(restarted, g.roomId),
      byOther: restoredLines(server(1 - victim), g.roomId),
    })),
  ).toEqual(victimGames.map((g) => ({ game: g.roomId, restored: 1, byOther: 0 })));
  expect(restarted.output()).not.toMatch(/could not restore/);
  expect(delays.filter((d) => d.ms > MAX_SEATED_AFTER_HEALTH_MS)).toEqual([]);
  expect(problems).toEqual([]);
  const outcomes = countBy(
    victimPlayers.flatMap((p) => p.dropOutcomes.filter((o) => o.fault === during)),
    (o) => o.outcome,
  );
  await summarize('process killed', {
    killed: processName(victim),
    gamesOnIt: victimGames.length,
    seatedSeconds: Math.max(0, ...delays.map((d) => d.ms)) / 1000,
    listedSeconds: seconds,
    // Sent right before the kill: answered before the socket closed, or settled on the next greeting.
    inFlight: { sent: inFlight, answeredBeforeDrop: inFlight - Object.values(outcomes).reduce((a, b) => a + b, 0), ...outcomes },
    joinsUnanswered: victimPlayers.reduce((n, p) => n + p.unreachable.filter((f) => f === during).length, 0),
  });
});

test('after every fault: no acknowledged action lost, no gap, every refusal documented, every game listed and joinable', async () => {
  fault = 'final';
  for (const p of players()) p.pause();
  await until('every action in flight answered', () => players().every((p) => p.settled), 15_000, describeGames);
  const { gaps, lost } = await storeCheck(databaseUrl, allAcks());
  const undocumentedRefusals = allRefusals()
    .map((r) => ({ r, why: undocumented(r.refusal) }))
    .filter(({ why }) => why !== null)
    .map(({ r, why }) => `${r.who} (${r.fault}): ${why ?? ''}`);
  const { seconds, problems } = await listedAndJoinable(Date.now(), 10_000);
  console.log(
    JSON.stringify({
      fault: 'all',
      games: games.length,
      acknowledged: allAcks().length,
      acknowledgedViaRecent: allAcks().filter((a) => a.via === 'recent').length,
      lost: lost.length,
      gaps: gaps.length,
      refusals: countBy(allRefusals(), (r) => refusalName(r.refusal)),
      undocumented: undocumentedRefusals.length,
      listedSeconds: seconds,
    }),
  );
  expect(lost).toEqual([]);
  expect(gaps).toEqual([]);
  expect(undocumentedRefusals).toEqual([]);
  expect(problems).toEqual([]);
});
