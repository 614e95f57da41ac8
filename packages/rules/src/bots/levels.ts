/**
 * The three levels offered to players: Easy, Normal (the greedy bot) and Hard (ISMCTS).
 * One entry point for the server and the sim: createBot(level, seed, seat, options).
 */
import type { Seat } from '../state/types';
import type { Bot, BotLevel } from './bot';
import { easyBot } from './easy-bot';
import { greedyBot } from './greedy-bot';
import { hardBot, type HardOptions } from './hard-bot';

export function createBot(level: BotLevel, seed: number, seat: Seat, hard: HardOptions = {}): Bot {
  switch (level) {
    case 'easy':
      return easyBot(seed, seat);
    case 'normal':
      return greedyBot(seed, seat);
    case 'hard':
      return hardBot(seed, seat, hard);
  }
}
