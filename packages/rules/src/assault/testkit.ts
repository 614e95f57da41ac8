/**
 * Test helpers for the Assault and Panic tests: a position at the start of Phase 5 (turn VIII,
 * so the game ends with the turn and nothing after it depends on other modules), and small
 * accessors. Used only by *.test.ts files.
 */
import type { ChoiceOption } from '../engine/choice-option';
import { WALLS } from '../board/undead-board';
import type { SpellId } from '../cards/spells';
import { mustApply } from '../testing/play';
import { scenario, type ScenarioBuilder } from '../testing/scenario';
import type { ChoicePrompt } from '../state/prompts';
import type { GameState, Seat, SpellCounter } from '../state/types';
import { INVADER_UNITS } from '../state/types';

/** A scenario in turn VIII whose next decision is the Defender's last window before the Assault. */
export function assaultScenario(seed = 1): ScenarioBuilder {
  return scenario({ seed }).turn(8).phase('assault', 'start');
}

/** Close the Defender's window: the Assault runs to its first decision. */
export function startAssault(b: ScenarioBuilder): GameState {
  return mustApply(b.defenderWindow(0, true).build(), { type: 'done', seat: 'defender' }).state;
}

export function choose(s: GameState, seat: Seat, option: ChoiceOption): GameState {
  return mustApply(s, { type: 'choose', seat, option }).state;
}

export function topChoice(s: GameState): ChoicePrompt {
  const p = s.prompts[s.prompts.length - 1];
  if (!p || p.kind !== 'choice') throw new Error(`expected a choice prompt, got ${p ? p.kind : 'none'}`);
  return p;
}

/** Add a spell counter (active this turn unless castTurn says otherwise). */
export function counter(s: GameState, spell: SpellId, at: SpellCounter['at'], extra: Partial<SpellCounter> = {}): SpellCounter {
  const c: SpellCounter = { id: s.nextId++, spell, at, castTurn: s.turn, ...extra };
  s.board.counters.push(c);
  return c;
}

/** No Marksmen on the walls (so Ranged step 3 asks nothing). */
export function noWallMarksmen(s: GameState): void {
  for (const w of WALLS) s.board.walls[w].defenders.marksman = 0;
}

/** Every Invader unit, wherever it is, per type (rulings.md "Units and counts"). */
export function invaderTotals(s: GameState): Record<string, number> {
  const out: Record<string, number> = {};
  for (const u of INVADER_UNITS) {
    let n = s.units.bag[u] + s.units.spares[u] + s.units.altar[u] + s.units.removed[u];
    for (const a of Object.values(s.board.areas)) n += a[u];
    for (const w of Object.values(s.board.walls)) n += w.invaders[u];
    if (u === 'phantom') for (const slot of Object.values(s.defender.slots)) n += slot.block?.phantoms ?? 0;
    out[u] = n;
  }
  return out;
}
