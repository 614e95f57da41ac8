/**
 * Games nobody plays get an end (abandoned after the idle time, record
 * kept, not restored), leave the live lobby list long before (listed again when someone comes
 * back), and restoring a game leaves no timer behind in the in-process presence.
 */
import Database from 'better-sqlite3';
import { createHook } from 'node:async_hooks';
import fs from 'node:fs';
import { matchMaker } from '@colyseus/core';
import { lobbyIdleSecondsFromEnv } from '../src/idle-games';
import { SqliteGameStore } from '../src/persistence/sqlite-store';
import { Client } from '@colyseus/sdk';
import { createGame, joinGame, sleep, startTestServer, tmpDataDir } from './helpers/harness';
import { must } from './helpers/must';

jest.setTimeout(60_000);

const options = { name: 'g', private: false, hasPassword: false, creatorSide: 'invader' as const };

/** A game both players joined and left, stored as `playing` (as a server leaves it before a restart). */
async function storePlayingGame(dataDir: string, id: string): Promise<void> {
  const store = new SqliteGameStore(dataDir);
  await store.createGame({ id, seed: 42, options, passwordHash: null });
  await store.setSeat(id, { seat: 'invader', tokenHash: 'a'.repeat(64), name: 'Ivy' });
  await store.setSeat(id, { seat: 'defender', tokenHash: 'b'.repeat(64), name: 'Dee' });
  await store.setStatus(id, 'playing');
  await store.close();
}

interface TimerResource {
  _idleTimeout: number;
  _destroyed: boolean;
}

test('restoring a game at start leaves no timer behind once the server is closed (the presence claim)', async () => {
  const dataDir = tmpDataDir('restore-timer');
  await storePlayingGame(dataDir, 'restoreTimer1');
  // Every timer created while the server starts, restores and closes.
  const timers: TimerResource[] = [];
  const hook = createHook({
    init(_id, type, _trigger, resource) {
      if (type === 'Timeout') timers.push(resource as TimerResource);
    },
  }).enable();
  try {
    const srv = await startTestServer({ dataDir });
    expect(srv.restored).toEqual(['restoreTimer1']);
    await srv.close();
  } finally {
    hook.disable();
  }
  // Still pending after close, longer than Colyseus's own 1 s stats debounce: none.
  const pending = timers.filter((t) => !t._destroyed && t._idleTimeout > 1000).map((t) => t._idleTimeout);
  expect(pending).toEqual([]);
  fs.rmSync(dataDir, { recursive: true, force: true });
});

test('a game idle for longer than the idle time is marked abandoned at start, not restored; its record is served', async () => {
  const dataDir = tmpDataDir('idle-start');
  await storePlayingGame(dataDir, 'idleAtStart1');
  await storePlayingGame(dataDir, 'freshAtStart1');
  // Make the first one idle: its last activity lies 3 days back.
  const raw = new Database(`${dataDir}/stronghold.sqlite`);
  raw
    .prepare('UPDATE games SET active_at = ?, updated_at = ? WHERE id = ?')
    .run(Date.now() - 3 * 86400_000, Date.now() - 3 * 86400_000, 'idleAtStart1');
  raw.close();

  const srv = await startTestServer({ dataDir, idleSeconds: 2 * 86400 });
  try {
    expect(srv.restored).toEqual(['freshAtStart1']);
    expect(srv.abandoned).toEqual(['idleAtStart1']);
    expect((await srv.store.getGame('idleAtStart1'))?.status).toBe('abandoned');
    expect((await srv.store.getGame('freshAtStart1'))?.status).toBe('playing');
    expect(matchMaker.getLocalRoomById('idleAtStart1')).toBeUndefined();
    const res = await fetch(`${srv.url}/api/games/idleAtStart1/record`);
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ id: 'idleAtStart1', seed: 42, actions: [], status: 'abandoned' });
    // The one still playing keeps its record hidden.
    expect((await fetch(`${srv.url}/api/games/freshAtStart1/record`)).status).toBe(403);
  } finally {
    await srv.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
});

test('a live game nobody is connected to is abandoned after the idle time; one with a player connected is kept and touched', async () => {
  const srv = await startTestServer({ idleSeconds: 3600 });
  try {
    const a1 = await createGame(srv.url, { side: 'invader', name: 'Ann' });
    const a2 = await joinGame(srv.url, a1.room.roomId, { name: 'Al' });
    const b1 = await createGame(srv.url, { side: 'invader', name: 'Bea' });
    const b2 = await joinGame(srv.url, b1.room.roomId, { name: 'Bo' });
    const idleId = a1.room.roomId;
    const liveId = b1.room.roomId;
    await a1.waitFor(() => a1.state.status === 'playing', 'game a playing');
    await b1.waitFor(() => b1.state.status === 'playing', 'game b playing');
    await Promise.all([a1.room.leave(true), a2.room.leave(true), b2.room.leave(true)]);
    const room = matchMaker.getLocalRoomById(idleId);
    while (room.clients.length > 0) await sleep(20);

    // Within the idle time nothing happens.
    expect(await srv.idleSweeper.sweep(Date.now() + 1000)).toEqual([]);
    expect((await srv.store.getGame(idleId))?.status).toBe('playing');

    const later = Date.now() + 2 * 3600_000;
    expect(await srv.idleSweeper.sweep(later)).toEqual([idleId]);
    expect((await srv.store.getGame(idleId))?.status).toBe('abandoned');
    expect(matchMaker.getLocalRoomById(idleId)).toBeUndefined();
    expect((await fetch(`${srv.url}/api/games/${idleId}/record`)).status).toBe(200);

    // Game b still has a player: kept, and its idle time starts again.
    expect(await srv.store.getGame(liveId)).toMatchObject({ status: 'playing', activeAt: later });
    expect(matchMaker.getLocalRoomById(liveId)).toBeDefined();
    await b1.room.leave(true);
  } finally {
    await srv.close();
  }
});

