/**
 * Where games live between actions and across restarts. Async so that a networked database
 * (PostgreSQL, a later issue) can implement the same interface as the SQLite store.
 */
import type { Seat } from '@stronghold/rules';

export type GameStatus = 'waiting' | 'playing' | 'ended' | 'abandoned' | 'broken';

/** Public creation options of a game (never the password). */
export interface StoredGameOptions {
  name: string;
  private: boolean;
  hasPassword: boolean;
  creatorSide: Seat;
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

export interface GameStore {
  createGame(record: NewGameRecord): Promise<void>;
  /** Appends the action with sequence number `seq` (= the stateId it produced). Fails on a duplicate seq. */
  appendAction(gameId: string, seq: number, action: unknown): Promise<void>;
  setStatus(gameId: string, status: GameStatus, winner?: { seat: Seat; reason: string } | null): Promise<void>;
  setSeat(gameId: string, seat: StoredSeat): Promise<void>;
  getGame(gameId: string): Promise<StoredGame | null>;
  getActions(gameId: string): Promise<StoredAction[]>;
  getSeats(gameId: string): Promise<StoredSeat[]>;
  /** Ids of games still 'waiting' or 'playing' (restored on start). */
  listUnfinished(): Promise<string[]>;
  /** true when the database answers. */
  healthy(): Promise<boolean>;
  close(): Promise<void>;
}
