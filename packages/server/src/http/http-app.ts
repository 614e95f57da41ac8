/**
 * The express app on the game server's port: one origin policy in front of everything, then the
 * operators' routes (health, metrics), the public game routes, accounts, join tickets and
 * players (docs/accounts.md), the operator page when it has a password, and the web client's
 * static files when they have been built.
 */
import express from 'express';
import fs from 'node:fs';
import path from 'node:path';
import { accountRouter } from '../accounts/account-routes';
import { Invites } from '../accounts/invites';
import { joinTicketRouter } from '../accounts/join-ticket-route';
import type { AppOptions } from '../app-options';
import type { AppServices } from '../app-services';
import { adminRouter } from '../ops/admin-page';
import type { Logger } from '../ops/logger';
import { playerRouter } from '../ratings/player-routes';
import { ROOM_NAME } from '../rooms/stronghold-room';
import type { OriginPolicy } from '../security/origin-policy';
import { gameRouter } from './game-routes';
import { opsRouter } from './ops-routes';

export interface HttpAppParts {
  options: AppOptions;
  services: AppServices;
  origins: OriginPolicy;
  /** Set once the server has restored its games (`GET /health` says so). */
  ready: { readonly value: boolean };
  logger: Logger;
}

export function httpApp({ options, services, origins, ready, logger }: HttpAppParts): express.Express {
  const { store, accounts, ratings, hostedStanding } = services;
  const app = express();
  app.disable('x-powered-by');
  // One origin policy for the port (CORS through Colyseus's hook, foreign origins refused here).
  app.use(origins.refuseForeign);
  app.use(opsRouter({ store, presence: options.presence, metrics: services.metrics, ready, logger }));
  app.use('/api', gameRouter({ store, reviews: services.reviews, hosted: hostedStanding, logger }));
  const accountHttp = { accounts, trustProxy: services.trustProxy, logger };
  app.use('/api', accountRouter(accountHttp, new Invites(services.accountStore, store), hostedStanding));
  app.use('/api', joinTicketRouter(accountHttp, services.joinTickets));
  app.use('/api', playerRouter(accountHttp, hostedStanding, ratings));
  if (options.adminPassword) {
    // Refused before its authentication: a page elsewhere cannot use the operator's stored password.
    app.use(
      '/admin',
      origins.refuseCrossOrigin,
      adminRouter({ password: options.adminPassword, store, logger, health: services.health, roomName: ROOM_NAME, accounts, ratings }),
    );
    logger.info('operator page at /admin', { event: 'admin_enabled' });
  }
  const clientDist = options.clientDist === undefined ? path.resolve(__dirname, '../../../client/dist') : options.clientDist;
  if (clientDist && fs.existsSync(clientDist)) {
    app.use(express.static(clientDist));
    logger.info(`serving the client from ${clientDist}`);
  }
  return app;
}
