/** An error's message for the server's log, whatever was thrown. */
export function describeError(e: unknown): string {
  return e instanceof Error ? e.message : String(e);
}
