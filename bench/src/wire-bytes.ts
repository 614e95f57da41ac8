/**
 * Bytes on the wire per action, by client and by kind, with no load: one seeded random game
 * through the built server (a child process on loopback, the game's seed set by its start
 * position) with two bot players and one spectator (@colyseus/sdk), counting every WebSocket
 * payload each client receives after the joins: state patches, `legal`, `log` and any other
 * message, each by its frame's size. The seed and the picks are fixed, so the figures move only
 * with the code. The same game also prices its legal lists in the old plain format
 * (`{ stateId, actions }` as msgpack) for comparison.
 */
import type { Room } from '@colyseus/sdk';
import { pack } from 'msgpackr';
import type { Action } from '@stronghold/rules';
import { sendMessage } from '@stronghold/protocol';
import { mulberry32, onLegal, onRawFrame, pickOne, PreparedClient, startServerChild } from '@stronghold/server/testing';

export interface WireFigures {
  seed: number;
  actions: number;
  playerBytesPerAction: number;
  spectatorBytesPerAction: number;
  allClientsBytesPerAction: number;
  playerPatchBytesPerAction: number;
  playerMessageBytesPerAction: number;
  spectatorPatchBytesPerAction: number;
  spectatorMessageBytesPerAction: number;
  /** The same legal lists in the plain format of before the compact `legal` (msgpack), per player. */
  plainLegalBytesPerActionPerPlayer: number;
  /** `error` messages the clients received (expected 0: an error frame would count in the bytes). */
  errors: number;
  /** Bytes of each message type per action, per client (`legal`, `log`, ...). */
  messageBytesPerAction: Record<'invader' | 'defender' | 'spectator', Record<string, number>>;
}

const ROOM_DATA = 13;
const ROOM_STATE_PATCH = 15;

interface Legal {
  stateId: number;
  actions: Action[];
}

/**
 * The server's action limit per connection (packages/server/src/rooms/rate-limits.ts: a burst of
 * 30, then 10 a second), kept by each seat with a margin: a refused action would add an `error`
 * frame and a retry to the bytes.
 */
const ACTION_BURST = 25;
const ACTIONS_PER_SECOND = 9;

/** Everything the game's clients wait on: woken by any client's state change or message. */
class Waits {
  private waiters: (() => void)[] = [];

  wake(): void {
    const w = this.waiters;
    this.waiters = [];
    w.forEach((f) => f());
  }

  /** Resolves once `pred` holds (checked after every state change and message of any client). */
  until(pred: () => boolean, what: string, ms = 10_000): Promise<void> {
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`wire bytes: timed out waiting for ${what}`)), ms);
      const check = (): void => {
        if (pred()) {
          clearTimeout(timer);
          resolve();
        } else this.waiters.push(check);
      };
      check();
    });
  }
}

/** One client and what it received once counting started. */
class CountedClient {
  legal: Legal | null = null;
  total = 0;
  patch = 0;
  messages = 0;
  errors = 0;
  seated = false;
  /** The stateId this client had decoded when its last `log` arrived. */
  loggedAt = -1;
  readonly byType: Record<string, number> = {};
  private tokens = ACTION_BURST;
  private refilledAt = Date.now();

  constructor(
    readonly room: Room,
    waits: Waits,
  ) {
    room.onStateChange(() => waits.wake());
    room.onMessage('*', (type) => {
      if (type === 'error') this.errors++;
      if (type === 'seat') this.seated = true;
      if (type === 'log') this.loggedAt = this.stateId;
      waits.wake();
    });
    onLegal(room, (m) => {
      this.legal = m;
      waits.wake();
    });
  }

  /** Counts every frame from now on (the socket is there once the room is joined). */
  countFrames(): void {
    onRawFrame(this.room, (bytes) => {
      this.total += bytes.byteLength;
      if (bytes[0] === ROOM_STATE_PATCH) this.patch += bytes.byteLength;
      if (bytes[0] === ROOM_DATA) {
        this.messages += bytes.byteLength;
        const type = messageType(bytes);
        this.byType[type] = (this.byType[type] ?? 0) + bytes.byteLength;
      }
    });
  }

  get stateId(): number {
    return (this.room.state as { game?: { stateId?: number } } | undefined)?.game?.stateId ?? -1;
  }

  get ended(): boolean {
    return (this.room.state as { status?: string } | undefined)?.status === 'ended';
  }

  /** Sends an action within the server's action limit (waiting for a token when the burst is spent). */
  async send(stateId: number, action: Action): Promise<void> {
    const now = Date.now();
    this.tokens = Math.min(ACTION_BURST, this.tokens + ((now - this.refilledAt) / 1000) * ACTIONS_PER_SECOND);
    this.refilledAt = now;
    if (this.tokens < 1) {
      const wait = ((1 - this.tokens) / ACTIONS_PER_SECOND) * 1000;
      await new Promise((r) => setTimeout(r, wait));
      this.tokens = 1;
      this.refilledAt = Date.now();
    }
    this.tokens--;
    sendMessage(this.room, 'action', { stateId, action });
  }

  get spectators(): number {
    return (this.room.state as { spectators?: number } | undefined)?.spectators ?? 0;
  }
}

/** A ROOM_DATA frame's message type: a msgpack string (fixstr or str8) or a number after the code. */
function messageType(bytes: Uint8Array): string {
  const b = bytes[1] ?? 0;
  const text = (from: number, length: number) => Buffer.from(bytes.subarray(from, from + length)).toString('utf8');
  if (b >= 0xa0 && b <= 0xbf) return text(2, b & 0x1f);
  if (b === 0xd9) return text(3, bytes[2] ?? 0);
  return `#${b}`;
}

