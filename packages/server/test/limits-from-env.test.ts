/**
 * The abuse limits an operator sets through the environment (security/limits-from-env.ts): each
 * variable sets its bucket, and an unset or invalid one keeps the default.
 */
import { limitOptionsFromEnv } from '../src/security/limits-from-env';

describe('abuse limits from the environment', () => {
  test('SIGNUPS_PER_ADDRESS_PER_HOUR sets the sign-up bucket: that many at once, refilled over an hour', () => {
    const o = limitOptionsFromEnv({ SIGNUPS_PER_ADDRESS_PER_HOUR: '20' });
    expect(o.accountLimits?.signup).toEqual({ capacity: 20, perSecond: 20 / 3600 });
  });

  test('an unset or invalid limit keeps the default', () => {
    expect(limitOptionsFromEnv({}).accountLimits).toBeUndefined();
    expect(limitOptionsFromEnv({ SIGNUPS_PER_ADDRESS_PER_HOUR: '-3' }).accountLimits).toBeUndefined();
    expect(limitOptionsFromEnv({ SIGNUPS_PER_ADDRESS_PER_HOUR: 'many' }).accountLimits).toBeUndefined();
    expect(limitOptionsFromEnv({ SEAT_RESERVATION_SECONDS: '12' }).seatReservationSeconds).toBe(12);
  });
});
