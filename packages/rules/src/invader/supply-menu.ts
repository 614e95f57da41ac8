/**
 * Phase 1, the Invader's Supply menu (seed 000 "Phase 1: Supply"; cards.md "Time Board" and
 * "Mana deck"; rulings.md "Turn flow"). The runner (phases/supply-phase.ts) has already given the
 * Time Board's positive Mana and the Defender's supply; this menu then:
 *  - turns VI-VIII: settles the Mana owed first (a choice 0..min(owed, Mana)); each unpaid point
 *    gives the Defender 1 Hourglass;
 *  - offers, in any order and each at most once a turn: draw a Mana card, the Altar of Death,
 *    the Necromancer's Library (library.ts); then 'done'.
 * The Supply Hourglasses are spent after the Invader's first Phase 1 action (rulings.md).
 * docs/rules/invader-supply.md lists every ruling applied here.
 */
import type { Action } from '../actions/schema';
import { MANA_DECK, TIME_BOARD_MANA } from '../cards/decks';
import { giveHourglasses, openDefenderWindow } from '../defender/hourglasses';
import { err } from '../engine/errors';
import { log, type Ctx } from '../engine/events';
import type { ChoiceResolver, ChoiceResolvers, PromptHandler } from '../engine/handler';
import { popPrompt, pushChoice } from '../engine/prompt-stack';
import { totalInvaders } from '../state/counts';
import { leaveAltar } from '../state/captured-cubes';
import { changePanic } from '../panic/level';
import type { MenuPrompt } from '../state/prompts';
import type { DefenderUnit, GameState, InvaderUnit } from '../state/types';
import { askLibraryExchange } from './library';

/** Altar of Death: 2 cubes for 1 Mana (seed 000). */
export const ALTAR_CUBES_PER_MANA = 2;
/** The largest `pairs` the action schema accepts. */
const MAX_PAIRS = 60;

export const CHOICE_PAY_MANA = 'supply.pay-mana' as const;

const invader = 'invader' as const;

/** Mana the Time Board asks for this turn (turns VI-VIII), 0 otherwise. */
export function manaOwed(state: GameState): number {
  const figure = TIME_BOARD_MANA[state.turn - 1] ?? 0;
  return figure < 0 ? -figure : 0;
}

/** The owed Mana still has to be settled before any other Phase 1 action. */
export const owedPending = (state: GameState): boolean => manaOwed(state) > 0 && !state.invader.paidTimeBoard;

/** How many Mana the Altar of Death can give now: every 2 cubes on it make 1 Mana. */
export const altarPairs = (state: GameState): number => Math.floor(totalInvaders(state.units.altar) / ALTAR_CUBES_PER_MANA);

/**
 * The Supply Hourglasses are spent after the Invader's first Phase 1 action (rulings.md "Turn
 * flow"). Call once the action's own Hourglasses are given and BEFORE pushing any choice the
 * action still has to resolve, so the window sits below those choices.
 */
function supplyActionTaken(state: GameState): void {
  if (state.supplyWindowOpened) return;
  state.supplyWindowOpened = true;
  if (state.defender.hourglasses > 0) openDefenderWindow(state, 'Supply', false);
}

// ---------------------------------------------------------------------------------------------
// Owed Mana (turns VI-VIII)

function pushPayMana(state: GameState): void {
  const owed = manaOwed(state);
  const max = Math.min(owed, Math.max(0, state.invader.mana));
  const options = Array.from({ length: max + 1 }, (_, i) => i);
  pushChoice(
    state,
    invader,
    CHOICE_PAY_MANA,
    `The Time Board asks for ${owed} Mana this turn: how much do you pay? Each unpaid point gives the Defender 1 Hourglass.`,
    options,
    { owed },
  );
}

const resolvePayMana: ChoiceResolver<typeof CHOICE_PAY_MANA> = (draft, prompt, paid, ctx) => {
  const { owed } = prompt.context;
  draft.invader.mana -= paid;
  draft.invader.paidTimeBoard = true;
  log(ctx, 'mana.timeBoardPaid', { paid, owed });
  const unpaid = owed - paid;
  if (unpaid > 0) {
    giveHourglasses(draft, unpaid, 'unpaid-mana', ctx);
    // That window spends every Hourglass in hand, the Supply ones included.
    draft.supplyWindowOpened = true;
  }
};

// ---------------------------------------------------------------------------------------------
// Mana deck

function giveUnitToCourtyard(state: GameState, wanted: 'soldier' | 'veteran', ctx: Ctx): void {
  // "If there are no green (or red) units available, the Defender receives a unit of the lower
  // level instead" (seed 000): Veteran -> Soldier -> Marksman.
  const chain: DefenderUnit[] = wanted === 'veteran' ? ['veteran', 'soldier', 'marksman'] : ['soldier', 'marksman'];
  const unit = chain.find((u) => state.defender.reserve[u] > 0);
  if (!unit) {
    log(ctx, 'unit.reserveEmpty', { unit: wanted });
    return;
  }
  state.defender.reserve[unit] -= 1;
  state.board.courtyard[unit] += 1;
  log(ctx, 'unit.fromReserve', { unit });
}

