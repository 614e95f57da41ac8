/**
 * GameStore on PostgreSQL (`pg`), for several server processes sharing one database.
 * Same tables and columns as the SQLite store (sqlite-store.ts): JSON kept as text, times as
 * epoch milliseconds (BIGINT), so a game moves between the two by copying rows.
 */
import { Pool, types, type CustomTypesConfig, type PoolClient, type PoolConfig } from 'pg';
import type { Seat } from '@stronghold/rules';
import type { GameStatus, GameStore, NewGameRecord, StoredAction, StoredGame, StoredSeat } from './game-store';

// BIGINT (oid 20) comes back as a string by default; our values (ms since 1970, seeds) fit a double.
// Set on this store's pool only (not pg's global table), so importing the module changes nothing.
const BIGINT_OID = 20;
const poolTypes: CustomTypesConfig = {
  getTypeParser: (oid, format) => (oid === BIGINT_OID ? (v: string) => Number(v) : types.getTypeParser(oid, format)),
};

const SCHEMA = `
CREATE TABLE IF NOT EXISTS games (
  id TEXT PRIMARY KEY,
  seed BIGINT NOT NULL,
  options TEXT NOT NULL,
  password_hash TEXT,
  status TEXT NOT NULL,
  winner TEXT,
  created_at BIGINT NOT NULL,
  updated_at BIGINT NOT NULL
);
CREATE INDEX IF NOT EXISTS games_status ON games(status);
CREATE TABLE IF NOT EXISTS actions (
  game_id TEXT NOT NULL REFERENCES games(id),
  seq INTEGER NOT NULL,
  action TEXT NOT NULL,
  created_at BIGINT NOT NULL,
  PRIMARY KEY (game_id, seq)
);
CREATE TABLE IF NOT EXISTS seats (
  game_id TEXT NOT NULL REFERENCES games(id),
  seat TEXT NOT NULL,
  token_hash TEXT NOT NULL,
  name TEXT NOT NULL,
  PRIMARY KEY (game_id, seat)
);
`;

/** Any fixed number: serialises schema creation between processes starting at the same time. */
const SCHEMA_LOCK = 0x5354524f;

interface GameRow {
  id: string;
  seed: number;
  options: string;
  password_hash: string | null;
  status: GameStatus;
  winner: string | null;
  created_at: number;
  updated_at: number;
}

export class PostgresGameStore implements GameStore {
  private readonly pool: Pool;
  private closed = false;

  private constructor(pool: Pool) {
    this.pool = pool;
  }

  /** Connects and creates the tables when missing. Throws when the database cannot be reached. */
  static async open(connectionString: string, config: Omit<PoolConfig, 'connectionString'> = {}): Promise<PostgresGameStore> {
    const pool = new Pool({ connectionString, max: 10, connectionTimeoutMillis: 10_000, types: poolTypes, ...config });
    // An idle client that loses its connection must not crash the process.
    pool.on('error', () => {});
    const store = new PostgresGameStore(pool);
    try {
      await store.tx(async (c) => {
        await c.query('SELECT pg_advisory_xact_lock($1)', [SCHEMA_LOCK]);
        await c.query(SCHEMA);
      });
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

  async createGame(r: NewGameRecord): Promise<void> {
    const now = Date.now();
    await this.pool.query(
      'INSERT INTO games (id, seed, options, password_hash, status, winner, created_at, updated_at) VALUES ($1, $2, $3, $4, $5, NULL, $6, $7)',
      [r.id, r.seed, JSON.stringify(r.options), r.passwordHash, 'waiting', now, now],
    );
  }

  async appendAction(gameId: string, seq: number, action: unknown): Promise<void> {
    const now = Date.now();
    // One statement, so one round trip and atomic: the insert and the game's updated_at together.
    await this.pool.query(
      `WITH ins AS (INSERT INTO actions (game_id, seq, action, created_at) VALUES ($1, $2, $3, $4) RETURNING game_id)
       UPDATE games SET updated_at = $4 WHERE id IN (SELECT game_id FROM ins)`,
      [gameId, seq, JSON.stringify(action), now],
    );
  }

  async setStatus(gameId: string, status: GameStatus, winner?: { seat: Seat; reason: string } | null): Promise<void> {
    await this.pool.query('UPDATE games SET status = $1, winner = $2, updated_at = $3 WHERE id = $4', [
      status,
      winner ? JSON.stringify(winner) : null,
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

  async getGame(gameId: string): Promise<StoredGame | null> {
    const { rows } = await this.pool.query<GameRow>('SELECT * FROM games WHERE id = $1', [gameId]);
    const row = rows[0];
    if (!row) return null;
    return {
      id: row.id,
      seed: row.seed,
      options: JSON.parse(row.options),
      passwordHash: row.password_hash,
      status: row.status,
      winner: row.winner ? JSON.parse(row.winner) : null,
      createdAt: row.created_at,
      updatedAt: row.updated_at,
    };
  }

  async getActions(gameId: string): Promise<StoredAction[]> {
    const { rows } = await this.pool.query<{ seq: number; action: string }>(
      'SELECT seq, action FROM actions WHERE game_id = $1 ORDER BY seq',
      [gameId],
    );
    return rows.map((r) => ({ seq: r.seq, action: JSON.parse(r.action) }));
  }

  async getSeats(gameId: string): Promise<StoredSeat[]> {
    const { rows } = await this.pool.query<{ seat: Seat; token_hash: string; name: string }>(
      'SELECT seat, token_hash, name FROM seats WHERE game_id = $1',
      [gameId],
    );
    return rows.map((r) => ({ seat: r.seat, tokenHash: r.token_hash, name: r.name }));
  }

  async listUnfinished(): Promise<string[]> {
    const { rows } = await this.pool.query<{ id: string }>(
      "SELECT id FROM games WHERE status IN ('waiting', 'playing') ORDER BY created_at, id",
    );
    return rows.map((r) => r.id);
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
