/** Ready-made test positions: the Assault of turn VIII, the spells menu, a pending Invader decision. */
import { WALLS } from '../board/undead-board';
import type { SpellId } from '../cards/spells';
import type { GameEvent } from '../engine/events';
import { topPrompt } from '../engine/prompt-stack';
import { invaderSpellsHandler } from '../invader/spells/cast';
import type { ChoicePrompt, Prompt } from '../state/prompts';
import type { GameState, SpellCounter } from '../state/types';
import { cast } from './actions';
import { mustApply } from './play';
import { scenario, type ScenarioBuilder } from './scenario';

/** A scenario in turn VIII (the game ends with the turn) in the Assault, before its first step. */
export function assaultScenario(seed = 1): ScenarioBuilder {
  return scenario({ seed }).turn(8).phase('assault', 'start');
}

/** Close the Defender's last window: the Assault runs to its first decision. */
export function startAssault(b: ScenarioBuilder): GameState {
  return mustApply(b.defenderWindow(0, true).build(), { type: 'done', seat: 'defender' }).state;
}

/** Add a spell counter to a state (active this turn unless castTurn says otherwise). */
export function counter(s: GameState, spell: SpellId, at: SpellCounter['at'], extra: Partial<SpellCounter> = {}): SpellCounter {
  const c: SpellCounter = { id: s.nextId++, spell, at, castTurn: s.turn, ...extra };
  s.board.counters.push(c);
  return c;
}

/** No Marksmen on the walls (so Ranged step 3 asks nothing). */
export function noWallMarksmen(s: GameState): void {
  for (const w of WALLS) s.board.walls[w].defenders.marksman = 0;
}

/** A Phase 2 position: the Invader's spells menu open with this row and this much Mana. */
export function spellsMenu(row: SpellId[], mana = 10, change?: (b: ScenarioBuilder) => ScenarioBuilder): GameState {
  let b = scenario({ seed: 7 })
    .phase('spells')
    .mana(mana)
    .with((s) => {
      s.invader.library = s.invader.library.filter((x) => !row.includes(x));
      s.invader.setAside = s.invader.setAside.filter((x) => !row.includes(x));
      s.invader.row = [...row];
    });
  if (change) b = change(b);
  return b.invaderMenu('invader-spells').build();
}

/** Apply the cast through the spells handler only (no flow), to look at the prompt stack it leaves. */
export function castOnly(state: GameState, spell: SpellId): { draft: GameState; events: GameEvent[] } {
  const draft = structuredClone(state);
  const events: GameEvent[] = [];
  invaderSpellsHandler.apply(draft, topPrompt(draft) as never, cast(spell), { events });
  return { draft, events };
}

/**
 * A pending Invader decision to put under a Defender window in tests: when the window closes, the
 * game stops here ("the Invader goes on") instead of running on through the phases.
 */
export const INVADER_NEXT: Prompt = {
  kind: 'choice',
  seat: 'invader',
  id: 'repel.rampart',
  label: 'test: the Invader goes on',
  options: ['r-left-1', 'r-left-2'],
  context: { wall: 'w2', unit: 'phantom' },
};

/** Has the Invader's turn come (the sentinel is on top)? */
export function invaderGoesOn(s: GameState): boolean {
  const p = topPrompt(s);
  return p !== undefined && p.kind === 'choice' && p.label === (INVADER_NEXT as ChoicePrompt).label && s.toAct === 'invader';
}
