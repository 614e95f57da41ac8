/**
 * Builds the whole server: express (health, game records, metrics, the operator page, the
 * client's static files) and Colyseus (lobby + stronghold rooms) on one HTTP port, then restores
 * the unfinished games that no other live process hosts (restore.ts) and starts the idle-game
 * sweep (idle-games.ts).
 * Tests start it on an ephemeral port (port 0).
 */
import express, { type Response } from 'express';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { LobbyRoom, matchMaker, Server, ServerError, type AuthContext, type MatchMakerDriver, type Presence } from '@colyseus/core';
import { WebSocketTransport } from '@colyseus/ws-transport';
import { accountRouter } from './accounts/account-routes';
import { accountThrottles, type AccountLimitOptions } from './accounts/account-limits';
import { AccountService } from './accounts/account-service';
import { seatNewsSender } from './accounts/seat-news';
import { Invites } from './accounts/invites';
import { joinTicketRouter } from './accounts/join-ticket-route';
import { JoinTickets, type JoinTicketOptions } from './accounts/join-tickets';
import { BotPool, type BotPoolOptions } from './bots/bot-pool';
import { ReviewQueue } from './bots/review-queue';
import { readStandings, type LiveStanding } from './game-standing';
import { configureLibraries } from './library-config';
import { AccountStore } from './persistence/account-store';
import type { GameStatus, GameStore, StoredGame } from './persistence/game-store';
import { SqliteGameStore } from './persistence/sqlite-store';
import { playerRouter } from './ratings/player-routes';
import type { RatingRules } from './ratings/rating-rules';
import { RatingService } from './ratings/rating-service';
import { DEFAULT_IDLE_DAYS, IdleGameSweeper } from './idle-games';
import { checkAdminPassword } from './ops/admin-auth';
import { adminRouter } from './ops/admin-page';
import { asyncHandler } from './ops/async-handler';
import { createLogger, silentLogger, type Logger } from './ops/logger';
import { refusalReason, ServerMetrics } from './ops/metrics';
import { ProcessHealth } from './ops/process-health';
import { redisAnswers } from './ops/redis-health';
import { ListingRestorer } from './listing-restorer';
import { restoreUnfinishedGames } from './restore';
import { DEFAULT_MAX_MESSAGE_BYTES } from './rooms/frame-guard';
import { admitMatchmaking, matchmakeRequest, requestUrl, type Admission, type CreatorAuth } from './rooms/admission';
import { installMatchmakingRefusals, playerRefusal } from './rooms/refusals';
import { RECONNECT_SECONDS } from './seats/reconnect-window';
import { DEFAULT_LIMITS, ROOM_NAME, StrongholdRoom, type RoomContext, type RoomLimits } from './rooms/stronghold-room';
import { ADDRESS_POLICY, AttemptThrottle, ROOM_POLICY, type ThrottlePolicy } from './security/attempt-throttle';
import { stampPeerAddress, trustNobody, type TrustProxy } from './security/client-address';
import { CreationLimits, DEFAULT_CREATION_LIMITS, type CreationLimitConfig } from './security/creation-limits';
import { OriginPolicy } from './security/origin-policy';
import { securityHeaders } from './security/security-headers';

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
}

export interface RunningServer {
  port: number;
  store: GameStore;
  gameServer: Server;
  /** Ids of the games restored at start (and those that failed). */
  restored: string[];
  failedRestores: string[];
  /** Unfinished games another live process hosts (several processes): left to it. */
  hostedElsewhere: string[];
  /** Unfinished games idle for too long at start: marked abandoned, not restored. */
  abandoned: string[];
  metrics: ServerMetrics;
  idleSweeper: IdleGameSweeper;
  /** Finished games' reviews being worked out (tests wait on `idle()`). */
  reviews: ReviewQueue;
  close(): Promise<void>;
}

/** A query parameter as text: `?ids=a,b` and `?ids=a&ids=b` both read 'a,b'. */
function queryText(value: unknown): string {
  if (typeof value === 'string') return value;
  return Array.isArray(value) ? value.filter((v) => typeof v === 'string').join(',') : '';
}

/** WebSocket ping interval (a client silent for one interval after a ping is dropped). */
export const PING_INTERVAL_MS = 6000;

/** Readable text lines on stdout/stderr (main.ts picks the format from LOG_FORMAT). */
export const consoleLogger: Logger = createLogger();
export { silentLogger };

