/**
 * Where a log entry goes among the lines a page shows: in the order of the entries' numbers
 * (`seq`), whatever order they arrive in. The server sends a note of its own once it is stored,
 * so the entries of an action taken meanwhile can arrive before it.
 */

/** The index of the first shown line numbered above `seq` (`shown.length` if none is); an unnumbered line (NaN) is never above. */
export function placeOf(shown: readonly number[], seq: number): number {
  const i = shown.findIndex((s) => s > seq);
  return i < 0 ? shown.length : i;
}
