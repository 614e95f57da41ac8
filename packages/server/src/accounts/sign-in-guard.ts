/**
 * Which throttle lanes a password check runs under, and the device tokens that earn a lane of
 * their own (OWASP's "device cookies", account-limits.ts). A sign-in with a device token this
 * account issued runs under that token's lane and the address's; one from the address of the
 * account's last sign-in under the address's and the account's at that address (so strangers
 * elsewhere cannot lock the owner out, but a guesser sharing the owner's address is held to the
 * account's rate); anyone else under the address's and the account's, which strangers' wrong
 * guesses lock. A device token is 256 random bits the browser keeps; the server stores only its
 * SHA-256, like a session. Right-password sign-ins are counted per device token when the browser
 * presents a valid one, else per address, so that others at the address cannot use up its owner's.
 */
import type { AccountRow } from '../persistence/account-store';
import { nameKey } from '../persistence/account-store';
import type { SignInStore } from '../persistence/sign-in-store';
import { AttemptThrottle } from '../security/attempt-throttle';
import { AccountFailure } from './account-failure';
import { DEFAULT_SIGNIN_LIMIT, SIGNIN_CREDENTIAL_POLICY, type AccountThrottles } from './account-limits';
import { AddressBuckets } from './address-buckets';
import { hashSessionToken } from './session-tokens';

/** A device token unused this long no longer earns its lane (the browser signs in as a stranger once). */
export const DEVICE_TOKEN_LIFETIME_MS = 365 * 24 * 3600_000;
/** Device tokens kept per account, the most recently used; older ones stop counting. */
export const DEVICE_TOKENS_KEPT = 20;

export type Lanes = readonly [AttemptThrottle, string][];

/** How a sign-in is let past the account's lock: `device` holds the hash of the device token it presented. */
export type SignInTrust = { kind: 'device'; hash: string } | { kind: 'last-address' } | { kind: 'stranger' };

export class SignInGuard {
  private readonly credentials: AttemptThrottle;
  private readonly signins: AddressBuckets;

  constructor(
    private readonly store: SignInStore,
    private readonly throttles: AccountThrottles,
    private readonly now: () => number,
  ) {
    this.credentials = throttles.credentials ?? new AttemptThrottle(SIGNIN_CREDENTIAL_POLICY, now);
    this.signins = throttles.signins ?? new AddressBuckets(DEFAULT_SIGNIN_LIMIT, 50_000, now);
  }

  /** What lets this sign-in past the account's lock, if anything. */
  async trustOf(account: AccountRow | null, address: string, deviceToken: string | undefined): Promise<SignInTrust> {
    if (!account) return { kind: 'stranger' };
    if (deviceToken) {
      const hash = hashSessionToken(deviceToken);
      if ((await this.store.deviceTokenAccount(hash, this.now() - DEVICE_TOKEN_LIFETIME_MS)) === account.id)
        return { kind: 'device', hash };
    }
    if ((await this.store.lastSignInAddress(account.id)) === address) return { kind: 'last-address' };
    return { kind: 'stranger' };
  }

  /** The lanes of a sign-in for `name` (the first lane's key runs its attempts one at a time, and a success clears it). */
  signInLanes(trust: SignInTrust, name: string, address: string): Lanes {
    if (trust.kind === 'device')
      return [
        [this.credentials, `device:${trust.hash}`],
        [this.throttles.address, address],
      ];
    if (trust.kind === 'last-address')
      return [
        [this.throttles.address, address],
        [this.throttles.account, `${nameKey(name)}@${address}`],
      ];
    return [
      [this.throttles.address, address],
      [this.throttles.account, nameKey(name)],
    ];
  }

  /** The lanes of a signed-in player typing the password again: the session's own, and the address's. */
  sessionLanes(session: string, address: string): Lanes {
    return [
      [this.credentials, `session:${hashSessionToken(session)}`],
      [this.throttles.address, address],
    ];
  }

  /**
   * What right-password sign-ins are counted by: the device token a browser presented (valid for
   * the account), else the address.
   */
  signInBucket(trust: SignInTrust, address: string): string {
    return trust.kind === 'device' ? `device:${trust.hash}` : address;
  }

  /** Refuses (429) before any password is checked when `bucket` (signInBucket) has used up its sign-ins. */
  mustHaveSignInsLeft(bucket: string): void {
    const waitMs = this.signins.waitFor(bucket);
    if (waitMs > 0) throw tooManySignIns(waitMs);
  }

  /** Counts a right-password sign-in of `bucket`; refuses when parallel ones took the last. */
  takeSignIn(bucket: string): void {
    const waitMs = this.signins.take(bucket);
    if (waitMs > 0) throw tooManySignIns(waitMs);
  }
}

const tooManySignIns = (waitMs: number): AccountFailure =>
  new AccountFailure('rate_limited', 'Too many sign-ins from your address; try again later.', waitMs);
