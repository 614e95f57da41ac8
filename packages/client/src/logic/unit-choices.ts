/**
 * A two-click move: after its source, what a destination click does. The player picks the unit
 * type that moves (or 'swap'); a click then sends the one matching action or offers the rest.
 */
import type { Action } from '@stronghold/rules';
import { advanceCounts, isTwoPlace, type TwoPlace } from './targets';

/**
 * What a destination click does from the selected source: the unit types that move from it
 * (moves and advances name one each), then 'swap' when swaps start there too.
 */
export function unitChoices(legal: readonly Action[], selected: string | null): string[] {
  if (!selected) return [];
  const out: string[] = [];
  let swap = false;
  for (const a of legal) {
    if ((a.type === 'move' || a.type === 'advance') && a.from === selected && !out.includes(a.unit)) out.push(a.unit);
    if (a.type === 'swap' && a.a === selected) swap = true;
  }
  if (swap && out.length) out.push('swap');
  return out;
}

/**
 * The two-place actions a destination click offers, given the picked unit type: the move of
 * that type (sent at once when it is the only one), swaps in swap mode, else all of them.
 * `choices` is how many unit types the source offers (unitChoices).
 */
export function narrowPairs(
  actions: readonly Action[],
  selectedUnit: string | null,
  choices: number,
): { direct: Action | null; offer: Action[] } {
  if (!actions.every((a) => isTwoPlace(a))) return { direct: null, offer: [...actions] };
  const pairs = actions as TwoPlace[];
  const u = selectedUnit;
  const fit = advanceCounts(
    u === 'swap'
      ? pairs.filter((a) => a.type === 'swap')
      : pairs.filter((a) => (a.type === 'move' || a.type === 'advance') && a.unit === u),
  );
  if (fit.length === 1) return { direct: fit[0] ?? null, offer: fit };
  // A lone pair with nothing to pick (a Trap to spring, or the only unit type there) goes at once;
  // a move of another unit type than the one picked opens the menu: nothing moves unasked.
  const [lone] = pairs;
  if (pairs.length === 1 && lone && (lone.type === 'springTrap' || choices <= 1)) return { direct: lone, offer: pairs };
  return { direct: null, offer: fit.length ? fit : advanceCounts(pairs) };
}
