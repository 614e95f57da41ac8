/** Sign-ups per client address (a token bucket each), so one address cannot mint accounts in bulk. */
import type { RateLimit } from '../security/rate-limiter';
import { AddressBuckets } from './address-buckets';

export const DEFAULT_SIGNUP_LIMIT: RateLimit = { capacity: 5, perSecond: 5 / 3600 };

export class SignupLimits extends AddressBuckets {
  constructor(limit: RateLimit = DEFAULT_SIGNUP_LIMIT, maxKeys = 50_000, now: () => number = Date.now) {
    super(limit, maxKeys, now);
  }
}
