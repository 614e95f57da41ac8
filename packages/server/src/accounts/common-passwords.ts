/**
 * The passwords guessers try first, refused at sign-up and at a password change whatever their
 * case: zxcvbn-ts's ranked list of about 49,000 passwords seen most often in leaks (those of at
 * least ACCOUNT_PASSWORD_MIN characters; shorter ones are refused anyway), checked offline, and
 * the account's own name. Built once per AccountService.
 */
import { dictionary } from '@zxcvbn-ts/language-common';
import { ACCOUNT_PASSWORD_MIN } from '@stronghold/protocol';

export class CommonPasswords {
  private readonly known: ReadonlySet<string>;

  /** `ranked`: most common first; `top`: how many of them to refuse (default all). */
  constructor(ranked: readonly string[] = dictionary['passwords-common'], top = ranked.length) {
    this.known = new Set(
      ranked
        .slice(0, top)
        .map((p) => p.toLowerCase())
        .filter((p) => p.length >= ACCOUNT_PASSWORD_MIN),
    );
  }

  /** True when `password` is on the list or is `name`, in any case. */
  refuses(password: string, name: string): boolean {
    const p = password.toLowerCase();
    return this.known.has(p) || p === name.toLowerCase();
  }
}
