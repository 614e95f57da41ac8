/**
 * GameStore on SQLite (better-sqlite3), one file in DATA_DIR, WAL with `synchronous=FULL`: an
 * acknowledged action survives a crash and a power loss. The connection lives in a worker thread
 * (sqlite-worker.ts) that commits queued writes in small groups, so the fsync of each commit never
 * blocks the rooms' event loop. Tables and row mapping: tables.ts.
 */
import Database from 'better-sqlite3';
import fs from 'node:fs';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import type { Seat } from '@stronghold/rules';
import type {
  FinishedGame,
  GameStatus,
  GameStore,
  LiveState,
  NewGameRecord,
  StoredAction,
  StoredChat,
  StoredGame,
  StoredLogNote,
  StoredSeat,
} from './game-store';
import type { CommitStats, SqliteStep, WorkerAsk, WorkerReply, WorkerRequest, WorkerSetup } from './sqlite-worker';
import {
  actionFromRow,
  actionToColumn,
  GAME_COLUMNS,
  gameFromRow,
  missingColumnsSql,
  newGameRow,
  schemaSql,
  seatFromRow,
  UNFINISHED,
  winnerToColumn,
  type GameRow,
  clampLimit,
  finishedFromRow,
  RECENT_FINISHED_SQL,
  type FinishedRow,
  type ChatRow,
  chatFromRow,
  CHAT_COUNT_SQL,
  INSERT_CHAT_SQL,
  RECENT_CHAT_SQL,
  GET_REVIEW_SQL,
  SAVE_REVIEW_SQL,
  INSERT_LOG_NOTE_SQL,
  LOG_NOTES_SQL,
  logNoteFromRow,
  logNoteRow,
  type LogNoteRow,
} from './tables';
import { CURRENT_VERSION_SQL, pendingMigrations, RECORD_VERSION_SQL, SCHEMA_VERSION_SQL } from './migrations';
import type { HasSqlRunner, SqlRunner, SqlStatement } from './sql-runner';

/** Re-throws database errors as plain Errors of this realm (callers and tests check `instanceof Error`). */
function sqliteError(e: { message: string; code?: string }): Error {
  const err = new Error(`sqlite: ${e.message}`);
  (err as Error & { code?: unknown }).code = e.code;
  return err;
}

/**
 * The worker's compiled file next to this one (dist); from sources (ts-jest, ts-node) the built
 * copy in dist, else the TypeScript file through ts-node.
 */
function workerScript(): { file: string; execArgv?: string[] } {
  const beside = path.join(__dirname, 'sqlite-worker.js');
  if (fs.existsSync(beside)) return { file: beside };
  const built = path.resolve(__dirname, '../../dist/persistence/sqlite-worker.js');
  if (fs.existsSync(built)) return { file: built };
  return { file: path.join(__dirname, 'sqlite-worker.ts'), execArgv: ['--require', 'ts-node/register/transpile-only'] };
}

/**
 * Tables (and columns added since) created on the calling thread, so that a bad DATA_DIR fails at
 * once; then the schema steps this file has not taken (migrations.ts), each in its transaction.
 */
function prepareFile(file: string): void {
  const db = new Database(file);
  try {
    db.pragma('journal_mode = WAL');
    db.exec(schemaSql('sqlite'));
    const columns = (table: string) => new Set((db.prepare(`PRAGMA table_info(${table})`).all() as { name: string }[]).map((c) => c.name));
    for (const sql of missingColumnsSql('sqlite', columns)) db.exec(sql);
    db.exec(SCHEMA_VERSION_SQL);
    const current = (db.prepare(CURRENT_VERSION_SQL).get() as { version: number | null }).version ?? 0;
    for (const step of pendingMigrations(current)) {
      db.transaction(() => {
        for (const sql of step.statements('sqlite')) db.exec(sql);
        db.prepare(RECORD_VERSION_SQL).run(step.version, step.name, Date.now());
      })();
    }
  } finally {
    db.close();
  }
}

