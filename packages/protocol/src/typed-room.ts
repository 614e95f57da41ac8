/**
 * Thin typed doors onto a Colyseus room: a client sends only the messages of ClientMessages, each
 * with its body, and listens only to those of ServerMessages; the server sends only ServerMessages.
 * Structural types, so this package needs no Colyseus.
 */
import type { ClientMessages } from './client-messages';
import type { ServerMessages } from './server-messages';

/** What can send a message: the SDK's Room (client side) or a Colyseus Client (server side). */
export interface MessageSink {
  send(type: string, body?: unknown): void;
}

/** What delivers messages by type: the SDK's Room. */
export interface MessageSource {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the SDK's own signature
  onMessage(type: string, handler: (body: any) => void): unknown;
}

/** Client -> server. */
export function sendMessage<K extends keyof ClientMessages>(room: MessageSink, type: K, body: ClientMessages[K]): void {
  room.send(type, body);
}

/** Server -> client, on the client. The body is as the server built it (the server's own types). */
export function onMessage<K extends keyof ServerMessages>(room: MessageSource, type: K, handler: (body: ServerMessages[K]) => void): void {
  room.onMessage(type, handler);
}

/** Server -> client, on the server. */
export function sendToClient<K extends keyof ServerMessages>(client: MessageSink, type: K, body: ServerMessages[K]): void {
  client.send(type, body);
}

/** What can send a message to every client of a room: a Colyseus Room (server side). */
export interface MessageBroadcaster {
  broadcast(type: string, body?: unknown): void;
}

/** Server -> every client of the room. */
export function broadcastMessage<K extends keyof ServerMessages>(room: MessageBroadcaster, type: K, body: ServerMessages[K]): void {
  room.broadcast(type, body);
}
