/**
 * One socket write per connection for everything an action sends it (its patch, `legal`, `log`)
 * instead of one write (a writev syscall) per message: the clients' TCP sockets are corked while
 * the messages are queued and uncorked once, together. Same bytes, same order, same frames.
 */
import type { Socket } from 'node:net';
import type { Client } from '@colyseus/core';

/** The `net.Socket` under a Colyseus ws-transport client, if it has one (other transports: none). */
function socketOf(client: Client): Socket | null {
  const socket = (client as unknown as { ref?: { _socket?: Socket } }).ref?._socket;
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
