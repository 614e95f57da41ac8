/**
 * What a room lends its helpers: one face of the room, read live. The room implements it and
 * passes itself, so a helper sees the room as it is now (its id and game are set while it is
 * created or restored) and nothing else of it. SeatControl, the outbox and the hint desk name the
 * part they use (`SeatControlHost`, `OutboxRoom`, `HintHost`), which this interface extends;
 * create-or-restore.ts, room-connections.ts, seat-accounts.ts, listing-entry.ts and the message
 * handlers in messages/ take it whole.
 */
import type { Client, Deferred, Presence } from '@colyseus/core';
import type { Seat } from '@stronghold/rules';
import type { ErrorMessage, MessageBroadcaster } from '@stronghold/protocol';
import type { GameStatus, StoredGameOptions } from '../persistence/game-store';
import type { RoomState } from '../schema/room-state';
import type { Admission, CreatorAuth } from './admission';
import type { CatchUpRecord } from './catch-up';
import type { ChatHistory } from './chat-history';
import type { Viewer } from './game-log';
import type { RecentMoves } from './recent-moves';
import type { ClientData } from './room-context';
import type { OutboxRoom, RoomOutbox } from './room-outbox';
import type { SeatControl, SeatControlHost } from './seat-control';
import type { Seats } from './seats';

/** A connection of the room: what the room keeps on it, and what its admission carried. */
export type StrongholdClient = Client<{ userData: ClientData; auth: Admission | CreatorAuth }>;

export interface RoomHost extends SeatControlHost, OutboxRoom, MessageBroadcaster {
  /** The schema state the clients are sent (schema/room-state.ts). */
  readonly state: RoomState;
  /** Colyseus's presence (shared between processes): the room's channels. */
  readonly presence: Presence;
  readonly seats: Seats<StrongholdClient>;
  /** The computer's seats, the clocks and absent players. */
  readonly control: SeatControl;
  readonly chat: ChatHistory;
  /** The game's latest actions, for a player's greeting. */
  readonly recent: RecentMoves;
  /** Each seat's catch-up: the other seat's actions since its last decision (catch-up.ts). */
  readonly catchUp: CatchUpRecord;
  /** What the room sends besides replies: patches, `legal`, `log`. */
  readonly outbox: RoomOutbox;
  status(): GameStatus;
  options(): StoredGameOptions;
  passwordHash(): string | null;
  /** The one action path, for a player's intent as for the computer's: zod -> rules -> persist -> sync -> patch. */
  applyIntent(actor: Viewer, message: unknown): Promise<ErrorMessage | null>;
  /** Both seats are owned: the game starts. */
  startGame(): Promise<void>;
  /** Someone is in the room: a waiting game is not abandoned. */
  cancelAbandonTimer(): void;
  /** A connection left for good: an empty room closes once its game has ended, else waits to be abandoned. */
  afterLeave(): void;
  /** Whether a seat's player is away, since when, and whether their seat may be offered to the computer, on the schema. */
  writePresence(seat: Seat): void;
  /** An `error` message to one client (counted for the metrics; a closed socket is ignored). */
  sendError(client: StrongholdClient, error: ErrorMessage): void;
  /** The lobby's entry for the room, written off the action path. */
  updateMeta(): void;
  /** Colyseus's: whether the lobby lists the room. */
  setPrivate(value: boolean): Promise<void>;
  /** Colyseus's: holds a dropped connection's place for its session, `seconds` long. */
  allowReconnection(client: StrongholdClient, seconds: number): Deferred<Client>;
}
