/**
 * Moving the game on after an action: run phase steps while no decision is pending, resolve a
 * pending decision by itself when it has exactly one legal answer (rulings.md "Turn flow"), and
 * stop at the first real decision, setting toAct to the seat that must make it.
 */
import type { Action } from '../actions/schema';
import type { GameState } from '../state/types';
import type { Ctx } from './events';
import { log } from './events';
import { topPrompt } from './prompt-stack';
import { PHASE_RUNNERS, handlerFor } from './registry';

const MAX_STEPS = 100_000;

export function advance(s: GameState, ctx: Ctx): void {
  for (let i = 0; i < MAX_STEPS; i++) {
    if (s.winner) {
      if (s.phase !== 'ended') log(ctx, 'victory.wins', { seat: s.winner.seat });
      s.phase = 'ended';
      s.prompts = [];
      s.toAct = null;
      return;
    }
    const top = topPrompt(s);
    if (!top) {
      if (s.phase === 'ended') return;
      PHASE_RUNNERS[s.phase](s, ctx);
      continue;
    }
    const handler = handlerFor(top);
    const legal = handler.enumerate(s, top);
    if (legal.length === 0) throw new Error(`engine: prompt '${top.kind}${top.kind === 'choice' ? `:${top.id}` : ''}' has no legal action`);
    if (legal.length === 1) {
      handler.apply(s, top, legal[0] as Action, ctx);
      continue;
    }
    s.toAct = top.seat;
    return;
  }
  throw new Error('engine: the flow did not settle');
}
