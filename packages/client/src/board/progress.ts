/**
 * The counts the board shows as "have/of" numbers rather than as rows of icons: a building
 * action's payment, a Council card's markers, the Dragon Phantom's counters. Pure: the numbers
 * come from the view and the rules package; the board components draw them.
 */
import { actionCost, type BuildingActionId, type CouncilId, type GameView } from '@stronghold/rules';
import { COUNCIL, SPELLS } from '@stronghold/rules/cards';

/** `have` of the `of` that completes it. */
export interface Progress {
  have: number;
  of: number;
}

/** How a building action's count reads (and is coloured): nothing paid, part paid, completed, blocked. */
export type SlotState = 'unpaid' | 'part' | 'done' | 'blocked';

/**
 * A building action: the Hourglasses paid of its cost now (a Bone marker and Broken Chain
 * included); paid up once completed this turn; while Hallucinations block it, what is paid of
 * what lifts the block (its Phantoms).
 */
export function slotProgress(view: GameView, id: BuildingActionId): Progress & { state: SlotState } {
  const s = view.defender.slots[id];
  if (s.block) return { have: s.block.paid, of: s.block.phantoms, state: 'blocked' };
  const cost = actionCost(view, id);
  if (s.done) return { have: cost, of: cost, state: 'done' };
  return { have: s.paid, of: cost, state: s.paid > 0 ? 'part' : 'unpaid' };
}

/** A Council card: its markers of the markers it needs. */
export function councilProgress(view: GameView, id: CouncilId): Progress {
  return { have: view.defender.council.markers[id] ?? 0, of: COUNCIL[id].markers };
}

/** The Dragon Phantom card: the counters on it of its spaces. */
export function dragonProgress(view: GameView): Progress {
  return {
    have: view.board.counters.filter((c) => c.at === 'dragon-card').length,
    of: SPELLS['dragon-phantom'].counters ?? 0,
  };
}

/** A count as the board writes it: "1/2". */
export const fractionText = (p: Progress): string => `${p.have}/${p.of}`;
