/**
 * What sign-in throttling keeps in the store (migrations.ts step 3, account-store.ts), on SQLite
 * and PostgreSQL: device tokens (found by hash while recently used, pruned to the newest per
 * account, ended by a password change or the account's deletion) and the address of the last
 * sign-in; a password change keeps one session and ends the others.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { AccountStore } from '../src/persistence/account-store';
import type { GameStore } from '../src/persistence/game-store';
import { MIGRATIONS } from '../src/persistence/migrations';
import { openStore } from '../src/persistence/open-store';
import { must } from './helpers/must';
import { startPostgres, type PostgresService } from './helpers/services';

jest.setTimeout(90_000);

let pg: PostgresService | undefined;
const dirs: string[] = [];

beforeAll(async () => {
  pg = await startPostgres();
}, 60_000);

afterAll(async () => {
  await pg?.stop();
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
  ['postgres', async () => openStore({ DATABASE_URL: await must(pg, 'the PostgreSQL cluster').createDatabase(`signins_${process.pid}`) })],
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

  test('a device token is found by its hash while used recently, and only the newest ones per account are kept', async () => {
    await accounts.addDeviceToken('d-old', 'a1', 100, 2);
    await accounts.addDeviceToken('d-mid', 'a1', 200, 2);
    await accounts.addDeviceToken('d-ben', 'a2', 250, 2);
    expect(await accounts.deviceTokenAccount('d-old', 0)).toBe('a1');
    expect(await accounts.deviceTokenAccount('d-old', 101)).toBeNull();
    await accounts.touchDeviceToken('d-old', 300);
    await accounts.addDeviceToken('d-new', 'a1', 400, 2);
    // d-mid was the least recently used of Ann's three.
    expect(await accounts.deviceTokenAccount('d-mid', 0)).toBeNull();
    expect(await accounts.deviceTokenAccount('d-old', 250)).toBe('a1');
    expect(await accounts.deviceTokenAccount('d-new', 0)).toBe('a1');
    expect(await accounts.deviceTokenAccount('d-ben', 0)).toBe('a2');
    expect(await accounts.deviceTokenAccount('nope', 0)).toBeNull();
  });

  test('the last sign-in address is replaced by the next one', async () => {
    expect(await accounts.lastSignInAddress('a1')).toBeNull();
    await accounts.recordSignIn('a1', '10.0.0.1', 10);
    await accounts.recordSignIn('a1', '2001:db8::1', 20);
    expect(await accounts.lastSignInAddress('a1')).toBe('2001:db8::1');
  });

  test("a password change keeps one session and ends the account's other sessions and device tokens, no one else's", async () => {
    for (const [hash, id] of [
      ['s-keep', 'a1'],
      ['s-other', 'a1'],
      ['s-ben', 'a2'],
    ] as const)
      await accounts.addSession(hash, id, 500);
    await accounts.changePassword('a1', '$argon2id$new', 's-keep');
    expect((await accounts.accountById('a1'))?.passwordHash).toBe('$argon2id$new');
    expect((await accounts.sessionAccount('s-keep', 0))?.id).toBe('a1');
    expect(await accounts.sessionAccount('s-other', 0)).toBeNull();
    expect((await accounts.sessionAccount('s-ben', 0))?.id).toBe('a2');
    expect(await accounts.deviceTokenAccount('d-new', 0)).toBeNull();
    expect(await accounts.deviceTokenAccount('d-ben', 0)).toBe('a2');
    await accounts.deleteSessionsExcept('a2', 'none');
    expect(await accounts.sessionAccount('s-ben', 0)).toBeNull();
  });

  test("an account's deletion forgets its device tokens and last sign-in", async () => {
    await accounts.recordSignIn('a2', '10.0.0.2', 30);
    await accounts.forgetSignIns('a2');
    expect(await accounts.deviceTokenAccount('d-ben', 0)).toBeNull();
    expect(await accounts.lastSignInAddress('a2')).toBeNull();
    expect(await accounts.lastSignInAddress('a1')).toBe('2001:db8::1');
  });
});
