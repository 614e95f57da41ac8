/**
 * The only places where the server reaches below a library's public API, each the smallest that
 * does the job, each checked when the server starts and by `library-seams.test.ts`, so that an
 * upgrade which changes them fails loudly instead of silently losing what they guard
 * (docs/server.md, "Below the public API"):
 *
 * 1. The frame guard runs before Colyseus's `Room._onMessage` (private in 0.18). Colyseus has no
 *    public hook on a joined client's raw frames, and on its own it drops a client whose frame it
 *    cannot decode, drops it on a message whose validation fails, and can throw out of the socket
 *    listener on a malformed type; a rate limit or size cap after decoding would come too late.
 * 2. Corking the `net.Socket` under ws's `WebSocket` (`_socket`, private to ws): one write per
 *    client for everything an action sends it. ws has no cork of its own.
 *
 * 3. Pausing a socket's reads uses ws's public `pause()`/`resume()` on Colyseus's public
 *    `client.ref`, and holds the ws transport's missed-ping count (`pingCount` on the socket, not
 *    public) at 0 meanwhile, so that a paused client is not dropped as unresponsive.
 */
import type { Socket } from 'node:net';
import { Room, type Client } from '@colyseus/core';

/** What the guard decides about one raw frame: Colyseus handles it, or it goes no further. */
export type FrameVerdict = 'pass' | 'stop';

type FrameHandler = (client: Client, buffer: Buffer) => void;

/** Colyseus's per-frame handler of a joined client (bound to each client's socket after onJoin). */
function colyseusFrameHandler(): FrameHandler {
  const handler: unknown = (Room.prototype as unknown as Record<string, unknown>)._onMessage;
  if (typeof handler !== 'function' || handler.length !== 2) {
    throw new Error(
      '@colyseus/core changed: Room.prototype._onMessage(client, buffer) is gone; the frame guard cannot run (library-seams.ts)',
    );
  }
  return handler as FrameHandler;
}

/**
 * Puts `guard` in front of Colyseus's frame handling for every room of `roomClass`: a frame
 * reaches Colyseus only when the guard says `pass`. Idempotent per class.
 */
export function installFrameGuard<R extends Room>(
  roomClass: abstract new (...args: never[]) => R,
  guard: (room: R, client: Client, buffer: Buffer) => FrameVerdict,
): void {
  const proto = roomClass.prototype as unknown as Record<string, unknown>;
  if (Object.prototype.hasOwnProperty.call(proto, GUARDED)) return;
  const colyseus = colyseusFrameHandler();
  Object.defineProperty(proto, '_onMessage', {
    configurable: true,
    value: function guardedOnMessage(this: R, client: Client, buffer: Buffer): void {
      if (guard(this, client, buffer) === 'pass') colyseus.call(this, client, buffer);
    },
  });
  Object.defineProperty(proto, GUARDED, { value: true });
}

const GUARDED = Symbol('frameGuardInstalled');

/** The `net.Socket` under a ws-transport client, if it has one (other transports: none). */
export function socketOf(client: Client): Socket | null {
  const socket = (client.ref as unknown as { _socket?: Socket })._socket;
  return socket && typeof socket.cork === 'function' && !socket.destroyed ? socket : null;
}

/**
 * Runs `send` with every client's socket corked and uncorks them right after (also on a throw).
 * Synchronous on purpose: a corked write keeps its buffer by reference until the uncork, and
 * Colyseus's patch for a client without a StateView is a view into the room's encoder buffer,
 * which the room's next encode overwrites.
 */
export function withCorkedSockets<T>(clients: Iterable<Client>, send: () => T): T {
  const sockets: Socket[] = [];
  for (const c of clients) {
    const s = socketOf(c);
    if (s) {
      s.cork();
      sockets.push(s);
    }
  }
  try {
    return send();
  } finally {
    for (const s of sockets) s.uncork();
  }
}

/**
 * Stops reading a client's socket for `ms` (ws's pause: the kernel buffers, then TCP holds the
 * sender back), so a flood of frames the guard refuses costs nothing meanwhile. The socket stays
 * connected: its answers to the transport's pings wait unread behind the paused frames, so for the
 * pause the transport's missed-ping count (`pingCount`, which @colyseus/ws-transport keeps on each
 * ws socket and clears on a pong) reads 0, and it starts again from 0 once reading resumes: a
 * client that is sending frames is alive.
 */
export function pauseReading(client: Client, ms: number): void {
  const ws = client.ref as unknown as { pause?(): void; resume?(): void; isPaused?: boolean; pingCount?: number };
  if (typeof ws.pause !== 'function' || typeof ws.resume !== 'function' || ws.isPaused) return;
  ws.pause();
  Object.defineProperty(ws, 'pingCount', { configurable: true, enumerable: true, get: () => 0, set: () => undefined });
  setTimeout(() => {
    Object.defineProperty(ws, 'pingCount', { configurable: true, enumerable: true, writable: true, value: 0 });
    ws.resume?.();
  }, ms).unref();
}
