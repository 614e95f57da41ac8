/**
 * One contract for every GameStore: the same cases run against SQLite (a temp DATA_DIR) and
 * PostgreSQL (databases of this file's own in the run's cluster on 127.0.0.1), both opened through openStore
 * exactly as main.ts opens them from the environment.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { GameStore, NewGameRecord, StoredGame } from '../src/persistence/game-store';
import { openStore, storeKind } from '../src/persistence/open-store';
import { PostgresGameStore } from '../src/persistence/postgres-store';
import { SqliteGameStore } from '../src/persistence/sqlite-store';
import { anyNumber } from './helpers/matchers';
import { must } from './helpers/must';
import { usePostgres } from './helpers/services';

jest.setTimeout(60_000);

interface Backend {
  name: string;
  /** A fresh, empty store. */
  open(): Promise<GameStore>;
  /** The same database opened again (a restart, or a second process). */
  reopen(): Promise<GameStore>;
  cleanup(): Promise<void>;
}

const pg = usePostgres();
let dbCounter = 0;

function sqliteBackend(): Backend {
  let dir = '';
  return {
    name: 'sqlite',
    async open() {
      dir = fs.mkdtempSync(path.join(os.tmpdir(), 'stronghold-store-'));
      return openStore({ DATA_DIR: dir });
    },
    async reopen() {
      return openStore({ DATA_DIR: dir });
    },
    cleanup() {
      fs.rmSync(dir, { recursive: true, force: true });
      return Promise.resolve();
    },
  };
}

function postgresBackend(): Backend {
  let url = '';
  return {
    name: 'postgres',
    async open() {
      url = await pg.createDatabase(`contract_${++dbCounter}`);
      return openStore({ DATABASE_URL: url, DATA_DIR: '/nonexistent-must-not-be-used' });
    },
    async reopen() {
      return openStore({ DATABASE_URL: url });
    },
    async cleanup() {},
  };
}

const record = (id: string, extra: Partial<NewGameRecord> = {}): NewGameRecord => ({
  id,
  seed: 2_147_483_000,
  options: { name: "Ann's game", private: false, hasPassword: false, creatorSide: 'invader' },
  passwordHash: null,
  ...extra,
});

describe('openStore picks the database from the environment', () => {
  it('SQLite without DATABASE_URL, PostgreSQL with it', async () => {
    expect(storeKind({})).toBe('sqlite');
    expect(storeKind({ DATABASE_URL: '  ' })).toBe('sqlite');
    expect(storeKind({ DATABASE_URL: pg.url })).toBe('postgres');
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'stronghold-open-'));
    const s = await openStore({ DATA_DIR: dir });
    expect(s).toBeInstanceOf(SqliteGameStore);
    expect(fs.existsSync(path.join(dir, 'stronghold.sqlite'))).toBe(true);
    await s.close();
    fs.rmSync(dir, { recursive: true, force: true });
    const p = await openStore({ DATABASE_URL: pg.url });
    expect(p).toBeInstanceOf(PostgresGameStore);
    await p.close();
  });

  it('refuses a DATABASE_URL that is not PostgreSQL, and fails when the server cannot be reached', async () => {
    await expect(openStore({ DATABASE_URL: 'mysql://x@127.0.0.1/db' })).rejects.toThrow(/postgres/);
    await expect(PostgresGameStore.open(`postgres://postgres@127.0.0.1:1/postgres`, { connectionTimeoutMillis: 2000 })).rejects.toThrow();
  });
});

