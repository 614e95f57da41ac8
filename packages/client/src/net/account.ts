/**
 * The signed-in account of this browser, for every screen: who it is (or a guest), and the
 * changes to it. Signing up or in stores the session (account-store.ts), hands it to the game
 * client (so joining a room carries it) and moves the seats this browser holds to the account.
 */
import type { AccountSummary } from '@stronghold/rules/protocol';
import { claimSeats, deleteAccount, fetchMe, signIn, signOut, signUp, AccountRequestError } from './accounts-api';
import { forgetAccount, loadAccount, saveAccount, type StoredAccount } from './account-store';
import { setSessionToken } from './connection';
import { mySeats } from './storage';

export class Account {
  private current: StoredAccount | null = loadAccount();
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
      if (e instanceof AccountRequestError && e.status === 401) this.set(null);
    }
  }

  async signUp(name: string, password: string): Promise<void> {
    const r = await signUp(name, password);
    await this.begin({ name: r.account.name, session: r.session });
  }

  async signIn(name: string, password: string): Promise<void> {
    const r = await signIn(name, password);
    await this.begin({ name: r.account.name, session: r.session });
  }

  /** Signs out here (or on every device); this browser forgets the session even when the server cannot be reached. */
  async signOut(everywhere: boolean): Promise<void> {
    const s = this.current;
    if (!s) return;
    try {
      await signOut(s.session, everywhere);
    } catch (e) {
      // A session the server no longer knows is signed out already; anything else (everywhere) must be said.
      if (everywhere && !(e instanceof AccountRequestError && e.status === 401)) throw e;
    }
    this.set(null);
  }

  async delete(password: string): Promise<void> {
    const s = this.current;
    if (!s) return;
    await deleteAccount(s.session, password);
    this.set(null);
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
