/**
 * What the rooms of one server share and the types the room is parameterised with
 * (`Room<RoomState, RoomMetadata, ClientData, Admission>`).
 */
import type { GameListingMetadata } from '@stronghold/protocol';
import type { AccountService } from '../accounts/account-service';
import type { BotPool } from '../bots/bot-pool';
import type { RatingService } from '../ratings/rating-service';
import type { ReviewQueue } from '../bots/review-queue';
import type { Logger } from '../ops/logger';
import type { RoomMetrics } from '../ops/metrics';
import type { GameStore } from '../persistence/game-store';
import type { AttemptThrottle } from '../security/attempt-throttle';
import type { TrustProxy } from '../security/client-address';
import type { CreationLimits } from '../security/creation-limits';
import type { Viewer } from './game-log';
import type { ClientLimiters, RoomLimits } from './rate-limits';
import type { StartPosition } from './start-position';

export type { Logger } from '../ops/logger';
import type { RematchSeats } from './rematch';

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
  /** Server-made nonces that give a rematch room its two seat owners (rooms/rematch.ts). */
  rematchSeats: RematchSeats;
  /**
   * Called with every sync report that is not clean (tests assert none). When set, every sync
   * also runs the full scan for secrets the wire would not carry (too slow for production).
   */
  onSyncProblem?: (roomId: string, problem: string) => void;
  /** Counts for GET /metrics (ops/metrics.ts). */
  metrics?: RoomMetrics;
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
  /** The threads the computer thinks in (bots/bot-pool.ts). */
  bots: BotPool;
  /** Finished games' reviews, computed in those threads (bots/review-queue.ts). */
  reviews: ReviewQueue;
  /**
   * Least time between two computer actions, so people can follow: against a person, and in an
   * exhibition (the computer against itself).
   */
  computerPace: { opponentMs: number; exhibitionMs: number };
  /**
   * A player away this long (no connection, no reconnection pending) is replaced by the Normal
   * computer in a game with a clock; without a clock the other player may then offer the seat.
   */
  absentGraceSeconds: number;
  /** Accounts and sessions: who a signed-in request is, the seats accounts hold (accounts/). */
  accounts: AccountService;
  /** Ratings moved when a rated game ends (ratings/). */
  ratings: RatingService;
  /** A test server's position every new game starts from (start-position.ts); none in production. */
  startPosition?: StartPosition;
}

/** The room's listing in the lobby (the protocol's shape). */
export type RoomMetadata = GameListingMetadata;

/** What the room keeps on each connection (`client.userData`). */
export interface ClientData {
  seat: Viewer;
  name: string;
  replaced?: boolean;
  /** Its account was disabled or deleted: closed, and not waited for. */
  accountEnded?: boolean;
  limits: ClientLimiters;
}
