/** The process's health for the operator page: memory, uptime, event-loop delay. */
import { monitorEventLoopDelay, type ELDHistogram } from 'node:perf_hooks';

export interface HealthSnapshot {
  pid: number;
  node: string;
  uptimeSeconds: number;
  memoryMB: { rss: number; heapUsed: number; heapTotal: number; external: number };
  /** Event-loop delay since the previous snapshot (or the start): how long work waited for the thread. */
  eventLoopDelayMs: { mean: number; p50: number; p99: number; max: number };
}

const mb = (n: number): number => Math.round((n / 2 ** 20) * 10) / 10;
const ms = (ns: number): number => (Number.isFinite(ns) ? Math.round(ns / 1e4) / 100 : 0);

export class ProcessHealth {
  private readonly delay: ELDHistogram = monitorEventLoopDelay({ resolution: 10 });

  constructor() {
    this.delay.enable();
  }

  snapshot(): HealthSnapshot {
    const m = process.memoryUsage();
    const d = this.delay;
    const out: HealthSnapshot = {
      pid: process.pid,
      node: process.version,
      uptimeSeconds: Math.round(process.uptime()),
      memoryMB: { rss: mb(m.rss), heapUsed: mb(m.heapUsed), heapTotal: mb(m.heapTotal), external: mb(m.external) },
      eventLoopDelayMs: { mean: ms(d.mean), p50: ms(d.percentile(50)), p99: ms(d.percentile(99)), max: ms(d.max) },
    };
    d.reset();
    return out;
  }

  close(): void {
    this.delay.disable();
  }
}