test('joining and leaving a game count as activity (its idle time starts again)', async () => {
  const srv = await startTestServer({ idleSeconds: 3600 });
  const raw = new Database(`${srv.dataDir}/stronghold.sqlite`);
  try {
    const inv = await createGame(srv.url, { side: 'invader', name: 'Ann' });
    const id = inv.room.roomId;
    const activeAt = async () => must(await srv.store.getGame(id), `game ${id}`).activeAt;
    const until = async (pred: (at: number) => boolean) => {
      for (let i = 0; i < 200 && !pred(await activeAt()); i++) await sleep(25);
    };
    raw.prepare('UPDATE games SET active_at = 0 WHERE id = ?').run(id);
    const t0 = Date.now();
    const spectator = await joinGame(srv.url, id, { spectate: true });
    await until((at) => at >= t0);
    expect(await activeAt()).toBeGreaterThanOrEqual(t0);
    raw.prepare('UPDATE games SET active_at = 0 WHERE id = ?').run(id);
    const t1 = Date.now();
    await spectator.room.leave(true);
    await until((at) => at >= t1);
    expect(await activeAt()).toBeGreaterThanOrEqual(t1);
    await inv.room.leave(true);
  } finally {
    raw.close();
    await srv.close();
  }
});

test('a live game nobody is connected to leaves the lobby list after the lobby idle time, stays in "Your games", and is listed again when a player comes back', async () => {
  const srv = await startTestServer({ idleSeconds: 3600, lobbyIdleSeconds: 600 });
  const lobby = await new Client(srv.url).joinOrCreate('lobby');
  try {
    const listed = new Set<string>();
    const events: string[] = [];
    const changed: (() => void)[] = [];
    const saw = () => changed.splice(0).forEach((f) => f());
    lobby.onMessage('rooms', (rooms: { roomId: string }[]) => {
      for (const r of rooms) listed.add(r.roomId);
      saw();
    });
    lobby.onMessage('+', ([id]: [string, unknown]) => {
      listed.add(id);
      events.push(`+${id}`);
      saw();
    });
    lobby.onMessage('-', (id: string) => {
      listed.delete(id);
      events.push(`-${id}`);
      saw();
    });
    /** Resolves once `pred` holds of the lobby's list (checked at each lobby message). */
    const lobbyShows = async (pred: () => boolean, what: string) => {
      // The list changes only with a lobby message: wait for the next one, never for time.
      while (!pred()) {
        await new Promise<void>((resolve, reject) => {
          const timer = setTimeout(() => reject(new Error(`no lobby message showing ${what} (events: ${events.join(' ')})`)), 10_000);
          changed.push(() => {
            clearTimeout(timer);
            resolve();
          });
        });
      }
    };

    const inv = await createGame(srv.url, { side: 'invader', name: 'Ann' });
    const def = await joinGame(srv.url, inv.room.roomId, { name: 'Al' });
    const id = inv.room.roomId;
    await inv.waitFor(() => inv.state.status === 'playing', 'the game playing');
    await lobbyShows(() => listed.has(id), `game ${id}`);
    const token = inv.issuedToken;
    await Promise.all([inv.room.leave(true), def.room.leave(true)]);
    const room = matchMaker.getLocalRoomById(id);
    while (room.clients.length > 0) await sleep(20);

    // Within the lobby idle time the game stays listed.
    expect(await srv.idleSweeper.sweep(Date.now() + 60_000)).toEqual([]);
    expect((await matchMaker.query({ roomId: id }))[0]?.private).toBe(false);

    // Past it (and well within the idle time) it leaves the lobby, not the server: still playing, still reachable.
    expect(await srv.idleSweeper.sweep(Date.now() + 700_000)).toEqual([]);
    await lobbyShows(() => !listed.has(id), `game ${id} gone`);
    expect((await srv.store.getGame(id))?.status).toBe('playing');
    expect(matchMaker.getLocalRoomById(id)).toBeDefined();
    const status = await fetch(`${srv.url}/api/games/status?ids=${id}`);
    expect(status.status).toBe(200);
    expect(((await status.json()) as { games: { id: string }[] }).games.map((g) => g.id)).toEqual([id]);

    // A player comes back by their seat: the game is listed again.
    const back = await joinGame(srv.url, id, { token });
    expect(back.seat).toBe('invader');
    await lobbyShows(() => listed.has(id), `game ${id} again`);
    await back.room.leave(true);
  } finally {
    await lobby.leave();
    await srv.close();
  }
});

test('LOBBY_IDLE_MINUTES: 15 minutes by default, fractions allowed, anything but a positive number refused', () => {
  expect(lobbyIdleSecondsFromEnv({})).toBe(900);
  expect(lobbyIdleSecondsFromEnv({ LOBBY_IDLE_MINUTES: '0.5' })).toBe(30);
  for (const bad of ['0', '-1', 'soon']) expect(() => lobbyIdleSecondsFromEnv({ LOBBY_IDLE_MINUTES: bad })).toThrow(/LOBBY_IDLE_MINUTES/);
});
