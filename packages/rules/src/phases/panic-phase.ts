/**
 * Phase 6, Panic (seed 000 "Phase 6: Panic"; rulings.md "Panic (Phase 6)"; cards.md "Panic
 * cards", Desperation). The cards drawn here come into force at the next turn's start
 * (panic/cards-in-force.ts).
 *
 * Steps: start -> (desperation: the Invader secretly picks 2 cards of the Panic deck to go on
 * top) -> draw -> Phase 7.
 * - The level at the start of Phase 6 decides the draw: as many cards as a level above 0, and
 *   one more with Desperation, also at a level of 0 or below. Before drawing, the Panic deck is
 *   shuffled and the Desperation cards put on top.
 * - Then the level is set to the floor (0, or 1 per destroyed Gate), from above and from below:
 *   a negative level is a surplus only within the turn.
 */
import { PANIC_IDS } from '../cards/panic';
import { log } from '../engine/events';
import type { ChoiceResolver, ChoiceResolvers, PhaseRunner } from '../engine/handler';
import { enterPhase, pushChoice } from '../engine/prompt-stack';
import { shuffle } from '../engine/rng';
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

export const desperationResolvers: ChoiceResolvers = { 'panic.desperation': resolveDesperation };
