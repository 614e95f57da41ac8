/**
 * What `startServer` may be told (main.ts reads most of it from the environment; tests set what
 * they need): where and how it listens, its stores, limits, timings, and its several-process setup.
 */
import type { MatchMakerDriver, Presence } from '@colyseus/core';
import type { AccountLimitOptions } from './accounts/account-limits';
import type { JoinTicketOptions } from './accounts/join-tickets';
import type { BotPoolOptions } from './bots/bot-pool';
import type { Logger } from './ops/logger';
import type { GameStore } from './persistence/game-store';
import type { RatingRules } from './ratings/rating-rules';
import type { RoomContext } from './rooms/room-context';
import type { RoomLimits } from './rooms/rate-limits';
import type { StartPosition } from './rooms/start-position';
import type { ThrottlePolicy } from './security/attempt-throttle';
import type { TrustProxy } from './security/client-address';
import type { CreationLimitConfig } from './security/creation-limits';

export interface AppOptions {
  /** 0 = ephemeral. Default: PORT or 2567. */
  port?: number;
  host?: string;
  /** SQLite directory (default: DATA_DIR or ./data). Ignored when `store` is given. */
  dataDir?: string;
  store?: GameStore;
  /** Directory served at / (default: packages/client/dist when it exists; null = none). */
  clientDist?: string | null;
  limits?: Partial<RoomLimits>;
  /** How long a dropped seat waits for its session (default RECONNECT_SECONDS; main.ts: RECONNECT_SECONDS). */
  reconnectSeconds?: number;
  abandonSeconds?: number;
  /** Largest WebSocket frame accepted; a bigger one closes that socket (ws code 1009). */
  maxPayload?: number;
  /** How often each WebSocket is pinged; one unanswered ping drops it (default 6000 ms). */
  pingIntervalMs?: number;
  /** Largest message a client may send; a bigger frame gets `bad_message` undecoded (default 4096). */
  maxMessageBytes?: number;
  /** How long a reserved place waits for its WebSocket (default 8 s; Colyseus's is 15 s). */
  seatReservationSeconds?: number;
  /** Whose X-Forwarded-For to believe (default: nobody; main.ts reads TRUST_PROXY). */
  trustProxy?: TrustProxy;
  /** Growing delays after wrong passwords / tokens, per room and address and per room. */
  guessThrottle?: { address?: Partial<ThrottlePolicy>; room?: Partial<ThrottlePolicy> };
  /** Games per address and time window, waiting games per process. */
  creationLimits?: Partial<CreationLimitConfig>;
  /** Growing delays after wrong account passwords (per address, per account, per device token or session), sign-ups and sign-ins per address (accounts/account-limits.ts). */
  accountLimits?: AccountLimitOptions;
  /** Single-use join tickets a signed-in browser trades its session for (accounts/join-tickets.ts): lifetime, clock, bounds. */
  joinTickets?: JoinTicketOptions;
  logger?: Logger;
  onSyncProblem?: RoomContext['onSyncProblem'];
  /**
   * A `playing` game with nobody connected this long since its last action or connection is
   * abandoned, and not restored (default 14 days; main.ts: IDLE_GAME_DAYS).
   */
  idleSeconds?: number;
  /**
   * A `playing` game with nobody connected this long since its last action or connection leaves
   * the live lobby list until someone connects (default 15 minutes; main.ts: LOBBY_IDLE_MINUTES).
   */
  lobbyIdleSeconds?: number;
  /** The operator page at /admin exists only with a password (main.ts: ADMIN_PASSWORD). */
  adminPassword?: string;
  /** Other origins whose pages may call this server, and which its page may reach (security/origin-policy.ts; main.ts: ALLOWED_ORIGINS). Default: none. */
  allowedOrigins?: readonly string[];
  /** Let Colyseus handle SIGINT/SIGTERM (main.ts); off in tests. */
  handleSignals?: boolean;
  /** Several processes (distributed.ts): shared presence and matchmaking driver, this process's address. */
  presence?: Presence;
  driver?: MatchMakerDriver;
  publicAddress?: string;
  /** The computer's threads and thinking time (main.ts: BOT_THREADS, BOT_HARD_MS). */
  bots?: BotPoolOptions;
  /** Least time between two computer actions (default 300 ms against a person, 1000 ms in an exhibition). */
  computerPace?: Partial<RoomContext['computerPace']>;
  /** An absent player's seat goes to the computer after this long (default 180 s; main.ts: ABSENT_GRACE_SECONDS). */
  absentGraceSeconds?: number;
  /** With several processes: how often each looks whether Redis lost its listings (listing-restorer.ts; default 2 s). */
  relistIntervalMs?: number;
  /** When a rated result moves ratings and when a rating is established (ratings/rating-rules.ts; default: its constants). */
  ratingRules?: Partial<RatingRules>;
  /** A test server: every new game starts from this position (rooms/start-position.ts; main.ts: TEST_START_POSITION). */
  startPosition?: StartPosition;
}
