/**
 * `GET /metrics` (Prometheus text format, prom-client): what a host's monitoring scrapes. One
 * registry per server (not prom-client's global one), so several servers in one process (tests)
 * keep their counts apart. Rooms and clients are read from this process's live room listing at
 * scrape time; what happens inside a room (actions, errors, refusals) is counted through
 * `RoomMetrics`, which the room gets in its RoomContext.
 */
import { matchMaker } from '@colyseus/core';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import { listedMetadata } from '../rooms/lobby-listing';

/** What a room reports; every call is cheap and never throws. */
export interface RoomMetrics {
  /**
   * An action was applied, saved and sent, `ms` after its handler started; `saveMs` of it went to
   * waiting for the durable save (the database's commit, its fsync included).
   */
  onAction(ms: number, saveMs: number): void;
  /** An `error` message was sent to a client. */
  onError(code: string): void;
  /** A connection was refused (a join that failed authentication or found no place). */
  onRefused(reason: string): void;
}

/** A refusal's reason: its message up to the first colon as a label (`bad_token: ...` -> bad_token, `bad join options` -> bad_join_options). */
export function refusalReason(e: unknown): string {
  const msg = e instanceof Error ? e.message : String(e);
  const reason = (msg.split(':')[0] ?? '')
    .trim()
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/^_|_$/g, '')
    .slice(0, 40);
  return reason || 'other';
}

const ACTION_BUCKETS = [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5];

export class ServerMetrics implements RoomMetrics {
  readonly registry = new Registry();
  private readonly actions: Counter;
  private readonly actionSeconds: Histogram;
  private readonly saveSeconds: Histogram;
  private readonly errors: Counter<'code'>;
  private readonly refused: Counter<'reason'>;
  /** Labelled children by code: a label lookup (hashing the label object) per call is what a hot path notices. */
  private readonly errorsByCode = new Map<string, Counter.Internal>();

  constructor(roomName: string) {
    const registers = [this.registry];
    collectDefaultMetrics({ register: this.registry });
    this.actions = new Counter({
      name: 'stronghold_actions_total',
      help: 'Actions applied and saved (rate() = actions per second)',
      registers,
    });
    this.actionSeconds = new Histogram({
      name: 'stronghold_action_duration_seconds',
      help: 'Time to handle one action: rules, save (durable), sync and send',
      buckets: ACTION_BUCKETS,
      registers,
    });
    // Its own histogram: a slow disk shows here first, and it is the part of a round trip no
    // faster code removes (a result is sent only once its action is durable).
    this.saveSeconds = new Histogram({
      name: 'stronghold_action_save_duration_seconds',
      help: 'Time one action waits for its durable save (database commit, fsync included)',
      // Finer where a disk's fsync falls (2-20 ms), so a p99 read from the buckets means something.
      buckets: [0.0005, 0.001, 0.0025, 0.005, 0.0075, 0.01, 0.015, 0.02, 0.03, 0.05, 0.1, 0.25, 0.5, 1, 2.5],
      registers,
    });
    this.errors = new Counter({
      name: 'stronghold_errors_total',
      help: 'error messages sent to clients, by code',
      labelNames: ['code'],
      registers,
    });
    this.refused = new Counter({
      name: 'stronghold_refused_connections_total',
      help: 'Connections refused, by reason (bad_token, bad_password, room_full, ...)',
      labelNames: ['reason'],
      registers,
    });
    const localRooms = () => matchMaker.query({ processId: matchMaker.processId });
    new Gauge({
      name: 'stronghold_rooms',
      help: 'Game rooms hosted by this process, by status',
      labelNames: ['status'],
      registers,
      async collect() {
        const counts: Record<string, number> = { waiting: 0, playing: 0, ended: 0 };
        for (const r of await localRooms()) {
          if (r.name !== roomName) continue;
          const status = listedMetadata(r.metadata).status ?? 'waiting';
          counts[status] = (counts[status] ?? 0) + 1;
        }
        this.reset();
        for (const [status, n] of Object.entries(counts)) this.set({ status }, n);
      },
    });
    new Gauge({
      name: 'stronghold_connected_clients',
      help: 'WebSocket clients connected to rooms of this process, by room type',
      labelNames: ['room'],
      registers,
      async collect() {
        const counts: Record<string, number> = { [roomName]: 0, lobby: 0 };
        for (const r of await localRooms()) counts[r.name] = (counts[r.name] ?? 0) + r.clients;
        this.reset();
        for (const [room, n] of Object.entries(counts)) this.set({ room }, n);
      },
    });
  }

  onAction(ms: number, saveMs: number): void {
    this.actions.inc();
    this.actionSeconds.observe(ms / 1000);
    this.saveSeconds.observe(saveMs / 1000);
  }

  onError(code: string): void {
    let child = this.errorsByCode.get(code);
    if (!child) {
      child = this.errors.labels({ code: code.slice(0, 40) });
      // Codes come from the server's own list (rules' ErrorCode); the bound keeps the map small anyway.
      if (this.errorsByCode.size < 100) this.errorsByCode.set(code, child);
    }
    child.inc();
  }

  onRefused(reason: string): void {
    this.refused.inc({ reason: reason.slice(0, 40) });
  }

  /** The text a scrape gets, and its content type. */
  async scrape(): Promise<{ contentType: string; body: string }> {
    return { contentType: this.registry.contentType, body: await this.registry.metrics() };
  }
}
