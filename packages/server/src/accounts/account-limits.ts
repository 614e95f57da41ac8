/**
 * How often account passwords may be tried and sessions opened (docs/accounts.md "Security"), and
 * the throttles AccountService runs them under. OWASP's "device cookies": wrong passwords from
 * strangers lock the account for strangers only; a browser that signed in to the account before
 * (its device token) or the address of the account's last sign-in is let past that lock and is
 * throttled by its own lane instead (the account's at that address), so a guesser cannot lock the
 * owner out.
 */
import type { RateLimit } from '../security/rate-limiter';
import { AttemptThrottle, type ThrottlePolicy } from '../security/attempt-throttle';
import { AddressBuckets } from './address-buckets';
import { SignupLimits } from './signup-limits';

/** Wrong passwords per client address (any account, any credential). */
export const SIGNIN_ADDRESS_POLICY: ThrottlePolicy = {
  freeFailures: 3,
  baseDelayMs: 500,
  maxDelayMs: 60_000,
  maxWaitMs: 3_000,
  forgetAfterMs: 15 * 60_000,
};

/**
 * Wrong passwords per account from strangers (no device token of it, not its last address), and
 * per account at its last address: slows a guesser spread over many addresses, and one sharing
 * the owner's. Its owner does not wait on strangers' lane, so its cap can be long.
 */
export const SIGNIN_ACCOUNT_POLICY: ThrottlePolicy = {
  freeFailures: 5,
  baseDelayMs: 500,
  maxDelayMs: 5 * 60_000,
  maxWaitMs: 3_000,
  forgetAfterMs: 15 * 60_000,
};

/**
 * Wrong passwords per credential the owner holds: a device token at sign-in, a session when a
 * signed-in player types the password again (deletion, password change). A stolen device token
 * or session guesses no faster than a stranger.
 */
export const SIGNIN_CREDENTIAL_POLICY: ThrottlePolicy = {
  freeFailures: 5,
  baseDelayMs: 500,
  maxDelayMs: 5 * 60_000,
  maxWaitMs: 3_000,
  forgetAfterMs: 15 * 60_000,
};

/**
 * Right-password sign-ins (and password changes) per client address: each is an argon2 hash and
 * a stored session. 30 at once covers a club behind one address; then one every 2 minutes.
 */
export const DEFAULT_SIGNIN_LIMIT: RateLimit = { capacity: 30, perSecond: 30 / 3600 };

/** The throttles' settings (AppOptions.accountLimits): each field overrides the default's. */
export interface AccountLimitOptions {
  address?: Partial<ThrottlePolicy>;
  account?: Partial<ThrottlePolicy>;
  /** Per device token or session. */
  credential?: Partial<ThrottlePolicy>;
  signup?: RateLimit;
  /** Right-password sign-ins per address. */
  signin?: RateLimit;
}

export interface AccountThrottles {
  /** Password checks per client address. */
  address: AttemptThrottle;
  /** Strangers' password checks per account name (and per name at the account's last address). */
  account: AttemptThrottle;
  signups: SignupLimits;
  /** Seat tokens presented to claim seats (the same lanes a join's tokens use: per game and address). */
  seatTokens: AttemptThrottle;
  /** Password checks per device token or session (default: SIGNIN_CREDENTIAL_POLICY). */
  credentials?: AttemptThrottle;
  /** Right-password sign-ins per address, or per device token presented (default: DEFAULT_SIGNIN_LIMIT). */
  signins?: AddressBuckets;
}

/** The throttles of `options` (defaults for what it leaves out); seat tokens share the rooms' lane. */
export function accountThrottles(options: AccountLimitOptions | undefined, seatTokens: AttemptThrottle): Required<AccountThrottles> {
  return {
    address: new AttemptThrottle({ ...SIGNIN_ADDRESS_POLICY, ...options?.address }),
    account: new AttemptThrottle({ ...SIGNIN_ACCOUNT_POLICY, ...options?.account }),
    credentials: new AttemptThrottle({ ...SIGNIN_CREDENTIAL_POLICY, ...options?.credential }),
    signups: new SignupLimits(options?.signup),
    signins: new AddressBuckets(options?.signin ?? DEFAULT_SIGNIN_LIMIT),
    seatTokens,
  };
}