export async function startServer(options: AppOptions = {}): Promise<RunningServer> {
  // Colyseus's matchmaker is process-wide: a second server would share it, and closing either
  // would leave the other's shutdown waiting forever.
  if (matchMaker.state === matchMaker.MatchMakerState.READY) throw new Error('a Stronghold server is already running in this process');
  configureLibraries();
  const logger = options.logger ?? consoleLogger;
  if (options.adminPassword) checkAdminPassword(options.adminPassword);
  const store = options.store ?? new SqliteGameStore(options.dataDir ?? process.env.DATA_DIR ?? './data');
  const ready = { value: false };
  const metrics = new ServerMetrics(ROOM_NAME);
  const health = new ProcessHealth();
  const idleSeconds = options.idleSeconds ?? DEFAULT_IDLE_DAYS * 24 * 3600;
  const trustProxy = options.trustProxy ?? trustNobody;
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
  const ratings = new RatingService(accountStore, store, options.ratingRules);
  const hostedStanding = (id: string): LiveStanding | null => {
    const room = matchMaker.getLocalRoomById(id);
    return room instanceof StrongholdRoom ? room.liveStanding() : null;
  };
  const bots = new BotPool(options.bots);
  const reviews = new ReviewQueue(store, bots, logger);

  const app = express();
  app.disable('x-powered-by');
  // One origin policy for the port (CORS through Colyseus's hook, foreign origins refused here).
  const origins = new OriginPolicy(options.allowedOrigins ?? []);
  app.use(origins.refuseForeign);
  /** A route's failure: logged under `what`, answered 500. */
  const internalError =
    (what: string) =>
    (e: unknown, res: Response): void => {
      logger.error(`${what}: ${e instanceof Error ? e.message : String(e)}`);
      res.status(500).json({ error: 'internal_error' });
    };
  app.get(
    '/health',
    asyncHandler(async (_req, res) => {
      // Each dependency by name, so a load balancer's operator sees which one is down.
      const [db, redis] = await Promise.all([
        store.healthy().catch(() => false),
        options.presence ? redisAnswers(options.presence) : Promise.resolve(undefined),
      ]);
      const ok = db && redis !== false;
      res.status(ok ? 200 : 503).json({ ok, db, ...(redis === undefined ? {} : { redis }), ready: ready.value });
    }, internalError('health')),
  );
  // The public list of recent finished games (replay links on the home screen).
  app.get(
    '/api/games/recent',
    asyncHandler(async (req, res) => {
      const limit = Number(req.query.limit ?? 20);
      res.json({ games: await store.recentFinished(Number.isFinite(limit) ? limit : 20) });
    }, internalError('recent')),
  );
  // Where the games this browser holds seats in stand (the home screen's "Your games"): public facts only (game-standing.ts).
  app.get(
    '/api/games/status',
    asyncHandler(async (req, res) => {
      const ids = queryText(req.query.ids)
        .split(',')
        .filter((id) => /^[A-Za-z0-9_-]{1,64}$/.test(id))
        .slice(0, 50);
      res.json({ games: await readStandings(store, ids, hostedStanding) });
    }, internalError('status')),
  );
  /** The stored game `id` if its status is one of `statuses`; otherwise answers 404 / 403 and gives null. */
  const finishedGame = async (id: string, res: Response, statuses: readonly GameStatus[]): Promise<StoredGame | null> => {
    const game = /^[A-Za-z0-9_-]{1,64}$/.test(id) ? await store.getGame(id) : null;
    if (!game) res.status(404).json({ error: 'not_found' });
    else if (!statuses.includes(game.status)) res.status(403).json({ error: 'not_finished' });
    else return game;
    return null;
  };
  app.get(
    '/api/games/:id/record',
    asyncHandler<{ id: string }>(async (req, res) => {
      // An abandoned game can never be played on, so its seed no longer hides anything.
      const game = await finishedGame(req.params.id, res, ['ended', 'abandoned']);
      if (!game) return;
      const id = game.id;
      const actions = (await store.getActions(id)).map((a) => a.action);
      res.json({ id: game.id, seed: game.seed, options: game.options, actions, winner: game.winner, status: game.status });
    }, internalError('record')),
  );
  // Accounts, invites, profiles and leaderboards (docs/accounts.md).
  const accountHttp = { accounts, trustProxy, logger };
  app.use('/api', accountRouter(accountHttp, new Invites(accountStore, store), hostedStanding));
  const joinTickets = new JoinTickets(() => matchMaker.presence, options.joinTickets);
  app.use('/api', joinTicketRouter(accountHttp, joinTickets));
  app.use('/api', playerRouter(accountHttp, hostedStanding, ratings));
  // A finished game's review (bots/review-queue.ts): 200 with it once stored, 202 while it is worked out.
  app.get(
    '/api/games/:id/review',
    asyncHandler<{ id: string }>(async (req, res) => {
      // An abandoned game is not reviewed: nobody played it to its end.
      const game = await finishedGame(req.params.id, res, ['ended']);
      if (!game) return;
      const id = game.id;
      const review = await store.getReview(id);
      if (review) return void res.json(review);
      reviews.request(id);
      res.status(202).json({ status: 'pending' });
    }, internalError('review')),
  );
  app.get(
    '/metrics',
    asyncHandler(
      async (_req, res) => {
        const { contentType, body } = await metrics.scrape();
        res.type(contentType).send(body);
      },
      (e, res) => {
        logger.error(`metrics: ${e instanceof Error ? e.message : String(e)}`);
        res.status(500).type('text').send('metrics unavailable\n');
      },
    ),
  );
  if (options.adminPassword) {
    // Refused before its authentication: a page elsewhere cannot use the operator's stored password.
    app.use(
      '/admin',
      origins.refuseCrossOrigin,
      adminRouter({ password: options.adminPassword, store, logger, health, roomName: ROOM_NAME, accounts, ratings }),
    );
    logger.info('operator page at /admin', { event: 'admin_enabled' });
  }
  const clientDist = options.clientDist === undefined ? path.resolve(__dirname, '../../client/dist') : options.clientDist;
  if (clientDist && fs.existsSync(clientDist)) {
    app.use(express.static(clientDist));
    logger.info(`serving the client from ${clientDist}`);
  }

  const httpServer = http.createServer(app);
  const gameServer = new Server({
    transport: new WebSocketTransport({
      server: httpServer,
      maxPayload: options.maxPayload ?? 256 * 1024,
      // A client that has not answered the last ping within one interval is dropped: 6-12 s to
      // notice a dead peer, as Colyseus's default (3 s, two misses) takes 6-9 s, with half the
      // pings (at 600 clients those were a third of the server's socket writes).
      pingInterval: options.pingIntervalMs ?? PING_INTERVAL_MS,
      pingMaxRetries: 1,
    }),
    greet: false,
    gracefullyShutdown: options.handleSignals === true,
    presence: options.presence,
    driver: options.driver,
    publicAddress: options.publicAddress,
  });

  const ctx: RoomContext = {
    store,
    limits: { ...DEFAULT_LIMITS, ...options.limits },
    reconnectSeconds: options.reconnectSeconds ?? RECONNECT_SECONDS,
    abandonSeconds: options.abandonSeconds ?? 600,
    logger,
    restoreNonces: new Map(),
    rematchSeats: new Map(),
    onSyncProblem: options.onSyncProblem,
    metrics,
    maxMessageBytes: options.maxMessageBytes ?? DEFAULT_MAX_MESSAGE_BYTES,
    seatReservationSeconds: options.seatReservationSeconds ?? 8,
    trustProxy,
    guessThrottles,
    creations: new CreationLimits({ ...DEFAULT_CREATION_LIMITS, ...options.creationLimits }),
    waitingRooms: new Set(),
    bots,
    reviews,
    computerPace: { opponentMs: 300, exhibitionMs: 1000, ...options.computerPace },
    absentGraceSeconds: options.absentGraceSeconds ?? 180,
    accounts,
    ratings,
  };
  /**
   * A refused create or join (admission, onCreate or onJoin threw): one count and one log line,
   * then the refusal in the protocol's words (rooms/refusals.ts); an internal cause is logged, not sent.
   */
  const refused = (roomId: string, e: unknown): never => {
    const refusal = playerRefusal(e);
    if (refusal !== e) logger.error(`room ${roomId}: create or join failed: ${e instanceof Error ? e.message : String(e)}`);
    const reason = refusalReason(refusal);
    metrics.onRefused(reason);
    logger.info(`room ${roomId}: connection refused (${reason})`, { event: 'connection_refused', gameId: roomId, reason });
    throw refusal;
  };
  /** Someone joined or left: the game's idle time starts again (idle-games.ts; never delays the room). */
  const touch = (roomId: string): void =>
    void store
      .touch(roomId)
      .catch((e: unknown) => logger.warn(`game ${roomId}: could not record activity: ${e instanceof Error ? e.message : String(e)}`));
  class AppStrongholdRoom extends StrongholdRoom {
    static override roomContext = ctx;
    /** Matchmaking admission (static: Colyseus calls it, unbound, before any place is reserved). */
    static override onAuth(_token: string, options: unknown, context: AuthContext): Promise<Admission | CreatorAuth> {
      const request = matchmakeRequest(requestUrl(context));
      const where = request.method === 'joinById' && request.target ? request.target : 'matchmaking';
      // Colyseus routes /matchmake before express sees it, so the origin policy is applied here too:
      // a plain form from another site (no preflight) would otherwise create and join as its visitors.
      const foreign = origins.foreign(Object.fromEntries(context.headers.entries()));
      const admitted = foreign
        ? Promise.reject(new ServerError(403, 'origin_not_allowed: this server does not answer pages of that origin'))
        : admitMatchmaking(ctx, options, context, joinTickets);
      return admitted.catch((e: unknown) => refused(where, e));
    }
    override async onCreate(...args: Parameters<StrongholdRoom['onCreate']>): ReturnType<StrongholdRoom['onCreate']> {
      await super.onCreate(...args).catch((e: unknown) => refused('create', e));
    }
    override async onJoin(...args: Parameters<StrongholdRoom['onJoin']>): ReturnType<StrongholdRoom['onJoin']> {
      await super.onJoin(...args).catch((e: unknown) => refused(this.roomId, e));
      touch(this.roomId);
    }
    override async onLeave(...args: Parameters<StrongholdRoom['onLeave']>): ReturnType<StrongholdRoom['onLeave']> {
      touch(this.roomId);
      return super.onLeave(...args);
    }
  }
  gameServer.define('lobby', LobbyRoom);
  gameServer.define(ROOM_NAME, AppStrongholdRoom).enableRealtimeListing();

  const restoreCorsHeaders = origins.installCorsHeaders();
  const restoreMatchmaking = installMatchmakingRefusals((cause) => logger.error(`matchmaking failed: ${cause}`));
  await gameServer.listen(options.port ?? Number(process.env.PORT ?? 2567), options.host);
  // First of the HTTP server's listeners (Colyseus added its own at listen): the matchmaking
  // request carries its socket's address to onAuth (security/client-address.ts).
  httpServer.prependListener('request', stampPeerAddress);
  // Before Colyseus's listener too, which may answer (a preflight) at once: every answer's security headers.
  httpServer.prependListener('request', securityHeaders(origins.allowed));
  const port = (httpServer.address() as AddressInfo).port;

  const {
    restored,
    failed: failedRestores,
    hostedElsewhere,
    abandoned,
  } = await restoreUnfinishedGames(store, ctx, logger, {
    idleSeconds,
  });
  const idleSweeper = new IdleGameSweeper(store, idleSeconds, logger);
  idleSweeper.start();
  // Several processes: what Redis loses in a restart is put back by each process (listing-restorer.ts).
  const listings = options.presence ? new ListingRestorer(options.presence, logger, options.relistIntervalMs) : null;
  listings?.start();
  // A rated game that ended just before a stop still moves its players' ratings.
  const ratedCaughtUp = await ratings
    .catchUp((gameId, e) => logger.error(`game ${gameId}: rated result not recorded: ${e instanceof Error ? e.message : String(e)}`))
    .catch((e: unknown) => {
      logger.error(`ratings not caught up: ${e instanceof Error ? e.message : String(e)}`);
      return 0;
    });
  if (ratedCaughtUp > 0) logger.info(`${ratedCaughtUp} rated result(s) recorded that a stop had left out`);
  ready.value = true;
  logger.info(
    `listening on port ${port}; ${restored.length} game(s) restored` +
      (hostedElsewhere.length ? `, ${hostedElsewhere.length} hosted by another process` : '') +
      (abandoned.length ? `, ${abandoned.length} abandoned (idle)` : ''),
    { event: 'server_started', port, restored: restored.length, hostedElsewhere: hostedElsewhere.length, abandoned: abandoned.length },
  );

  return {
    port,
    store,
    gameServer,
    restored,
    failedRestores,
    hostedElsewhere,
    abandoned,
    metrics,
    idleSweeper,
    reviews,
    async close() {
      await idleSweeper.stop();
      listings?.stop();
      await gameServer.gracefullyShutdown(false);
      await reviews.close();
      await ctx.bots.close();
      health.close();
      await store.close();
      restoreCorsHeaders();
      restoreMatchmaking();
    },
  };
}
