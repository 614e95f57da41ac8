/**
 * Persistence cost per action, in the runner process, in a temp directory:
 *   1. better-sqlite3 on the calling thread, WAL, the store's append (INSERT action + UPDATE game in
 *      one transaction), `synchronous=NORMAL` vs `FULL`: the time per append is also how long
 *      it blocks the event loop (every room's) with the connection on the main thread.
 *   2. The server's SqliteGameStore (FULL, connection in a worker thread, group commit):
 *      appends one after another (latency an action waits before its result is sent) and the
 *      main thread's share of it; then bursts of concurrent appends (many rooms acting at once):
 *      appends per commit, throughput, and the event-loop delay while they run.
 * Prints rows for run.ts's table and writes bench-results/persistence.json.
 */
import Database from 'better-sqlite3';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { monitorEventLoopDelay, performance } from 'node:perf_hooks';
import { summarize } from './stats';

const ROOT = path.resolve(__dirname, '../..');
const STORE = path.join(ROOT, 'packages/server/dist/persistence/sqlite-store.js');

/** The part of the server's SqliteGameStore used here (loaded from its build). */
interface Store {
  createGame(r: { id: string; seed: number; options: unknown; passwordHash: string | null }): Promise<void>;
  appendAction(gameId: string, seq: number, action: unknown): Promise<void>;
  commitStats(): Promise<{ writeGroups: number; writes: number }>;
  close(): Promise<void>;
}

const ACTION = { type: 'choose', seat: 'invader', prompt: 'p1', option: 'w1:soldier', extra: 'x'.repeat(60) };

function inThread(dir: string, synchronous: 'NORMAL' | 'FULL', n: number): { meanMicros: number; p99Micros: number } {
  const db = new Database(path.join(dir, `in-thread-${synchronous}.sqlite`));
  db.pragma('journal_mode = WAL');
  db.pragma(`synchronous = ${synchronous}`);
  db.exec(
    'CREATE TABLE games (id TEXT PRIMARY KEY, updated_at INTEGER); CREATE TABLE actions (game_id TEXT, seq INTEGER, action TEXT, created_at INTEGER, PRIMARY KEY (game_id, seq))',
  );
  db.prepare('INSERT INTO games VALUES (?, ?)').run('g', Date.now());
  const insert = db.prepare('INSERT INTO actions VALUES (?, ?, ?, ?)');
  const update = db.prepare('UPDATE games SET updated_at = ? WHERE id = ?');
  const append = db.transaction((seq: number) => {
    const now = Date.now();
    insert.run('g', seq, JSON.stringify(ACTION), now);
    update.run(now, 'g');
  });
  const times: number[] = [];
  for (let i = 1; i <= n; i++) {
    const t = performance.now();
    append(i);
    times.push((performance.now() - t) * 1000);
  }
  db.close();
  const s = summarize(times);
  return { meanMicros: s.mean, p99Micros: s.p99 };
}

async function viaWorker(dir: string, n: number, rooms: number, bursts: number) {
  const { SqliteGameStore } = (await import(STORE)) as { SqliteGameStore: new (dir: string) => Store };
  const store = new SqliteGameStore(dir);
  try {
    const options = { name: 'b', private: false, hasPassword: false, creatorSide: 'invader' };
    for (let r = 0; r < rooms; r++) await store.createGame({ id: `r${r}`, seed: r, options, passwordHash: null });
    // Sequential: one room acting alone.
    const latency: number[] = [];
    const onThread: number[] = [];
    for (let i = 1; i <= n; i++) {
      const t = performance.now();
      const p = store.appendAction('r0', i, ACTION);
      onThread.push((performance.now() - t) * 1000);
      await p;
      latency.push((performance.now() - t) * 1000);
    }
    // Bursts: every room appends at once.
    const before = await store.commitStats();
    const delay = monitorEventLoopDelay({ resolution: 1 });
    delay.enable();
    const t0 = performance.now();
    for (let b = 1; b <= bursts; b++)
      await Promise.all(Array.from({ length: rooms }, (_, r) => store.appendAction(`r${r}`, r === 0 ? n + b : b, ACTION)));
    const seconds = (performance.now() - t0) / 1000;
    delay.disable();
    const after = await store.commitStats();
    const lat = summarize(latency);
    return {
      sequential: { meanMicros: lat.mean, p50Micros: lat.p50, p99Micros: lat.p99, mainThreadMeanMicros: summarize(onThread).mean },
      burst: {
        rooms,
        bursts,
        appendsPerSecond: (rooms * bursts) / seconds,
        appendsPerCommit: (after.writes - before.writes) / Math.max(1, after.writeGroups - before.writeGroups),
        loopDelayMaxMs: delay.max / 1e6,
        loopDelayP99Ms: delay.percentile(99) / 1e6,
      },
    };
  } finally {
    await store.close();
  }
}

export async function runPersistenceBench(n = 1000, rooms = 200, bursts = 10): Promise<[string, string][]> {
  process.stdout.write(`  persistence: ${n} appends per mode, then ${bursts} bursts of ${rooms} concurrent appends\n`);
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'stronghold-persist-bench-'));
  try {
    const normal = inThread(dir, 'NORMAL', n);
    const full = inThread(dir, 'FULL', n);
    const worker = await viaWorker(dir, n, rooms, bursts);
    const out = path.join(ROOT, 'bench-results/persistence.json');
    fs.mkdirSync(path.dirname(out), { recursive: true });
    fs.writeFileSync(out, `${JSON.stringify({ appends: n, inThread: { normal, full }, worker }, null, 2)}\n`);
    const us = (x: number) => `${x.toFixed(0)} µs`;
    return [
      ['Persistence (SQLite WAL, one append = action + game row)', ''],
      ['  on the main thread, NORMAL (before)', `${us(normal.meanMicros)} mean, ${us(normal.p99Micros)} p99 per append (blocks the loop)`],
      ['  on the main thread, FULL', `${us(full.meanMicros)} mean, ${us(full.p99Micros)} p99 per append (blocks the loop)`],
      [
        '  worker + group commit, FULL (now)',
        `${us(worker.sequential.meanMicros)} mean, ${us(worker.sequential.p99Micros)} p99 until durable; ${us(worker.sequential.mainThreadMeanMicros)} on the main thread`,
      ],
      [
        `  ${rooms} rooms appending at once`,
        `${worker.burst.appendsPerSecond.toFixed(0)} appends/s, ${worker.burst.appendsPerCommit.toFixed(1)} per commit, loop delay max ${worker.burst.loopDelayMaxMs.toFixed(1)} ms`,
      ],
    ];
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}
