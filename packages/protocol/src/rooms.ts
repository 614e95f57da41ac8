/**
 * The rooms of a server and what the server says about them outside room messages: room names,
 * the lobby listing's metadata, the status endpoint's answer, join refusals and close codes
 * (docs/protocol.md). Messages: client-messages.ts, server-messages.ts; options: room-options.ts.
 */
import { z } from 'zod';
import type { Seat } from '@stronghold/rules';
import type { TimeControl } from './room-options';

export const ROOM_NAME = 'stronghold';
export const LOBBY_ROOM_NAME = 'lobby';

/**
 * `GET /api/games/status?ids=a,b`: where a game stands, for the home screen's "Your games" and
 * "Waiting for you". Only what a spectator of the game sees too (never a prompt's contents).
 */
export interface GameStanding {
  id: string;
  name: string;
  status: 'waiting' | 'playing' | 'ended' | 'abandoned' | 'broken';
  winner: { seat: Seat; reason: string } | null;
  /** Whose decision it is now; null when the game is not being played (waiting, over). */
  toAct: Seat | null;
  /** The turn (1..8) the game is in; null for a finished game (not looked up). */
  turn: number | null;
  clock: ClockStanding;
}

/** A game's clock as the status endpoint reports it. */
export interface ClockStanding {
  kind: TimeControl['kind'];
  /** What the current decision has left (ms) when the server answered; null when no clock runs. */
  leftMs: number | null;
  /** When that runs out (epoch ms, by the server's clock); null as `leftMs`. */
  deadline: number | null;
}

/**
 * A join the server refuses: the error code (an HTTP status: Colyseus answers the matchmaking
 * request with it) and the word that starts its message.
 */
export const JOIN_REFUSALS = {
  bad_options: 400,
  bad_password: 401,
  bad_token: 403,
  /** No game is open under that id (it ended, or the code is wrong). */
  not_found: 404,
  room_full: 409,
  /** The place reserved for the connection lapsed before it came. */
  expired: 410,
  /** Also `too_many_games`. */
  rate_limited: 429,
  server_busy: 503,
  /** Games cannot be saved or read right now (the database or its disk): nothing was lost, try again later. */
  unavailable: 503,
} as const;
export type JoinRefusal = keyof typeof JOIN_REFUSALS;

/**
 * Close code of a connection whose seat another connection took back (after `error` `replaced`).
 * Outside 4000-4010, which Colyseus uses for its own closes (4000 is its "consented" leave).
 */
export const CLOSE_REPLACED = 4100;

/** Close code of a connection whose account was disabled or deleted (after `error` `account_ended`): not to be reconnected. */
export const CLOSE_ACCOUNT_ENDED = 4101;

/** The Colyseus wire line both ends speak (its SDK and server are released together). */
export const TRANSPORT_LINE = 'colyseus-0.18';

export const RoomStatusSchema = z.enum(['waiting', 'playing', 'ended']);
export type RoomStatus = z.infer<typeof RoomStatusSchema>;

/** The lobby listing's metadata of a `stronghold` room (the server sets it; the lobby relays it). */
export const GameListingMetadataSchema = z.object({
  name: z.string(),
  /** Display name, or '' while the seat is free. */
  invader: z.string(),
  defender: z.string(),
  /**
   * A signed-in account holds the seat, so its name is the account's public name (a profile
   * link); absent or false for a guest, the computer and a free seat.
   */
  invaderAccount: z.boolean().optional(),
  defenderAccount: z.boolean().optional(),
  spectators: z.number().int().min(0),
  turn: z.number().int().min(0),
  phase: z.string(),
  status: RoomStatusSchema,
  hasPassword: z.boolean(),
  /** A rated game (docs/accounts.md "Ratings"): its result moves both players' ratings. */
  rated: z.boolean().optional(),
});
export type GameListingMetadata = z.infer<typeof GameListingMetadataSchema>;
