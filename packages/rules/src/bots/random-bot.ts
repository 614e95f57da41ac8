/** The random bot: uniform among the legal actions, from its own seeded generator. */
import type { Seat } from '../state/types';
import { assertLegal, type Bot } from './bot';
import { botRng, pick } from './bot-rng';

export { botRng, deriveSeed, sample, type BotRng } from './bot-rng';
export type { Bot } from './bot';

/** Picks uniformly among the legal actions. */
export function randomBot(seed: number, seat?: Seat): Bot {
  const own = botRng(seed);
  const name = seat ? `random(${seat})` : 'random';
  return {
    name,
    decide({ legal, rng }) {
      assertLegal(name, legal);
      return pick(rng ?? own, legal);
    },
  };
}
