/**
 * The computer's advice in words and places (pure): whether a hint may be asked now, the one line
 * a hint or a review's swing shows (the action as the menus word it, the reason from its top one
 * or two terms), and the board place to highlight for the suggested action.
 */
import type { Action, GameView, Seat, Viewer } from '@stronghold/rules';
import { termGrows, type AdviceTermWire, type RoomMeta } from '@stronghold/protocol';
import { t } from '../i18n';
import { describeAction } from './describe';
import { computerStandsIn } from './presence';
import { anchorOf, isTwoPlace, sourceOf } from './targets';

/** What decides whether the hint button is offered. */
export interface HintSituation {
  view: GameView | null;
  seat: Viewer;
  legal: readonly Action[];
  meta: RoomMeta | null;
}

/**
 * A hint may be asked by a player of a game against the computer (the other seat is the
 * computer's from the start, not taken over from an absent person; theirs is not) whose decision
 * it is, while the game is in play. The server checks the same (docs/protocol.md "Hints"); this
 * only decides whether the button shows (hidden, not disabled, elsewhere).
 */
export function canAskHint({ view, seat, legal, meta }: HintSituation): boolean {
  if (seat === 'spectator' || !view || !meta || meta.status !== 'playing') return false;
  const other: Seat = seat === 'invader' ? 'defender' : 'invader';
  // The computer standing in for an absent person makes no game against the computer (the server says no_hints).
  const opponent = meta.players[other];
  if (!opponent.computer || computerStandsIn(opponent) || meta.players[seat].computer) return false;
  return !view.winner && view.phase !== 'ended' && view.toAct === seat && legal.length > 0;
}

/** "more undead on the walls and less panic": the top one or two reasons, as `seat` was advised. */
export function reasonText(terms: readonly AdviceTermWire[], seat: Seat): string {
  const words = terms.slice(0, 2).map((x) => t(`advice.term.${x.term}.${termGrows(x.term, seat, x.delta) ? 'more' : 'less'}`));
  const [a, b] = words;
  if (a === undefined) return '';
  return b === undefined ? a : t('advice.and', { a, b });
}

/** The hint's line: the action in words and, when the search gave reasons, why. */
export function hintText(action: Action, terms: readonly AdviceTermWire[], seat: Seat): string {
  const why = reasonText(terms, seat);
  const words = describeAction(action);
  return why ? t('advice.suggestWhy', { action: words, why }) : t('advice.suggest', { action: words });
}

/** What a review's swing says the computer would have played instead. */
export function insteadText(action: Action, terms: readonly AdviceTermWire[], seat: Seat): string {
  const why = reasonText(terms, seat);
  const words = describeAction(action);
  return why ? t('review.insteadWhy', { action: words, why }) : t('review.instead', { action: words });
}

/**
 * One voice of advice at a time: the learning game's suggested purchase yields while a Hint is
 * on screen for the decision shown (asked and awaited, or answered), so the two never disagree on
 * screen at once. `hintFor`: the decision (stateId) the Hint speaks for, or null.
 */
export function suggestionBesideHint(suggestion: Action | null, hintFor: number | null, view: GameView | null): Action | null {
  return hintFor !== null && hintFor === view?.stateId ? null : suggestion;
}

/** The board place a click on which starts the action (a move's source), or null for a panel-only action. */
export function hintPlace(action: Action, view: GameView | null): string | null {
  return isTwoPlace(action) ? sourceOf(action) : anchorOf(action, view);
}
