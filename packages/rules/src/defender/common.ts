/** Small helpers shared by the Defender's modules (buildings, slots, movement, Council). */
import type { BuildingActionId } from '../cards/buildings';
import type { PanicId } from '../cards/panic';
import type { Ctx } from '../engine/events';
import type { ChoiceResolvers } from '../engine/handler';
import type { GameState } from '../state/types';

/** Is a Panic card in force this turn? */
export const panicIs = (s: GameState, card: PanicId): boolean => s.panic.active.some((p) => p.card === card);

/** Buildings a Riot card makes unusable this turn (its target is the building id). */
export const riotedBuildings = (s: Pick<GameState, 'panic'>): string[] =>
  s.panic.active.filter((p) => p.card === 'riot' && p.target).map((p) => p.target as string);

/** One building action's effect, as each building file implements it. */
export interface BuildingActionImpl {
  /**
   * Can the effect happen now (a legal target exists)? The reserve item named by BUILDING_ACTIONS
   * `uses` is checked by the slot economy; this checks the rest (targets, room, ...).
   */
  possible(state: GameState): boolean;
  /** Run the effect of a completed action: push the Defender's target choices as choice prompts. */
  execute(state: GameState, ctx: Ctx): void;
}

export type BuildingImpls = Partial<Record<BuildingActionId, BuildingActionImpl>>;
export type Resolvers = ChoiceResolvers;

export const plural = (n: number, word: string, many = `${word}s`): string => `${n} ${n === 1 ? word : many}`;
