/**
 * What the rooms of one server share and the types the room is parameterised with
 * (`Room<RoomState, RoomMetadata, ClientData, Admission>`).
 */
import type { GameStore } from '../persistence/game-store';
import type { AttemptThrottle } from '../security/attempt-throttle';
import type { TrustProxy } from '../security/client-address';
import type { CreationLimits } from '../security/creation-limits';
import type { Viewer } from './game-log';
import type { ClientLimiters, RoomLimits } from './rate-limits';

export interface Logger {
  info(msg: string): void;
  warn(msg: string): void;
  error(msg: string): void;
}

/** What every room of one server shares (set by app.ts on a subclass). */
export interface RoomContext {
  store: GameStore;
  limits: RoomLimits;
  reconnectSeconds: number;
  /** An abandoned waiting game (nobody in the room) is closed after this long. */
  abandonSeconds: number;
  logger: Logger;
  /** Server-made nonces that allow onCreate to restore a stored game (never from a client). */
  restoreNonces: Map<string, string>;
  /** Called with every sync report that is not clean (tests assert none). */
  onSyncProblem?: (roomId: string, problem: string) => void;
  /** Largest frame a client may send (frame-guard.ts). */
  maxMessageBytes: number;
  /** How long a reserved place waits for its WebSocket. */
  seatReservationSeconds: number;
  /** Whose X-Forwarded-For to believe (security/client-address.ts). */
  trustProxy: TrustProxy;
  guessThrottles: { address: AttemptThrottle; room: AttemptThrottle };
  creations: CreationLimits;
  /** Ids of this process's rooms whose game waits for a second player. */
  waitingRooms: Set<string>;
}

/** The room's listing in the lobby. */
export interface RoomMetadata {
  name: string;
  invader: string;
  defender: string;
  spectators: number;
  turn: number;
  phase: string;
  status: 'waiting' | 'playing' | 'ended';
  hasPassword: boolean;
}

/** What the room keeps on each connection (`client.userData`). */
export interface ClientData {
  seat: Viewer;
  name: string;
  replaced?: boolean;
  limits: ClientLimiters;
}

