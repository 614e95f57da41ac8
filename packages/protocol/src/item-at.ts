/**
 * An indexed read the protocol knows to hit. With noUncheckedIndexedAccess every `items[i]` may be
 * undefined; where a miss can only be a bug in the codec (a table it built itself, never a
 * message it parses), this throws a clear error instead of running on with undefined.
 */

/** items[index], or an error naming what was looked up. */
export function itemAt<T>(items: readonly T[], index: number, what: string): T {
  const item = items[index];
  if (item === undefined) throw new Error(`${what}: no item at index ${index} of ${items.length}`);
  return item;
}
