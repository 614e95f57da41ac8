/**
 * The floor for round trip: a bare `ws` echo server and clients sending at the same pace as the
 * game bots. Whatever our server adds on top of this is the cost of rules, sync and Colyseus.
 */
import { WebSocket, WebSocketServer } from 'ws';
import type { AddressInfo } from 'node:net';
import { summarize, type Latency } from './stats';

export interface EchoFigures {
  clients: number;
  messages: number;
  rtt: Latency;
}

export async function runEchoBaseline(clients: number, intervalMs: number, durationMs: number, payloadBytes: number): Promise<EchoFigures> {
  const server = new WebSocketServer({ host: '127.0.0.1', port: 0 });
  server.on('connection', (ws) => ws.on('message', (data) => ws.send(data)));
  await new Promise<void>((resolve) => server.on('listening', () => resolve()));
  const port = (server.address() as AddressInfo).port;
  const samples: number[] = [];
  const payload = 'x'.repeat(Math.max(0, payloadBytes - 20));
  const sockets = await Promise.all(
    Array.from({ length: clients }, () => new Promise<WebSocket>((resolve, reject) => {
      const ws = new WebSocket(`ws://127.0.0.1:${port}`);
      ws.on('open', () => resolve(ws));
      ws.on('error', reject);
    })),
  );
  const timers = sockets.map((ws, i) => {
    ws.on('message', (data) => {
      const sent = Number(String(data).split('|')[0]);
      samples.push(Number(process.hrtime.bigint() - BigInt(sent)) / 1e6);
    });
    // Stagger the clients so they do not all send in the same tick.
    return setTimeout(function tick() {
      ws.send(`${process.hrtime.bigint()}|${payload}`);
      timers[i] = setTimeout(tick, intervalMs);
    }, (i * intervalMs) / clients);
  });
  await new Promise((r) => setTimeout(r, durationMs));
  timers.forEach((t) => clearTimeout(t));
  await new Promise((r) => setTimeout(r, 200));
  sockets.forEach((ws) => ws.close());
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return { clients, messages: samples.length, rtt: summarize(samples) };
}
