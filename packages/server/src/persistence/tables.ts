/**
 * The tables of both stores (SQLite and PostgreSQL) and the row <-> record mapping, written once.
 * Each store keeps only its dialect: placeholders, upserts, transactions, connection settings.
 * JSON is kept as text and times as epoch milliseconds, so a game moves between the two databases
 * by copying rows.
 */
import type { Seat } from '@stronghold/rules';
import { computerName } from '@stronghold/protocol';
import type {
  FinishedGame,
  GameStatus,
  LiveState,
  StoredAction,
  StoredChat,
  StoredGame,
  StoredGameOptions,
  StoredLogNote,
  StoredSeat,
} from './game-store';

import type { Dialect } from './sql-runner';

export type { Dialect };

/**
 * A column type as each dialect spells it: `int` a sequence number, `bigint` a seed or epoch ms,
 * `real` a float (a rating).
 */
type ColumnType = 'text' | 'int' | 'bigint' | 'real';

export interface Column {
  name: string;
  type: ColumnType;
  notNull?: boolean;
  /** At most one row per value (NULLs do not count, in both dialects). */
  unique?: boolean;
  references?: string;
}

export interface Table {
  name: string;
  columns: Column[];
  primaryKey: string[];
  indexes?: { name: string; columns: string[] }[];
}

const SQL_TYPE: Record<Dialect, Record<ColumnType, string>> = {
  sqlite: { text: 'TEXT', int: 'INTEGER', bigint: 'INTEGER', real: 'REAL' },
  // Seeds up to 2^31 and milliseconds since 1970 do not fit PostgreSQL's INTEGER.
  postgres: { text: 'TEXT', int: 'INTEGER', bigint: 'BIGINT', real: 'DOUBLE PRECISION' },
};

export const TABLES: Table[] = [
  {
    name: 'games',
    columns: [
      { name: 'id', type: 'text', notNull: true },
      { name: 'seed', type: 'bigint', notNull: true },
      { name: 'options', type: 'text', notNull: true },
      { name: 'password_hash', type: 'text' },
      { name: 'status', type: 'text', notNull: true },
      { name: 'winner', type: 'text' },
      { name: 'created_at', type: 'bigint', notNull: true },
      { name: 'updated_at', type: 'bigint', notNull: true },
      // Last action or last moment someone was connected (idle games are abandoned, idle-games.ts).
      { name: 'active_at', type: 'bigint' },
      // JSON of LiveState: clocks and computer takeovers.
      { name: 'live', type: 'text' },
    ],
    primaryKey: ['id'],
    indexes: [{ name: 'games_status', columns: ['status'] }],
  },
  {
    name: 'actions',
    columns: [
      { name: 'game_id', type: 'text', notNull: true, references: 'games(id)' },
      { name: 'seq', type: 'int', notNull: true },
      { name: 'action', type: 'text', notNull: true },
      { name: 'created_at', type: 'bigint', notNull: true },
    ],
    primaryKey: ['game_id', 'seq'],
  },
  {
    name: 'seats',
    columns: [
      { name: 'game_id', type: 'text', notNull: true, references: 'games(id)' },
      { name: 'seat', type: 'text', notNull: true },
      { name: 'token_hash', type: 'text', notNull: true },
      { name: 'name', type: 'text', notNull: true },
    ],
    primaryKey: ['game_id', 'seat'],
  },
  {
    // Chat kept with the game (added after the first release: `CREATE TABLE IF NOT EXISTS` adds it to an older database).
    name: 'chat',
    columns: [
      { name: 'game_id', type: 'text', notNull: true, references: 'games(id)' },
      { name: 'seq', type: 'int', notNull: true },
      { name: 'seat', type: 'text', notNull: true },
      { name: 'sender', type: 'text', notNull: true },
      { name: 'text', type: 'text', notNull: true },
      { name: 'at', type: 'bigint', notNull: true },
    ],
    primaryKey: ['game_id', 'seq'],
  },
];

const columnSql = (d: Dialect, c: Column): string =>
  [c.name, SQL_TYPE[d][c.type], c.notNull ? 'NOT NULL' : '', c.unique ? 'UNIQUE' : '', c.references ? `REFERENCES ${c.references}` : '']
    .filter(Boolean)
    .join(' ');

