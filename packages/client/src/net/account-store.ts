/**
 * The account this browser is signed in as: its name and session token, kept in localStorage
 * (through local-store.ts) so a reload stays signed in. A guest has none stored.
 */
import { isRecord, readJson, removeItem, writeJson } from '../local-store';

const SESSION_KEY = 'stronghold.account';

export interface StoredAccount {
  name: string;
  session: string;
}

export function loadAccount(): StoredAccount | null {
  const v = readJson(SESSION_KEY);
  return isRecord(v) && typeof v.name === 'string' && typeof v.session === 'string' && v.session
    ? { name: v.name, session: v.session }
    : null;
}

export function saveAccount(a: StoredAccount): void {
  writeJson(SESSION_KEY, { name: a.name, session: a.session });
}

export function forgetAccount(): void {
  removeItem(SESSION_KEY);
}
