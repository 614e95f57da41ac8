/**
 * The operator page (only with a password; basic auth, constant-time
 * compare, throttled failures; rooms, close, health), `GET /metrics` in the Prometheus text
 * format, and one structured log line per notable event.
 */
import { Client } from '@colyseus/sdk';
import { matchMaker } from '@colyseus/core';
import { basicPassword, passwordMatches } from '../src/ops/admin-auth';
import { LoginThrottle } from '../src/ops/login-throttle';
import { createLogger, logFormatFromEnv } from '../src/ops/logger';
import { refusalReason } from '../src/ops/metrics';
import { createGame, joinGame, serverRoom, startTestServer, useTestServer, type Player } from './helpers/harness';
import { anyNumber, anyString } from './helpers/matchers';
import { must } from './helpers/must';

jest.setTimeout(60_000);

const PASSWORD = 'correct horse battery staple';
const auth = (password: string) => ({ authorization: `Basic ${Buffer.from(`admin:${password}`).toString('base64')}` });

/** The value of one sample of the Prometheus text, e.g. metric(text, 'x_total', { code: 'a' }). */
function metric(text: string, name: string, labels: Record<string, string> = {}): number | undefined {
  const want = Object.entries(labels).map(([k, v]) => `${k}="${v}"`);
  for (const line of text.split('\n')) {
    const m = /^([a-zA-Z_:][\w:]*)(?:\{([^}]*)\})? (\S+)$/.exec(line);
    if (!m || m[1] !== name) continue;
    const have = (m[2] ?? '').split(',').filter(Boolean);
    if (want.every((w) => have.includes(w)) && have.length === want.length) return Number(m[3]);
  }
  return undefined;
}

