/**
 * How long a dropped player's seat waits for the same session (the SDK's own reconnection) before
 * the player counts as away. A restarted server or a new tab takes the seat by its token instead,
 * at any time.
 */
export const RECONNECT_SECONDS = 30;

/** RECONNECT_SECONDS from the environment (a whole number of seconds, at least 1), else undefined. */
export function reconnectSecondsFromEnv(env: NodeJS.ProcessEnv = process.env): number | undefined {
  const raw = env.RECONNECT_SECONDS?.trim();
  if (!raw) return undefined;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < 1) throw new Error(`RECONNECT_SECONDS must be an integer of at least 1, not '${raw}'`);
  return n;
}