/** CREATE TABLE / INDEX IF NOT EXISTS for one table, in the dialect's types. */
export function tableSql(d: Dialect, t: Table): string {
  const cols = [...t.columns.map((c) => `  ${columnSql(d, c)}`), `  PRIMARY KEY (${t.primaryKey.join(', ')})`];
  const indexes = (t.indexes ?? []).map((i) => `CREATE INDEX IF NOT EXISTS ${i.name} ON ${t.name}(${i.columns.join(', ')});`);
  return [`CREATE TABLE IF NOT EXISTS ${t.name} (\n${cols.join(',\n')}\n);`, ...indexes].join('\n');
}

/**
 * CREATE TABLE / INDEX IF NOT EXISTS for the tables of the first releases (games, actions, seats,
 * chat); every table or column added since is a numbered step of migrations.ts.
 */
export function schemaSql(d: Dialect): string {
  return TABLES.map((t) => tableSql(d, t)).join('\n');
}

/**
 * Columns added after the first release: `ALTER TABLE ... ADD COLUMN` for those a database made
 * by an older version lacks (`existing` = the column names it has, per table).
 */
export function missingColumnsSql(d: Dialect, existing: (table: string) => Set<string>): string[] {
  const out: string[] = [];
  for (const t of TABLES) {
    const have = existing(t.name);
    for (const c of t.columns) if (!have.has(c.name)) out.push(`ALTER TABLE ${t.name} ADD COLUMN ${columnSql(d, c)}`);
  }
  return out;
}

export const GAME_COLUMNS = tableColumns('games');

function tableColumns(name: string): string[] {
  const table = TABLES.find((t) => t.name === name);
  if (!table) throw new Error(`no table ${name} in TABLES`);
  return table.columns.map((c) => c.name);
}

export interface GameRow {
  id: string;
  seed: number;
  options: string;
  password_hash: string | null;
  status: GameStatus;
  winner: string | null;
  created_at: number;
  updated_at: number;
  active_at: number | null;
  live: string | null;
}

type Winner = NonNullable<StoredGame['winner']>;

/** A game's record from its row. The JSON columns hold what this module wrote from those types. */
export function gameFromRow(row: GameRow): StoredGame {
  return {
    id: row.id,
    seed: row.seed,
    options: JSON.parse(row.options) as StoredGameOptions,
    passwordHash: row.password_hash,
    status: row.status,
    winner: row.winner ? (JSON.parse(row.winner) as Winner) : null,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
    activeAt: row.active_at ?? row.updated_at,
    live: row.live ? (JSON.parse(row.live) as LiveState) : null,
  };
}

/** The values of a new game's row, in GAME_COLUMNS order. */
export function newGameRow(r: { id: string; seed: number; options: unknown; passwordHash: string | null }, now: number): unknown[] {
  const row: GameRow = {
    id: r.id,
    seed: r.seed,
    options: JSON.stringify(r.options),
    password_hash: r.passwordHash,
    status: 'waiting',
    winner: null,
    created_at: now,
    updated_at: now,
    active_at: now,
    live: null,
  };
  return GAME_COLUMNS.map((c) => row[c as keyof GameRow]);
}

export const winnerToColumn = (winner: { seat: Seat; reason: string } | null | undefined): string | null =>
  winner ? JSON.stringify(winner) : null;

export const actionToColumn = (action: unknown): string => JSON.stringify(action);

export const actionFromRow = (r: { seq: number | string; action: string }): StoredAction => ({
  seq: Number(r.seq),
  action: JSON.parse(r.action),
});

export const seatFromRow = (r: { seat: Seat; token_hash: string; name: string }): StoredSeat => ({
  seat: r.seat,
  tokenHash: r.token_hash,
  name: r.name,
});

export interface ChatRow {
  seat: Seat;
  sender: string;
  text: string;
  at: number | string;
}

export const chatFromRow = (r: ChatRow): StoredChat => ({ from: r.sender, seat: r.seat, text: r.text, at: Number(r.at) });