describe('operator page', () => {
  const lines: string[] = [];
  const srv = useTestServer({ adminPassword: PASSWORD, logger: createLogger({ format: 'json', write: (l) => lines.push(l) }) });

  it('lists live rooms with players, spectators, status and age, and the process health', async () => {
    const inv = await createGame(srv.url, { side: 'invader', name: '<b>Ivy</b>', gameName: 'Ops <script>x</script>' });
    const def = await joinGame(srv.url, inv.room.roomId, { name: 'Dee' });
    const spec = await joinGame(srv.url, inv.room.roomId, { spectate: true });
    await inv.waitFor(() => inv.state.status === 'playing' && inv.state.spectators === 1, 'playing with a spectator');
    try {
      const res = await fetch(`${srv.url}/admin/api/rooms`, { headers: auth(PASSWORD) });
      expect(res.status).toBe(200);
      const { rooms } = (await res.json()) as { rooms: Record<string, unknown>[] };
      expect(rooms.find((r) => r.roomId === inv.room.roomId)).toMatchObject({
        name: 'Ops <script>x</script>',
        status: 'playing',
        invader: '<b>Ivy</b>',
        defender: 'Dee',
        spectators: 1,
        clients: 3,
        ageSeconds: anyNumber,
      });
      const page = await fetch(`${srv.url}/admin`, { headers: auth(PASSWORD) });
      expect(page.status).toBe(200);
      expect(page.headers.get('content-security-policy')).toContain("default-src 'none'");
      const html = await page.text();
      expect(html).toContain('Ops &lt;script&gt;x&lt;/script&gt;');
      expect(html).toContain('&lt;b&gt;Ivy&lt;/b&gt;');
      expect(html).not.toContain('<script>');
      expect(html).toContain(inv.room.roomId);
      const health = await (await fetch(`${srv.url}/admin/api/health`, { headers: auth(PASSWORD) })).json();
      expect(health).toMatchObject({
        pid: process.pid,
        uptimeSeconds: anyNumber,
        memoryMB: { rss: anyNumber, heapUsed: anyNumber },
        eventLoopDelayMs: { p99: anyNumber, max: anyNumber },
      });
    } finally {
      await Promise.all([inv, def, spec].map((p) => p.room.leave()));
    }
  });

  it('closes a room: the game is marked abandoned, its clients are disconnected; forged requests are refused', async () => {
    const inv = await createGame(srv.url, { side: 'invader', name: 'Ivy' });
    await joinGame(srv.url, inv.room.roomId, { name: 'Dee' });
    const roomId = inv.room.roomId;
    await inv.waitFor(() => inv.state.status === 'playing', 'playing');
    // A cross-site form post: no JSON content type, no form token.
    const forgedJson = await fetch(`${srv.url}/admin/api/rooms/${roomId}/close`, {
      method: 'POST',
      headers: { ...auth(PASSWORD), 'content-type': 'application/x-www-form-urlencoded' },
      body: 'x=1',
    });
    expect(forgedJson.status).toBe(415);
    const forgedForm = await fetch(`${srv.url}/admin/rooms/${roomId}/close`, {
      method: 'POST',
      headers: { ...auth(PASSWORD), 'content-type': 'application/x-www-form-urlencoded' },
      body: 'token=guess',
      redirect: 'manual',
    });
    expect(forgedForm.status).toBe(403);
    expect(matchMaker.getLocalRoomById(roomId)).toBeDefined();

    const left = new Promise<number>((resolve) => inv.room.onLeave(resolve));
    const res = await fetch(`${srv.url}/admin/api/rooms/${roomId}/close`, {
      method: 'POST',
      headers: { ...auth(PASSWORD), 'content-type': 'application/json' },
      body: '{}',
    });
    expect(res.status).toBe(200);
    await left;
    expect((await srv.store.getGame(roomId))?.status).toBe('abandoned');
    expect(matchMaker.getLocalRoomById(roomId)).toBeUndefined();
    expect((await fetch(`${srv.url}/api/games/${roomId}/record`)).status).toBe(200);
    expect(lines.map((l): unknown => JSON.parse(l))).toContainEqual(
      expect.objectContaining({ event: 'room_closed_by_operator', gameId: roomId, was: 'playing' }),
    );

    // The form path works with the page's token.
    const other = await createGame(srv.url, { side: 'defender', name: 'Dot' });
    const html = await (await fetch(`${srv.url}/admin`, { headers: auth(PASSWORD) })).text();
    const token = must(/name="token" value="([^"]+)"/.exec(html)?.[1], "the page's form token");
    const viaForm = await fetch(`${srv.url}/admin/rooms/${other.room.roomId}/close`, {
      method: 'POST',
      headers: { ...auth(PASSWORD), 'content-type': 'application/x-www-form-urlencoded' },
      body: `token=${encodeURIComponent(token)}`,
      redirect: 'manual',
    });
    expect(viaForm.status).toBe(303);
    expect((await srv.store.getGame(other.room.roomId))?.status).toBe('abandoned');
  });

  // Last in this block: it leaves 127.0.0.1 throttled.
  it('asks for the password, refuses a wrong one, and throttles the next attempts from that address', async () => {
    const none = await fetch(`${srv.url}/admin`);
    expect(none.status).toBe(401);
    expect(none.headers.get('www-authenticate')).toMatch(/^Basic /);
    expect((await fetch(`${srv.url}/admin`, { headers: auth('wrong') })).status).toBe(401);
    // Within the delay even the right password is not checked.
    const next = await fetch(`${srv.url}/admin`, { headers: auth(PASSWORD) });
    expect(next.status).toBe(429);
    expect(Number(next.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    expect(lines.map((l): unknown => JSON.parse(l))).toContainEqual(
      expect.objectContaining({ level: 'warn', event: 'admin_login_failed', address: anyString }),
    );
  });
});

describe('operator login helpers', () => {
  it('compares passwords whatever their length, and reads basic credentials', () => {
    expect(passwordMatches(PASSWORD, PASSWORD)).toBe(true);
    expect(passwordMatches(PASSWORD.slice(0, -1), PASSWORD)).toBe(false);
    expect(passwordMatches(`${PASSWORD}x`, PASSWORD)).toBe(false);
    expect(passwordMatches('', PASSWORD)).toBe(false);
    expect(basicPassword(auth('a:b:c').authorization)).toBe('a:b:c');
    expect(basicPassword('Bearer x')).toBeNull();
    expect(basicPassword(undefined)).toBeNull();
  });

  it('throttles failures per address with growing delays (1, 2, 4 ... s, at most 5 min); success clears', () => {
    const t = new LoginThrottle();
    const t0 = 1_000_000;
    expect(t.check('a', t0).allowed).toBe(true);
    expect(t.failed('a', t0)).toBe(1000);
    expect(t.check('a', t0 + 999)).toEqual({ allowed: false, retryAfterSeconds: 1 });
    expect(t.check('b', t0 + 999).allowed).toBe(true);
    expect(t.check('a', t0 + 1000).allowed).toBe(true);
    expect(t.failed('a', t0 + 1000)).toBe(2000);
    expect(t.failed('a', t0 + 3000)).toBe(4000);
    for (let i = 0; i < 20; i++) t.failed('a', t0 + 10_000);
    expect(t.failed('a', t0 + 10_000)).toBe(300_000);
    t.succeeded('a');
    expect(t.check('a', t0 + 10_001).allowed).toBe(true);
  });

  it('refuses an operator password shorter than 12 characters at start', async () => {
    await expect(startTestServer({ adminPassword: 'short' })).rejects.toThrow(/at least 12/);
  });
});

describe('metrics and log lines', () => {
  const lines: Record<string, unknown>[] = [];
  const srv = useTestServer({
    logger: createLogger({ format: 'json', write: (l) => lines.push(JSON.parse(l) as Record<string, unknown>) }),
  });

  async function scrape(): Promise<string> {
    const res = await fetch(`${srv.url}/metrics`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/plain;.*version=0\.0\.4/);
    return res.text();
  }

  it('counts rooms by status, clients, actions and their handling time, errors by code, refused connections by reason', async () => {
    const inv: Player = await createGame(srv.url, { side: 'invader', name: 'Ivy' });
    const roomId = inv.room.roomId;
    let text = await scrape();
    expect(metric(text, 'stronghold_rooms', { status: 'waiting' })).toBe(1);
    expect(metric(text, 'stronghold_rooms', { status: 'playing' })).toBe(0);
    const def = await joinGame(srv.url, roomId, { name: 'Dee' });
    await inv.waitFor(() => inv.state.status === 'playing', 'playing');
    const actor = [inv, def].find((p) => (p.legal?.actions.length ?? 0) > 0) ?? inv;
    await actor.waitFor(() => (actor.legal?.actions.length ?? 0) > 0, 'legal');
    const stateId = serverRoom(roomId).gameState.stateId;
    actor.room.send('action', { stateId, action: actor.legalActions[0] });
    await inv.waitFor(() => inv.stateId === stateId + 1, 'applied');
    const errors = actor.errors.length;
    actor.room.send('action', { stateId, action: actor.legalActions[0] });
    expect((await actor.nextError(errors)).code).toBe('stale_state');
    await expect(new Client(srv.url).joinById(roomId, { token: 'f'.repeat(48) })).rejects.toThrow(/bad_token/);

    text = await scrape();
    expect(metric(text, 'stronghold_rooms', { status: 'playing' })).toBe(1);
    expect(metric(text, 'stronghold_rooms', { status: 'waiting' })).toBe(0);
    expect(metric(text, 'stronghold_connected_clients', { room: 'stronghold' })).toBe(2);
    expect(metric(text, 'stronghold_actions_total')).toBe(1);
    expect(metric(text, 'stronghold_action_duration_seconds_count')).toBe(1);
    expect(metric(text, 'stronghold_action_duration_seconds_sum')).toBeGreaterThan(0);
    // The wait for the durable save is part of the action's time, not more than it.
    expect(metric(text, 'stronghold_action_save_duration_seconds_count')).toBe(1);
    expect(metric(text, 'stronghold_action_save_duration_seconds_sum')).toBeGreaterThan(0);
    const actionSeconds = must(metric(text, 'stronghold_action_duration_seconds_sum'), 'the sum of action durations');
    expect(metric(text, 'stronghold_action_save_duration_seconds_sum')).toBeLessThanOrEqual(actionSeconds);
    expect(metric(text, 'stronghold_errors_total', { code: 'stale_state' })).toBe(1);
    expect(metric(text, 'stronghold_refused_connections_total', { reason: 'bad_token' })).toBe(1);
    expect(metric(text, 'nodejs_eventloop_lag_p99_seconds')).toEqual(expect.any(Number));
    expect(text).toMatch(/# TYPE stronghold_actions_total counter/);
    expect(text).toMatch(/# TYPE stronghold_action_duration_seconds histogram/);

    expect(lines).toContainEqual(
      expect.objectContaining({ level: 'info', event: 'connection_refused', reason: 'bad_token', gameId: roomId }),
    );
    expect(lines).toContainEqual(expect.objectContaining({ level: 'info', event: 'server_started', port: srv.port }));
    expect(lines).toContainEqual(expect.objectContaining({ level: 'info', msg: `game ${roomId} started`, time: anyString }));
    await Promise.all([inv, def].map((p) => p.room.leave()));
  });

  it('has no operator page without ADMIN_PASSWORD (404)', async () => {
    expect((await fetch(`${srv.url}/admin`)).status).toBe(404);
    expect((await fetch(`${srv.url}/admin/api/rooms`, { headers: auth(PASSWORD) })).status).toBe(404);
  });

  it('writes JSON lines with LOG_FORMAT=json and readable text otherwise', () => {
    const out: string[] = [];
    const now = () => new Date('2026-01-02T03:04:05.000Z');
    createLogger({ format: 'json', write: (l) => out.push(l), now }).warn('game x refused', {
      event: 'connection_refused',
      reason: 'room_full',
    });
    createLogger({ format: 'text', write: (l) => out.push(l), now }).info('game x started', { event: 'game_started', name: 'two words' });
    expect(JSON.parse(must(out[0], 'a JSON line'))).toEqual({
      time: '2026-01-02T03:04:05.000Z',
      level: 'warn',
      msg: 'game x refused',
      event: 'connection_refused',
      reason: 'room_full',
    });
    expect(out[1]).toBe('2026-01-02T03:04:05.000Z info  game x started event=game_started name="two words"');
    expect(logFormatFromEnv({ LOG_FORMAT: 'json' })).toBe('json');
    expect(logFormatFromEnv({})).toBe('text');
    expect(() => logFormatFromEnv({ LOG_FORMAT: 'xml' })).toThrow(/LOG_FORMAT/);
    expect(refusalReason(new Error('room_full: no seat and no spectator place left'))).toBe('room_full');
    expect(refusalReason(new Error('bad join options'))).toBe('bad_join_options');
  });
});
