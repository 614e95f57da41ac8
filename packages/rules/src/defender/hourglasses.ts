/**
 * Giving the Defender Hourglasses. After every Invader action that gives Hourglasses the Defender
 * must spend all of them before the Invader acts again (rulings.md "Turn flow"): giving them opens
 * a Defender window on the prompt stack. Push it before any prompt the giving action still has to
 * resolve, so the window opens once that action is fully resolved.
 */
import type { Ctx, LogCause } from '../engine/events';
import { log } from '../engine/events';
import { pushPrompt } from '../engine/prompt-stack';
import type { GameState } from '../state/types';

export function giveHourglasses(state: GameState, n: number, reason: LogCause, ctx: Ctx): void {
  if (n <= 0) return;
  state.defender.hourglasses += n;
  log(ctx, 'hourglasses.gain', { n, cause: reason });
  openDefenderWindow(state, reason, false);
}

/** Open a window for the Defender unless one is already open on top of the stack. */
export function openDefenderWindow(state: GameState, reason: string, final: boolean): void {
  const top = state.prompts[state.prompts.length - 1];
  if (top && top.kind === 'defender-spend' && top.final === final) return;
  pushPrompt(state, { kind: 'defender-spend', seat: 'defender', reason, final });
}
