/** For tests: a value the test needs to be there (an item found, a seat to act), or a clear failure. */

/** `value`, or an error "expected <what>" when it is undefined or null. */
export function must<T>(value: T | null | undefined, what: string): T {
  if (value === undefined || value === null) throw new Error(`expected ${what}`);
  return value;
}
