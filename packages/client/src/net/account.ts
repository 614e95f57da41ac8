/**
 * The signed-in account of this browser, for every screen: who it is (or a guest), and the
 * changes to it. Signing up or in stores the session (account-store.ts), hands it to the game
 * client (so joining a room carries it) and moves the seats this browser holds to the account.
 * Signing out (here or everywhere) or deleting the account forgets the seat tokens of the
 * account's games too, so the next person at this browser cannot take those seats. On a server
 * other than the page's own (`?server=`) the page is a guest: no session is used or sent there.
 * The account's device token (device-tokens.ts) goes with each sign-in and outlives sign-outs.
 */
import type { AccountSummary } from '@stronghold/protocol';
import {
  changePassword,
  claimSeats,
  deleteAccount,
  fetchAccountGames,
  fetchMe,
  signIn,
  signOut,
  signUp,
  AccountRequestError,
} from './accounts-api';
import { forgetAccount, loadAccount, saveAccount, type StoredAccount } from './account-store';
import { currentServer, setSessionToken } from './connection';
import { forgetDeviceToken, loadDeviceToken, saveDeviceToken } from './device-tokens';
import { forgetSeats, mySeats } from './storage';

export class Account {
  /** False on a server other than the page's own: sign-in is not offered there, and the stored session stays unused. */
  readonly available = currentServer().ownsSession;
  private current: StoredAccount | null = this.available ? loadAccount() : null;
  private readonly listeners: ((a: StoredAccount | null) => void)[] = [];

  constructor() {
    setSessionToken(this.current?.session ?? null);
  }

  /** The signed-in account, or null for a guest. */
  get signedIn(): StoredAccount | null {
    return this.current;
  }

  get session(): string | null {
    return this.current?.session ?? null;
  }

  onChange(f: (a: StoredAccount | null) => void): void {
    this.listeners.push(f);
  }

  /** Asks the server whether the stored session still holds; a refused one signs this browser out. */
  async check(): Promise<void> {
    const s = this.current;
    if (!s) return;
    try {
      const me: AccountSummary = await fetchMe(s.session);
      if (me.name !== s.name) this.set({ name: me.name, session: s.session });
    } catch (e) {
      // Signed out elsewhere ("sign out everywhere", often from another device after leaving this
      // one signed in): the account's games can no longer be listed, so every seat here goes.
      if (e instanceof AccountRequestError && e.status === 401) this.end(null);
    }
  }

  async signUp(name: string, password: string): Promise<void> {
    this.mustBeAvailable();
    const r = await signUp(name, password);
    saveDeviceToken(r.account.name, r.deviceToken);
    await this.begin({ name: r.account.name, session: r.session });
  }

  async signIn(name: string, password: string): Promise<void> {
    this.mustBeAvailable();
    const r = await signIn(name, password, loadDeviceToken(name));
    saveDeviceToken(r.account.name, r.deviceToken);
    await this.begin({ name: r.account.name, session: r.session });
  }

  /** Signs out here (or on every device); this browser forgets the session even when the server cannot be reached. */
  async signOut(everywhere: boolean): Promise<void> {
    const s = this.current;
    if (!s) return;
    const games = await this.gameIds(s.session);
    try {
      await signOut(s.session, everywhere);
    } catch (e) {
      // A session the server no longer knows is signed out already; anything else (everywhere) must be said.
      if (everywhere && !(e instanceof AccountRequestError && e.status === 401)) throw e;
    }
    this.end(games);
  }

  async delete(password: string): Promise<void> {
    const s = this.current;
    if (!s) return;
    const games = await this.gameIds(s.session);
    await deleteAccount(s.session, password);
    forgetDeviceToken(s.name);
    this.end(games);
  }

  /** A new password: this browser stays signed in (with a new device token), every other one is signed out. */
  async changePassword(password: string, newPassword: string): Promise<void> {
    const s = this.current;
    if (!s) return;
    saveDeviceToken(s.name, await changePassword(s.session, password, newPassword));
  }

  /** The ids of the account's games (asked while the session still holds); null when the server does not say. */
  private async gameIds(session: string): Promise<string[] | null> {
    return fetchAccountGames(session).then(
      (games) => games.map((g) => g.gameId),
      () => null,
    );
  }

  /**
   * Signed out: the session and the seat tokens of the account's games are forgotten. `games`
   * null (the list could not be had): every seat token, since on a shared computer a guest's
   * lost rejoin is the lesser harm than the account's seats left to the next person.
   */
  private end(games: string[] | null): void {
    forgetSeats(games ?? mySeats().map((m) => m.roomId));
    this.set(null);
  }

  private mustBeAvailable(): void {
    if (!this.available) throw new AccountRequestError(0, 'forbidden', 'sign-in is not available on this server');
  }

  /**
   * A new session: the seats this browser holds claimed for it first (so the account's games,
   * asked for when the screens hear of the change, include them), then stored and given to the
   * game client.
   */
  private async begin(a: StoredAccount): Promise<void> {
    const seats = mySeats().map((m) => ({ gameId: m.roomId, seatToken: m.seat.token }));
    // The account exists whatever the claim answers: a failed claim leaves the seats with this browser.
    await claimSeats(a.session, seats.slice(0, 100)).catch(() => []);
    this.set(a);
  }

  private set(a: StoredAccount | null): void {
    this.current = a;
    if (a) saveAccount(a);
    else forgetAccount();
    setSessionToken(a?.session ?? null);
    for (const f of this.listeners) f(a);
  }
}
