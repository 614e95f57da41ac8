/**
 * The thread that owns the SQLite connection (started by sqlite-store.ts). better-sqlite3 is
 * synchronous and `synchronous=FULL` makes every commit wait for an fsync: done on the main thread,
 * each action would stall every room's event loop for that long. Here requests queue while a
 * commit runs and the next ones are committed together (group commit): one transaction and one
 * fsync per group, each request in its own savepoint so that one failing (a duplicate seq) fails
 * alone. A request is answered only after its group's COMMIT returned, i.e. once it is durable.
 */
import Database from 'better-sqlite3';
import { parentPort, workerData } from 'node:worker_threads';

export interface SqliteStep {
  sql: string;
  params: unknown[];
  /** run = a write; get = first row; all = every row. */
  mode: 'run' | 'get' | 'all';
}

/** What the store asks: one unit of work (its steps all happen or none does), or a control. */
export type WorkerAsk = { steps: SqliteStep[]; each?: boolean } | { control: 'close' | 'stats' };

/** An ask as sent, numbered for its reply. */
export type WorkerRequest = WorkerAsk & { id: number };

/** Replies come one per control request, and as one array per committed group. */
export type WorkerReply = { id: number; ok: true; result: unknown } | { id: number; ok: false; error: { message: string; code?: string } };

export interface WorkerSetup {
  file: string;
  /** Upper bound of requests committed together. */
  maxGroup: number;
}

export interface CommitStats {
  /** Transactions committed that held at least one write. */
  writeGroups: number;
  /** Requests with at least one write. */
  writes: number;
}

function main(): void {
  const port = parentPort;
  if (!port) throw new Error('sqlite-worker runs as a worker thread');
  const setup = workerData as WorkerSetup;
  const db = new Database(setup.file);
  db.pragma('journal_mode = WAL');
  // FULL: the WAL is fsynced at every commit, so an acknowledged write survives a power loss.
  db.pragma('synchronous = FULL');
  db.pragma('foreign_keys = ON');

  const statements = new Map<string, Database.Statement>();
  const prepared = (sql: string): Database.Statement => {
    let s = statements.get(sql);
    if (!s) {
      s = db.prepare(sql);
      statements.set(sql, s);
    }
    return s;
  };
  const stats: CommitStats = { writeGroups: 0, writes: 0 };
  const queue: WorkerRequest[] = [];
  let scheduled = false;

  /** Runs a unit's steps; its result is the last step's, or every step's (`each`). */
  const unit = db.transaction((steps: SqliteStep[], each: boolean) => {
    const results: unknown[] = [];
    for (const step of steps) {
      const s = prepared(step.sql);
      results.push(step.mode === 'run' ? s.run(...step.params) : step.mode === 'get' ? s.get(...step.params) : s.all(...step.params));
    }
    return each ? results : results[results.length - 1];
  });

  const errorOf = (e: unknown): { message: string; code?: string } => {
    const code = typeof e === 'object' && e !== null && 'code' in e ? e.code : undefined;
    return { message: e instanceof Error ? e.message : String(e), code: typeof code === 'string' ? code : undefined };
  };

  const flush = (): void => {
    scheduled = false;
    const group = queue.splice(0, setup.maxGroup);
    if (queue.length) schedule();
    const replies: WorkerReply[] = [];
    const work = group.filter((r): r is Extract<WorkerRequest, { steps: SqliteStep[] }> => 'steps' in r);
    const writes = work.filter((r) => r.steps.some((s) => s.mode === 'run')).length;
    if (work.length) {
      const all = db.transaction(() => {
        for (const r of work) {
          try {
            replies.push({ id: r.id, ok: true, result: unit(r.steps, r.each === true) });
          } catch (e) {
            replies.push({ id: r.id, ok: false, error: errorOf(e) });
          }
        }
      });
      try {
        if (writes) all.immediate();
        else all();
        if (writes) {
          stats.writeGroups++;
          stats.writes += writes;
        }
      } catch (e) {
        // The COMMIT itself failed: nothing of this group is saved.
        const error = errorOf(e);
        replies.length = 0;
        for (const r of work) replies.push({ id: r.id, ok: false, error });
      }
    }
    // One message for the whole group: the main thread handles one event, not one per request.
    if (replies.length) port.postMessage(replies);
    for (const r of group) {
      if (!('control' in r)) continue;
      if (r.control === 'stats') port.postMessage({ id: r.id, ok: true, result: { ...stats } } satisfies WorkerReply);
      else {
        db.close();
        port.postMessage({ id: r.id, ok: true, result: null } satisfies WorkerReply);
        port.close();
      }
    }
  };
  const schedule = (): void => {
    if (scheduled) return;
    scheduled = true;
    setImmediate(flush);
  };

  // The store posts its requests in batches (one array per turn of its event loop).
  port.on('message', (batch: WorkerRequest[]) => {
    queue.push(...batch);
    schedule();
  });
}

main();