function drawManaCard(state: GameState, ctx: Ctx): void {
  state.invader.drewMana = true;
  const id = state.decks.mana.shift();
  const card = MANA_DECK.find((c) => c.id === id);
  if (!card) throw new Error(`supply: unknown Mana card '${String(id)}'`);
  state.invader.mana += card.mana;
  log(ctx, 'mana.cardDrawn', { n: card.mana });
  const bonus = card.bonus;
  if (!bonus) return;
  if ('hourglasses' in bonus) giveHourglasses(state, bonus.hourglasses, 'mana-card', ctx);
  else if ('unit' in bonus) giveUnitToCourtyard(state, bonus.unit, ctx);
  else changePanic(state, bonus.panic, { cause: 'mana-card' }, ctx);
}

// ---------------------------------------------------------------------------------------------
// Altar of Death

function useAltar(state: GameState, pairs: number, ctx: Ctx): void {
  state.invader.usedAltar = true;
  // Every cube on the Altar counts as a Skeleton cube (seed 000 Spectral Ballista); Skeletons go first.
  let cubes = pairs * ALTAR_CUBES_PER_MANA;
  for (const unit of ['skeleton', 'phantom', 'vampire'] as InvaderUnit[]) {
    const n = Math.min(cubes, state.units.altar[unit]);
    leaveAltar(state, unit, n);
    cubes -= n;
  }
  state.invader.mana += pairs;
  log(ctx, 'mana.altar', { cubes: pairs * ALTAR_CUBES_PER_MANA, n: pairs });
  giveHourglasses(state, 1, 'altar', ctx);
}

// ---------------------------------------------------------------------------------------------
// The menu

export const invaderSupplyHandler: PromptHandler<MenuPrompt> = {
  kind: 'invader-supply',
  enumerate(state) {
    // The owed Mana comes first: the menu's only move is to ask for it (resolved by the flow).
    if (owedPending(state)) return [{ type: 'done', seat: invader }];
    const actions: Action[] = [];
    const inv = state.invader;
    if (!inv.drewMana && state.decks.mana.length > 0) actions.push({ type: 'drawMana', seat: invader });
    if (!inv.usedAltar) {
      const max = Math.min(MAX_PAIRS, altarPairs(state));
      for (let pairs = 1; pairs <= max; pairs++) actions.push({ type: 'altar', seat: invader, pairs });
    }
    if (!inv.usedLibrary) actions.push({ type: 'library', seat: invader });
    actions.push({ type: 'done', seat: invader });
    return actions;
  },
  apply(draft, _prompt, action, ctx) {
    if (owedPending(draft)) {
      pushPayMana(draft);
      return;
    }
    switch (action.type) {
      case 'drawMana':
        drawManaCard(draft, ctx);
        supplyActionTaken(draft);
        return;
      case 'altar':
        useAltar(draft, action.pairs, ctx);
        supplyActionTaken(draft);
        return;
      case 'library':
        draft.invader.usedLibrary = true;
        log(ctx, 'library.consult', {});
        giveHourglasses(draft, 1, 'library', ctx);
        supplyActionTaken(draft);
        // Pushed last: the exchanges resolve before the Defender's window below them.
        askLibraryExchange(draft);
        return;
      case 'done':
        popPrompt(draft);
        return;
      default:
        return;
    }
  },
  explain(state, _prompt, action) {
    if (owedPending(state)) return err('out_of_order', 'Settle the Mana owed on the Time Board first.');
    const inv = state.invader;
    switch (action.type) {
      case 'drawMana':
        if (inv.drewMana) return err('already_used', 'A Mana card has already been drawn this turn.');
        if (state.decks.mana.length === 0) return err('illegal_action', 'The Mana deck is empty.');
        return null;
      case 'altar': {
        if (inv.usedAltar) return err('already_used', 'The Altar of Death has already been used this turn.');
        const max = altarPairs(state);
        return err(
          'illegal_action',
          max === 0 ? 'The Altar of Death holds fewer than 2 cubes.' : `The Altar of Death holds cubes for at most ${max} Mana.`,
        );
      }
      case 'library':
        if (inv.usedLibrary) return err('already_used', "The Necromancer's Library has already been used this turn.");
        return null;
      default:
        return err('wrong_phase', `'${action.type}' is not a Phase 1 (Supply) action.`);
    }
  },
};

export const supplyResolvers: ChoiceResolvers = {
  [CHOICE_PAY_MANA]: resolvePayMana,
};
