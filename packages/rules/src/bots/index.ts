/**
 * @stronghold/rules/bots: the computer opponents (Easy, Normal = greedy, Hard = ISMCTS) and the
 * random bot, each deciding from a seat's view with its own seeded PRNG
 * (docs/rules/self-play.md "Bots"); `determinize` (a full state consistent with a view, for
 * search) and `evaluate` (a position's score for a seat).
 */
export { BOT_LEVELS, type Bot, type BotLevel, type Budget, type DecideInput } from './bot';
export { botRng, deriveSeed, pick, type BotRng } from './bot-rng';
export { determinize, DeterminizeError } from './determinize';
export { createBot } from './levels';
export { randomBot, type RandomBotOptions } from './random-bot';
export { easyBot } from './easy-bot';
export { greedyBot } from './greedy-bot';
export { hardBot, DEFAULT_HARD_BUDGET, type HardOptions } from './hard-bot';
export { evaluate } from './evaluate';
export { advise, type Advice, type AdviceTerm } from './advise';
export { EVAL_TERMS, type EvalTerm } from './evaluate';
export { HARD_VALUE_MODEL, type ValueModel } from './value-model';
