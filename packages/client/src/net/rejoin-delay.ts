/**
 * How soon a game session tries again to come back (connection.ts). A restarted server is back
 * within seconds: a page polls about every second, with a little jitter so the pages of many
 * players do not all knock at the same instant.
 */

/** The SDK's own reconnection of the same session: its longest wait between two attempts. */
export const SDK_RECONNECT_MAX_DELAY_MS = 1000;

/** The longest wait between two joins with the seat token. */
export const REJOIN_MAX_DELAY_MS = 1500;

/** The wait before the next join with the seat token after one that nothing answered: 0.8 to 1.2 s. */
export function rejoinDelayMs(random: () => number = Math.random): number {
  return Math.min(REJOIN_MAX_DELAY_MS, Math.max(0, Math.round(800 + 400 * random())));
}
