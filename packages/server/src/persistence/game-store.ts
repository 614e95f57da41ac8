/**
 * Where games live between actions and across restarts. Async: PostgreSQL is networked, and the
 * SQLite store commits in a worker thread (sqlite-worker.ts).
 */
import type { GameEvent, Seat } from '@stronghold/rules';
import type { ComputerLevel, TimeControl } from '@stronghold/protocol';
import type { ClockSnapshot } from '../clocks/game-clock';
import type { SqlRunner } from './sql-runner';

export type GameStatus = 'waiting' | 'playing' | 'ended' | 'abandoned' | 'broken';

/** Public creation options of a game (never the password). */
export interface StoredGameOptions {
  name: string;
  private: boolean;
  hasPassword: boolean;
  creatorSide: Seat;
  /** A rated game (docs/accounts.md): only accounts sit in it and its result moves their ratings. */
  rated?: boolean;
  /** Seats the computer plays from the start (a game against the computer, an exhibition). */
  computer?: Partial<Record<Seat, ComputerLevel>>;
  timeControl?: TimeControl;
}

/** What changes during play besides the actions: the clocks, and the seats the computer took over. */
export interface LiveState {
  clock?: ClockSnapshot;
  /** Seats of absent players the Normal computer plays ("zombie" mode), with why. */
  takenOver?: Partial<Record<Seat, 'time' | 'away' | 'offered'>>;
  /**
   * Whose decision it is and the turn, as of the last action: what the status endpoint says of a
   * game no room of its process hosts (game-standing.ts), without replaying it.
   */
  standing?: { toAct: Seat | null; turn: number };
  /**
   * The seed of the computer's bot per seat it plays: drawn with node:crypto when it first plays
   * there, never derived from the game's seed (which hides the decks), so a restored game goes on
   * with the same bot. Never sent to a client.
   */
  botSeeds?: Partial<Record<Seat, number>>;
}

export interface StoredSeat {
  seat: Seat;
  tokenHash: string;
  name: string;
}

export interface StoredGame {
  id: string;
  seed: number;
  options: StoredGameOptions;
  passwordHash: string | null;
  status: GameStatus;
  winner: { seat: Seat; reason: string } | null;
  createdAt: number;
  updatedAt: number;
  /** Last action, or last time the game was seen with someone connected (`touch`): what "idle" counts from. */
  activeAt: number;
  live: LiveState | null;
}

/** One chat message of a game, exactly as the `chat` broadcast carried it. */
export interface StoredChat {
  from: string;
  seat: Seat;
  text: string;
  at: number;
}

/**
 * A note of the server's in the game log (a seat handed to the computer, a player back): its number
 * in the log, how many of the rules' events came before it, and the entry itself.
 */
export interface StoredLogNote {
  seq: number;
  afterEvents: number;
  event: GameEvent;
}

export interface StoredAction {
  seq: number;
  action: unknown;
}

export interface NewGameRecord {
  id: string;
  seed: number;
  options: StoredGameOptions;
  passwordHash: string | null;
}

/** A finished game as the public list of recent games shows it (never a password or token). */
export interface FinishedGame {
  id: string;
  name: string;
  winner: { seat: Seat; reason: string } | null;
  players: Partial<Record<Seat, string>>;
  endedAt: number;
}

export interface GameStore {
  createGame(record: NewGameRecord): Promise<void>;
  /**
   * Appends the action with sequence number `seq` (= the stateId it produced). Fails on a duplicate
   * seq. Resolves only once the action is durable (on disk, not just in a cache).
   */
  appendAction(gameId: string, seq: number, action: unknown): Promise<void>;
  setStatus(gameId: string, status: GameStatus, winner?: { seat: Seat; reason: string } | null): Promise<void>;
  setSeat(gameId: string, seat: StoredSeat): Promise<void>;
  /** Keeps a chat message with the game (`seq`: its number in the game, from 1), so a restored game has its chat. */
  addChat(gameId: string, seq: number, entry: StoredChat): Promise<void>;
  /** The game's last `limit` chat messages, oldest first, and how many it has in all (the next seq is `count + 1`). */
  getChat(gameId: string, limit: number): Promise<{ entries: StoredChat[]; count: number }>;
  /** Keeps a server note of the game's log under its number (fails on a duplicate number), so a restored log has it in its place. */
  addLogNote(gameId: string, note: StoredLogNote): Promise<void>;
  /** The game's stored log notes, by number. */
  getLogNotes(gameId: string): Promise<StoredLogNote[]>;
  /** Keeps a finished game's review (bots/review-queue.ts; the JSON of a GameReview), replacing an older one. */
  saveReview(gameId: string, review: unknown): Promise<void>;
  /** The game's stored review, or null while it has none. */
  getReview(gameId: string): Promise<unknown>;
  /** Stores the game's clocks and computer takeovers (read back by getGame as `live`). */
  setLive(gameId: string, live: LiveState): Promise<void>;
  getGame(gameId: string): Promise<StoredGame | null>;
  getActions(gameId: string): Promise<StoredAction[]>;
  getSeats(gameId: string): Promise<StoredSeat[]>;
  /** Ids of games still 'waiting' or 'playing' (restored on start). */
  listUnfinished(): Promise<string[]>;
  /** The latest public games that ended (status 'ended', not private), newest first, at most `limit`. */
  recentFinished(limit: number): Promise<FinishedGame[]>;
  /** Someone is (or just was) connected to the game: its idle time starts again now (`activeAt`). */
  touch(gameId: string, at?: number): Promise<void>;
  /**
   * How acknowledged writes are kept, read back from the database connection itself, e.g.
   * `{ setting: 'synchronous=FULL', durable: true }`. Every acknowledged action must survive a
   * power loss, so a store opens its connections with the setting that guarantees it.
   */
  durability(): Promise<{ setting: string; durable: boolean; note?: string }>;
  /** true when the database answers. */
  healthy(): Promise<boolean>;
  /** The same database for the tables beyond games (accounts, ratings: account-store.ts). */
  sql(): SqlRunner;
  close(): Promise<void>;
}
