/**
 * @stronghold/rules/sim: self-play (whole games between bots, every invariant checked after every
 * action; the library behind `npm run sim`) and the invariants themselves.
 */
export {
  playGame,
  simulate,
  type BotKind,
  type GameException,
  type GameResult,
  type SelfPlayOptions,
  type SimOptions,
  type SimSummary,
  type Violation,
} from './self-play';
export { checkInvariants, type InvariantFailure, type InvariantId } from '../invariants';
