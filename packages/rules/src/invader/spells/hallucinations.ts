import { actionCost } from '../../state/action-cost';
/**
 * Hallucinations (seed 000 "Card Clarifications"): the Invader blocks one building action with
 * Phantoms taken from anywhere on the board, as many as the action's current Hourglass cost
 * (a Bone marker included; Hourglasses already placed on it change nothing). At most 3 blocks at
 * once; an action already blocked cannot be blocked again. An action already completed this turn
 * may be blocked too: seed 000 makes no exception, and a block lasts across turns until lifted, so
 * it holds from the next time the action could be taken (rulings.md "Defender details"). Rulings:
 * "the board" is the Foregrounds, Ramparts and Wall sections (the Camp is off the board); no
 * Phantom leaves the Rampart with the Saint (seed 000 "The Saint").
 * The Invader picks the source of each Phantom, one at a time; they
 * stand in the building (slot.block.phantoms). Lifting a block is the Defender's side.
 */
import { BUILDING_ACTIONS, BUILDING_ACTION_IDS, type BuildingActionId } from '../../cards/buildings';
import { FOREGROUNDS, RAMPARTS, WALLS, type WallId } from '../../board/undead-board';
import { log } from '../../engine/events';
import type { ChoiceResolver } from '../../engine/handler';
import { pushChoice } from '../../engine/prompt-stack';
import { isWall } from '../../state/board-queries';
import type { GameState, InvaderAreaId } from '../../state/types';
import type { SpellFamily } from './common';

export const MAX_HALLUCINATION_BLOCKS = 3;
const ACTION = 'spells.hallucinations.action';
const SOURCE = 'spells.hallucinations.source';

/**
 * Places on the board holding Phantoms that may go, with how many. Not the Rampart with the
 * Saint: no unit may move out of it (seed 000 "The Saint").
 */
export function phantomSources(state: GameState): Array<[string, number]> {
  const out: Array<[string, number]> = [];
  for (const a of [...FOREGROUNDS, ...RAMPARTS] as InvaderAreaId[]) {
    if (a === state.board.saint) continue;
    if (state.board.areas[a].phantom > 0) out.push([a, state.board.areas[a].phantom]);
  }
  for (const w of WALLS) {
    if (state.board.walls[w].invaders.phantom > 0) out.push([w, state.board.walls[w].invaders.phantom]);
  }
  return out;
}

export const hallucinationBlocks = (state: GameState): number =>
  BUILDING_ACTION_IDS.filter((id) => state.defender.slots[id].block !== null).length;

/** Actions the Invader may block now. */
export function blockableActions(state: GameState): BuildingActionId[] {
  if (hallucinationBlocks(state) >= MAX_HALLUCINATION_BLOCKS) return [];
  const phantoms = phantomSources(state).reduce((n, [, k]) => n + k, 0);
  return BUILDING_ACTION_IDS.filter((id) => state.defender.slots[id].block === null && actionCost(state, id) <= phantoms);
}

/** The Hallucinations block on `slot`: set when the Invader picks the action, before any Phantom is asked for. */
function blockOn(state: GameState, slot: BuildingActionId): { phantoms: number; paid: number } {
  const block = state.defender.slots[slot].block;
  if (!block) throw new Error(`Hallucinations: ${slot} has no block`);
  return block;
}

function pushSource(draft: GameState, slot: BuildingActionId, needed: number): void {
  const block = blockOn(draft, slot);
  if (block.phantoms >= needed) return;
  pushChoice(
    draft,
    'invader',
    SOURCE,
    `Hallucinations: choose where the next Phantom blocking ${BUILDING_ACTIONS[slot].name} comes from (${block.phantoms} of ${needed})`,
    phantomSources(draft).map(([p]) => p),
    { slot, needed },
  );
}

const resolveAction: ChoiceResolver<typeof ACTION> = (draft, _prompt, option, ctx) => {
  const slot = option;
  const needed = actionCost(draft, slot);
  draft.defender.slots[slot].block = { phantoms: 0, paid: 0 };
  log(ctx, 'cast.hallucinations', { action: slot, n: needed });
  pushSource(draft, slot, needed);
};

const resolveSource: ChoiceResolver<typeof SOURCE> = (draft, prompt, option, ctx) => {
  const { slot, needed } = prompt.context;
  if (isWall(option)) draft.board.walls[option].invaders.phantom -= 1;
  else draft.board.areas[option as InvaderAreaId].phantom -= 1;
  blockOn(draft, slot).phantoms += 1;
  log(ctx, 'move.hallucination', { from: option as InvaderAreaId | WallId, action: slot });
  pushSource(draft, slot, needed);
};

export const hallucinationSpells: SpellFamily = {
  effects: {
    hallucinations: {
      canCast: (state) => blockableActions(state).length > 0,
      cast(draft) {
        pushChoice(draft, 'invader', ACTION, 'Hallucinations: choose the building action to block', blockableActions(draft));
      },
    },
  },
  resolvers: { [ACTION]: resolveAction, [SOURCE]: resolveSource },
};
