/**
 * The schema's numbered steps after the first releases' tables (tables.ts `schemaSql`, which both
 * stores still create or extend first, idempotently). A database remembers the steps it has taken
 * in `schema_version`; on start each store applies, in order and each in its own transaction,
 * those it has not (SQLite in sqlite-store.ts `prepareFile`, PostgreSQL under its schema lock in
 * postgres-store.ts). A new step is appended to MIGRATIONS with the next number; a step, once
 * released, is never edited.
 */
import { tableSql, type Dialect, type Table } from './tables';

export interface Migration {
  /** 1, 2, 3, ...: the order the steps run in. */
  version: number;
  /** What the step adds, for the log and the `schema_version` row. */
  name: string;
  statements(d: Dialect): string[];
}

/** The table that records the steps taken (one row per step). */
export const SCHEMA_VERSION_SQL = `CREATE TABLE IF NOT EXISTS schema_version (
  version INTEGER NOT NULL PRIMARY KEY,
  name TEXT NOT NULL,
  applied_at BIGINT NOT NULL
)`;
export const CURRENT_VERSION_SQL = 'SELECT MAX(version) AS version FROM schema_version';
/** `?` placeholders: version, name, applied_at. */
export const RECORD_VERSION_SQL = 'INSERT INTO schema_version (version, name, applied_at) VALUES (?, ?, ?)';

/** Accounts and what hangs off them (docs/accounts.md). */
const ACCOUNT_TABLES: Table[] = [
  {
    name: 'accounts',
    columns: [
      { name: 'id', type: 'text', notNull: true },
      // As its owner typed it; '' once deleted.
      { name: 'name', type: 'text', notNull: true },
      // The name in lower case: one account per name, whatever the case. NULL once deleted (the name is free again).
      { name: 'name_key', type: 'text', unique: true },
      // argon2id (PHC string); NULL once deleted.
      { name: 'password_hash', type: 'text' },
      { name: 'created_at', type: 'bigint', notNull: true },
      { name: 'disabled_at', type: 'bigint' },
      { name: 'deleted_at', type: 'bigint' },
    ],
    primaryKey: ['id'],
  },
  {
    // A session is known only by the SHA-256 of its token.
    name: 'sessions',
    columns: [
      { name: 'token_hash', type: 'text', notNull: true },
      { name: 'account_id', type: 'text', notNull: true, references: 'accounts(id)' },
      { name: 'created_at', type: 'bigint', notNull: true },
    ],
    primaryKey: ['token_hash'],
    indexes: [{ name: 'sessions_account', columns: ['account_id'] }],
  },
  {
    // The seats accounts hold (a seat of `seats` whose owner was signed in, or claimed later).
    name: 'account_seats',
    columns: [
      { name: 'game_id', type: 'text', notNull: true, references: 'games(id)' },
      { name: 'seat', type: 'text', notNull: true },
      { name: 'account_id', type: 'text', notNull: true, references: 'accounts(id)' },
    ],
    primaryKey: ['game_id', 'seat'],
    indexes: [{ name: 'account_seats_account', columns: ['account_id'] }],
  },
  {
    // One row per rated game that ended: what ratings are recomputed from.
    name: 'rated_results',
    columns: [
      { name: 'game_id', type: 'text', notNull: true, references: 'games(id)' },
      { name: 'invader_id', type: 'text', notNull: true, references: 'accounts(id)' },
      { name: 'defender_id', type: 'text', notNull: true, references: 'accounts(id)' },
      { name: 'winner', type: 'text', notNull: true },
      { name: 'ended_at', type: 'bigint', notNull: true },
    ],
    primaryKey: ['game_id'],
    indexes: [{ name: 'rated_results_ended', columns: ['ended_at'] }],
  },
  {
    // Current Glicko-2 rating per account and kind ('invader' | 'defender' | 'overall').
    name: 'ratings',
    columns: [
      { name: 'account_id', type: 'text', notNull: true, references: 'accounts(id)' },
      { name: 'kind', type: 'text', notNull: true },
      { name: 'rating', type: 'real', notNull: true },
      { name: 'rd', type: 'real', notNull: true },
      { name: 'vol', type: 'real', notNull: true },
      { name: 'games', type: 'int', notNull: true },
    ],
    primaryKey: ['account_id', 'kind'],
    indexes: [{ name: 'ratings_board', columns: ['kind', 'rating'] }],
  },
  {
    // The rating after each rated game (a profile's chart).
    name: 'rating_history',
    columns: [
      { name: 'account_id', type: 'text', notNull: true, references: 'accounts(id)' },
      { name: 'kind', type: 'text', notNull: true },
      { name: 'game_id', type: 'text', notNull: true, references: 'games(id)' },
      { name: 'at', type: 'bigint', notNull: true },
      { name: 'rating', type: 'real', notNull: true },
      { name: 'rd', type: 'real', notNull: true },
    ],
    primaryKey: ['account_id', 'kind', 'game_id'],
  },
  {
    name: 'invites',
    columns: [
      { name: 'id', type: 'text', notNull: true },
      { name: 'from_id', type: 'text', notNull: true, references: 'accounts(id)' },
      { name: 'to_id', type: 'text', notNull: true, references: 'accounts(id)' },
      { name: 'game_id', type: 'text', notNull: true, references: 'games(id)' },
      { name: 'seat', type: 'text', notNull: true },
      // 'open' | 'accepted' | 'declined'
      { name: 'status', type: 'text', notNull: true },
      { name: 'created_at', type: 'bigint', notNull: true },
    ],
    primaryKey: ['id'],
    indexes: [{ name: 'invites_to', columns: ['to_id', 'status'] }],
  },
];

