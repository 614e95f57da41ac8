/**
 * Invader's Setup (seed 000): the six stage-I spells are laid out in a row "in any order from left
 * to right". At the very start of turn I the Invader picks them left to right, one at a time;
 * 'done' keeps the rest in their current order. The row in the state is always a whole row: a
 * pick moves the chosen spell to the next position.
 */
import { log } from '../../engine/events';
import type { ChoiceResolver, ChoiceResolvers } from '../../engine/handler';
import { pushChoice } from '../../engine/prompt-stack';
import type { GameState } from '../../state/types';

const ORDER = 'spells.setup-order';

function pushOrder(draft: GameState, placed: number): void {
  const rest = draft.invader.row.slice(placed);
  if (rest.length <= 1) return;
  pushChoice(
    draft,
    'invader',
    ORDER,
    `Arrange your spells: choose the spell in position ${placed + 1} from the left ('done' keeps the rest as they are)`,
    [...rest, 'done'],
    { placed },
  );
}

/** Called once at the start of turn I (phases/supply-phase.ts), before the Invader's Supply menu. */
export function arrangeRowAtSetup(draft: GameState): void {
  pushOrder(draft, 0);
}

const resolveOrder: ChoiceResolver<typeof ORDER> = (draft, prompt, option, ctx) => {
  const { placed } = prompt.context;
  const row = draft.invader.row;
  if (option !== 'done') {
    const i = row.indexOf(option);
    if (i < placed) throw new Error(`spells: ${option} is not left to arrange`);
    row.splice(i, 1);
    row.splice(placed, 0, option);
    if (row.length - (placed + 1) > 1) {
      pushOrder(draft, placed + 1);
      return;
    }
  }
  log(ctx, 'setup.row', { spells: [...row] });
};

export const rowSetupResolvers: ChoiceResolvers = { [ORDER]: resolveOrder };
