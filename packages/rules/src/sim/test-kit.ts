/** Test support for this folder's tests (tsconfig.json leaves test-kit.ts out of the build). */

/** `value`, or an error naming what the test expected to find. */
export function must<T>(value: T | null | undefined, what: string): T {
  if (value === null || value === undefined) throw new Error(`expected ${what}`);
  return value;
}
