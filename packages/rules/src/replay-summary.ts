/**
 * A finished game's figures for the end screen, from its record alone (seed + actions): units
 * lost per side, Gates destroyed, and the Panic level each turn reached. Pure.
 */
import { applyAction } from './game';
import type { GameEvent } from './engine/events';
import { newGame } from './new-game';
import type { GameState, Seat } from './state/types';

export interface GameSummary {
  turns: number;
  winner: { seat: Seat; reason: string } | null;
  /** Invader units eliminated (to the Altar of Death or out of the game). */
  invaderLost: number;
  /** Defender units killed. */
  defenderLost: number;
  gatesDestroyed: number;
  /**
   * The Panic level each turn reached, turn I first: the level at its Phase 6, which decides the
   * draw, before the level returns to the floor (seed 000 "Phase 6: Panic"); the last entry, the
   * level when the game ended.
   */
  panicByTurn: number[];
  /** Actions of the record that were applied (all of them for a sound record). */
  actions: number;
}

const sum = (c: Record<string, number>): number => Object.values(c).reduce((a, b) => a + b, 0);
/** Eliminated Invaders sit on the Altar or are removed; Pyre moving one to the other is no new loss. */
const invaderGone = (s: GameState): number => sum(s.units.altar) + sum(s.units.removed);
/**
 * Captured Defender cubes that left the board in one action: they go to no Invader pool
 * (state/captured-cubes.ts), so they are counted from the captures the action logged.
 */
const capturedCubesGone = (before: GameState, after: GameState, events: readonly GameEvent[]): number =>
  sum(before.units.captured) + events.filter((e) => e.kind === 'capture.becomes').length - sum(after.units.captured);

/**
 * Records, from one action's events, the level each turn reached before Phase 6 set it back to
 * the floor (the state after the action shows the floor, or a later turn's level, only).
 */
function panicReached(before: GameState, events: readonly GameEvent[], panicByTurn: number[]): void {
  let level = before.panic.level;
  let turn = before.turn;
  for (const e of events) {
    if (e.kind === 'panic.change') level = e.params.level;
    else if (e.kind === 'panic.returns') {
      panicByTurn[turn - 1] ??= level;
      level = e.params.level;
    } else if (e.kind === 'turn.begins' && e.params.turn !== turn) {
      // At the floor already, Phase 6 logged no return: the level it had is the turn's.
      panicByTurn[turn - 1] ??= level;
      turn = e.params.turn;
    }
  }
}

export function summarizeGame(seed: number, actions: readonly unknown[]): GameSummary {
  let s = newGame({ seed, ruleset: 'undead' });
  const deadAtStart = sum(s.defender.dead);
  let invaderLost = 0;
  const panicByTurn: number[] = [];
  let applied = 0;
  for (const a of actions) {
    const r = applyAction(s, a);
    if (!r.ok) break;
    const gone = invaderGone(r.state) - invaderGone(s) + capturedCubesGone(s, r.state, r.events);
    if (gone > 0) invaderLost += gone;
    panicReached(s, r.events, panicByTurn);
    s = r.state;
    applied++;
  }
  panicByTurn[s.turn - 1] = s.panic.level;
  // A turn left unset takes the level of the turn before it (the first, the final level).
  let level = s.panic.level;
  for (let i = 0; i < panicByTurn.length; i++) level = panicByTurn[i] ??= level;
  return {
    turns: s.turn,
    winner: s.winner,
    invaderLost,
    defenderLost: sum(s.defender.dead) - deadAtStart,
    gatesDestroyed: Object.values(s.board.gates).filter((g) => g.destroyed).length,
    panicByTurn,
    actions: applied,
  };
}
