/**
 * Colyseus on the express app's HTTP server (one port): its WebSocket transport and its listening,
 * with what the server adds to every HTTP request first (the peer's address for admission, the
 * security headers) and to Colyseus's answers (CORS for the listed origins, matchmaking
 * refusals in the protocol's words).
 */
import type http from 'node:http';
import type { AddressInfo } from 'node:net';
import { Server } from '@colyseus/core';
import { WebSocketTransport } from '@colyseus/ws-transport';
import type { AppOptions } from './app-options';
import type { Logger } from './ops/logger';
import { installMatchmakingRefusals } from './rooms/refusals';
import { stampPeerAddress } from './security/client-address';
import type { OriginPolicy } from './security/origin-policy';
import { securityHeaders } from './security/security-headers';

/** WebSocket ping interval (a client silent for one interval after a ping is dropped). */
export const PING_INTERVAL_MS = 6000;

export function colyseusServer(httpServer: http.Server, options: AppOptions): Server {
  return new Server({
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
}

/** The port it listens on, and how to take back what it installed in Colyseus (on close). */
export interface Listening {
  port: number;
  uninstall: () => void;
}

export async function listen(
  gameServer: Server,
  httpServer: http.Server,
  origins: OriginPolicy,
  options: AppOptions,
  logger: Logger,
): Promise<Listening> {
  const restoreCorsHeaders = origins.installCorsHeaders();
  const restoreMatchmaking = installMatchmakingRefusals((cause) => logger.error(`matchmaking failed: ${cause}`));
  await gameServer.listen(options.port ?? Number(process.env.PORT ?? 2567), options.host);
  // First of the HTTP server's listeners (Colyseus added its own at listen): the matchmaking
  // request carries its socket's address to onAuth (security/client-address.ts).
  httpServer.prependListener('request', stampPeerAddress);
  // Before Colyseus's listener too, which may answer (a preflight) at once: every answer's security headers.
  httpServer.prependListener('request', securityHeaders(origins.allowed));
  return {
    port: (httpServer.address() as AddressInfo).port,
    uninstall: () => {
      restoreCorsHeaders();
      restoreMatchmaking();
    },
  };
}
