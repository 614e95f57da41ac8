/** GameStore on SQLite (better-sqlite3), one file in DATA_DIR. WAL: a committed action survives a crash. */
import Database from 'better-sqlite3';
import fs from 'node:fs';
import path from 'node:path';
import type { Seat } from '@stronghold/rules';
import type { GameStatus, GameStore, NewGameRecord, StoredAction, StoredGame, StoredSeat } from './game-store';

const SCHEMA = `
CREATE TABLE IF NOT EXISTS games (
  id TEXT PRIMARY KEY,
  seed INTEGER NOT NULL,
  options TEXT NOT NULL,
  password_hash TEXT,
  status TEXT NOT NULL,
  winner TEXT,
  created_at INTEGER NOT NULL,
  updated_at INTEGER NOT NULL
);
CREATE INDEX IF NOT EXISTS games_status ON games(status);
CREATE TABLE IF NOT EXISTS actions (
  game_id TEXT NOT NULL REFERENCES games(id),
  seq INTEGER NOT NULL,
  action TEXT NOT NULL,
  created_at INTEGER NOT NULL,
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

/** Re-throws database errors as plain Errors of this realm (callers and tests check `instanceof Error`). */
function rethrow(e: unknown): never {
  const err = new Error(`sqlite: ${e instanceof Error || (e && typeof e === 'object' && 'message' in e) ? (e as Error).message : String(e)}`);
  (err as Error & { code?: unknown }).code = (e as { code?: unknown })?.code;
  throw err;
}

export class SqliteGameStore implements GameStore {
  private readonly db: Database.Database;

  constructor(dataDir: string, fileName = 'stronghold.sqlite') {
    fs.mkdirSync(dataDir, { recursive: true });
    this.db = new Database(path.join(dataDir, fileName));
    this.db.pragma('journal_mode = WAL');
    this.db.pragma('synchronous = NORMAL');
    this.db.pragma('foreign_keys = ON');
    this.db.exec(SCHEMA);
  }

  async createGame(r: NewGameRecord): Promise<void> {
    try {
      const now = Date.now();
      this.db
        .prepare(
          'INSERT INTO games (id, seed, options, password_hash, status, winner, created_at, updated_at) VALUES (?, ?, ?, ?, ?, NULL, ?, ?)',
        )
        .run(r.id, r.seed, JSON.stringify(r.options), r.passwordHash, 'waiting', now, now);
    } catch (e) {
      rethrow(e);
    }
  }

  async appendAction(gameId: string, seq: number, action: unknown): Promise<void> {
    try {
      const now = Date.now();
      this.db.transaction(() => {
        this.db
          .prepare('INSERT INTO actions (game_id, seq, action, created_at) VALUES (?, ?, ?, ?)')
          .run(gameId, seq, JSON.stringify(action), now);
        this.db.prepare('UPDATE games SET updated_at = ? WHERE id = ?').run(now, gameId);
      })();
    } catch (e) {
      rethrow(e);
    }
  }

  async setStatus(gameId: string, status: GameStatus, winner?: { seat: Seat; reason: string } | null): Promise<void> {
    try {
      this.db
        .prepare('UPDATE games SET status = ?, winner = ?, updated_at = ? WHERE id = ?')
        .run(status, winner ? JSON.stringify(winner) : null, Date.now(), gameId);
    } catch (e) {
      rethrow(e);
    }
  }

  async setSeat(gameId: string, s: StoredSeat): Promise<void> {
    try {
      this.db
        .prepare(
          'INSERT INTO seats (game_id, seat, token_hash, name) VALUES (?, ?, ?, ?) ON CONFLICT(game_id, seat) DO UPDATE SET token_hash = excluded.token_hash, name = excluded.name',
        )
        .run(gameId, s.seat, s.tokenHash, s.name);
    } catch (e) {
      rethrow(e);
    }
  }

  async getGame(gameId: string): Promise<StoredGame | null> {
    const row = this.db.prepare('SELECT * FROM games WHERE id = ?').get(gameId) as GameRow | undefined;
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
    const rows = this.db.prepare('SELECT seq, action FROM actions WHERE game_id = ? ORDER BY seq').all(gameId) as {
      seq: number;
      action: string;
    }[];
    return rows.map((r) => ({ seq: r.seq, action: JSON.parse(r.action) }));
  }

  async getSeats(gameId: string): Promise<StoredSeat[]> {
    const rows = this.db.prepare('SELECT seat, token_hash, name FROM seats WHERE game_id = ?').all(gameId) as {
      seat: Seat;
      token_hash: string;
      name: string;
    }[];
    return rows.map((r) => ({ seat: r.seat, tokenHash: r.token_hash, name: r.name }));
  }

  async listUnfinished(): Promise<string[]> {
    const rows = this.db.prepare("SELECT id FROM games WHERE status IN ('waiting', 'playing') ORDER BY created_at").all() as {
      id: string;
    }[];
    return rows.map((r) => r.id);
  }

  async healthy(): Promise<boolean> {
    try {
      return (this.db.prepare('SELECT 1 AS one').get() as { one: number }).one === 1;
    } catch {
      return false;
    }
  }

  async close(): Promise<void> {
    if (this.db.open) this.db.close();
  }
}
