/**
 * What a click on the board offers, and what to highlight: pure functions of the server's
 * `legal` list. Nothing here decides legality: an action is offered only if the server listed it.
 *
 * Single-place actions have an anchor (the element a click on which offers them). Two-place
 * actions (move, swap, advance, springTrap) are picked in two clicks: the source, then the
 * destination.
 */
import { actionCost, optionKey, type Action, type ChoiceOption, type GameView } from '@stronghold/rules';
import { CLIENT_TARGETS, isBoardTarget } from './ids';

export type TwoPlace = Extract<Action, { type: 'move' | 'swap' | 'advance' | 'springTrap' }>;

export function isTwoPlace(a: Action): a is TwoPlace {
  return a.type === 'move' || a.type === 'swap' || a.type === 'advance' || a.type === 'springTrap';
}

export function sourceOf(a: TwoPlace): string {
  return a.type === 'swap' ? a.a : a.from;
}

export function destOf(a: TwoPlace): string {
  return a.type === 'swap' ? a.b : a.to;
}

/**
 * The advances a destination click offers for one unit type: all that may go ("all N") and one,
 * so a whole group moves in one click ("Fewer clicks"); other actions pass unchanged.
 */
export function advanceCounts(actions: readonly Action[]): Action[] {
  const most = new Map<string, number>();
  const key = (a: Extract<Action, { type: 'advance' }>) => `${a.from}|${a.to}|${a.unit}`;
  for (const a of actions) if (a.type === 'advance') most.set(key(a), Math.max(most.get(key(a)) ?? 0, a.count));
  return actions.filter((a) => a.type !== 'advance' || a.count === most.get(key(a)) || a.count === 1);
}

/** The board element of an option: the ID itself, or the first board ID among an object's fields. */
export function optionTarget(option: ChoiceOption): string | null {
  if (typeof option === 'number') return null;
  if (typeof option === 'string') return isBoardTarget(option) ? option : null;
  for (const v of Object.values(option)) if (typeof v === 'string' && isBoardTarget(v)) return v;
  return null;
}

/**
 * The element a click on which offers a single-place action; null for actions that live only in
 * the prompt panel ('done', options that are not board things). `view` locates Priests.
 */
export function anchorOf(a: Action, view?: Pick<GameView, 'defender'> | null): string | null {
  switch (a.type) {
    case 'choose':
      return optionTarget(a.option);
    case 'done':
      return null;
    case 'pay':
      return a.slot;
    case 'priest': {
      const p = view?.defender.priests.find((x) => x.id === a.priest);
      return p ? p.at : a.priest;
    }
    case 'closeCouncil':
      return CLIENT_TARGETS.council;
    case 'council':
      return a.card;
    case 'drawMana':
      return CLIENT_TARGETS.manaDeck;
    case 'altar':
      return CLIENT_TARGETS.altar;
    case 'library':
      return CLIENT_TARGETS.library;
    case 'cast':
    case 'activate':
      return a.spell;
    case 'moveOut':
      return a.size === 'camp' ? CLIENT_TARGETS.campCard : CLIENT_TARGETS.moveOutCard;
    default:
      return null;
  }
}

/** What a click offers: a menu of actions, a source to select for a two-click move, or nothing. */
export type ClickResult =
  { kind: 'none' } | { kind: 'menu'; target: string; actions: Action[]; canSelect: boolean } | { kind: 'select'; source: string };

/**
 * A click on `target` with `selected` the source picked earlier (or null).
 * - With a source selected: the two-place actions from it to `target`, if any.
 * - Else: the single-place actions anchored at `target`; when `target` is also the source of
 *   two-place actions, the click selects it (directly if nothing else is offered there).
 * Illegal clicks give `{ kind: 'none' }`.
 */
