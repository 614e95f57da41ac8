/**
 * colyseus.js client that registers a room's message handlers before its socket opens, so the
 * messages a room sends in onJoin (`seat`, `legal`, `log`) reach the bot instead of being dropped.
 */
import { Client, type Room } from 'colyseus.js';

export class PreparedClient extends Client {
  private prepare: ((room: Room) => void) | null = null;

  protected override createRoom<T>(roomName: string, rootSchema?: new (...args: unknown[]) => T): Room<T> {
    const room = super.createRoom<T>(roomName, rootSchema);
    this.prepare?.(room as Room);
    return room;
  }

  async withHandlers<T>(prepare: (room: Room) => void, join: () => Promise<T>): Promise<T> {
    this.prepare = prepare;
    try {
      return await join();
    } finally {
      this.prepare = null;
    }
  }
}

/** The raw `ws` socket under a colyseus.js room (Node: the `ws` package). */
export function rawSocket(room: Room): import('ws').WebSocket {
  return (room.connection.transport as unknown as { ws: import('ws').WebSocket }).ws;
}