/** Free space under which a store whose writes failed stays unhealthy (an action's save, its WAL frames and a checkpoint fit in far less). */
const MIN_FREE_BYTES = 1024 * 1024;

/**
 * A write that changes nothing but still writes and commits a page (the health probe): the
 * latest migration's row, which every database has, even one without games.
 */
const HEALTH_PROBE_SQL = 'UPDATE schema_version SET applied_at = applied_at WHERE version = (SELECT MAX(version) FROM schema_version)';

export class SqliteGameStore implements GameStore, HasSqlRunner {
  private readonly worker: Worker;
  private readonly pending = new Map<number, { resolve(v: unknown): void; reject(e: Error): void }>();
  private nextId = 1;
  /** Requests not yet posted to the worker (sent together at the end of this event-loop turn). */
  private readonly outbox: WorkerRequest[] = [];
  private closed = false;
  private exited: Promise<void>;
  /**
   * Why the last write failed, until a write succeeds again. A full disk fails writes while
   * reads still answer, so health asks for a write that works (see `healthy`).
   */
  private writeFailure: Error | null = null;

  constructor(
    private readonly dataDir: string,
    fileName = 'stronghold.sqlite',
    options: { maxGroup?: number } = {},
  ) {
    fs.mkdirSync(dataDir, { recursive: true });
    const file = path.join(dataDir, fileName);
    prepareFile(file);
    const script = workerScript();
    const setup: WorkerSetup = { file, maxGroup: options.maxGroup ?? 64 };
    this.worker = new Worker(script.file, { workerData: setup, execArgv: script.execArgv });
    this.worker.unref();
    this.worker.on('message', (r: WorkerReply | WorkerReply[]) => (Array.isArray(r) ? r.forEach((x) => this.settle(x)) : this.settle(r)));
    this.worker.on('error', (e: Error) => this.failAll(e));
    this.exited = new Promise((resolve) =>
      this.worker.once('exit', () => {
        this.closed = true;
        this.failAll(new Error('the database thread stopped'));
        resolve();
      }),
    );
  }

  private settle(r: WorkerReply): void {
    const p = this.pending.get(r.id);
    if (!p) return;
    this.pending.delete(r.id);
    // Only an outstanding request keeps the process alive (a forgotten store does not).
    if (this.pending.size === 0) this.worker.unref();
    if (r.ok) p.resolve(r.result);
    else p.reject(sqliteError(r.error));
  }

  private failAll(e: Error): void {
    for (const p of this.pending.values()) p.reject(sqliteError({ message: e.message }));
    this.pending.clear();
  }

  private send(request: WorkerAsk): Promise<unknown> {
    if (this.closed) return Promise.reject(sqliteError({ message: 'the store is closed' }));
    const id = this.nextId++;
    return new Promise((resolve, reject) => {
      if (this.pending.size === 0) this.worker.ref();
      this.pending.set(id, { resolve, reject });
      const numbered: WorkerRequest = Object.assign({}, request, { id }); // not a spread plus a field: see rooms/game-log.ts
      this.outbox.push(numbered);
      // The requests of one turn of the event loop (every room's action in it) go in one message.
      if (this.outbox.length === 1) setImmediate(() => this.worker.postMessage(this.outbox.splice(0)));
    });
  }

  private run(...steps: SqliteStep[]): Promise<unknown> {
    return this.send({ steps });
  }

  /** Sends a request that writes, remembering whether writes work (what `healthy` reports). */
  private sendWrite(request: { steps: SqliteStep[]; each?: boolean }): Promise<unknown> {
    return this.send(request).then(
      (result) => {
        this.writeFailure = null;
        return result;
      },
      (e: unknown) => {
        this.writeFailure = e instanceof Error ? e : new Error(String(e));
        throw e;
      },
    );
  }

