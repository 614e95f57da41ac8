/**
 * The floor for round trip: a bare `ws` echo server (its own process, like the game server) and
 * clients in the driver processes sending at the same pace as the game bots. Whatever our server
 * adds on top of this is the cost of rules, persistence, schema sync and Colyseus.
 *
 * Run as a child process: `node bench/dist/echo-baseline.js` sends `{ port }` to its parent.
 */
import { WebSocket, WebSocketServer } from 'ws';
import type { AddressInfo } from 'node:net';
import { thinkTime } from './think-time';

export function startEchoServer(port = 0): Promise<{ port: number; close(): Promise<void> }> {
  const server = new WebSocketServer({ host: '127.0.0.1', port });
  server.on('connection', (ws) => ws.on('message', (data, isBinary) => ws.send(data, { binary: isBinary })));
  return new Promise((resolve) =>
    server.on('listening', () =>
      resolve({
        port: (server.address() as AddressInfo).port,
        close: () =>
          new Promise<void>((r) => {
            server.clients.forEach((c) => c.terminate());
            server.close(() => r());
          }),
      }),
    ),
  );
}

export interface EchoClients {
  /** Starts sending; samples are kept only while `measuring`. */
  start(): void;
  measure(on: boolean): void;
  stop(): { samples: number[]; bytesReceived: number; messages: number; connected: number };
}

/**
 * `count` clients each sending one `payloadBytes` message every `intervalMs` on average (staggered;
 * each interval spread by `jitter` as the game clients' think times are: think-time.ts).
 */
export async function openEchoClients(
  port: number,
  count: number,
  intervalMs: number,
  payloadBytes: number,
  jitter: number,
  pick: () => number,
): Promise<EchoClients> {
  const payload = 'x'.repeat(Math.max(0, payloadBytes - 20));
  const sockets: WebSocket[] = [];
  for (let i = 0; i < count; i += 50) {
    const batch = await Promise.all(
      Array.from(
        { length: Math.min(50, count - i) },
        () =>
          new Promise<WebSocket>((resolve, reject) => {
            const ws = new WebSocket(`ws://127.0.0.1:${port}`);
            ws.on('open', () => resolve(ws));
            ws.on('error', reject);
          }),
      ),
    );
    sockets.push(...batch);
  }
  const samples: number[] = [];
  let measuring = false;
  let bytesReceived = 0;
  let messages = 0;
  for (const ws of sockets) {
    ws.on('message', (data: Buffer) => {
      if (!measuring) return;
      const sent = Number(String(data).split('|')[0]);
      samples.push(Number(process.hrtime.bigint() - BigInt(sent)) / 1e6);
      bytesReceived += data.length;
      messages++;
    });
  }
  const timers: NodeJS.Timeout[] = [];
  return {
    start() {
      sockets.forEach((ws, i) => {
        const tick = () => {
          if (ws.readyState === WebSocket.OPEN) ws.send(`${process.hrtime.bigint()}|${payload}`);
          timers[i] = setTimeout(tick, thinkTime(intervalMs, jitter, pick));
        };
        // Stagger the clients so they do not all send in the same tick.
        timers[i] = setTimeout(tick, (i * intervalMs) / sockets.length);
      });
    },
    measure(on) {
      measuring = on;
    },
    stop() {
      timers.forEach((t) => clearTimeout(t));
      measuring = false;
      const connected = sockets.filter((ws) => ws.readyState === WebSocket.OPEN).length;
      sockets.forEach((ws) => ws.terminate());
      return { samples, bytesReceived, messages, connected };
    },
  };
}

if (require.main === module) {
  startEchoServer()
    .then(({ port }) => process.send?.({ port }))
    .catch((e: unknown) => {
      console.error(e);
      process.exit(1);
    });
  process.on('disconnect', () => process.exit(0));
}
