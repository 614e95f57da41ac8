/**
 * The places below the libraries' public API (library-seams.ts) still hold: each test fails if an
 * upgrade of Colyseus or ws moves what a seam relies on.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { ClientState, Protocol, Room, type Client } from '@colyseus/core';
import { WebSocket, WebSocketServer } from 'ws';
import { installFrameGuard, socketOf, type FrameVerdict } from './library-seams';

test("Colyseus still handles a joined client's frames in Room.prototype._onMessage(client, buffer)", () => {
  const handler: unknown = (Room.prototype as unknown as Record<string, unknown>)._onMessage;
  expect(typeof handler).toBe('function');
  expect((handler as (...args: unknown[]) => unknown).length).toBe(2);
});

test('the frame guard sees every frame first; Colyseus handles only those it passes', () => {
  class GuardedRoom extends Room {}
  const seen: number[] = [];
  installFrameGuard(GuardedRoom, (_room, _client, buffer): FrameVerdict => {
    seen.push(buffer[1] ?? -1);
    return buffer[1] === 1 ? 'pass' : 'stop';
  });
  installFrameGuard(GuardedRoom, () => 'pass'); // a second install changes nothing
  const room = new GuardedRoom();
  const onMessage = (room as unknown as { _onMessage: (c: Client, b: Buffer) => void })._onMessage;
  // Colyseus answers a PING frame of a joined client with a PING: what it handled shows.
  const raw = jest.fn();
  const client = { state: ClientState.JOINED, raw } as unknown as Client;
  onMessage.call(room, client, Buffer.from([Protocol.PING, 0]));
  expect(raw).not.toHaveBeenCalled();
  onMessage.call(room, client, Buffer.from([Protocol.PING, 1]));
  expect(raw).toHaveBeenCalledTimes(1);
  expect(seen).toEqual([0, 1]);
  room.clock.clear();
  room.clock.stop();
});

test('ws still keeps its net.Socket in WebSocket._socket, which can be corked', async () => {
  const server = http.createServer();
  const wss = new WebSocketServer({ server });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const accepted = new Promise<WebSocket>((resolve) => wss.once('connection', resolve));
  const client = new WebSocket(`ws://127.0.0.1:${(server.address() as AddressInfo).port}`);
  const opened = new Promise((resolve) => client.once('open', resolve));
  try {
    const ws = await accepted;
    await opened;
    const socket = socketOf({ ref: ws } as unknown as Client);
    expect(socket).not.toBeNull();
    expect(typeof socket?.cork).toBe('function');
    expect(typeof ws.pause).toBe('function');
    expect(typeof ws.resume).toBe('function');
  } finally {
    client.terminate();
    wss.close();
    await new Promise((resolve) => server.close(resolve));
  }
});
