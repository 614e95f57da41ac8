/**
 * What sign-in throttling keeps in the store (migrations.ts step 3, sign-in-store.ts), on SQLite
 * and PostgreSQL: device tokens (found by hash while recently used, pruned to the newest per
 * account, ended by a password change or the account's deletion) and the address of the last
 * sign-in; a password change keeps one session and ends the others; a sign-in or change checked
 * against a password the account no longer has writes nothing.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { AccountStore } from '../src/persistence/account-store';
import type { GameStore } from '../src/persistence/game-store';
import { MIGRATIONS } from '../src/persistence/migrations';
import { openStore } from '../src/persistence/open-store';
import { usePostgres } from './helpers/services';

jest.setTimeout(90_000);

const pg = usePostgres();
const dirs: string[] = [];

afterAll(() => {
  for (const d of dirs) fs.rmSync(d, { recursive: true, force: true });
});

const backends: [string, () => Promise<GameStore>][] = [
  [
    'sqlite',
    () => {
      const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'stronghold-signins-'));
      dirs.push(dir);
      return openStore({ DATA_DIR: dir });
    },
  ],
  ['postgres', () => openStore({ DATABASE_URL: pg.url })],
];

describe.each(backends)('sign-in records: %s', (_name, open) => {
  let store: GameStore;
  let accounts: AccountStore;
  beforeAll(async () => {
    store = await open();
    accounts = new AccountStore(store.sql());
    for (const [id, name] of [
      ['a1', 'Ann'],
      ['a2', 'Ben'],
    ] as const)
      expect(await accounts.createAccount({ id, name, passwordHash: '$argon2id$old', createdAt: 1 })).toBe(true);
  });
  afterAll(async () => {
    await store.close();
  });

  test('step 3 is recorded with the others', async () => {
    const versions = await store.sql().all<{ version: number | string }>('SELECT version FROM schema_version ORDER BY version');
    expect(versions.map((v) => Number(v.version))).toContain(3);
    expect(MIGRATIONS.find((m) => m.version === 3)?.name).toMatch(/device tokens/);
  });

  const signIn = (accountId: string, sessionHash: string, at: number, device: { hash: string; isNew: boolean }, address = '10.0.0.1') =>
    accounts.signIns.recordSignIn({ accountId, passwordHash: '$argon2id$old', sessionHash, address, at, device }, 2);

  test('a device token is found by its hash while used recently, and only the newest ones per account are kept', async () => {
    expect(await signIn('a1', 's-1', 100, { hash: 'd-old', isNew: true })).toBe(true);
    expect(await signIn('a1', 's-2', 200, { hash: 'd-mid', isNew: true })).toBe(true);
    expect(await signIn('a2', 's-ben', 250, { hash: 'd-ben', isNew: true })).toBe(true);
    expect(await accounts.signIns.deviceTokenAccount('d-old', 0)).toBe('a1');
    expect(await accounts.signIns.deviceTokenAccount('d-old', 101)).toBeNull();
    expect(await signIn('a1', 's-3', 300, { hash: 'd-old', isNew: false })).toBe(true);
    expect(await signIn('a1', 's-4', 400, { hash: 'd-new', isNew: true }, '2001:db8::1')).toBe(true);
    // d-mid was the least recently used of Ann's three.
    expect(await accounts.signIns.deviceTokenAccount('d-mid', 0)).toBeNull();
    expect(await accounts.signIns.deviceTokenAccount('d-old', 250)).toBe('a1');
    expect(await accounts.signIns.deviceTokenAccount('d-new', 0)).toBe('a1');
    expect(await accounts.signIns.deviceTokenAccount('d-ben', 0)).toBe('a2');
    expect(await accounts.signIns.deviceTokenAccount('nope', 0)).toBeNull();
    // The last sign-in's address replaced the one before.
    expect(await accounts.signIns.lastSignInAddress('a1')).toBe('2001:db8::1');
    expect((await accounts.sessionAccount('s-4', 0))?.id).toBe('a1');
  });

  test('a sign-in checked against a password the account no longer has writes nothing', async () => {
    const stale = { accountId: 'a1', passwordHash: '$argon2id$gone', sessionHash: 's-stale', address: '10.6.6.6', at: 450 };
    expect(await accounts.signIns.recordSignIn({ ...stale, device: { hash: 'd-stale', isNew: true } }, 2)).toBe(false);
    expect(await accounts.sessionAccount('s-stale', 0)).toBeNull();
    expect(await accounts.signIns.deviceTokenAccount('d-stale', 0)).toBeNull();
    expect(await accounts.signIns.lastSignInAddress('a1')).toBe('2001:db8::1');
  });

  test("a password change keeps one session and ends the account's other sessions and device tokens, no one else's", async () => {
    const change = {
      accountId: 'a1',
      newHash: '$argon2id$new',
      keepSessionHash: 's-4',
      deviceTokenHash: 'd-changed',
      address: '10.0.0.9',
      at: 500,
    };
    expect(await accounts.signIns.changePassword({ ...change, oldHash: '$argon2id$old' })).toBe(true);
    expect((await accounts.accountById('a1'))?.passwordHash).toBe('$argon2id$new');
    expect((await accounts.sessionAccount('s-4', 0))?.id).toBe('a1');
    expect(await accounts.sessionAccount('s-1', 0)).toBeNull();
    expect((await accounts.sessionAccount('s-ben', 0))?.id).toBe('a2');
    expect(await accounts.signIns.deviceTokenAccount('d-new', 0)).toBeNull();
    expect(await accounts.signIns.deviceTokenAccount('d-changed', 0)).toBe('a1');
    expect(await accounts.signIns.deviceTokenAccount('d-ben', 0)).toBe('a2');
    // The changer's address is the last sign-in's from then on.
    expect(await accounts.signIns.lastSignInAddress('a1')).toBe('10.0.0.9');
    // A change checked against the old password, overtaken by this one, changes nothing.
    const late = { ...change, oldHash: '$argon2id$old', newHash: '$argon2id$late', keepSessionHash: 's-late', deviceTokenHash: 'd-late' };
    expect(await accounts.signIns.changePassword({ ...late, address: '10.6.6.6' })).toBe(false);
    expect((await accounts.accountById('a1'))?.passwordHash).toBe('$argon2id$new');
    expect((await accounts.sessionAccount('s-4', 0))?.id).toBe('a1');
    expect(await accounts.signIns.deviceTokenAccount('d-late', 0)).toBeNull();
    expect(await accounts.signIns.lastSignInAddress('a1')).toBe('10.0.0.9');
  });

  test("an account's deletion forgets its device tokens and last sign-in in the same batch", async () => {
    await accounts.deleteAccount('a2', 600);
    expect(await accounts.signIns.deviceTokenAccount('d-ben', 0)).toBeNull();
    expect(await accounts.signIns.lastSignInAddress('a2')).toBeNull();
    expect(await accounts.sessionAccount('s-ben', 0)).toBeNull();
    expect(await accounts.signIns.lastSignInAddress('a1')).toBe('10.0.0.9');
  });
});
