/**
 * The Barbican (seed 000 "Assault Steps" III, "Dragon Phantom", "Game End"; rulings.md
 * "Assault").
 *
 * If at least one Dragon Phantom counter is active, the Dragon attacks the outermost standing
 * Gate for (active counters + Panic level), at most 5 (rulebook example: 2 counters, Panic 3 ->
 * 5). A negative Panic level adds nothing: it "does not grant any further bonuses" (seed 000,
 * Phase 6 note), so the attack is min(5, counters + max(0, Panic)). Ruling: only active counters count (seed 000 Phase 3: a counter that
 * is not active has no effect). A Gate at toughness 0 is destroyed: the Panic level rises by 1 at
 * once (at most +6), so this turn's Phase 6 draws one card more, and the Panic floor rises by 1 for
 * the rest of the game (the level is set to it at the end of every Phase 6; seed 000: "the Panic
 * Level is permanently increased by 1"); its Cross returns to the Defender's reserve. The third Gate destroyed is a breach: the Invader wins at once.
 */
import { GATES } from '../board/undead-board';
import { log } from '../engine/events';
import { counterActive } from '../state/board-queries';
import { changePanic } from '../panic/level';
import type { GameState } from '../state/types';
import type { AssaultStep } from './common';

export const DRAGON_MAX_ATTACK = 5;

export const activeDragons = (s: GameState): number =>
  s.board.counters.filter((c) => c.spell === 'dragon-phantom' && counterActive(s, c)).length;

export const dragonAttack = (counters: number, panic: number): number => Math.min(DRAGON_MAX_ATTACK, counters + Math.max(0, panic));

export const barbicanStep: AssaultStep<'barbican'> = {
  id: 'barbican',
  start: (s) => (activeDragons(s) > 0 && GATES.some((g) => !s.board.gates[g].destroyed) ? ['dragon'] : []),
  run(s, _item, ctx) {
    const gateId = GATES.find((g) => !s.board.gates[g].destroyed);
    if (!gateId) return;
    const gate = s.board.gates[gateId];
    const n = activeDragons(s);
    const attack = dragonAttack(n, s.panic.level);
    gate.toughness = Math.max(0, gate.toughness - attack);
    log(ctx, 'barbican.dragonAttack', { n, panic: s.panic.level, gate: gateId, attack, toughness: gate.toughness });
    if (gate.toughness > 0) return;
    gate.destroyed = true;
    s.panic.floor += 1;
    if (gate.cross) {
      gate.cross = false;
      s.defender.reserve.cross += 1;
    }
    log(ctx, 'barbican.gateDestroyed', { gate: gateId, floor: s.panic.floor });
    changePanic(s, 1, { cause: 'gate-destroyed', at: gateId }, ctx);
    if (GATES.every((g) => s.board.gates[g].destroyed)) {
      s.winner = { seat: 'invader', reason: 'The third Gate is destroyed: the Stronghold is breached.' };
      log(ctx, 'breach.gates', {});
    }
  },
};
