/** Small checks for what a test expects to be there, failing with what was missing. */

/** `value`, which the test expects to be there (named by `what` in the failure). */
export function must<T>(value: T | null | undefined, what: string): T {
  if (value === null || value === undefined) throw new Error(`expected ${what}`);
  return value;
}
