/**
 * Phase 1, Supply (seed 000 "Phase 1: Supply"; rulings.md "Turn flow"), in the rulebook's order:
 * the Invader's Supply Phase, then the Defender's.
 * Steps: start (Panic cards drawn last turn come into force) -> income (the Time Board's Mana,
 * the Defender's Hourglasses; then Lost Time goes back into the Panic deck) -> invader (the
 * Invader's Supply menu) -> council (the Council markers, revealed and allocated only now, so the
 * Invader decides without seeing them; then Rumours goes back into the Panic deck) -> end (a Defender window if the Invader took no
 * action) -> Phase 2.
 */
import { TIME_BOARD_MANA, supplyHourglasses } from '../cards/decks';
import { grantCouncilMarkers, openDefenderWindow } from '../defender';
import { log } from '../engine/events';
import type { PhaseRunner } from '../engine/handler';
import { enterPhase, pushPrompt } from '../engine/prompt-stack';
import { shuffle } from '../engine/rng';
import { CROSSBOW_DECK } from '../cards/decks';
import { applyDrawnPanic, returnPanicCards } from '../panic/cards-in-force';
import { arrangeRowAtSetup } from '../invader/spells/row-setup';

export const panicActive = (state: { panic: { active: { card: string }[] } }, card: string): boolean =>
  state.panic.active.some((p) => p.card === card);

export const runSupply: PhaseRunner = (draft, ctx) => {
  switch (draft.step) {
    case 'start':
      log(ctx, 'turn.begins', { turn: draft.turn });
      if (draft.turn === 1) arrangeRowAtSetup(draft);
      draft.step = 'income';
      applyDrawnPanic(draft, ctx);
      return;
    case 'income': {
      const mana = TIME_BOARD_MANA[draft.turn - 1] ?? 0;
      if (mana > 0) {
        draft.invader.mana += mana;
        log(ctx, 'mana.timeBoard', { n: mana });
      }
      const lost = panicActive(draft, 'lost-time') ? 2 : 0;
      const hourglasses = Math.max(0, supplyHourglasses(draft.turn) - lost);
      draft.defender.hourglasses += hourglasses;
      log(ctx, 'hourglasses.supply', { n: hourglasses });
      // Lost Time has had its effect: back into the Panic deck (Rumours waits for the Council step).
      returnPanicCards(draft, 'supply', ctx, ['lost-time']);
      draft.step = 'invader';
      return;
    }
    case 'invader':
      draft.step = 'council';
      draft.supplyWindowOpened = false;
      pushPrompt(draft, { kind: 'invader-supply', seat: 'invader' });
      return;
    case 'council': {
      draft.step = 'end';
      if (!draft.defender.council.closed && !panicActive(draft, 'rumours')) {
        // Reveal the top card of the reshuffled Tower Crossbow deck (seed 000 "Council Marker
        // Allocation"), then reshuffle it (cards.md "Tower Crossbow hit deck"), so the card shown
        // here is not the one the first Tower Crossbow reveals in the Assault.
        shuffle(draft, draft.decks.crossbow);
        const top = CROSSBOW_DECK.find((c) => c.id === draft.decks.crossbow[0]);
        shuffle(draft, draft.decks.crossbow);
        if (top) {
          log(ctx, 'council.crossbowCard', { n: top.markers });
          grantCouncilMarkers(draft, top.markers, ctx);
        }
      }
      // Rumours has had its effect: back into the Panic deck.
      returnPanicCards(draft, 'supply', ctx);
      return;
    }
    case 'end':
      draft.step = 'done';
      if (draft.defender.hourglasses > 0) openDefenderWindow(draft, 'Supply', false);
      return;
    default:
      enterPhase(draft, 'spells');
  }
};