export function clickOffers(
  legal: readonly Action[],
  target: string,
  selected: string | null,
  view?: Pick<GameView, 'defender'> | null,
): ClickResult {
  if (selected && selected !== target) {
    const pair = legal.filter((a) => isTwoPlace(a) && sourceOf(a) === selected && destOf(a) === target);
    if (pair.length) return { kind: 'menu', target, actions: pair, canSelect: false };
  }
  const direct = legal.filter((a) => anchorOf(a, view) === target);
  const isSource = legal.some((a) => isTwoPlace(a) && sourceOf(a) === target);
  if (selected === target) return direct.length ? { kind: 'menu', target, actions: direct, canSelect: false } : { kind: 'none' };
  if (direct.length) return { kind: 'menu', target, actions: direct, canSelect: isSource };
  if (isSource) return { kind: 'select', source: target };
  return { kind: 'none' };
}

export interface Highlights {
  /** Elements a click does something on. */
  active: Set<string>;
  /** The selected source, if any. */
  selected: string | null;
}

/**
 * Building actions a payment listed in `legal` completes now (or whose Hallucinations block it
 * lifts): what the Hourglasses in hand buy. A partial payment is legal too, but glowing every
 * action that can take one Hourglass lights the whole Defender board; those stay in their menus.
 */
export function affordableSlots(legal: readonly Action[], view: Pick<GameView, 'defender' | 'panic'>): Set<string> {
  const out = new Set<string>();
  for (const a of legal) {
    if (a.type !== 'pay') continue;
    const slot = view.defender.slots[a.slot];
    const missing = slot.block ? slot.block.phantoms - slot.block.paid : actionCost(view, a.slot) - slot.paid;
    if (a.amount >= missing) out.add(a.slot);
  }
  return out;
}

/**
 * Elements to highlight: every anchor and source in `legal`; with a source selected, its
 * destinations. With a view, a building action glows only when a listed payment completes it
 * (affordableSlots), unless no payment completes any: then those that take a payment glow.
 */
export function highlights(
  legal: readonly Action[],
  selected: string | null,
  view?: Pick<GameView, 'defender' | 'panic'> | null,
): Highlights {
  const active = new Set<string>();
  if (selected) {
    for (const a of legal) if (isTwoPlace(a) && sourceOf(a) === selected) active.add(destOf(a));
    for (const a of legal) {
      const anchor = anchorOf(a, view);
      if (anchor === selected) active.add(anchor);
    }
    if (active.size) return { active, selected };
  }
  const affordable = view ? affordableSlots(legal, view) : null;
  const skip = affordable?.size ? (a: Action) => a.type === 'pay' && !affordable.has(a.slot) : () => false;
  for (const a of legal) {
    if (skip(a)) continue;
    const anchor = anchorOf(a, view);
    if (anchor) active.add(anchor);
    if (isTwoPlace(a)) active.add(sourceOf(a));
  }
  return { active, selected: null };
}

/** Actions the prompt panel shows as buttons: those with no board anchor and no two-click form. */
export function panelActions(legal: readonly Action[], view?: Pick<GameView, 'defender'> | null): Action[] {
  return legal.filter((a) => !isTwoPlace(a) && anchorOf(a, view) === null);
}

/** A choice option as its button's test id says it: the id, the count, or a compound option's values joined by '-'. */
export function optionFragment(option: ChoiceOption): string {
  if (typeof option === 'string') return option;
  return Object.values(typeof option === 'number' ? [option] : option).join('-');
}

/** A stable key for an action (for test IDs and de-duplication). */
export function actionKey(a: Action): string {
  const entries = Object.entries(a)
    .filter(([k]) => k !== 'seat')
    .sort(([x], [y]) => (x === 'type' ? -1 : y === 'type' ? 1 : x.localeCompare(y)))
    // A compound option by its fields (String() would make every one "[object Object]").
    .map(([, v]) => (typeof v === 'object' ? optionKey(v) : String(v)));
  return entries.join('_').replace(/[^a-zA-Z0-9_.:>-]/g, '');
}