  private async get<T>(sql: string, ...params: unknown[]): Promise<T | undefined> {
    return (await this.run({ sql, params, mode: 'get' })) as T | undefined;
  }

  private async all<T>(sql: string, ...params: unknown[]): Promise<T[]> {
    return (await this.run({ sql, params, mode: 'all' })) as T[];
  }

  private async write(sql: string, ...params: unknown[]): Promise<void> {
    await this.sendWrite({ steps: [{ sql, params, mode: 'run' }] });
  }

  /** The plain SQL door (sql-runner.ts), through the same worker and its group commits. */
  sql(): SqlRunner {
    const changes = (r: unknown): number => (r && typeof r === 'object' && 'changes' in r ? Number(r.changes) : 0);
    return {
      dialect: 'sqlite',
      all: <T>(sql: string, ...params: unknown[]) => this.all<T>(sql, ...params),
      run: async (sql: string, ...params: unknown[]) => changes(await this.sendWrite({ steps: [{ sql, params, mode: 'run' }] })),
      atomic: async (statements: SqlStatement[]) => {
        // One unit of work (all its steps or none); `each`: every step's result comes back.
        const steps = statements.map((st): SqliteStep => ({ sql: st.sql, params: st.params, mode: 'run' }));
        return ((await this.sendWrite({ steps, each: true })) as unknown[]).map(changes);
      },
    };
  }

  async createGame(r: NewGameRecord): Promise<void> {
    await this.write(
      `INSERT INTO games (${GAME_COLUMNS.join(', ')}) VALUES (${GAME_COLUMNS.map(() => '?').join(', ')})`,
      ...newGameRow(r, Date.now()),
    );
  }

  async appendAction(gameId: string, seq: number, action: unknown): Promise<void> {
    const now = Date.now();
    await this.sendWrite({
      steps: [
        {
          sql: 'INSERT INTO actions (game_id, seq, action, created_at) VALUES (?, ?, ?, ?)',
          params: [gameId, seq, actionToColumn(action), now],
          mode: 'run',
        },
        { sql: 'UPDATE games SET updated_at = ?, active_at = ? WHERE id = ?', params: [now, now, gameId], mode: 'run' },
      ],
    });
  }

  async setStatus(gameId: string, status: GameStatus, winner?: { seat: Seat; reason: string } | null): Promise<void> {
    await this.write(
      'UPDATE games SET status = ?, winner = ?, updated_at = ? WHERE id = ?',
      status,
      winnerToColumn(winner),
      Date.now(),
      gameId,
    );
  }

  async setSeat(gameId: string, s: StoredSeat): Promise<void> {
    await this.write(
      'INSERT INTO seats (game_id, seat, token_hash, name) VALUES (?, ?, ?, ?) ON CONFLICT(game_id, seat) DO UPDATE SET token_hash = excluded.token_hash, name = excluded.name',
      gameId,
      s.seat,
      s.tokenHash,
      s.name,
    );
  }

  async addChat(gameId: string, seq: number, e: StoredChat): Promise<void> {
    await this.write(INSERT_CHAT_SQL, gameId, seq, e.seat, e.from, e.text, e.at);
  }

  async getChat(gameId: string, limit: number): Promise<{ entries: StoredChat[]; count: number }> {
    const rows = await this.all<ChatRow>(RECENT_CHAT_SQL, gameId, limit);
    const count = (await this.get<{ n: number }>(CHAT_COUNT_SQL, gameId))?.n ?? 0;
    return { entries: rows.reverse().map(chatFromRow), count };
  }

  async addLogNote(gameId: string, note: StoredLogNote): Promise<void> {
    await this.write(INSERT_LOG_NOTE_SQL, ...logNoteRow(gameId, note, Date.now()));
  }

  async getLogNotes(gameId: string): Promise<StoredLogNote[]> {
    return (await this.all<LogNoteRow>(LOG_NOTES_SQL, gameId)).map(logNoteFromRow);
  }

