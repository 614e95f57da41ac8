/**
 * What an action will cost that cannot be taken back, said before it is sent: a move into a
 * Trap (seed 000 "Trap": only a group of combined strength TRAP_STRENGTH crosses, and the Trap
 * kills that much first). Each unit's strength at the Trap is the rules' `trapStrength` (a
 * Vampire counts 4 under Bloodlust), so the numbers never come from here.
 */
import { INVADER_UNITS, TRAP_STRENGTH, trapStrength, type Action, type GameView } from '@stronghold/rules';
import { listText, nameOf, t, unitsText } from '../i18n';

/** The warning to confirm before sending `a`, or null when it costs nothing that cannot be undone. */
export function costWarning(a: Action, view: GameView | null): string | null {
  if (a.type !== 'springTrap') return null;
  const at = view?.board.areas[a.from];
  const units =
    view && at
      ? INVADER_UNITS.filter((u) => at[u] > 0).map((u) => t('cost.unitStrength', { units: unitsText(u, at[u]), n: trapStrength(view, u) }))
      : [];
  return t('cost.trap', {
    path: nameOf(`${a.from}>${a.to}`),
    n: TRAP_STRENGTH,
    there: units.length ? listText(units) : nameOf(a.from),
  });
}
