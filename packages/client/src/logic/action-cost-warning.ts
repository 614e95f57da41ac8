/**
 * What an action will cost in the player's own units, said before it is sent. Two choices lose
 * the acting player's units by that player's own choice:
 *
 * - a move into a Trap (seed 000 "Trap": only a group of combined strength TRAP_STRENGTH crosses,
 *   and the Trap kills that much first); each unit's strength at the Trap is the rules'
 *   `trapStrength` (a Vampire counts 4 under Bloodlust), so the numbers never come from here;
 * - using the Stakes (seed 000 Workshop "Stakes", Melee step 4: choice `assault.stakes`): the
 *   Defender sacrifices a unit, which dies (it does not go to the Hospital), to eliminate every
 *   Vampire on its wall.
 *
 * Losses the rules force (melee losses, a Trap's victims once it is sprung, the Plague) are not
 * asked about: there every option loses a unit. Whether an action can be taken back is the
 * rules' undo window, which the client cannot foresee, so the warnings never promise either way.
 */
import {
  DEFENDER_UNITS,
  INVADER_UNITS,
  TRAP_STRENGTH,
  trapStrength,
  type Action,
  type ChoiceOption,
  type DefenderUnit,
  type GameView,
  type WallId,
} from '@stronghold/rules';
import { listText, nameOf, t, unitsText } from '../i18n';
import { isWallId } from './ids';

type Sacrifice = { wall: WallId; unit: DefenderUnit };

/** The warning to confirm before sending `a`, or null when it costs the player no unit. */
export function costWarning(a: Action, view: GameView | null): string | null {
  if (a.type === 'springTrap') return trapWarning(a, view);
  const stakes = stakesSacrifice(a, view);
  if (stakes && view) {
    return t('play.cost.stakes', {
      tower: nameOf(stakes.tower),
      unit: nameOf(stakes.unit),
      wall: nameOf(stakes.wall),
      n: view.board.walls[stakes.wall].invaders.vampire,
    });
  }
  return null;
}

/** The confirming button's words for an action `costWarning` warns about: what it does. */
export function confirmLabel(a: Action, view: GameView | null): string {
  const stakes = stakesSacrifice(a, view);
  if (stakes) return t('play.confirm.sacrifice', { unit: nameOf(stakes.unit) });
  return t('play.confirm.spring');
}

function trapWarning(a: Extract<Action, { type: 'springTrap' }>, view: GameView | null): string {
  const at = view?.board.areas[a.from];
  const units =
    view && at
      ? INVADER_UNITS.filter((u) => at[u] > 0).map((u) => t('cost.unitStrength', { units: unitsText(u, at[u]), n: trapStrength(view, u) }))
      : [];
  return t('play.cost.trap', {
    path: nameOf(`${a.from}>${a.to}`),
    n: TRAP_STRENGTH,
    there: units.length ? listText(units) : nameOf(a.from),
  });
}

/** The unit `a` sacrifices to the Stakes of a Tower (an answer to `assault.stakes` other than 'none'), else null. */
function stakesSacrifice(a: Action, view: GameView | null): (Sacrifice & { tower: string }) | null {
  const top = view?.prompts[view.prompts.length - 1];
  if (a.type !== 'choose' || top?.kind !== 'choice' || top.id !== 'assault.stakes' || !isSacrifice(a.option)) return null;
  const { tower } = top.context;
  return { ...a.option, tower: typeof tower === 'string' ? tower : '' };
}

function isSacrifice(o: ChoiceOption): o is Sacrifice {
  if (typeof o !== 'object') return false;
  return typeof o.wall === 'string' && isWallId(o.wall) && (DEFENDER_UNITS as readonly unknown[]).includes(o.unit);
}
