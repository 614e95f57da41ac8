/**
 * viewFor: the state as one seat may see it (rulings.md "Hidden information"). Secrets are
 * removed, not masked: hidden lists become empty and only their counts stay. Everything a client
 * receives must come through here.
 */
import type { GameState, Viewer } from '../state/types';

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

export type GameView = Omit<GameState, 'rng'> & { viewer: Viewer; hidden: HiddenCounts };

export function canSeeLibrary(state: GameState, viewer: Viewer): boolean {
  return viewer === 'invader' || (viewer === 'defender' && state.defender.scoutReport);
}

export function viewFor(state: GameState, viewer: Viewer): GameView {
  const s = structuredClone(state) as Omit<GameState, 'rng'> & { rng?: number[] };
  const hidden: HiddenCounts = {
    library: s.invader.library.length,
    setAsideSpells: s.invader.setAside.length,
    setAsideCouncil: s.defender.council.setAside.length,
    manaDeck: s.decks.mana.length,
    crossbowDeck: s.decks.crossbow.length,
    cannonDeck: s.decks.cannon.length,
    panicDeck: s.decks.panic.length,
    illusionReserve: s.invader.illusionReserve.length,
  };
  delete s.rng;
  s.invader.setAside = [];
  s.defender.council.setAside = [];
  s.decks.mana = [];
  s.decks.crossbow = [];
  s.decks.cannon = [];
  s.decks.panic = [];
  if (!canSeeLibrary(state, viewer)) s.invader.library = [];
  if (viewer !== 'invader') {
    s.decks.panicTop = [];
    s.invader.illusionReserve = [];
  }
  for (const c of s.board.counters) {
    if (c.stack) {
      c.stackSize = c.stack.length;
      c.stack = [];
    }
    if (viewer !== 'invader' && c.value !== undefined) delete c.value;
  }
  s.prompts = s.prompts.map((p) =>
    p.kind === 'choice' && p.secret && p.seat !== viewer ? { ...p, options: [], context: {} } : p,
  );
  return { ...s, viewer, hidden };
}
