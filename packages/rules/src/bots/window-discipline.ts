/**
 * How a bot keeps its turns short and purposeful, at every level (docs/rules/self-play.md
 * "Window discipline"). A window is a run of decisions by one seat with no action of the other in
 * between (the bot sees it as consecutive `stateId`s). Within it a bot
 * - never undoes its own move: a unit moved from A to B does not go back from B to A, and two
 *   places do not swap the same two units back (free Footbridge moves score alike, so a one-ply
 *   bot would otherwise shuffle them for ever);
 * - takes a group decision in one action: after advancing units of one type from A to B it does
 *   not advance more of that type from A to B in the same window (it picks the count at once);
 * - never sends out of the spell row, in a Library exchange, a spell it took in this turn, and
 *   makes at most MAX_LIBRARY_EXCHANGES exchanges a turn;
 * - after MAX_WINDOW_ACTIONS decisions ends the window (`done`) when it may;
 * - in a window whose Hourglasses are all spent, other than the last one before the Assault, does
 *   not close the Council (`emptiedWindow`): such a window stays open only for free actions
 *   (rulings.md "Turn flow"), and it used to end by itself there, so the Council question stays
 *   in the last window, where it always was; otherwise a bot indifferent to the Council would
 *   close it at the first empty window, before any marker came;
 * - (one-ply levels) among equally good free moves ends the window instead;
 * and within a turn it does not go back to a position it has been in (`seen`, as its seat sees it).
 */
import type { Action } from '../actions/schema';
import { CHOICE_LIBRARY_IN, CHOICE_LIBRARY_OUT } from '../invader/library';
import type { Seat } from '../state/types';
import type { GameView } from '../view/view-for';
import { assertLegal, type Bot, type LegalActions } from './bot';
import { botRng, type BotRng } from './bot-rng';
import { publicKey } from './one-ply';

/** Decisions in one window after which a bot ends it when the rules let it. */
export const MAX_WINDOW_ACTIONS = 30;
/**
 * Library exchanges a bot makes in one turn at most: the evaluation does not value spells in the
 * row, so further exchanges would be noise (each one puts a spell out of the game).
 */
export const MAX_LIBRARY_EXCHANGES = 2;

interface Made {
  action: Action;
  /** The choice prompt it answered, if any. */
  choice: string | null;
}

/** What a bot remembers of its current window and turn when it decides. */
export interface WindowContext {
  /** Positions of this turn the bot has been in (publicKey). */
  seen: ReadonlySet<string>;
  /** Its own actions of this window, in order. */
  mine: readonly Made[];
  /** Spells it took from the Library this turn. */
  taken: ReadonlySet<string>;
  /** The choice prompt it answers now, if any. */
  choice: string | null;
  /** It answers a Defender window with every Hourglass spent, before the last one (emptiedWindow). */
  emptied?: boolean;
}

export interface WindowMemory {
  /** Before a decision: notes the position and returns what the bot may not do. */
  note(view: GameView): WindowContext;
  /** After it: the action chosen in that view. */
  chose(view: GameView, action: Action): void;
}

const topChoice = (view: GameView): string | null => {
  const top = view.prompts[view.prompts.length - 1];
  return top?.kind === 'choice' ? top.id : null;
};

/** One memory per bot (one bot per seat and game). */
export function windowMemory(): WindowMemory {
  let turn = -1;
  let lastStateId = Number.NaN;
  const seen = new Set<string>();
  const taken = new Set<string>();
  let mine: Made[] = [];
  return {
    note(view) {
      if (view.turn !== turn) {
        turn = view.turn;
        seen.clear();
        taken.clear();
      }
      if (view.stateId !== lastStateId + 1) mine = [];
      seen.add(publicKey(view, view.viewer as Seat));
      return { seen, mine, taken, choice: topChoice(view), emptied: emptiedWindow(view) };
    },
    chose(view, action) {
      const choice = topChoice(view);
      mine.push({ action, choice });
      lastStateId = view.stateId;
      if (choice === CHOICE_LIBRARY_IN && action.type === 'choose' && typeof action.option === 'string') taken.add(action.option);
    },
  };
}

/** Is the view's decision a Defender window with every Hourglass spent, before the last one before the Assault? */
export function emptiedWindow(view: GameView): boolean {
  const top = view.prompts[view.prompts.length - 1];
  return top?.kind === 'defender-spend' && !top.final && view.defender.hourglasses === 0;
}

/** Does `a` end the seat's window or menu (`done`, or a choice's 'done' option)? */
export const endsWindow = (a: Action): boolean => a.type === 'done' || (a.type === 'choose' && a.option === 'done');

/** Does `a` undo, split or repeat something this window (or turn) already did? */
function undoes(a: Action, ctx: WindowContext): boolean {
  if (ctx.choice === CHOICE_LIBRARY_OUT && a.type === 'choose' && typeof a.option === 'string' && ctx.taken.has(a.option)) return true;
  for (const { action: m } of ctx.mine) {
    if (a.type === 'move' && m.type === 'move' && a.unit === m.unit && a.from === m.to && a.to === m.from) return true;
    if (a.type === 'swap' && m.type === 'swap') {
      const places = new Set([a.a, a.b, m.a, m.b]);
      const units = [a.aUnit, a.bUnit].sort().join();
      if (places.size === 2 && units === [m.aUnit, m.bUnit].sort().join()) return true;
    }
    if (a.type === 'advance' && m.type === 'advance' && a.from === m.from && a.to === m.to && a.unit === m.unit) return true;
  }
  return false;
}

/**
 * The legal actions a bot may consider now: without undoing or splitting moves, and only the
 * window's end once the window is long. Never empty: when every action is ruled out, all are allowed.
 */
export function allowedActions(legal: readonly Action[], ctx: WindowContext): readonly Action[] {
  const exchanged = ctx.choice === CHOICE_LIBRARY_OUT && ctx.taken.size >= MAX_LIBRARY_EXCHANGES;
  if (exchanged || ctx.mine.length >= MAX_WINDOW_ACTIONS) {
    const end = legal.filter(endsWindow);
    if (end.length > 0) return end;
  }
  const ok = legal.filter((a) => !undoes(a, ctx) && !(ctx.emptied === true && a.type === 'closeCouncil'));
  return ok.length > 0 ? ok : legal;
}

/** One decision of a one-ply level, among the actions the discipline allows (`seen`: this turn's positions). */
export type DisciplinedChoice = (view: GameView, allowed: LegalActions, rng: BotRng, seen: ReadonlySet<string>) => Action;

/** A bot (Easy, Normal) that keeps the window discipline around its one-decision policy. */
export function disciplinedBot(name: string, seed: number, choose: DisciplinedChoice): Bot {
  const own = botRng(seed);
  const memory = windowMemory();
  return {
    name,
    decide({ view, legal, rng }) {
      assertLegal(name, legal);
      const ctx = memory.note(view);
      const allowed = allowedActions(legal, ctx);
      assertLegal(name, allowed);
      const action = choose(view, allowed, rng ?? own, ctx.seen);
      memory.chose(view, action);
      return action;
    },
  };
}
