/** Action builders for tests: one function per action a test sends most (the seat is always named). */
import type { Action } from '../actions/schema';
import type { SpellId } from '../cards/spells';
import type { ChoiceOption } from '../actions/choice-option';
import type { Seat } from '../state/types';

export const D = 'defender' as const;

/** Answer the pending choice with `option` (an ID, a count or a `{ field: value }` object). */
export const choose = (option: ChoiceOption, seat: Seat): Action => ({ type: 'choose', seat, option });
export const done = (seat: Seat): Action => ({ type: 'done', seat });
export const pay = (slot: Extract<Action, { type: 'pay' }>['slot'], amount: number): Action => ({ type: 'pay', seat: D, slot, amount });
export const cast = (spell: SpellId): Action => ({ type: 'cast', seat: 'invader', spell });
