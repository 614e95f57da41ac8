/**
 * GameStore on PostgreSQL (`pg`), for several server processes sharing one database.
 * Same tables, columns and row mapping as the SQLite store (tables.ts). Every connection runs with
 * `synchronous_commit=on` (the default, made explicit and checked at open): a COMMIT returns only
 * once its WAL record is flushed to disk, so an acknowledged action survives a power loss.
 */
import { Pool, TypeOverrides, types, type PoolClient, type PoolConfig } from 'pg';
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
  numbered,
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

// BIGINT (oid 20) comes back as a string by default; our values (ms since 1970, seeds) fit a double.
// Set on this store's pool only (not pg's global table), so importing the module changes nothing.
const poolTypes = new TypeOverrides();
poolTypes.setTypeParser(types.builtins.INT8, (v) => Number(v));

/** Any fixed number: serialises schema creation between processes starting at the same time. */
const SCHEMA_LOCK = 0x5354524f;

export class PostgresGameStore implements GameStore, HasSqlRunner {
  private readonly pool: Pool;
  private closed = false;

  private constructor(pool: Pool) {
    this.pool = pool;
  }

  /** Connects and creates the tables when missing. Throws when the database cannot be reached. */
  static async open(connectionString: string, config: Omit<PoolConfig, 'connectionString'> = {}): Promise<PostgresGameStore> {
    // Set on every connection at its start, whatever the server's or role's default is.
    const options = [config.options, '-c synchronous_commit=on'].filter(Boolean).join(' ');
    const pool = new Pool({ connectionString, max: 10, connectionTimeoutMillis: 10_000, types: poolTypes, ...config, options });
    // An idle client that loses its connection must not crash the process.
    pool.on('error', () => {});
    const store = new PostgresGameStore(pool);
    try {
      await store.tx(async (c) => {
        await c.query('SELECT pg_advisory_xact_lock($1)', [SCHEMA_LOCK]);
        await c.query(schemaSql('postgres'));
        const { rows } = await c.query<{ table_name: string; column_name: string }>(
          'SELECT table_name, column_name FROM information_schema.columns WHERE table_schema = current_schema()',
        );
        const columns = (table: string) => new Set(rows.filter((r) => r.table_name === table).map((r) => r.column_name));
        for (const sql of missingColumnsSql('postgres', columns)) await c.query(sql);
        // The numbered steps (migrations.ts) not taken yet, in this same locked transaction.
        await c.query(SCHEMA_VERSION_SQL);
        const current = (await c.query<{ version: number | null }>(CURRENT_VERSION_SQL)).rows[0]?.version ?? 0;
        for (const step of pendingMigrations(current)) {
          for (const sql of step.statements('postgres')) await c.query(sql);
          await c.query(numbered(RECORD_VERSION_SQL), [step.version, step.name, Date.now()]);
        }
      });
      const { setting, durable } = await store.durability();
      if (!durable) throw new Error(`PostgreSQL does not keep acknowledged writes (${setting}); expected synchronous_commit=on`);
    } catch (e) {
      await pool.end().catch(() => {});
      throw e;
    }
    return store;
  }

  private async tx<T>(work: (c: PoolClient) => Promise<T>): Promise<T> {
    const c = await this.pool.connect();
    try {
      await c.query('BEGIN');
      const out = await work(c);
      await c.query('COMMIT');
      return out;
    } catch (e) {
      await c.query('ROLLBACK').catch(() => {});
      throw e;
    } finally {
      c.release();
    }
  }

  /** The plain SQL door (sql-runner.ts): `?` placeholders numbered for PostgreSQL. */
  sql(): SqlRunner {
    return {
      dialect: 'postgres',
      all: async <T>(sql: string, ...params: unknown[]) => (await this.pool.query(numbered(sql), params)).rows as T[],
      run: async (sql: string, ...params: unknown[]) => (await this.pool.query(numbered(sql), params)).rowCount ?? 0,
      atomic: (statements: SqlStatement[]) =>
        this.tx(async (c) => {
          const counts: number[] = [];
          for (const st of statements) counts.push((await c.query(numbered(st.sql), st.params)).rowCount ?? 0);
          return counts;
        }),
    };
  }

  async createGame(r: NewGameRecord): Promise<void> {
    const now = Date.now();
    await this.pool.query(
      `INSERT INTO games (${GAME_COLUMNS.join(', ')}) VALUES (${GAME_COLUMNS.map((_, i) => `$${i + 1}`).join(', ')})`,
      newGameRow(r, now),
    );
  }

  async appendAction(gameId: string, seq: number, action: unknown): Promise<void> {
    const now = Date.now();
    // One statement, so one round trip and atomic: the insert and the game's updated_at together.
    await this.pool.query(
      `WITH ins AS (INSERT INTO actions (game_id, seq, action, created_at) VALUES ($1, $2, $3, $4) RETURNING game_id)
       UPDATE games SET updated_at = $4, active_at = $4 WHERE id IN (SELECT game_id FROM ins)`,
      [gameId, seq, actionToColumn(action), now],
    );
  }

  async setStatus(gameId: string, status: GameStatus, winner?: { seat: Seat; reason: string } | null): Promise<void> {
    await this.pool.query('UPDATE games SET status = $1, winner = $2, updated_at = $3 WHERE id = $4', [
      status,
      winnerToColumn(winner),
      Date.now(),
      gameId,
    ]);
  }