  async saveReview(gameId: string, review: unknown): Promise<void> {
    await this.write(SAVE_REVIEW_SQL, gameId, JSON.stringify(review), Date.now());
  }

  async getReview(gameId: string): Promise<unknown> {
    const row = await this.get<{ review: string }>(GET_REVIEW_SQL, gameId);
    return row ? (JSON.parse(row.review) as unknown) : null;
  }

  async setLive(gameId: string, live: LiveState): Promise<void> {
    await this.write('UPDATE games SET live = ? WHERE id = ?', JSON.stringify(live), gameId);
  }

  async touch(gameId: string, at = Date.now()): Promise<void> {
    await this.write('UPDATE games SET active_at = MAX(COALESCE(active_at, 0), ?) WHERE id = ?', at, gameId);
  }

  async getGame(gameId: string): Promise<StoredGame | null> {
    const row = await this.get<GameRow>('SELECT * FROM games WHERE id = ?', gameId);
    return row ? gameFromRow(row) : null;
  }

  async getActions(gameId: string): Promise<StoredAction[]> {
    return (await this.all<{ seq: number; action: string }>('SELECT seq, action FROM actions WHERE game_id = ? ORDER BY seq', gameId)).map(
      actionFromRow,
    );
  }

  async getSeats(gameId: string): Promise<StoredSeat[]> {
    return (
      await this.all<{ seat: Seat; token_hash: string; name: string }>('SELECT seat, token_hash, name FROM seats WHERE game_id = ?', gameId)
    ).map(seatFromRow);
  }

  async recentFinished(limit: number): Promise<FinishedGame[]> {
    const rows = await this.all<FinishedRow>(RECENT_FINISHED_SQL, clampLimit(limit));
    return rows.map(finishedFromRow);
  }

  async listUnfinished(): Promise<string[]> {
    const rows = await this.all<{ id: string }>(
      `SELECT id FROM games WHERE status IN (${UNFINISHED.map(() => '?').join(', ')}) ORDER BY created_at, id`,
      ...UNFINISHED,
    );
    return rows.map((r) => r.id);
  }

  async durability(): Promise<{ setting: string; durable: boolean }> {
    const sync = await this.get<{ synchronous: number }>('PRAGMA synchronous');
    const journal = await this.get<{ journal_mode: string }>('PRAGMA journal_mode');
    const name = ['OFF', 'NORMAL', 'FULL', 'EXTRA'][sync?.synchronous ?? -1] ?? String(sync?.synchronous);
    return { setting: `synchronous=${name}, journal_mode=${journal?.journal_mode}`, durable: (sync?.synchronous ?? 0) >= 2 };
  }

  /** Write transactions committed so far and the writes they held (group commit at work). */
  async commitStats(): Promise<CommitStats> {
    return (await this.send({ control: 'stats' })) as CommitStats;
  }

  /**
   * The database answers, and saves succeed. After a failed write (a full disk, a read-only
   * file) it is unhealthy until a write succeeds again: when the disk has room again (at least
   * `MIN_FREE_BYTES`; a small write can still fit where an action's save did not), a write is
   * tried here (`HEALTH_PROBE_SQL`: a real page written and committed), so health recovers as
   * soon as saves would.
   */
  async healthy(): Promise<boolean> {
    try {
      if ((await this.get<{ one: number }>('SELECT 1 AS one'))?.one !== 1) return false;
      if (!this.writeFailure) return true;
      const fsStats = await fs.promises.statfs(this.dataDir);
      if (fsStats.bavail * fsStats.bsize < MIN_FREE_BYTES) return false;
      await this.write(HEALTH_PROBE_SQL);
      return true;
    } catch {
      return false;
    }
  }

  async close(): Promise<void> {
    if (this.closed) return this.exited;
    await this.send({ control: 'close' }).catch(() => {});
    this.closed = true;
    await this.worker.terminate().catch(() => 0);
    await this.exited;
  }
}
