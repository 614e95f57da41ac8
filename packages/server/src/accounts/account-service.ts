/**
 * Accounts and their sessions: sign up, sign in (throttled per address, per account for
 * strangers and per device token for browsers that signed in before: sign-in-guard.ts), the
 * account behind a session, sign out (this session, or every one), a password change, deletion by
 * the owner, an operator's disabling, and guest seats moved to an account. Every answer for a client is built
 * from AccountSummary (name, creation time): no session, token or hash leaves this module except
 * the new session handed to its owner.
 */
import { randomBytes } from 'node:crypto';
import type { Seat } from '@stronghold/rules';
import type {
  AccountSummary,
  ChangePasswordRequest,
  ChangePasswordResponse,
  ClaimSeatsRequest,
  Credentials,
  SessionResponse,
  SignInRequest,
} from '@stronghold/protocol';
import type { AccountRow, AccountStore } from '../persistence/account-store';
import type { GameStore } from '../persistence/game-store';
import { AttemptThrottle, type AttemptOutcome } from '../security/attempt-throttle';
import { seatTokenMatches } from '../seats/tokens';
import { AccountFailure } from './account-failure';
import type { AccountThrottles } from './account-limits';
import { accountPasswordMatches, hashAccountPassword } from './account-passwords';
import { CommonPasswords } from './common-passwords';
import { hashSessionToken, newSessionToken } from './session-tokens';
import type { SeatNewsSender } from './seat-news';
import { DEVICE_TOKENS_KEPT, SignInGuard, type Lanes } from './sign-in-guard';

/** Games in play an account's disabling or deletion reaches at most (the store's own bound on unfinished games). */
const LIVE_GAMES_MAX = 200;

/** A session signs its player in for this long after the sign-in, then they sign in again. */
export const SESSION_LIFETIME_MS = 90 * 24 * 3600_000;

export const summaryOf = (a: AccountRow): AccountSummary => ({ name: a.name, createdAt: a.createdAt });

export class AccountService {
  /** Verified for a name nobody has, so that its answer takes as long as a real check. */
  private readonly unknownHash: Promise<string>;
  private readonly guard: SignInGuard;
  private readonly commonPasswords = new CommonPasswords();

  constructor(
    readonly store: AccountStore,
    private readonly games: GameStore,
    private readonly throttles: AccountThrottles,
    private readonly now: () => number = Date.now,
    /** Tells a live game that one of its seats' accounts changed (seat-news.ts). */
    private readonly tellGame: SeatNewsSender = () => undefined,
  ) {
    this.unknownHash = hashAccountPassword(randomBytes(16).toString('hex'));
    // Settled here so that an unused service leaves no rejected promise behind.
    this.unknownHash.catch(() => undefined);
    this.guard = new SignInGuard(store.signIns, throttles, now);
  }

  async signUp(c: Credentials, address: string): Promise<SessionResponse> {
    this.mustNotBeCommon(c.password, c.name);
    const waitMs = this.throttles.signups.take(address);
    if (waitMs > 0) throw new AccountFailure('rate_limited', 'Too many new accounts from your address; try again later.', waitMs);
    const row = {
      id: randomBytes(12).toString('base64url'),
      name: c.name,
      passwordHash: await hashAccountPassword(c.password),
      createdAt: this.now(),
    };
    const created = await this.store.createAccount(row);
    if (!created) throw new AccountFailure('name_taken', 'That name is taken.');
    return this.openSession({ ...row, disabledAt: null, deletedAt: null }, address, null);
  }

  /**
   * Checks the password under the lanes the request earns (sign-in-guard.ts), then counts the
   * sign-in (per device token or address) and opens a session with this browser's device token.
   */
  async signIn(c: SignInRequest, address: string): Promise<SessionResponse> {
    if (!c.deviceToken) this.guard.mustHaveSignInsLeft(address);
    const found = await this.store.accountByName(c.name);
    const trust = await this.guard.trustOf(found, address, c.deviceToken);
    const bucket = this.guard.signInBucket(trust, address);
    this.guard.mustHaveSignInsLeft(bucket);
    const account = await this.checkPassword(this.guard.signInLanes(trust, c.name, address), found, c.password);
    this.guard.takeSignIn(bucket);
    const presented = trust.kind === 'device' && c.deviceToken ? { token: c.deviceToken, hash: trust.hash } : null;
    return this.openSession(account, address, presented);
  }

  /**
   * The owner changes the password, typing the current one (throttled per session and address,
   * and counted as a sign-in of the address): every other session and every device token of the
   * account end, and this address becomes its last sign-in's; this session stays and this browser
   * gets a new device token. Refused as a wrong password when another change came first.
   */
  async changePassword(account: AccountRow, session: string, r: ChangePasswordRequest, address: string): Promise<ChangePasswordResponse> {
    this.mustNotBeCommon(r.newPassword, account.name);
    this.guard.mustHaveSignInsLeft(address);
    const checked = await this.checkPassword(this.guard.sessionLanes(session, address), account, r.password);
    this.guard.takeSignIn(address);
    const deviceToken = newSessionToken();
    const changed =
      checked.passwordHash !== null &&
      (await this.store.signIns.changePassword({
        accountId: checked.id,
        oldHash: checked.passwordHash,
        newHash: await hashAccountPassword(r.newPassword),
        keepSessionHash: hashSessionToken(session),
        deviceTokenHash: hashSessionToken(deviceToken),
        address,
        at: this.now(),
      }));
    if (!changed) throw wrongPassword();
    return { deviceToken };
  }

