/** Stable error codes returned by applyAction (never thrown). */
export type ErrorCode =
  | 'malformed'
  | 'not_your_turn'
  | 'game_over'
  | 'illegal_action'
  | 'insufficient_hourglasses'
  | 'insufficient_mana'
  | 'no_counter_left'
  | 'out_of_order'
  | 'already_used'
  | 'illegal_target'
  | 'wrong_phase'
  | 'nothing_to_undo';

export interface GameError {
  code: ErrorCode;
  message: string;
}

export const err = (code: ErrorCode, message: string): GameError => ({ code, message });
