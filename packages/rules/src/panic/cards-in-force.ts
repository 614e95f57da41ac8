/**
 * The Panic cards in force (seed 000 "Phase 6: Panic"; rulings.md "Panic (Phase 6)"; cards.md
 * "Panic cards"): the cards drawn in a turn's Phase 6 (phases/panic-phase.ts) come into force at
 * the next turn's start (applyDrawnPanic, called first thing in Phase 1 by
 * phases/supply-phase.ts), and go back to the Panic deck once their effect is over.
 *
 * applyDrawnPanic: panic.drawn -> panic.active (one entry per card); each card with a target
 * asks the Invader for it, one card at a time in draw order, and its effect (effects.ts, a table
 * by card id) resolves then: Desertion (a Soldier on a wall goes to the reserve), Cracked
 * Cauldron (a Cauldron goes back to the reserve), Sabotage (a Stone Wall component goes back to
 * the reserve), Cowardice (a Marksman in a Tower moves to the Courtyard). Dark Fears (a side) and
 * Riot (a building) keep their target in panic.active for the turn; Lost Time, Rumours, Broken
 * Chain, Silent Prayers, Sick Bay and False Alarm have none. A card with no possible target does
 * nothing.
 *
 * A card goes back to the Panic deck only once its effect has been applied (PANIC_CARDS
 * `lasts`): the one-moment cards when the last target is chosen, Lost Time and Rumours after
 * Phase 1's income (returnPanicCards), the whole-turn cards at Clean-up. So a card in force this
 * turn cannot be drawn again in this turn's Phase 6.
 */
import { PANIC_CARDS, type PanicId, type PanicLasts } from '../cards/panic';
import { log, type Ctx } from '../engine/events';
import type { ChoiceResolver, ChoiceResolvers } from '../engine/handler';
import { itemAt } from '../engine/item-at';
import { pushChoice } from '../engine/prompt-stack';
import type { GameState } from '../state/types';
import { PANIC_EFFECTS } from './effects';

/** The Invader's options for a targeted Panic card (empty: the card does nothing; effects.ts). */
export function panicTargets(s: GameState, card: PanicId): string[] {
  return PANIC_EFFECTS[card]?.targets(s) ?? [];
}

/**
 * Cards in force whose effect is over (`lasts`, and among them `only` if given) leave
 * panic.active and go back to the Panic deck (its order is secret and it is shuffled before every
 * draw).
 */
export function returnPanicCards(s: GameState, lasts: PanicLasts, ctx: Ctx, only?: readonly PanicId[]): void {
  const over = (card: PanicId) => PANIC_CARDS[card].lasts === lasts && (!only || only.includes(card));
  const back = s.panic.active.filter((p) => over(p.card));
  if (back.length === 0) return;
  s.panic.active = s.panic.active.filter((p) => !over(p.card));
  s.decks.panic.push(...back.map((p) => p.card));
  log(ctx, 'panic.backToDeck', { cards: back.map((p) => p.card) });
}

/**
 * Ask for the target of the next targeted card in panic.active from index `from` on; once every
 * target is chosen, the one-moment cards have had their effect and go back to the deck.
 */
function askNextPanic(s: GameState, from: number, ctx: Ctx): void {
  for (let i = from; i < s.panic.active.length; i++) {
    const entry = itemAt(s.panic.active, i, 'panic: card in force');
    if (!PANIC_EFFECTS[entry.card] || entry.target !== null) continue;
    const options = panicTargets(s, entry.card);
    if (options.length === 0) {
      log(ctx, 'panic.noTarget', { card: entry.card });
      continue;
    }
    pushChoice(s, 'invader', 'panic.target', `${PANIC_CARDS[entry.card].name}: ${PANIC_CARDS[entry.card].text}`, options, {
      index: i,
      card: entry.card,
    });
    return;
  }
  returnPanicCards(s, 'moment', ctx);
}

/** Turn start: the Panic cards drawn last turn come into force (Invader's choices as prompts). */
export function applyDrawnPanic(s: GameState, ctx: Ctx): void {
  if (s.panic.drawn.length === 0) return;
  const first = s.panic.active.length;
  for (const card of s.panic.drawn) {
    s.panic.active.push({ card, target: null });
    log(ctx, 'panic.inForce', { card });
  }
  s.panic.drawn = [];
  askNextPanic(s, first, ctx);
}

const resolveTarget: ChoiceResolver<'panic.target'> = (s, prompt, option, ctx) => {
  const { index } = prompt.context;
  const entry = s.panic.active[index];
  if (!entry) return;
  entry.target = option;
  PANIC_EFFECTS[entry.card]?.resolve(s, option, ctx);
  askNextPanic(s, index + 1, ctx);
};

export const panicTargetResolvers: ChoiceResolvers = { 'panic.target': resolveTarget };
