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

/** Runs `send` with every client's socket corked; uncorks them when it settles (also on a throw). */
export async function withCorkedSockets<T>(clients: Iterable<Client>, send: () => T | Promise<T>): Promise<T> {
  const sockets: Socket[] = [];
  for (const c of clients) {
    const s = socketOf(c);
    if (s) {
      s.cork();
      sockets.push(s);
    }
  }
  try {
    return await send();
  } finally {
    for (const s of sockets) s.uncork();
  }
}
