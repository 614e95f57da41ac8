/**
 * Every message of a `stronghold` room, by direction (docs/protocol.md "Messages"). Types only:
 * the server validates what it receives (zod, packages/server/src/rooms/messages.ts) and builds
 * what it sends with these types; the client reads them with the same types.
 */
import type { Action } from '../actions/schema';
import type { Seat, Viewer } from '../state/types';
import type { GameEvent } from '../engine/events';
import type { ErrorCode } from './error-codes';
import type { LegalWire } from './legal-menu';
import type { LogWire } from './log-wire';

/** Message type names, client -> server. */
export const CLIENT_MESSAGES = ['action', 'chat'] as const;
export type ClientMessageType = (typeof CLIENT_MESSAGES)[number];

/** Message type names, server -> client. */
export const SERVER_MESSAGES = ['seat', 'legal', 'log', 'error', 'chat', 'chatHistory'] as const;
export type ServerMessageType = (typeof SERVER_MESSAGES)[number];

// ------------------------------------------------------------------ client -> server

/** `action`: an intent for the current state. */
export interface ActionMessage {
  stateId: number;
  action: Action;
}

/** `chat`: plain text, 1..MAX_CHAT characters (players only). */
export interface ChatMessage {
  text: string;
}

export const MAX_CHAT = 300;

export interface ClientMessages {
  action: ActionMessage;
  chat: ChatMessage;
}

// ------------------------------------------------------------------ server -> client

/** `seat`: sent on every (re)join. `token` only when a seat was just issued. */
export interface SeatMessage {
  seat: Viewer;
  token?: string;
  roomId: string;
  /** PROTOCOL_VERSION of the server: a client with another one must reload. */
  protocol: string;
}

/** `error`: to the sender only; nothing changed. */
export interface ErrorMessage {
  code: ErrorCode;
  message: string;
}

/** `chat` as broadcast: `at` is the server's clock (ms since the epoch). */
export interface ChatBroadcast {
  from: string;
  seat: Seat;
  text: string;
  at: number;
}

/** `chatHistory`: on join, the room's recent chat (oldest first), each as `chat` carried it. */
export interface ChatHistoryMessage {
  entries: ChatBroadcast[];
}

/** A log entry as the client gets it (expanded from the `log` message): a rules event and its number. */
export type LogEntry = { seq: number } & Omit<GameEvent, 'to'>;

/**
 * `rematch` server -> client: who has asked for a rematch so far (`asked`), and once both have,
 * where to go: the new game's `roomId` and this seat's `token` there (sides swapped: `seat`).
 * Client -> server `rematch` is `{}` (a player of an ended game asks).
 */
export interface RematchMessage {
  asked: Array<'invader' | 'defender'>;
  roomId?: string;
  seat?: 'invader' | 'defender';
  token?: string;
}

export interface ServerMessages {
  seat: SeatMessage;
  rematch: RematchMessage;
  /** Compact: expand with LegalReader (legal-menu.ts). */
  legal: LegalWire;
  /** Compact: expand with expandLog (log-wire.ts). */
  log: LogWire;
  error: ErrorMessage;
  chat: ChatBroadcast;
  chatHistory: ChatHistoryMessage;
}

// ------------------------------------------------------------------ rooms

export const ROOM_NAME = 'stronghold';
export const LOBBY_ROOM_NAME = 'lobby';

/** Options of `client.create('stronghold', ...)`. */
export interface CreateRoomOptions {
  side: Seat;
  private?: boolean;
  password?: string;
  /** The creator's display name. */
  name?: string;
  /** The game's title in the lobby (default "<name>'s game"). */
  gameName?: string;
  /** Play against the computer: it takes the other seat and the game starts at once. */
  opponent?: { computer: ComputerLevel };
  /** The computer plays itself (both seats); the creator watches. Listed in the lobby. */
  exhibition?: { invader: ComputerLevel; defender: ComputerLevel };
  /** Default: none. */
  timeControl?: TimeControl;
}

/** How long each seat may think (docs/server.md "Clocks"). */
export type TimeControl =
  | { kind: 'none' }
  /** A time bank plus an increment per decision (e.g. 20 min + 10 s). */
  | { kind: 'realtime'; bankMs: number; incrementMs: number }
  /** A fixed time per decision (e.g. 24 h). */
  | { kind: 'correspondence'; perDecisionMs: number };

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

/** The computer's levels (the rules' bot levels, docs/rules/self-play.md). */
export type ComputerLevel = 'easy' | 'normal' | 'hard';
export const COMPUTER_LEVELS: readonly ComputerLevel[] = ['easy', 'normal', 'hard'];

/** The display name of a seat the computer plays: "Computer (Hard)". */
export function computerName(level: ComputerLevel): string {
  return `Computer (${level.charAt(0).toUpperCase()}${level.slice(1)})`;
}

/** Options of `client.joinById(code, ...)`. */
export interface JoinRoomOptions {
  name?: string;
  password?: string;
  /** A seat token from an earlier `seat` message: takes that seat back. */
  token?: string;
  spectate?: boolean;
}

/**
 * A join the server refuses: the error code (an HTTP status: Colyseus answers the matchmaking
 * request with it) and the word that starts its message.
 */
export const JOIN_REFUSALS = {
  bad_options: 400,
  bad_password: 401,
  bad_token: 403,
  room_full: 409,
  /** The place reserved for the connection lapsed before it came. */
  expired: 410,
  /** Also `too_many_games`. */
  rate_limited: 429,
  server_busy: 503,
} as const;
export type JoinRefusal = keyof typeof JOIN_REFUSALS;

/**
 * Close code of a connection whose seat another connection took back (after `error` `replaced`).
 * Outside 4000-4010, which Colyseus uses for its own closes (4000 is its "consented" leave).
 */
export const CLOSE_REPLACED = 4100;

/** The Colyseus wire line both ends speak (its SDK and server are released together). */
export const TRANSPORT_LINE = 'colyseus-0.18';

/** The lobby listing's metadata of a `stronghold` room. */
export interface GameListingMetadata {
  name: string;
  /** Display name, or '' while the seat is free. */
  invader: string;
  defender: string;
  spectators: number;
  turn: number;
  phase: string;
  status: RoomStatus;
  hasPassword: boolean;
}

export type RoomStatus = 'waiting' | 'playing' | 'ended';
