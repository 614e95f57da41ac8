/**
 * Every error code a client can receive in an `error` message: the rules' own codes (applyAction)
 * plus what only the server can say. Complete on purpose, so no layer widens it to `string`.
 */
import type { ErrorCode as RulesErrorCode } from '@stronghold/rules';

/** Codes only the server sends (docs/protocol.md "Messages"). */
export const SERVER_ERROR_CODES = [
  /** The message type is unknown, the envelope is wrong, or the frame could not be decoded. */
  'bad_message',
  /** The action's `stateId` is not the current one. */
  'stale_state',
  /** Spectators cannot act or chat. */
  'spectator',
  /** The action's `seat` is not the sender's. */
  'wrong_seat',
  /** Waiting for the second player. */
  'not_started',
  /** Too many messages of one kind. */
  'rate_limited',
  /** The server failed (e.g. the action could not be saved): nothing changed. */
  'internal_error',
  /** Another connection took this seat back with its token; this one is closed. */
  'replaced',
  /** offerSeatToComputer: the other player is not away past the grace period. */
  'not_away',
  /** hint: hints are for a player of a game against the computer (not between two people, not an exhibition). */
  'no_hints',
  /** hint: this seat's previous hint is still being worked out (one at a time). */
  'hint_pending',
  /** The account holding this seat was disabled by an operator or deleted by its owner; this connection is closed. */
  'account_ended',
] as const;

export type ServerErrorCode = (typeof SERVER_ERROR_CODES)[number];

/** Every code of an `error` message (`game_over` is both a rules and a server code). */
export type ErrorCode = RulesErrorCode | ServerErrorCode;

/** The rules' codes, listed so a client can check a code at run time. */
export const RULES_ERROR_CODES = [
  'malformed',
  'not_your_turn',
  'game_over',
  'illegal_action',
  'insufficient_hourglasses',
  'insufficient_mana',
  'no_counter_left',
  'out_of_order',
  'already_used',
  'illegal_target',
  'wrong_phase',
  'nothing_to_undo',
] as const satisfies readonly RulesErrorCode[];

// Compile-time proof that RULES_ERROR_CODES lists every rules code.
type Missing = Exclude<RulesErrorCode, (typeof RULES_ERROR_CODES)[number]>;
const _allRulesCodesListed: Missing extends never ? true : Missing = true;

const ALL = new Set<string>([...RULES_ERROR_CODES, ...SERVER_ERROR_CODES]);

export function isErrorCode(code: unknown): code is ErrorCode {
  return typeof code === 'string' && ALL.has(code);
}
