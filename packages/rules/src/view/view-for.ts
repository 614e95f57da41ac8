/**
 * viewFor: the state as one seat may see it (rulings.md "Hidden information"). Secrets are
 * removed, not masked: hidden lists become empty and only their counts stay. Everything a client
 * receives must come through here.
 */
import type { AssaultProgress, Decks, DefenderState, GameState, InvaderState, SpellCounter, Viewer } from '../state/types';
import { withFields } from '../engine/with-fields';
import { assaultView } from './assault-view';

export interface HiddenCounts {
  library: number;
  setAsideSpells: number;
  setAsideCouncil: number;
  manaDeck: number;
  crossbowDeck: number;
  cannonDeck: number;
  panicDeck: number;
  illusionReserve: number;
}

/**
 * `undo` holds an earlier state: no view carries it (the legal list says when one may undo). The
 * Assault's queue items are written as strings (assault-view.ts).
 */
export type GameView = Omit<GameState, 'rng' | 'undo' | 'assault'> & {
  assault: AssaultProgress | null;
  viewer: Viewer;
  hidden: HiddenCounts;
};

export function canSeeLibrary(state: GameState, viewer: Viewer): boolean {
  return viewer === 'invader' || (viewer === 'defender' && state.defender.scoutReport);
}

/** A view made earlier for the same viewer, with the state it was made of (see viewFor). */
export interface PreviousView {
  state: GameState;
  view: GameView;
}

/**
 * Built by copying only the parts it redacts, and the Assault's cursor (its queue items written as
 * strings): every other subtree is the state's own object (so a view of the next state shares
 * whatever the action did not change). A view is read-only, like the state: copy before changing
 * anything in it.
 *
 * `previous`, a view made earlier for the same viewer and its state: each redacted copy whose
 * sources are the very objects it was made of is taken from it instead of copied again (states
 * are immutable, so equal identity means equal content), so that consecutive views share those
 * copies too and a consumer comparing by identity (the server's schema sync) skips them. The
 * result is the same view (view-for.test.ts holds the two equal over whole games); a previous
 * view of another viewer is ignored.
 */
export function viewFor(state: GameState, viewer: Viewer, previous?: PreviousView): GameView {
  const prior = previous?.view.viewer === viewer ? previous : undefined;
  const seesInvaderSecrets = viewer === 'invader';
  const seesLibrary = canSeeLibrary(state, viewer);
  const invader: InvaderState =
    prior?.state.invader === state.invader && canSeeLibrary(prior.state, viewer) === seesLibrary
      ? prior.view.invader
      : {
          ...state.invader,
          library: seesLibrary ? state.invader.library : [],
          setAside: [],
          illusionReserve: seesInvaderSecrets ? state.invader.illusionReserve : [],
        };
  const defender: DefenderState =
    prior?.state.defender === state.defender
      ? prior.view.defender
      : {
          ...state.defender,
          council:
            prior?.state.defender.council === state.defender.council
              ? prior.view.defender.council
              : { ...state.defender.council, setAside: [] },
        };
  const decks: Decks =
    prior?.state.decks === state.decks
      ? prior.view.decks
      : {
          ...state.decks,
          mana: [],
          crossbow: [],
          cannon: [],
          panic: [],
          panicTop: seesInvaderSecrets ? state.decks.panicTop : [],
        };
  const hidden = hiddenCounts(state, prior?.view.hidden);
  let board = prior?.state.board === state.board ? prior.view.board : undefined;
  if (!board) {
    const counters =
      prior?.state.board.counters === state.board.counters
        ? prior.view.board.counters
        : mapShared(state.board.counters, (c) => {
            const hideValue = !seesInvaderSecrets && c.value !== undefined;
            if (!c.stack && !hideValue) return c;
            let out: SpellCounter = c;
            if (hideValue) {
              const { value: _value, ...shown } = c;
              out = shown;
            }
            return c.stack ? withFields(out, { stackSize: c.stack.length, stack: [] }) : out;
          });
    board = counters === state.board.counters ? state.board : { ...state.board, counters };
  }
  const assault = prior?.state.assault === state.assault ? prior.view.assault : state.assault === null ? null : assaultView(state.assault);
  const prompts =
    prior?.state.prompts === state.prompts
      ? prior.view.prompts
      : mapShared(state.prompts, (p) => (p.kind === 'choice' && p.secret && p.seat !== viewer ? { ...p, options: [], context: {} } : p));
  // Written out field by field (the state's order, less rng and undo): V8 copies a spread object
  // whose fields are then overridden on a slow path, 6-7 us per view; view-for.test.ts holds the
  // fields to the state's.
  const view: GameView = {
    version: state.version,
    ruleset: state.ruleset,
    stateId: state.stateId,
    nextId: state.nextId,
    turn: state.turn,
    phase: state.phase,
    step: state.step,
    supplyWindowOpened: state.supplyWindowOpened,
    toAct: state.toAct,
    prompts,
    panic: state.panic,
    effects: state.effects,
    invader,
    defender,
    board,
    units: state.units,
    decks,
    moveOut: state.moveOut,
    assault,
    winner: state.winner,
    viewer,
    hidden,
  };
  if (state.holdSingleAnswers) view.holdSingleAnswers = state.holdSingleAnswers;
  return view;
}

/** The sizes of the hidden lists (`same`, when every count equals its own, is returned instead). */
function hiddenCounts(state: GameState, same: HiddenCounts | undefined): HiddenCounts {
  const library = state.invader.library.length;
  const setAsideSpells = state.invader.setAside.length;
  const setAsideCouncil = state.defender.council.setAside.length;
  const manaDeck = state.decks.mana.length;
  const crossbowDeck = state.decks.crossbow.length;
  const cannonDeck = state.decks.cannon.length;
  const panicDeck = state.decks.panic.length;
  const illusionReserve = state.invader.illusionReserve.length;
  if (
    same &&
    same.library === library &&
    same.setAsideSpells === setAsideSpells &&
    same.setAsideCouncil === setAsideCouncil &&
    same.manaDeck === manaDeck &&
    same.crossbowDeck === crossbowDeck &&
    same.cannonDeck === cannonDeck &&
    same.panicDeck === panicDeck &&
    same.illusionReserve === illusionReserve
  )
    return same;
  return { library, setAsideSpells, setAsideCouncil, manaDeck, crossbowDeck, cannonDeck, panicDeck, illusionReserve };
}

/** items.map(f), or items itself when f returned every item unchanged. */
function mapShared<T>(items: T[], f: (item: T) => T): T[] {
  let out: T[] | null = null;
  let i = 0;
  for (const item of items) {
    const mapped = f(item);
    if (mapped !== item && !out) out = items.slice(0, i);
    if (out) out.push(mapped);
    i++;
  }
  return out ?? items;
}
