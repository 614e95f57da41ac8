/**
 * Indexed reads the rules know to hit. With noUncheckedIndexedAccess every `items[i]` may be
 * undefined; where a miss can only be a bug in the rules (never a player's input, which the
 * engine checks before it gets here), these throw a clear error instead of running on with
 * undefined.
 */

/** items[index], or an error naming what was looked up. */
export function itemAt<T>(items: readonly T[], index: number, what: string): T {
  const item = items[index];
  if (item === undefined) throw new Error(`${what}: no item at index ${index} of ${items.length}`);
  return item;
}

/** Swap items[i] and items[j] in place (both must be inside the list). */
export function swapItems(items: unknown[], i: number, j: number): void {
  const a = itemAt(items, i, 'swap');
  items[i] = itemAt(items, j, 'swap');
  items[j] = a;
}