/** A finished game's review (bots/review-queue.ts), one row per game: the JSON of GameReview (protocol/review.ts). */
const REVIEW_TABLE: Table = {
  name: 'reviews',
  columns: [
    { name: 'game_id', type: 'text', notNull: true, references: 'games(id)' },
    { name: 'review', type: 'text', notNull: true },
    { name: 'created_at', type: 'bigint', notNull: true },
  ],
  primaryKey: ['game_id'],
};

/**
 * What lets an account's owner past the lock-out strangers' wrong guesses set (accounts/sign-in-guard.ts):
 * the browsers that signed in to it, and the address of its last sign-in.
 */
const SIGN_IN_TABLES: Table[] = [
  {
    // A device token is known only by its SHA-256, like a session; `used_at` orders them for pruning and expiry.
    name: 'device_tokens',
    columns: [
      { name: 'token_hash', type: 'text', notNull: true },
      { name: 'account_id', type: 'text', notNull: true, references: 'accounts(id)' },
      { name: 'created_at', type: 'bigint', notNull: true },
      { name: 'used_at', type: 'bigint', notNull: true },
    ],
    primaryKey: ['token_hash'],
    indexes: [{ name: 'device_tokens_account', columns: ['account_id', 'used_at'] }],
  },
  {
    // One row per account: where its last successful sign-in came from.
    name: 'last_sign_ins',
    columns: [
      { name: 'account_id', type: 'text', notNull: true, references: 'accounts(id)' },
      { name: 'address', type: 'text', notNull: true },
      { name: 'at', type: 'bigint', notNull: true },
    ],
    primaryKey: ['account_id'],
  },
];

/**
 * The server's notes in a game's log (rooms/game-log.ts): the rules' events come back from the
 * replayed actions, these do not, and each keeps the number the clients saw it under.
 */
const LOG_NOTE_TABLE: Table = {
  name: 'log_notes',
  columns: [
    { name: 'game_id', type: 'text', notNull: true, references: 'games(id)' },
    { name: 'seq', type: 'int', notNull: true },
    // How many of the rules' events came before the note: its place among them.
    { name: 'after_events', type: 'int', notNull: true },
    // 'all' or a seat.
    { name: 'addressee', type: 'text', notNull: true },
    { name: 'kind', type: 'text', notNull: true },
    { name: 'params', type: 'text', notNull: true },
    { name: 'created_at', type: 'bigint', notNull: true },
  ],
  primaryKey: ['game_id', 'seq'],
};

export const MIGRATIONS: readonly Migration[] = [
  {
    version: 1,
    name: 'accounts, sessions, account seats, ratings, invites',
    statements: (d) => ACCOUNT_TABLES.map((t) => tableSql(d, t)),
  },
  {
    version: 2,
    name: 'game reviews',
    statements: (d) => [tableSql(d, REVIEW_TABLE)],
  },
  {
    version: 3,
    name: 'device tokens, last sign-in addresses',
    statements: (d) => SIGN_IN_TABLES.map((t) => tableSql(d, t)),
  },
  {
    version: 4,
    name: 'rated results that moved no rating, and why',
    // NULL: the result moved ratings (every result before this step did); else ratings/rating-eligibility.ts's reason.
    // The index finds the results between two accounts (the pair limit of ratings/rating-rules.ts).
    statements: () => [
      'ALTER TABLE rated_results ADD COLUMN not_rated TEXT',
      'CREATE INDEX IF NOT EXISTS rated_results_pair ON rated_results(invader_id, defender_id, ended_at)',
    ],
  },
  {
    version: 5,
    name: "the server's notes in game logs",
    statements: (d) => [tableSql(d, LOG_NOTE_TABLE)],
  },
];

/** The steps a database at `current` (0: none taken) still needs, in order. */
export function pendingMigrations(current: number, all: readonly Migration[] = MIGRATIONS): Migration[] {
  return all.filter((m) => m.version > current).sort((a, b) => a.version - b.version);
}

/** The version a database has once every step ran. */
export const LATEST_VERSION = Math.max(0, ...MIGRATIONS.map((m) => m.version));
