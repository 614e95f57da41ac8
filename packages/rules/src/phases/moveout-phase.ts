/**
 * Phase 4, Moving out / Camp (seed 000 "Phase 4"; rulings.md "Camp and Move out"; cards.md
 * "Move out card", Cemetery). Steps:
 *   start   -> each Cemetery card returns 2 Skeletons from the Altar of Death to its Foreground
 *              (up to capacity), then 14 units are drawn from the bag to the Camp (fewer if the
 *              bag runs low); the Invader's Move out / Camp menu;
 *   chosen  -> a Move out: the advance menu (Ramparts, Foregrounds, Camp); Camp: nothing moves;
 *   advanced-> the Defender gets Hourglasses equal to the Mana paid;
 *   final   -> (both) the Defender's last window before the Assault; then Phase 5.
 * docs/rules/moveout.md lists every ruling applied.
 */
import { FOREGROUNDS, type ForegroundId } from '../board/undead-board';
import { MOVE_OUT, UNITS_DRAWN_PER_TURN } from '../cards/decks';
import { openDefenderWindow } from '../defender/hourglasses';
import { log, type Ctx } from '../engine/events';
import type { PhaseRunner } from '../engine/handler';
import { enterPhase, pushPrompt } from '../engine/prompt-stack';
import { drawFromCounts } from '../engine/rng';
import { roomInArea } from '../state/board-queries';
import { noInvaders, totalInvaders } from '../state/counts';
import type { GameState, InvaderCounts } from '../state/types';

/** Skeletons a Cemetery card brings back from the Altar at the start of each Phase 4. */
export const CEMETERY_SKELETONS = 2;

/** Each Cemetery card on a Foreground: 2 Skeletons from the Altar of Death join it (up to capacity). */
export function raiseCemeteries(state: GameState, ctx: Ctx): void {
  for (const card of state.board.counters) {
    if (card.spell !== 'cemetery') continue;
    const fg = card.at;
    if (!(FOREGROUNDS as readonly string[]).includes(fg)) continue;
    const area = state.board.areas[fg as (typeof FOREGROUNDS)[number]];
    const n = Math.min(CEMETERY_SKELETONS, state.units.altar.skeleton, roomInArea(state, fg as (typeof FOREGROUNDS)[number]));
    if (n <= 0) continue;
    state.units.altar.skeleton -= n;
    area.skeleton += n;
    log(ctx, 'cemetery.raise', { fg: fg as ForegroundId, n });
  }
}

/** Draw the turn's new units from the bag into the Camp (what is left if the bag runs low). */
export function drawToCamp(state: GameState, ctx: Ctx, count = UNITS_DRAWN_PER_TURN): void {
  const drawn = noInvaders();
  for (let i = 0; i < count; i++) {
    const unit = drawFromCounts(state, state.units.bag);
    if (!unit) break;
    drawn[unit] += 1;
  }
  for (const unit of Object.keys(drawn) as (keyof InvaderCounts)[]) state.board.areas.camp[unit] += drawn[unit];
  const n = totalInvaders(drawn);
  log(ctx, 'camp.draw', { n, units: { ...drawn } });
}

export const runMoveout: PhaseRunner = (draft, ctx) => {
  switch (draft.step) {
    case 'start':
      draft.moveOut = null;
      raiseCemeteries(draft, ctx);
      drawToCamp(draft, ctx);
      draft.step = 'chosen';
      pushPrompt(draft, { kind: 'invader-moveout', seat: 'invader' });
      return;
    case 'chosen':
      if (draft.moveOut) {
        draft.step = 'advanced';
        pushPrompt(draft, { kind: 'invader-advance', seat: 'invader' });
      } else {
        draft.step = 'final';
        openDefenderWindow(draft, 'before the Assault', true);
      }
      return;
    case 'advanced': {
      // The Move out card: the Defender gets Hourglasses equal to the Mana paid, spent in the
      // last window before the Assault (no separate window in between).
      const paid = draft.moveOut ? MOVE_OUT[draft.moveOut.size].mana : 0;
      if (paid > 0) {
        draft.defender.hourglasses += paid;
        log(ctx, 'hourglasses.moveOut', { n: paid });
      }
      draft.step = 'final';
      openDefenderWindow(draft, 'before the Assault', true);
      return;
    }
    default:
      enterPhase(draft, 'assault');
  }
};
