/**
 * Phase 7, Clean-up (seed 000 "Phase 7: Clean-up"; seed 001 "End Of The Turn"), then the next
 * turn, or the Defender's victory after turn VIII (seed 000 "Game End").
 */
import { LAST_TURN } from '../cards/decks';
import { log } from '../engine/events';
import type { PhaseRunner } from '../engine/handler';
import { keysOf } from '../engine/copy-on-write';
import { enterPhase } from '../engine/prompt-stack';
import type { GameState } from '../state/types';

export function cleanUp(s: GameState): void {
  // Mana markers on cast and activated spells.
  s.invader.cast = [];
  s.invader.activated = [];
  s.invader.drewMana = false;
  s.invader.usedAltar = false;
  s.invader.usedLibrary = false;
  s.invader.paidTimeBoard = false;
  // Hourglasses on completed actions go; partial payments stay (seed 002 "設施").
  // keysOf: s is a copy-on-write draft in applyAction (engine/copy-on-write.ts).
  const slots = s.defender.slots;
  for (const id of keysOf(slots)) slots[id].done = false;
  for (const p of s.defender.priests) p.acted = null;
  const towers = s.board.towers;
  for (const id of keysOf(towers)) towers[id].stakesUsed = false;
  // Counters whose effect ends with the turn.
  if (s.board.saint) s.defender.reserve.saint += 1;
  s.board.saint = null;
  s.defender.reserve.consecrated += s.board.consecrated.length;
  s.board.consecrated = [];
  // Heavy Rain lasts the turn; the Reinforcements counter only marked where the Skeletons
  // arrived (rulings.md "Defender details"): both go back to the Invader's reserve.
  s.board.counters = s.board.counters.filter((c) => c.spell !== 'heavy-rain' && c.spell !== 'reinforcements');
  for (const key of keysOf(s.effects)) s.effects[key] = false;
  // The Panic cards in force for the whole turn have had their effect: back into the deck.
  s.decks.panic.push(...s.panic.active.map((p) => p.card));
  s.panic.active = [];
  s.moveOut = null;
  s.assault = null;
}

export const runCleanup: PhaseRunner = (draft, ctx) => {
  cleanUp(draft);
  if (draft.turn >= LAST_TURN) {
    draft.winner = { seat: 'defender', reason: 'The Stronghold held until sunrise: turn VIII ended without a breach.' };
    log(ctx, 'victory.sunrise', {});
    return;
  }
  draft.turn += 1;
  enterPhase(draft, 'supply');
};