  /** The live account of a session; throws `unauthorized` (no or unknown session) or `account_disabled`. */
  async authenticate(token: string | null): Promise<AccountRow> {
    if (!token) throw new AccountFailure('unauthorized', 'Sign in first.');
    const account = await this.store.sessionAccount(hashSessionToken(token), this.now() - SESSION_LIFETIME_MS);
    if (!account || account.deletedAt !== null) throw new AccountFailure('unauthorized', 'This session has ended; sign in again.');
    if (account.disabledAt !== null) throw new AccountFailure('account_disabled', 'This account is disabled.');
    return account;
  }

  async signOut(token: string): Promise<void> {
    await this.store.deleteSession(hashSessionToken(token));
  }

  async signOutEverywhere(account: AccountRow): Promise<void> {
    await this.store.deleteSessions(account.id);
  }

  /** The owner deletes the account, typing the password again (throttled per session and address). */
  async deleteAccount(account: AccountRow, session: string, password: string, address: string): Promise<void> {
    await this.checkPassword(this.guard.sessionLanes(session, address), account, password);
    const live = await this.liveGamesOf(account.id);
    await this.store.deleteAccount(account.id, this.now());
    for (const gameId of live) this.tellGame(gameId, { kind: 'ended', accountId: account.id, deleted: true });
  }

  /** An operator disables (or enables again) an account by name; false when there is none. */
  async setDisabled(name: string, disabled: boolean): Promise<boolean> {
    const account = await this.store.accountByName(name);
    if (!account) return false;
    const changed = await this.store.setDisabled(account.id, disabled ? this.now() : null);
    // Its open connections close too: a disabled account stops playing now, not at its next sign-in.
    if (changed && disabled) {
      for (const gameId of await this.liveGamesOf(account.id))
        this.tellGame(gameId, { kind: 'ended', accountId: account.id, deleted: false });
    }
    return changed;
  }

  /** The games not yet over in which the account holds a seat. */
  private async liveGamesOf(accountId: string): Promise<string[]> {
    const rows = await this.store.gamesOf(accountId, ['waiting', 'playing'], LIVE_GAMES_MAX);
    return [...new Set(rows.map((r) => r.game.id))];
  }

  /**
   * Moves the seats this browser holds to the account: each token is checked as a join checks
   * it (against the seat's stored hash, under the same per-game-and-address throttle). Returns
   * the games whose seat the account now holds; a wrong or throttled token, or a seat another
   * account holds, moves nothing.
   */
  async claimSeats(account: AccountRow, request: ClaimSeatsRequest, address: string): Promise<string[]> {
    const claimed: string[] = [];
    for (const { gameId, seatToken } of request.seats) {
      const seats = await this.games.getSeats(gameId);
      let seat: Seat | undefined;
      const outcome = await AttemptThrottle.attempt([[this.throttles.seatTokens, `${gameId}|${address}`]], () => {
        seat = seats.find((s) => seatTokenMatches(seatToken, s.tokenHash))?.seat;
        return seat !== undefined;
      });
      if (outcome.kind !== 'passed' || !seat) continue;
      if (!(await this.store.claimAccountSeat(gameId, seat, account))) continue;
      if (!claimed.includes(gameId)) claimed.push(gameId);
      this.tellGame(gameId, { kind: 'claimed' });
    }
    return claimed;
  }

  /**
   * `account` (null: no such name) when `password` is its own, checked under `lanes`; throws the
   * refusal. A missing account is checked against a hash too, so that its answer takes as long.
   */
  private async checkPassword(lanes: Lanes, account: AccountRow | null, password: string): Promise<AccountRow> {
    const outcome = await AttemptThrottle.attempt(lanes, async () => {
      const ok = await accountPasswordMatches(password, account?.passwordHash ?? (await this.unknownHash));
      return ok && account !== null;
    });
    if (outcome.kind !== 'passed') throw refusal(outcome);
    if (!account) throw wrongPassword();
    if (account.disabledAt !== null) throw new AccountFailure('account_disabled', 'This account is disabled.');
    return account;
  }

  /** Refuses a new password guessers try first (common-passwords.ts), before anything is counted or changed. */
  private mustNotBeCommon(password: string, name: string): void {
    if (this.commonPasswords.refuses(password, name))
      throw new AccountFailure(
        'password_too_common',
        'That password is one of the most common ones (or your name), which guessers try first; choose another one.',
      );
  }

  /**
   * Writes the session and the device token (the one presented, or a new one) only while the
   * account's password is still the one checked: a sign-in overtaken by a password change (or a
   * deletion) is refused as a wrong password.
   */
  private async openSession(
    account: AccountRow,
    address: string,
    presented: { token: string; hash: string } | null,
  ): Promise<SessionResponse> {
    const session = newSessionToken();
    const deviceToken = presented?.token ?? newSessionToken();
    await this.store.deleteSessionsOpenedBefore(this.now() - SESSION_LIFETIME_MS);
    const record = {
      accountId: account.id,
      sessionHash: hashSessionToken(session),
      address,
      at: this.now(),
      device: { hash: presented?.hash ?? hashSessionToken(deviceToken), isNew: !presented },
    };
    const opened =
      account.passwordHash !== null &&
      (await this.store.signIns.recordSignIn({ ...record, passwordHash: account.passwordHash }, DEVICE_TOKENS_KEPT));
    if (!opened) throw wrongPassword();
    return { session, account: summaryOf(account), deviceToken };
  }
}

const wrongPassword = (): AccountFailure => new AccountFailure('bad_credentials', 'Wrong name or password.');

function refusal(outcome: Exclude<AttemptOutcome, { kind: 'passed' }>): AccountFailure {
  if (outcome.kind === 'throttled')
    return new AccountFailure('rate_limited', 'Too many wrong passwords; wait before trying again.', outcome.retryAfterMs);
  return wrongPassword();
}
