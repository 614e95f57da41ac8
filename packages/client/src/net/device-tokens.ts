/**
 * The device tokens this browser holds, one per account (docs/accounts.md "Security"): given by the
 * server at each sign-up, sign-in and password change, sent with the next sign-in to that account
 * so that strangers' wrong guesses do not lock this browser out. Kept across sign-outs (a browser
 * that signed in before stays known), forgotten when the account is deleted. Only the page's own
 * server signs in (server-address.ts), so the tokens are that server's.
 */
import { readItem, removeItem, writeItem } from '../local-store';

/** Names are unique whatever their case, so the key is the name in lower case. */
const deviceKey = (name: string) => `stronghold.device.${name.toLowerCase()}`;

export function loadDeviceToken(name: string): string | null {
  const token = readItem(deviceKey(name));
  return token && /^[A-Za-z0-9_-]{20,200}$/.test(token) ? token : null;
}

export function saveDeviceToken(name: string, token: string | undefined): void {
  if (token) writeItem(deviceKey(name), token);
}

export function forgetDeviceToken(name: string): void {
  removeItem(deviceKey(name));
}