/** A game's last chat messages (`?` placeholders: game id, limit), newest first: reverse them for the history. */
export const RECENT_CHAT_SQL = 'SELECT seat, sender, text, at FROM chat WHERE game_id = ? ORDER BY seq DESC LIMIT ?';
export const CHAT_COUNT_SQL = 'SELECT COUNT(*) AS n FROM chat WHERE game_id = ?';
export const INSERT_CHAT_SQL = 'INSERT INTO chat (game_id, seq, seat, sender, text, at) VALUES (?, ?, ?, ?, ?, ?)';

/** A log note's row (`?` placeholders: game id, seq, after_events, addressee, kind, params JSON, time). */
export const INSERT_LOG_NOTE_SQL =
  'INSERT INTO log_notes (game_id, seq, after_events, addressee, kind, params, created_at) VALUES (?, ?, ?, ?, ?, ?, ?)';
export const LOG_NOTES_SQL = 'SELECT seq, after_events, addressee, kind, params FROM log_notes WHERE game_id = ? ORDER BY seq';

export interface LogNoteRow {
  seq: number | string;
  after_events: number | string;
  addressee: string;
  kind: string;
  params: string;
}

/** The values of a note's row, in INSERT_LOG_NOTE_SQL's order. */
export const logNoteRow = (gameId: string, n: StoredLogNote, now: number): unknown[] => [
  gameId,
  n.seq,
  n.afterEvents,
  n.event.to,
  n.event.kind,
  JSON.stringify(n.event.params),
  now,
];

/** A note from its row: the columns hold what logNoteRow wrote from a GameEvent. */
export const logNoteFromRow = (r: LogNoteRow): StoredLogNote => ({
  seq: Number(r.seq),
  afterEvents: Number(r.after_events),
  event: { to: r.addressee, kind: r.kind, params: JSON.parse(r.params) as unknown } as StoredLogNote['event'],
});

/** A game's review (`?` placeholders: game id, review JSON, time); a review computed again replaces the old one. */
export const SAVE_REVIEW_SQL =
  'INSERT INTO reviews (game_id, review, created_at) VALUES (?, ?, ?) ON CONFLICT (game_id) DO UPDATE SET review = excluded.review, created_at = excluded.created_at';
export const GET_REVIEW_SQL = 'SELECT review FROM reviews WHERE game_id = ?';

/** `?` placeholders as PostgreSQL's `$1`, `$2`, ... */
export const numbered = (sql: string): string => {
  let i = 0;
  return sql.replace(/\?/g, () => `$${++i}`);
};

/** The statuses restored at start. */
export const UNFINISHED: GameStatus[] = ['waiting', 'playing'];

/**
 * The recent-finished query, with `?` placeholders (`$n` for PostgreSQL via `numbered`): public
 * ended games, newest first, and their seats' names in the same read.
 */
export const RECENT_FINISHED_SQL = `SELECT g.id, g.options, g.winner, g.updated_at,
  (SELECT name FROM seats s WHERE s.game_id = g.id AND s.seat = 'invader') AS invader,
  (SELECT name FROM seats s WHERE s.game_id = g.id AND s.seat = 'defender') AS defender
FROM games g WHERE g.status = 'ended' AND g.options NOT LIKE '%"private":true%'
ORDER BY g.updated_at DESC, g.id LIMIT ?`;

/** The most the public list returns at once. */
export const RECENT_FINISHED_MAX = 100;

export interface FinishedRow {
  id: string;
  options: string;
  winner: string | null;
  updated_at: number | string;
  invader: string | null;
  defender: string | null;
}

export function finishedFromRow(r: FinishedRow): FinishedGame {
  const options = JSON.parse(r.options) as Partial<StoredGameOptions>;
  const players: FinishedGame['players'] = {};
  // A seat the computer played has no stored owner: it is named as the room named it.
  const computer = options.computer ?? {};
  const invader = r.invader ?? (computer.invader ? computerName(computer.invader) : null);
  const defender = r.defender ?? (computer.defender ? computerName(computer.defender) : null);
  if (invader) players.invader = invader;
  if (defender) players.defender = defender;
  return {
    id: r.id,
    name: options.name ?? '',
    winner: r.winner ? (JSON.parse(r.winner) as Winner) : null,
    players,
    endedAt: Number(r.updated_at),
  };
}

export const clampLimit = (limit: number): number =>
  Math.max(1, Math.min(RECENT_FINISHED_MAX, Math.floor(Number.isFinite(limit) ? limit : 20)));
