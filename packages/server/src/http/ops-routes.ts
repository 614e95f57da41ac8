/**
 * What operators and load balancers read: `GET /health` (each dependency by name, and whether the
 * server is ready: its unfinished games restored) and `GET /metrics` (Prometheus, ops/metrics.ts).
 */
import { Router } from 'express';
import type { Presence } from '@colyseus/core';
import { asyncHandler } from '../ops/async-handler';
import type { Logger } from '../ops/logger';
import type { ServerMetrics } from '../ops/metrics';
import { redisAnswers } from '../ops/redis-health';
import type { GameStore } from '../persistence/game-store';
import { internalError } from './route-failure';

export interface OpsRouteParts {
  store: GameStore;
  /** With several processes: the shared presence (Redis), checked too. */
  presence?: Presence;
  metrics: ServerMetrics;
  /** Set once the server has restored its games. */
  ready: { readonly value: boolean };
  logger: Logger;
}

export function opsRouter({ store, presence, metrics, ready, logger }: OpsRouteParts): Router {
  const r = Router();
  r.get(
    '/health',
    asyncHandler(
      async (_req, res) => {
        // Each dependency by name, so a load balancer's operator sees which one is down.
        const [db, redis] = await Promise.all([
          store.healthy().catch(() => false),
          presence ? redisAnswers(presence) : Promise.resolve(undefined),
        ]);
        const ok = db && redis !== false;
        res.status(ok ? 200 : 503).json({ ok, db, ...(redis === undefined ? {} : { redis }), ready: ready.value });
      },
      internalError(logger, 'health'),
    ),
  );
  r.get(
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
  return r;
}
