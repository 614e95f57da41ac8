/**
 * A thread that runs the rules' bots (started by bot-pool.ts): a search of a second or more must
 * never run on the event loop that serves the rooms. It keeps one bot per game and seat (a bot
 * remembers the positions of its turn), and answers each request with one of the legal actions.
 */
import { parentPort } from 'node:worker_threads';
import { performance } from 'node:perf_hooks';
import { createBot, type Bot } from '@stronghold/rules/bots';
import type { BotWorkerReply, BotWorkerRequest } from './bot-messages';

/** Bots kept at most (oldest dropped first; a dropped bot only forgets its turn memory). */
const MAX_BOTS = 1000;

function main(): void {
  const port = parentPort;
  if (!port) throw new Error('bot-worker runs as a worker thread');
  const bots = new Map<string, Bot>();
  port.on('message', (r: BotWorkerRequest) => {
    if (r.kind === 'forget') {
      for (const key of [...bots.keys()]) if (key.startsWith(`${r.game}:`)) bots.delete(key);
      return;
    }
    const started = performance.now();
    try {
      const key = `${r.game}:${r.seat}:${r.level}`;
      let bot = bots.get(key);
      if (!bot) {
        bot = createBot(r.level, r.seed, r.seat);
        const oldest = bots.keys().next();
        if (bots.size >= MAX_BOTS && !oldest.done) bots.delete(oldest.value);
      } else bots.delete(key);
      bots.set(key, bot);
      const action = bot.decide({ view: r.view, legal: r.legal, budget: { ms: r.budgetMs }, now: () => performance.now() });
      port.postMessage({ id: r.id, ok: true, action, ms: performance.now() - started } satisfies BotWorkerReply);
    } catch (e) {
      port.postMessage({ id: r.id, ok: false, error: e instanceof Error ? e.message : String(e) } satisfies BotWorkerReply);
    }
  });
}

main();
