/**
 * Whether the shared Redis answers, for `/health` with several processes: one small command,
 * bounded in time, since a stuck Redis (a stopped process, a broken link) keeps a command waiting
 * for as long as it lasts, and a load balancer asking `/health` must get an answer.
 */
import type { Presence } from '@colyseus/core';

/** How long `/health` waits for Redis before saying it is down. */
export const REDIS_HEALTH_TIMEOUT_MS = 1000;

export async function redisAnswers(presence: Presence, timeoutMs = REDIS_HEALTH_TIMEOUT_MS): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<boolean>((resolve) => {
    timer = setTimeout(() => resolve(false), timeoutMs);
  });
  const answered = Promise.resolve(presence.exists('stronghold:health')).then(
    () => true,
    () => false,
  );
  try {
    return await Promise.race([answered, late]);
  } finally {
    clearTimeout(timer);
  }
}