describe.each([
  ['sqlite', sqliteBackend],
  ['postgres', postgresBackend],
] as const)('GameStore contract: %s', (_name, make) => {
  let backend: Backend;
  let store: GameStore;
  /** A game the test expects the store to hold. */
  const game = async (id: string): Promise<StoredGame> => must(await store.getGame(id), `game ${id} in the store`);

  beforeEach(async () => {
    backend = make();
    store = await backend.open();
  });

  afterEach(async () => {
    await store.close();
    await backend.cleanup();
  });

  it('creates a game and reads it back', async () => {
    const before = Date.now();
    await store.createGame(
      record('g1', { passwordHash: 'scrypt$abc', options: { name: 'Private', private: true, hasPassword: true, creatorSide: 'defender' } }),
    );
    const g = await store.getGame('g1');
    expect(g).toEqual({
      id: 'g1',
      seed: 2_147_483_000,
      options: { name: 'Private', private: true, hasPassword: true, creatorSide: 'defender' },
      passwordHash: 'scrypt$abc',
      status: 'waiting',
      winner: null,
      createdAt: anyNumber,
      updatedAt: anyNumber,
      activeAt: anyNumber,
      live: null,
    });
    expect(g?.createdAt).toBeGreaterThanOrEqual(before);
    expect(typeof g?.seed).toBe('number');
    expect(await store.getGame('missing')).toBeNull();
  });

  it('keeps the clocks and computer takeovers of a game', async () => {
    await store.createGame(record('g1'));
    const live = {
      clock: { remainingMs: { invader: 1200000, defender: 987654 }, running: 'defender' as const, since: 1_796_000_000_000 },
      takenOver: { invader: 'time' as const },
    };
    await store.setLive('g1', live);
    expect((await game('g1')).live).toEqual(live);
  });

  it('lists recent finished public games newest first, with names and winner, never private or unfinished ones', async () => {
    await store.createGame(record('old'));
    await store.setSeat('old', { seat: 'invader', tokenHash: 'h1', name: 'Vlad' });
    await store.setSeat('old', { seat: 'defender', tokenHash: 'h2', name: 'Anna' });
    await store.setStatus('old', 'ended', { seat: 'defender', reason: 'The Defender held out' });
    await new Promise((r) => setTimeout(r, 5));
    await store.createGame(record('secret', { options: { name: 'Hidden', private: true, hasPassword: false, creatorSide: 'invader' } }));
    await store.setStatus('secret', 'ended', { seat: 'invader', reason: 'x' });
    await store.createGame(record('live'));
    await store.setStatus('live', 'playing');
    await store.createGame(record('new'));
    await store.setStatus('new', 'ended', { seat: 'invader', reason: 'A gate fell' });
    const list = await store.recentFinished(20);
    expect(list.map((g) => g.id)).toEqual(['new', 'old']);
    expect(list[1]).toEqual({
      id: 'old',
      name: "Ann's game",
      winner: { seat: 'defender', reason: 'The Defender held out' },
      players: { invader: 'Vlad', defender: 'Anna' },
      endedAt: anyNumber,
    });
    expect(list[0]?.players).toEqual({});
    expect((await store.recentFinished(1)).map((g) => g.id)).toEqual(['new']);
    expect(JSON.stringify(list)).not.toMatch(/h1|h2|tokenHash|password/);
  });

  it('keeps chat with the game: the last messages oldest first and the count, after a reopen too', async () => {
    await store.createGame(record('g1'));
    expect(await store.getChat('g1', 50)).toEqual({ entries: [], count: 0 });
    const said = [
      { from: 'Vlad', seat: 'invader' as const, text: 'good luck', at: 1_700_000_000_000 },
      { from: 'Anna', seat: 'defender' as const, text: 'you too', at: 1_700_000_000_001 },
      { from: 'Vlad', seat: 'invader' as const, text: 'ready?', at: 1_700_000_000_002 },
    ];
    for (const [i, e] of said.entries()) await store.addChat('g1', i + 1, e);
    await expect(store.addChat('g1', 1, must(said[0], 'a first message'))).rejects.toThrow();
    expect(await store.getChat('g1', 2)).toEqual({ entries: said.slice(1), count: 3 });
    await store.close();
    store = await backend.reopen();
    expect(await store.getChat('g1', 50)).toEqual({ entries: said, count: 3 });
  });

  it("keeps the server's log notes by number, with their place among the rules' events, after a reopen too", async () => {
    await store.createGame(record('g1'));
    await store.createGame(record('g2'));
    expect(await store.getLogNotes('g1')).toEqual([]);
    const notes = [
      {
        seq: 41,
        afterEvents: 40,
        event: { to: 'all' as const, kind: 'seat.computerPlays' as const, params: { seat: 'invader' as const, why: 'offered' as const } },
      },
      { seq: 7, afterEvents: 6, event: { to: 'all' as const, kind: 'seat.playerBack' as const, params: { seat: 'defender' as const } } },
    ];
    for (const n of notes) await store.addLogNote('g1', n);
    await store.addLogNote('g2', { ...must(notes[1], 'a note'), seq: 3 });
    // One entry per number: a second note under a number already taken is refused.
    await expect(store.addLogNote('g1', { ...must(notes[0], 'a note'), afterEvents: 1 })).rejects.toThrow();
    await expect(store.addLogNote('missing', must(notes[0], 'a note'))).rejects.toThrow();
    await store.close();
    store = await backend.reopen();
    expect(await store.getLogNotes('g1')).toEqual([notes[1], notes[0]]);
    expect((await store.getLogNotes('g2')).map((n) => n.seq)).toEqual([3]);
  });

  it("keeps a game's review, a newer one replacing it, after a reopen too; none for a game without one", async () => {
    await store.createGame(record('g1'));
    await store.createGame(record('g2'));
    expect(await store.getReview('g1')).toBeNull();
    const first = { id: 'g1', chances: [0.5, 0.61, 1], swings: [], positionMs: 150 };
    await store.saveReview('g1', first);
    expect(await store.getReview('g1')).toEqual(first);
    const second = { ...first, chances: [0.5, 0.4, 1] };
    await store.saveReview('g1', second);
    await store.close();
    store = await backend.reopen();
    expect(await store.getReview('g1')).toEqual(second);
    expect(await store.getReview('g2')).toBeNull();
    await expect(store.saveReview('missing', first)).rejects.toThrow();
  });

  it('refuses a second game with the same id', async () => {
    await store.createGame(record('g1'));
    await expect(store.createGame(record('g1'))).rejects.toThrow();
  });

  it('appends actions in order and refuses a duplicate sequence number', async () => {
    await store.createGame(record('g1'));
    const created = (await game('g1')).updatedAt;
    await new Promise((r) => setTimeout(r, 5));
    const actions = [{ type: 'pass', seat: 'invader' }, { type: 'choose', option: 'x', nested: { n: [1, 2] } }, { type: 'end' }];
    for (const [i, a] of actions.entries()) await store.appendAction('g1', i + 1, a);
    expect(await store.getActions('g1')).toEqual(actions.map((action, i) => ({ seq: i + 1, action })));
    expect((await game('g1')).updatedAt).toBeGreaterThan(created);
    await expect(store.appendAction('g1', 2, { type: 'again' })).rejects.toThrow();
    expect(await store.getActions('g1')).toHaveLength(3);
    expect(await store.getActions('other')).toEqual([]);
  });

  it('returns actions sorted by sequence whatever the insertion order', async () => {
    await store.createGame(record('g1'));
    for (const seq of [3, 1, 2, 10]) await store.appendAction('g1', seq, { seq });
    expect((await store.getActions('g1')).map((a) => a.seq)).toEqual([1, 2, 3, 10]);
  });

  it('refuses an action for a game that does not exist', async () => {
    await expect(store.appendAction('nope', 1, { type: 'x' })).rejects.toThrow();
  });

  it('keeps the actions of different games apart', async () => {
    await store.createGame(record('a'));
    await store.createGame(record('b'));
    await store.appendAction('a', 1, { g: 'a' });
    await store.appendAction('b', 1, { g: 'b' });
    await store.appendAction('b', 2, { g: 'b2' });
    expect(await store.getActions('a')).toEqual([{ seq: 1, action: { g: 'a' } }]);
    expect(await store.getActions('b')).toHaveLength(2);
  });

  it('sets status and winner', async () => {
    await store.createGame(record('g1'));
    await store.setStatus('g1', 'playing');
    expect((await game('g1')).status).toBe('playing');
    expect((await game('g1')).winner).toBeNull();
    await store.setStatus('g1', 'ended', { seat: 'defender', reason: 'survived' });
    expect(await store.getGame('g1')).toMatchObject({ status: 'ended', winner: { seat: 'defender', reason: 'survived' } });
    await store.setStatus('g1', 'broken', null);
    expect(await store.getGame('g1')).toMatchObject({ status: 'broken', winner: null });
  });

  it('stores seats and replaces a seat taken again', async () => {
    await store.createGame(record('g1'));
    expect(await store.getSeats('g1')).toEqual([]);
    await store.setSeat('g1', { seat: 'invader', tokenHash: 'h1', name: 'Ann' });
    await store.setSeat('g1', { seat: 'defender', tokenHash: 'h2', name: 'Bob' });
    await store.setSeat('g1', { seat: 'invader', tokenHash: 'h3', name: 'Ann (2)' });
    const seats = (await store.getSeats('g1')).sort((x, y) => x.seat.localeCompare(y.seat));
    expect(seats).toEqual([
      { seat: 'defender', tokenHash: 'h2', name: 'Bob' },
      { seat: 'invader', tokenHash: 'h3', name: 'Ann (2)' },
    ]);
  });

  it('lists unfinished games in creation order', async () => {
    for (const id of ['w', 'p', 'e', 'a', 'b']) {
      await store.createGame(record(id));
      await new Promise((r) => setTimeout(r, 3));
    }
    await store.setStatus('p', 'playing');
    await store.setStatus('e', 'ended', { seat: 'invader', reason: 'breach' });
    await store.setStatus('a', 'abandoned');
    await store.setStatus('b', 'broken');
    expect(await store.listUnfinished()).toEqual(['w', 'p']);
  });

  it('keeps text exactly (unicode, quotes, large actions)', async () => {
    const name = `Zoë "the" O'Brien — 城 🏰`;
    await store.createGame(record('g1', { options: { name, private: false, hasPassword: false, creatorSide: 'invader' } }));
    await store.setSeat('g1', { seat: 'invader', tokenHash: 'h', name });
    const big = { type: 'bulk', items: Array.from({ length: 2000 }, (_, i) => ({ i, s: `x${i}` })) };
    await store.appendAction('g1', 1, big);
    expect((await game('g1')).options.name).toBe(name);
    expect((await store.getSeats('g1'))[0]?.name).toBe(name);
    expect((await store.getActions('g1'))[0]?.action).toEqual(big);
  });

  it('keeps everything across a close and reopen (a restart)', async () => {
    await store.createGame(record('g1'));
    await store.appendAction('g1', 1, { n: 1 });
    await store.setSeat('g1', { seat: 'invader', tokenHash: 'h', name: 'Ann' });
    await store.setStatus('g1', 'playing');
    await store.close();
    store = await backend.reopen();
    expect(await store.getGame('g1')).toMatchObject({ id: 'g1', status: 'playing' });
    expect(await store.getActions('g1')).toEqual([{ seq: 1, action: { n: 1 } }]);
    expect(await store.getSeats('g1')).toEqual([{ seat: 'invader', tokenHash: 'h', name: 'Ann' }]);
    expect(await store.listUnfinished()).toEqual(['g1']);
  });

  it('serialises concurrent appends: exactly one of two writers wins a sequence number', async () => {
    await store.createGame(record('g1'));
    const second = await backend.reopen();
    try {
      const results = await Promise.allSettled(
        Array.from({ length: 20 }, (_, i) => (i % 2 ? second : store).appendAction('g1', Math.floor(i / 2) + 1, { i })),
      );
      expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(10);
      expect((await second.getActions('g1')).map((a) => a.seq)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    } finally {
      await second.close();
    }
  });

  it('runs with the setting that keeps every acknowledged write (SQLite synchronous=FULL, PostgreSQL synchronous_commit=on)', async () => {
    const d = await store.durability();
    expect(d.durable).toBe(true);
    // The test cluster itself runs with synchronous_commit=off: the store must set it on its connections.
    expect(d.setting).toMatch(_name === 'sqlite' ? /^synchronous=FULL, journal_mode=wal$/ : /^synchronous_commit=on$/);
  });

  it('counts idle time from the last action or the last time someone was connected (touch)', async () => {
    await store.createGame(record('g1'));
    const created = await game('g1');
    expect(created.activeAt).toBe(created.createdAt);
    await store.touch('g1', created.activeAt + 1000);
    expect((await game('g1')).activeAt).toBe(created.activeAt + 1000);
    // An older moment never moves it back.
    await store.touch('g1', created.activeAt + 10);
    expect((await game('g1')).activeAt).toBe(created.activeAt + 1000);
    await store.appendAction('g1', 1, { n: 1 });
    const after = await game('g1');
    expect(after.activeAt).toBe(after.updatedAt);
    // A status change (e.g. ended) is not activity.
    await store.touch('g1', after.activeAt + 5_000_000);
    await store.setStatus('g1', 'playing');
    expect((await game('g1')).activeAt).toBe(after.activeAt + 5_000_000);
  });

  it('reports healthy while open and not after close', async () => {
    expect(await store.healthy()).toBe(true);
    await store.close();
    expect(await store.healthy()).toBe(false);
    store = await backend.reopen();
  });
});
