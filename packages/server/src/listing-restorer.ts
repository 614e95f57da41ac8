/**
 * Redis holds nothing that must be kept (docs/operations.md): when it comes back empty (restarted
 * without its data, or flushed), each process puts back what the others need to reach its live
 * games: every room's listing (which carries the process's public address, what a join through
 * another process routes by) and the process's room count. A marker key per process says whether
 * Redis still holds them; it is checked every `intervalMs` (one command), and when it is gone the
 * process restores them through Colyseus's public `restoreMissingRoomCaches`, then marks again.
 * A Redis that does not answer is simply checked again later: nothing here is on a room's path.
 */
import { matchMaker, type Presence } from '@colyseus/core';
import type { Logger } from './ops/logger';

/** How often a process looks for its marker (default: every 2 s). */
export const DEFAULT_RELIST_INTERVAL_MS = 2000;

export class ListingRestorer {
  private timer: NodeJS.Timeout | null = null;
  private checking = false;
  private unreachable = false;

  constructor(
    private readonly presence: Presence,
    private readonly logger: Logger,
    private readonly intervalMs = DEFAULT_RELIST_INTERVAL_MS,
  ) {}

  private get marker(): string {
    return `stronghold:listed:${matchMaker.processId}`;
  }

  start(): void {
    void Promise.resolve(this.presence.set(this.marker, '1')).catch(() => undefined);
    this.timer = setInterval(() => void this.check(), this.intervalMs);
    this.timer.unref();
  }

  stop(): void {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
  }

  /** One look: the marker gone means Redis lost this process's listings; put them back. */
  async check(): Promise<void> {
    if (this.checking) return;
    this.checking = true;
    try {
      if (await this.presence.exists(this.marker)) {
        this.unreachable = false;
        return;
      }
      await matchMaker.restoreMissingRoomCaches();
      await matchMaker.stats.persist(true);
      await this.presence.set(this.marker, '1');
      this.logger.info('Redis came back without the listings of this process: its live games are listed again', {
        event: 'listings_restored',
      });
      this.unreachable = false;
    } catch (e) {
      // Once per outage, not once per look.
      if (!this.unreachable) this.logger.warn(`listings not checked (Redis): ${e instanceof Error ? e.message : String(e)}`);
      this.unreachable = true;
    } finally {
      this.checking = false;
    }
  }
}
