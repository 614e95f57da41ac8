/**
 * Builds the whole server: express (health, game records, metrics, the operator page, the
 * client's static files: http/) and Colyseus (lobby + stronghold rooms) on one HTTP port, then
 * restores the unfinished games that no other live process hosts (restore.ts), starts the
 * idle-game sweep (idle-games.ts) and catches up on rated results a stop left out.
 * Tests start it on an ephemeral port (port 0).
 */
import http from 'node:http';
import { LobbyRoom, matchMaker, type Server } from '@colyseus/core';
import type { AppOptions } from './app-options';
import { closeServices, openServices, roomContextOf } from './app-services';
import type { ReviewQueue } from './bots/review-queue';
import { colyseusServer, listen } from './game-server';
import { httpApp } from './http/http-app';
import { DEFAULT_IDLE_DAYS, DEFAULT_LOBBY_IDLE_MINUTES, IdleGameSweeper } from './idle-games';
import { configureLibraries } from './library-config';
import { ListingRestorer } from './listing-restorer';
import { checkAdminPassword } from './ops/admin-auth';
import { createLogger, silentLogger, type Logger } from './ops/logger';
import type { ServerMetrics } from './ops/metrics';
import type { GameStore } from './persistence/game-store';
import type { RatingService } from './ratings/rating-service';
import { restoreUnfinishedGames, type RestoreResult } from './restore';
import { appRoomClass } from './rooms/app-room';
import { ROOM_NAME } from './rooms/stronghold-room';
import { OriginPolicy } from './security/origin-policy';

export type { AppOptions } from './app-options';
export { PING_INTERVAL_MS } from './game-server';

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
  const services = openServices(options, logger);
  const { store } = services;
  const origins = new OriginPolicy(options.allowedOrigins ?? []);
  const ready = { value: false };
  const httpServer = http.createServer(httpApp({ options, services, origins, ready, logger }));
  const gameServer = colyseusServer(httpServer, options);
  const ctx = roomContextOf(options, services, logger);
  gameServer.define('lobby', LobbyRoom);
  gameServer.define(ROOM_NAME, appRoomClass(ctx, origins, services.joinTickets)).enableRealtimeListing();
  const { port, uninstall } = await listen(gameServer, httpServer, origins, options, logger);

  const idleSeconds = options.idleSeconds ?? DEFAULT_IDLE_DAYS * 24 * 3600;
  const restore = await restoreUnfinishedGames(store, ctx, logger, { idleSeconds });
  const idleSweeper = new IdleGameSweeper(store, idleSeconds, logger, options.lobbyIdleSeconds ?? DEFAULT_LOBBY_IDLE_MINUTES * 60);
  idleSweeper.start();
  // Several processes: what Redis loses in a restart is put back by each process (listing-restorer.ts).
  const listings = options.presence ? new ListingRestorer(options.presence, logger, options.relistIntervalMs) : null;
  listings?.start();
  await catchUpRatings(services.ratings, logger);
  ready.value = true;
  logStarted(logger, port, restore);

  return {
    port,
    store,
    gameServer,
    restored: restore.restored,
    failedRestores: restore.failed,
    hostedElsewhere: restore.hostedElsewhere,
    abandoned: restore.abandoned,
    metrics: services.metrics,
    idleSweeper,
    reviews: services.reviews,
    async close() {
      await idleSweeper.stop();
      listings?.stop();
      await gameServer.gracefullyShutdown(false);
      await closeServices(services);
      uninstall();
    },
  };
}

/** A rated game that ended just before a stop still moves its players' ratings. */
async function catchUpRatings(ratings: RatingService, logger: Logger): Promise<void> {
  const describe = (e: unknown): string => (e instanceof Error ? e.message : String(e));
  const recorded = await ratings
    .catchUp((gameId, e) => logger.error(`game ${gameId}: rated result not recorded: ${describe(e)}`))
    .catch((e: unknown) => {
      logger.error(`ratings not caught up: ${describe(e)}`);
      return 0;
    });
  if (recorded > 0) logger.info(`${recorded} rated result(s) recorded that a stop had left out`);
}

function logStarted(logger: Logger, port: number, { restored, hostedElsewhere, abandoned }: RestoreResult): void {
  logger.info(
    `listening on port ${port}; ${restored.length} game(s) restored` +
      (hostedElsewhere.length ? `, ${hostedElsewhere.length} hosted by another process` : '') +
      (abandoned.length ? `, ${abandoned.length} abandoned (idle)` : ''),
    { event: 'server_started', port, restored: restored.length, hostedElsewhere: hostedElsewhere.length, abandoned: abandoned.length },
  );
}
