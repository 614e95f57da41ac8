/**
 * A Colyseus SDK client that registers a room's message handlers before its socket opens, so the
 * messages a room sends in onJoin (`seat`, `legal`, `log`) reach the bot instead of being dropped.
 */
import { Client, type Room } from '@colyseus/sdk';
import type { Action } from '@stronghold/rules';
import { expandLog, LegalReader, onMessage, type LogEntry } from '@stronghold/protocol';

export class PreparedClient extends Client {
  private prepare: ((room: Room) => void) | null = null;

  protected override createRoom<T>(roomName: string, rootSchema?: new (...args: never[]) => T): Room<never, T> {
    const room = super.createRoom<T>(roomName, rootSchema as never);
    this.prepare?.(room);
    return room as Room<never, T>;
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

/**
 * The raw socket under an SDK room: the platform's WebSocket on Node 22 and later, the `ws`
 * package's on older ones (the SDK takes `globalThis.WebSocket` when there is one).
 */
export function rawSocket(room: Room): import('ws').WebSocket {
  return (room.connection.transport as unknown as { ws: import('ws').WebSocket }).ws;
}

/** Calls `handler` with the bytes of every frame the room's socket receives, whichever WebSocket it is. */
export function onRawFrame(room: Room, handler: (bytes: Uint8Array) => void): void {
  const bytesOf = (data: unknown): Uint8Array =>
    data instanceof ArrayBuffer ? new Uint8Array(data) : data instanceof Uint8Array ? data : new Uint8Array(0);
  const socket = rawSocket(room) as unknown as {
    on?: (event: 'message', listener: (data: unknown) => void) => void;
    addEventListener?: (event: 'message', listener: (e: { data: unknown }) => void) => void;
  };
  if (typeof socket.on === 'function') socket.on('message', (data) => handler(bytesOf(data)));
  else socket.addEventListener?.('message', (e) => handler(bytesOf(e.data)));
}

/**
 * Handles `legal` with the expanded list: the message is compact (a menu, or a diff against the
 * previous one), so one LegalReader per room must see every `legal` message in order.
 */
export function onLegal(room: Room, handler: (legal: { stateId: number; actions: Action[] }) => void): void {
  const reader = new LegalReader();
  onMessage(room, 'legal', (m) => handler(reader.read(m)));
}

/** Handles `log` with the expanded entries. */
export function onLog(room: Room, handler: (entries: LogEntry[]) => void): void {
  onMessage(room, 'log', (m) => handler(expandLog(m)));
}
