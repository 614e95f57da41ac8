/** The random bot: uniform among the legal actions, from its own seeded generator. */
import type { Action } from '../actions/schema';
import type { Seat } from '../state/types';
import { assertLegal, type Bot } from './bot';
import { botRng, pick } from './bot-rng';

export { botRng, deriveSeed, sample, type BotRng } from './bot-rng';
export type { Bot } from './bot';

export interface RandomBotOptions {
  /**
   * Leave out advances of more than one unit (there is always the one-unit advance of the same
   * move): the action granularity before multi-unit Move out, so that self-play figures can be
   * compared with runs made before it (docs/rules/self-play.md "Figures").
   */
  oneUnitAdvances?: boolean;
}

const bulkAdvance = (a: Action): boolean => a.type === 'advance' && a.count > 1;

/** Picks uniformly among the legal actions. */
export function randomBot(seed: number, seat?: Seat, options: RandomBotOptions = {}): Bot {
  const own = botRng(seed);
  const name = `${options.oneUnitAdvances ? 'random-single' : 'random'}${seat ? `(${seat})` : ''}`;
  return {
    name,
    decide({ legal, rng }) {
      assertLegal(name, legal);
      return pick(rng ?? own, options.oneUnitAdvances ? legal.filter((a) => !bulkAdvance(a)) : legal);
    },
  };
}