async function join(url: string, waits: Waits, how: (c: PreparedClient) => Promise<Room>): Promise<CountedClient> {
  const client = new PreparedClient(url);
  let counted: CountedClient | undefined;
  await client.withHandlers(
    (room) => (counted = new CountedClient(room, waits)),
    () => how(client),
  );
  if (!counted) throw new Error('wire bytes: room handlers were not prepared');
  const c = counted;
  await waits.until(() => c.stateId >= 0, 'the first state');
  return c;
}

/** Plays the game `seed` to its end and counts what each client received per action. */
export async function measureWireBytes(seed = 4242): Promise<WireFigures> {
  const server = await startServerChild({ env: { TEST_START_POSITION: JSON.stringify({ seed, actions: [] }) } });
  try {
    const waits = new Waits();
    const invader = await join(server.url, waits, (c) => c.create('stronghold', { side: 'invader', name: 'Ivy' }));
    const roomId = invader.room.roomId;
    const defender = await join(server.url, waits, (c) => c.joinById(roomId, { name: 'Dee' }));
    const spectator = await join(server.url, waits, (c) => c.joinById(roomId, { spectate: true }));
    const clients = [invader, defender, spectator];
    // Counting starts once the joins are over: every client seated and told of the spectator.
    await waits.until(() => clients.every((c) => c.seated && c.spectators === 1), 'the joins');
    clients.forEach((c) => c.countFrames());
    const pick = mulberry32(seed);
    let actions = 0;
    let plainLegalBytes = 0;
    while (!spectator.ended) {
      const stateId = spectator.stateId;
      const actorOf = () => [invader, defender].find((c) => c.legal?.stateId === stateId && c.legal.actions.length > 0);
      await waits.until(() => !!actorOf() || spectator.ended, `a legal list at ${stateId}`);
      const actor = actorOf();
      if (!actor?.legal) break;
      const list = actor.legal.actions;
      plainLegalBytes += pack({ stateId, actions: list }).length + 8;
      await actor.send(stateId, pickOne(list, pick));
      await waits.until(() => clients.every((c) => c.stateId > stateId), `the state after ${stateId}`);
      actions++;
    }
    // The last action's `legal` and `log` follow its patch (the server sends them in that order).
    const last = spectator.stateId;
    await waits.until(() => clients.every((c) => c.loggedAt >= last), 'the last log');
    const per = (n: number) => Math.round(n / Math.max(1, actions));
    const byType = (m: Record<string, number>) => Object.fromEntries(Object.entries(m).map(([k, v]) => [k, per(v)]));
    const players = invader.total + defender.total;
    const figures: WireFigures = {
      seed,
      actions,
      playerBytesPerAction: per(players / 2),
      spectatorBytesPerAction: per(spectator.total),
      allClientsBytesPerAction: per((players + spectator.total) / 3),
      playerPatchBytesPerAction: per((invader.patch + defender.patch) / 2),
      playerMessageBytesPerAction: per((invader.messages + defender.messages) / 2),
      spectatorPatchBytesPerAction: per(spectator.patch),
      spectatorMessageBytesPerAction: per(spectator.messages),
      plainLegalBytesPerActionPerPlayer: per(plainLegalBytes / 2),
      errors: clients.reduce((n, c) => n + c.errors, 0),
      messageBytesPerAction: { invader: byType(invader.byType), defender: byType(defender.byType), spectator: byType(spectator.byType) },
    };
    await Promise.all(clients.map((c) => c.room.leave(true).catch(() => 0)));
    return figures;
  } finally {
    await server.stop();
  }
}

/** The report's rows for these figures. */
export function wireRows(w: WireFigures): [string, string][] {
  const kinds = (m: Record<string, number>) =>
    Object.entries(m)
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([k, v]) => `${k} ${v}`)
      .join(', ');
  return [
    [`Bytes on the wire per action, no load (one seeded game, seed ${w.seed}: ${w.actions} actions, 2 players + 1 spectator)`, ''],
    [
      '  player / spectator / all three clients',
      `${w.playerBytesPerAction} / ${w.spectatorBytesPerAction} / ${w.allClientsBytesPerAction} B`,
    ],
    ['  player: state patches / messages', `${w.playerPatchBytesPerAction} / ${w.playerMessageBytesPerAction} B`],
    ['  spectator: state patches / messages', `${w.spectatorPatchBytesPerAction} / ${w.spectatorMessageBytesPerAction} B`],
    [
      '  messages by type: invader; defender; spectator',
      `${kinds(w.messageBytesPerAction.invader)}; ${kinds(w.messageBytesPerAction.defender)}; ${kinds(w.messageBytesPerAction.spectator)} B`,
    ],
    ['  the same legal lists in the old plain format, per player', `${w.plainLegalBytesPerActionPerPlayer} B`],
    ['  error messages (expected 0)', String(w.errors)],
  ];
}

// Alone: node bench/dist/wire-bytes.js [seed]
if (require.main === module) {
  measureWireBytes(process.argv[2] ? Number(process.argv[2]) : undefined)
    .then((w) => {
      const width = Math.max(...wireRows(w).map(([k]) => k.length)) + 2;
      process.stdout.write(
        `${wireRows(w)
          .map(([k, v]) => (v ? `${k.padEnd(width)}${v}` : k))
          .join('\n')}\n`,
      );
    })
    .catch((e: unknown) => {
      console.error(e);
      process.exit(1);
    });
}