  async setSeat(gameId: string, s: StoredSeat): Promise<void> {
    await this.pool.query(
      'INSERT INTO seats (game_id, seat, token_hash, name) VALUES ($1, $2, $3, $4) ON CONFLICT (game_id, seat) DO UPDATE SET token_hash = excluded.token_hash, name = excluded.name',
      [gameId, s.seat, s.tokenHash, s.name],
    );
  }

  async addChat(gameId: string, seq: number, e: StoredChat): Promise<void> {
    await this.pool.query(numbered(INSERT_CHAT_SQL), [gameId, seq, e.seat, e.from, e.text, e.at]);
  }

  async getChat(gameId: string, limit: number): Promise<{ entries: StoredChat[]; count: number }> {
    const { rows } = await this.pool.query<ChatRow>(numbered(RECENT_CHAT_SQL), [gameId, limit]);
    const counted = await this.pool.query<{ n: string | number }>(numbered(CHAT_COUNT_SQL), [gameId]);
    return { entries: rows.reverse().map(chatFromRow), count: Number(counted.rows[0]?.n ?? 0) };
  }

  async addLogNote(gameId: string, note: StoredLogNote): Promise<void> {
    await this.pool.query(numbered(INSERT_LOG_NOTE_SQL), logNoteRow(gameId, note, Date.now()));
  }

  async getLogNotes(gameId: string): Promise<StoredLogNote[]> {
    const { rows } = await this.pool.query<LogNoteRow>(numbered(LOG_NOTES_SQL), [gameId]);
    return rows.map(logNoteFromRow);
  }

  async saveReview(gameId: string, review: unknown): Promise<void> {
    await this.pool.query(numbered(SAVE_REVIEW_SQL), [gameId, JSON.stringify(review), Date.now()]);
  }

  async getReview(gameId: string): Promise<unknown> {
    const { rows } = await this.pool.query<{ review: string }>(numbered(GET_REVIEW_SQL), [gameId]);
    return rows[0] ? (JSON.parse(rows[0].review) as unknown) : null;
  }

  async setLive(gameId: string, live: LiveState): Promise<void> {
    await this.pool.query('UPDATE games SET live = $1 WHERE id = $2', [JSON.stringify(live), gameId]);
  }

  async touch(gameId: string, at = Date.now()): Promise<void> {
    await this.pool.query('UPDATE games SET active_at = GREATEST(COALESCE(active_at, 0), $1) WHERE id = $2', [at, gameId]);
  }

  async getGame(gameId: string): Promise<StoredGame | null> {
    const { rows } = await this.pool.query<GameRow>('SELECT * FROM games WHERE id = $1', [gameId]);
    return rows[0] ? gameFromRow(rows[0]) : null;
  }

  async getActions(gameId: string): Promise<StoredAction[]> {
    const { rows } = await this.pool.query<{ seq: number; action: string }>(
      'SELECT seq, action FROM actions WHERE game_id = $1 ORDER BY seq',
      [gameId],
    );
    return rows.map(actionFromRow);
  }

  async getSeats(gameId: string): Promise<StoredSeat[]> {
    const { rows } = await this.pool.query<{ seat: Seat; token_hash: string; name: string }>(
      'SELECT seat, token_hash, name FROM seats WHERE game_id = $1',
      [gameId],
    );
    return rows.map(seatFromRow);
  }

  async recentFinished(limit: number): Promise<FinishedGame[]> {
    const { rows } = await this.pool.query<FinishedRow>(RECENT_FINISHED_SQL.replace('LIMIT ?', 'LIMIT $1'), [clampLimit(limit)]);
    return rows.map(finishedFromRow);
  }

  async listUnfinished(): Promise<string[]> {
    const { rows } = await this.pool.query<{ id: string }>('SELECT id FROM games WHERE status = ANY($1) ORDER BY created_at, id', [
      UNFINISHED,
    ]);
    return rows.map((r) => r.id);
  }

  /** The session's synchronous_commit (what every pool connection runs with) and the server's fsync. */
  async durability(): Promise<{ setting: string; durable: boolean; note?: string }> {
    const c = await this.pool.connect();
    try {
      const sync = (await c.query<{ synchronous_commit: string }>('SHOW synchronous_commit')).rows[0]?.synchronous_commit ?? 'unknown';
      const fsync = (await c.query<{ fsync: string }>('SHOW fsync')).rows[0]?.fsync ?? 'unknown';
      return {
        setting: `synchronous_commit=${sync}`,
        // on, remote_write and remote_apply all flush the local WAL before COMMIT returns.
        durable: ['on', 'remote_write', 'remote_apply'].includes(sync),
        note: fsync === 'on' ? undefined : `the server runs with fsync=${fsync}: its disk writes are not flushed`,
      };
    } finally {
      c.release();
    }
  }

  async healthy(): Promise<boolean> {
    if (this.closed) return false;
    try {
      const { rows } = await this.pool.query<{ one: number }>('SELECT 1 AS one');
      return rows[0]?.one === 1;
    } catch {
      return false;
    }
  }

  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    await this.pool.end();
  }
}
