import type { ChoiceOption } from '../actions/choice-option';
import { keysOf } from './copy-on-write';

/** A canonical string for an action (keys sorted), to compare an incoming action with the legal list. */
export function actionKey(action: object): string {
  const entries = Object.entries(action).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return JSON.stringify(entries);
}

/**
 * Are two actions the same (same keys, equal values)? What actionKey equality means for actions,
 * whose values are strings and numbers or (a choice's option) flat objects of them.
 */
export function sameAction(a: object, b: object): boolean {
  if (a === b) return true; // listings hand out the same objects for the same actions (engine/listed-action.ts)
  const x = a as Record<string, unknown>;
  const y = b as Record<string, unknown>;
  // Counted in place rather than with Object.keys: the legal writer asks this for every action.
  let keys = 0;
  for (const k in x) {
    keys++;
    if (!(k in y)) return false;
    const u = x[k];
    const v = y[k];
    if (u === v) continue;
    if (typeof u !== 'object' || typeof v !== 'object' || u === null || v === null || !sameAction(u, v)) return false;
  }
  for (const _ in y) keys--;
  return keys === 0;
}

/** Equal options: the same ID or count, or objects with the same fields and values. */
export function sameOption(a: ChoiceOption, b: ChoiceOption): boolean {
  if (typeof a !== 'object' || typeof b !== 'object') return a === b;
  // keysOf: an option read from a copy-on-write draft's prompt is a draft (engine/copy-on-write.ts).
  const keys = keysOf(a);
  return keys.length === keysOf(b).length && keys.every((k) => a[k] === b[k]);
}
