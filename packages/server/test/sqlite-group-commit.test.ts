/**
 * The SQLite store commits in a worker thread, in groups: appends never run the
 * database (and its fsync) on the rooms' thread, concurrent appends share a commit, and an append
 * resolves only once a second connection can read it. Also: a database made before `active_at`
 * existed gains the column.
 */
import Database from 'better-sqlite3';
import fs from 'node:fs';
import path from 'node:path';
import { SqliteGameStore } from '../src/persistence/sqlite-store';
import { tmpDataDir } from './helpers/harness';

const options = { name: 'g', private: false, hasPassword: false, creatorSide: 'invader' as const };

describe('SQLite store: group commit off the main thread', () => {
  let dir: string;
  let store: SqliteGameStore;

  beforeEach(async () => {
    dir = tmpDataDir('group');
    store = new SqliteGameStore(dir);
    await store.createGame({ id: 'g1', seed: 1, options, passwordHash: null });
  });

  afterEach(async () => {
    await store.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('does not run the database on the calling thread: the event loop turns while appends are in flight', async () => {
    let turns = 0;
    let done = false;
    const spin = (): void => {
      if (done) return;
      turns++;
      setImmediate(spin);
    };
    setImmediate(spin);
    await Promise.all(Array.from({ length: 50 }, (_, i) => store.appendAction('g1', i + 1, { i })));
    done = true;
    expect(turns).toBeGreaterThan(0);
    expect(await store.getActions('g1')).toHaveLength(50);
  });

  it('commits concurrent appends together, and each is readable by another connection once it resolves', async () => {
    const before = await store.commitStats();
    const reader = new Database(path.join(dir, 'stronghold.sqlite'), { readonly: true });
    try {
      const seen: number[] = [];
      await Promise.all(
        Array.from({ length: 200 }, (_, i) =>
          store.appendAction('g1', i + 1, { i }).then(() => {
            const row = reader.prepare('SELECT seq FROM actions WHERE game_id = ? AND seq = ?').get('g1', i + 1) as
              { seq: number } | undefined;
            if (row) seen.push(row.seq);
          }),
        ),
      );
      expect(seen).toHaveLength(200);
      const after = await store.commitStats();
      expect(after.writes - before.writes).toBe(200);
      expect(after.writeGroups - before.writeGroups).toBeLessThan(200);
    } finally {
      reader.close();
    }
  });

  it('fails only the request that fails inside a group (a duplicate seq), not its neighbours', async () => {
    await store.appendAction('g1', 1, { first: true });
    const results = await Promise.allSettled([
      store.appendAction('g1', 2, { ok: 2 }),
      store.appendAction('g1', 1, { duplicate: true }),
      store.appendAction('g1', 3, { ok: 3 }),
    ]);
    expect(results.map((r) => r.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
    expect((results[1] as PromiseRejectedResult).reason).toBeInstanceOf(Error);
    expect(await store.getActions('g1')).toEqual([
      { seq: 1, action: { first: true } },
      { seq: 2, action: { ok: 2 } },
      { seq: 3, action: { ok: 3 } },
    ]);
  });

  it('refuses work after close instead of hanging', async () => {
    await store.close();
    await expect(store.appendAction('g1', 1, {})).rejects.toThrow(/closed/);
    expect(await store.healthy()).toBe(false);
  });
});

describe('SQLite store: a database of the previous version', () => {
  it('gains the active_at column; an old game counts as active since its last update', async () => {
    const dir = tmpDataDir('migrate');
    const db = new Database(path.join(dir, 'stronghold.sqlite'));
    db.exec(`CREATE TABLE games (id TEXT PRIMARY KEY, seed INTEGER NOT NULL, options TEXT NOT NULL, password_hash TEXT,
      status TEXT NOT NULL, winner TEXT, created_at INTEGER NOT NULL, updated_at INTEGER NOT NULL);
      CREATE TABLE actions (game_id TEXT NOT NULL REFERENCES games(id), seq INTEGER NOT NULL, action TEXT NOT NULL,
      created_at INTEGER NOT NULL, PRIMARY KEY (game_id, seq));
      CREATE TABLE seats (game_id TEXT NOT NULL REFERENCES games(id), seat TEXT NOT NULL, token_hash TEXT NOT NULL,
      name TEXT NOT NULL, PRIMARY KEY (game_id, seat));`);
    db.prepare('INSERT INTO games VALUES (?, ?, ?, NULL, ?, NULL, ?, ?)').run('old', 7, JSON.stringify(options), 'playing', 1000, 5000);
    db.close();
    const store = new SqliteGameStore(dir);
    try {
      expect(await store.getGame('old')).toMatchObject({ id: 'old', status: 'playing', updatedAt: 5000, activeAt: 5000 });
      await store.touch('old', 9000);
      expect((await store.getGame('old'))?.activeAt).toBe(9000);
    } finally {
      await store.close();
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
