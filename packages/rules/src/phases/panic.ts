/**
 * Phase 6, Panic (seed 000 "Phase 6: Panic"; rulings.md "Panic (Phase 6)"; cards.md "Panic
 * cards", Desperation), and the drawn Panic cards coming into force at the next turn's start
 * (called by phases/supply.ts).
 *
 * Steps: start -> (desperation: the Invader secretly picks 2 cards of the Panic deck to go on
 * top) -> draw -> Phase 7.
 * - The level at the start of Phase 6 decides the draw: as many cards as a level above 0, and
 *   one more with Desperation, also at a level of 0 or below. Before drawing, the Panic deck is
 *   shuffled and the Desperation cards put on top.
 * - Then the level is set to the floor (0, or 1 per destroyed Gate), from above and from below:
 *   a negative level is a surplus only within the turn.
 *
 * applyDrawnPanic: panic.drawn -> panic.active (one entry per card); each card with a target
 * asks the Invader for it, one card at a time in draw order, and its effect (panic/effects.ts,
 * a table by card id) resolves then: Desertion (a Soldier on a wall goes to the reserve), Cracked
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
import { PANIC_CARDS, PANIC_IDS, type PanicId, type PanicLasts } from '../cards/panic';
import { log, type Ctx } from '../engine/events';
import { itemAt } from '../engine/item-at';
import type { ChoiceResolver, ChoiceResolvers, PhaseRunner } from '../engine/handler';
import { enterPhase, pushChoice } from '../engine/prompt-stack';
import { shuffle } from '../engine/rng';
import { PANIC_EFFECTS } from '../panic/effects';
import type { GameState } from '../state/types';

/** How many cards Phase 6 draws: a level above 0, plus 1 with Desperation (at any level). */
export function panicDrawCount(s: GameState): number {
  return Math.max(0, s.panic.level) + (s.effects.desperation ? 1 : 0);
}

/**
 * The level at the end of Phase 6: the floor, whatever the level was (seed 000: "brought to zero
 * (or to 1 or 2, if one or two Gates have been destroyed)"). A negative level is a surplus only
 * within the turn (rulings.md "Panic (Phase 6)").
 */
export const panicAfterPhase6 = (_level: number, floor: number): number => floor;

function askDesperation(s: GameState, left: number): void {
  if (left <= 0 || s.decks.panic.length === 0) return;
  pushChoice(
    s,
    'invader',
    'panic.desperation',
    `Desperation: choose a Panic card to put on top of the deck (${left} left)`,
    // In card-list order, not deck order: the order of the Panic deck is secret (rulings.md).
    PANIC_IDS.filter((c) => s.decks.panic.includes(c)),
    { left },
    true,
  );
}

export const runPanic: PhaseRunner = (s, ctx) => {
  switch (s.step) {
    case 'draw': {
      const n = panicDrawCount(s);
      if (n > 0) {
        shuffle(s, s.decks.panic);
        s.decks.panic.unshift(...s.decks.panicTop);
        s.decks.panicTop = [];
        const drawn = s.decks.panic.splice(0, n);
        s.panic.drawn.push(...drawn);
        log(ctx, 'panic.draw', { level: s.panic.level, n: drawn.length, cards: [...drawn] });
      }
      if (s.decks.panicTop.length > 0) {
        // Nothing was drawn: the cards set on top go back into the deck.
        s.decks.panic.push(...s.decks.panicTop);
        s.decks.panicTop = [];
      }
      const after = panicAfterPhase6(s.panic.level, s.panic.floor);
      if (after !== s.panic.level) log(ctx, 'panic.returns', { level: after });
      s.panic.level = after;
      enterPhase(s, 'cleanup');
      return;
    }
    default:
      s.step = 'draw';
      // Desperation: the Invader picks the 2 cards (fewer if the spell already put some on top).
      if (s.effects.desperation) askDesperation(s, 2 - s.decks.panicTop.length);
      return;
  }
};

/** The Invader's options for a targeted Panic card (empty: the card does nothing; panic/effects.ts). */
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

const resolveDesperation: ChoiceResolver<'panic.desperation'> = (s, prompt, option, ctx) => {
  const i = s.decks.panic.indexOf(option);
  if (i < 0) return;
  s.decks.panic.splice(i, 1);
  s.decks.panicTop.push(option);
  const left = prompt.context.left - 1;
  log(ctx, 'panic.desperation', {});
  log(ctx, 'panic.desperationCard', { card: option }, 'invader');
  askDesperation(s, left);
};

export const panicResolvers: ChoiceResolvers = {
  'panic.target': resolveTarget,
  'panic.desperation': resolveDesperation,
};
