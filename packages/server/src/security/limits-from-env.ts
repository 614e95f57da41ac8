/**
 * The abuse limits an operator may set through the environment (docs/operations.md), as
 * `startServer` options. Unset or invalid values keep the defaults.
 */
import type { AppOptions } from '../app';
import { parseTrustProxy } from './client-address';

type Env = Record<string, string | undefined>;

function positive(env: Env, name: string): number | undefined {
  const raw = env[name];
  if (raw === undefined || raw.trim() === '') return undefined;
  const n = Number(raw);
  return Number.isFinite(n) && n > 0 ? n : undefined;
}

export function limitOptionsFromEnv(env: Env = process.env): Partial<AppOptions> {
  const creationLimits: NonNullable<AppOptions['creationLimits']> = {};
  const perAddress = positive(env, 'MAX_GAMES_PER_ADDRESS');
  const windowSeconds = positive(env, 'GAMES_PER_ADDRESS_WINDOW_SECONDS');
  const maxWaiting = positive(env, 'MAX_WAITING_GAMES');
  if (perAddress) creationLimits.perAddress = Math.floor(perAddress);
  if (windowSeconds) creationLimits.windowSeconds = windowSeconds;
  if (maxWaiting) creationLimits.maxWaiting = Math.floor(maxWaiting);
  const out: Partial<AppOptions> = { trustProxy: parseTrustProxy(env.TRUST_PROXY), creationLimits };
  const maxMessageBytes = positive(env, 'MAX_MESSAGE_BYTES');
  if (maxMessageBytes) out.maxMessageBytes = Math.floor(maxMessageBytes);
  const seatReservationSeconds = positive(env, 'SEAT_RESERVATION_SECONDS');
  if (seatReservationSeconds) out.seatReservationSeconds = seatReservationSeconds;
  const signupsPerHour = positive(env, 'SIGNUPS_PER_ADDRESS_PER_HOUR');
  if (signupsPerHour) {
    const n = Math.max(1, Math.floor(signupsPerHour));
    out.accountLimits = { signup: { capacity: n, perSecond: n / 3600 } };
  }
  return out;
}
