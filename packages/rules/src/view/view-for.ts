/**
 * viewFor: the state as one seat may see it (rulings.md "Hidden information"). Secrets are
 * removed, not masked: hidden lists become empty and only their counts stay. Everything a client
 * receives must come through here.
 */
import type { Decks, DefenderState, GameState, InvaderState, SpellCounter, Viewer } from '../state/types';
import { withFields } from '../engine/with-fields';

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

/** `undo` (issue 15) holds an earlier state: no view carries it (the legal list says when one may undo). */
export type GameView = Omit<GameState, 'rng' | 'undo'> & { viewer: Viewer; hidden: HiddenCounts };

export function canSeeLibrary(state: GameState, viewer: Viewer): boolean {
  return viewer === 'invader' || (viewer === 'defender' && state.defender.scoutReport);
}

/**
 * Built by copying only the parts it redacts: every other subtree is the state's own object (so a
 * view of the next state shares whatever the action did not change). A view is read-only, like
 * the state: copy before changing anything in it.
 */
export function viewFor(state: GameState, viewer: Viewer): GameView {
  const hidden: HiddenCounts = {
    library: state.invader.library.length,
    setAsideSpells: state.invader.setAside.length,
    setAsideCouncil: state.defender.council.setAside.length,
    manaDeck: state.decks.mana.length,
    crossbowDeck: state.decks.crossbow.length,
    cannonDeck: state.decks.cannon.length,
    panicDeck: state.decks.panic.length,
    illusionReserve: state.invader.illusionReserve.length,
  };
  const seesInvaderSecrets = viewer === 'invader';
  const invader: InvaderState = {
    ...state.invader,
    library: canSeeLibrary(state, viewer) ? state.invader.library : [],
    setAside: [],
    illusionReserve: seesInvaderSecrets ? state.invader.illusionReserve : [],
  };
  const defender: DefenderState = { ...state.defender, council: { ...state.defender.council, setAside: [] } };
  const decks: Decks = {
    ...state.decks,
    mana: [],
    crossbow: [],
    cannon: [],
    panic: [],
    panicTop: seesInvaderSecrets ? state.decks.panicTop : [],
  };
  const counters = mapShared(state.board.counters, (c) => {
    const hideValue = !seesInvaderSecrets && c.value !== undefined;
    if (!c.stack && !hideValue) return c;
    let out: SpellCounter = c;
    if (hideValue) {
      const { value: _value, ...shown } = c;
      out = shown;
    }
    return c.stack ? withFields(out, { stackSize: c.stack.length, stack: [] }) : out;
  });
  const board = counters === state.board.counters ? state.board : { ...state.board, counters };
  const prompts = mapShared(state.prompts, (p) =>
    p.kind === 'choice' && p.secret && p.seat !== viewer ? { ...p, options: [], context: {} } : p,
  );
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
    assault: state.assault,
    winner: state.winner,
    viewer,
    hidden,
  };
  if (state.holdSingleAnswers) view.holdSingleAnswers = state.holdSingleAnswers;
  return view;
}

/** items.map(f), or items itself when f returned every item unchanged. */
function mapShared<T>(items: T[], f: (item: T) => T): T[] {
  let out: T[] | null = null;
  for (let i = 0; i < items.length; i++) {
    const item = items[i]!;
    const mapped = f(item);
    if (mapped !== item && !out) out = items.slice(0, i);
    if (out) out.push(mapped);
  }
  return out ?? items;
}
