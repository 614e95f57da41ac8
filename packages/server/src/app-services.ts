/**
 * The server's long-lived parts, made once by `startServer` from its options: the stores, accounts
 * and ratings, the bot threads and the review queue, metrics and health, the guess throttles and
 * join tickets; and from them what every room of the server shares (`RoomContext`).
 */
import { matchMaker } from '@colyseus/core';
import type { HostedStanding } from './accounts/account-games';
import { accountThrottles } from './accounts/account-limits';
import { AccountService } from './accounts/account-service';
import { JoinTickets } from './accounts/join-tickets';
import { seatNewsSender } from './accounts/seat-news';
import type { AppOptions } from './app-options';
import { BotPool } from './bots/bot-pool';
import { ReviewQueue } from './bots/review-queue';
import type { Logger } from './ops/logger';
import { ServerMetrics } from './ops/metrics';
import { ProcessHealth } from './ops/process-health';
import { AccountStore } from './persistence/account-store';
import type { GameStore } from './persistence/game-store';
import { SqliteGameStore } from './persistence/sqlite-store';
import { RatingService } from './ratings/rating-service';
import type { GuessThrottles } from './rooms/admission';
import { DEFAULT_MAX_MESSAGE_BYTES } from './rooms/frame-guard';
import { DEFAULT_LIMITS, ROOM_NAME, StrongholdRoom, type RoomContext } from './rooms/stronghold-room';
import { RECONNECT_SECONDS } from './seats/reconnect-window';
import { ADDRESS_POLICY, AttemptThrottle, ROOM_POLICY } from './security/attempt-throttle';
import { trustNobody, type TrustProxy } from './security/client-address';
import { CreationLimits, DEFAULT_CREATION_LIMITS } from './security/creation-limits';
import { hostedStanding } from './game-standing';

export interface AppServices {
  store: GameStore;
  accountStore: AccountStore;
  accounts: AccountService;
  ratings: RatingService;
  /** The threads the computer thinks in. */
  bots: BotPool;
  /** Finished games' reviews, worked out in those threads. */
  reviews: ReviewQueue;
  metrics: ServerMetrics;
  health: ProcessHealth;
  trustProxy: TrustProxy;
  /** Growing delays after wrong passwords and tokens (the address one is shared with account sign-ins). */
  guessThrottles: GuessThrottles;
  /** Single-use tickets a signed-in browser trades its session for, to join a game. */
  joinTickets: JoinTickets;
  /** Where a game this process hosts stands now. */
  hostedStanding: HostedStanding;
}

export function openServices(options: AppOptions, logger: Logger): AppServices {
  const store = options.store ?? new SqliteGameStore(options.dataDir ?? process.env.DATA_DIR ?? './data');
  const guessThrottles = {
    address: new AttemptThrottle({ ...ADDRESS_POLICY, ...options.guessThrottle?.address }),
    room: new AttemptThrottle({ ...ROOM_POLICY, ...options.guessThrottle?.room }),
  };
  const accountStore = new AccountStore(store.sql());
  const accounts = new AccountService(
    accountStore,
    store,
    accountThrottles(options.accountLimits, guessThrottles.address),
    Date.now,
    seatNewsSender(() => matchMaker.presence),
  );
  const bots = new BotPool(options.bots);
  return {
    store,
    accountStore,
    accounts,
    ratings: new RatingService(accountStore, store, options.ratingRules),
    bots,
    reviews: new ReviewQueue(store, bots, logger),
    metrics: new ServerMetrics(ROOM_NAME),
    health: new ProcessHealth(),
    trustProxy: options.trustProxy ?? trustNobody,
    guessThrottles,
    joinTickets: new JoinTickets(() => matchMaker.presence, options.joinTickets),
    hostedStanding: (id) => {
      const room = matchMaker.getLocalRoomById(id);
      return room instanceof StrongholdRoom ? hostedStanding(room) : null;
    },
  };
}

/** What every room of the server shares, from its options and services. */
export function roomContextOf(options: AppOptions, services: AppServices, logger: Logger): RoomContext {
  return {
    store: services.store,
    limits: { ...DEFAULT_LIMITS, ...options.limits },
    reconnectSeconds: options.reconnectSeconds ?? RECONNECT_SECONDS,
    abandonSeconds: options.abandonSeconds ?? 600,
    logger,
    restoreNonces: new Map(),
    rematchSeats: new Map(),
    onSyncProblem: options.onSyncProblem,
    metrics: services.metrics,
    maxMessageBytes: options.maxMessageBytes ?? DEFAULT_MAX_MESSAGE_BYTES,
    seatReservationSeconds: options.seatReservationSeconds ?? 8,
    trustProxy: services.trustProxy,
    guessThrottles: services.guessThrottles,
    creations: new CreationLimits({ ...DEFAULT_CREATION_LIMITS, ...options.creationLimits }),
    waitingRooms: new Set(),
    bots: services.bots,
    reviews: services.reviews,
    computerPace: { opponentMs: 300, exhibitionMs: 1000, ...options.computerPace },
    absentGraceSeconds: options.absentGraceSeconds ?? 180,
    accounts: services.accounts,
    ratings: services.ratings,
    ...(options.startPosition ? { startPosition: options.startPosition } : {}),
  };
}

/** Closes what `openServices` opened, the store last (the review queue and bot threads may still write to it). */
export async function closeServices(services: AppServices): Promise<void> {
  await services.reviews.close();
  await services.bots.close();
  services.health.close();
  await services.store.close();
}
