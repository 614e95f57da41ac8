/**
 * Schema migrations (persistence/migrations.ts): a database made by the release before accounts
 * (its tables exactly as that release created them, with a finished game in them) is opened by
 * this version, on SQLite and on PostgreSQL: its data is kept, the account tables are there and
 * work (every account query runs once in each dialect), the step is recorded once and not taken
 * again on the next start. Also a whole server
 * restart keeping accounts and their sessions.
 */
import Database from 'better-sqlite3';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Client } from 'pg';
import { MeResponseSchema } from '@stronghold/protocol';
import { AccountStore } from '../src/persistence/account-store';
import type { GameStore } from '../src/persistence/game-store';
import { LATEST_VERSION, MIGRATIONS, pendingMigrations, type Migration } from '../src/persistence/migrations';
import { PostgresGameStore } from '../src/persistence/postgres-store';
import { SqliteGameStore } from '../src/persistence/sqlite-store';
import { api, signUp } from './helpers/accounts-http';
import { createGameAs, startTestServer } from './helpers/harness';
import { usePostgres } from './helpers/services';

jest.setTimeout(90_000);

/** The tables of the release before accounts, as it created them (`bigint`: INTEGER in SQLite, BIGINT in PostgreSQL). */
const releasedSchema = (bigint: string): string => `
CREATE TABLE IF NOT EXISTS games (
  id TEXT NOT NULL, seed ${bigint} NOT NULL, options TEXT NOT NULL, password_hash TEXT, status TEXT NOT NULL, winner TEXT,
  created_at ${bigint} NOT NULL, updated_at ${bigint} NOT NULL, active_at ${bigint}, live TEXT, PRIMARY KEY (id));
CREATE INDEX IF NOT EXISTS games_status ON games(status);
CREATE TABLE IF NOT EXISTS actions (
  game_id TEXT NOT NULL REFERENCES games(id), seq INTEGER NOT NULL, action TEXT NOT NULL, created_at ${bigint} NOT NULL,
  PRIMARY KEY (game_id, seq));
CREATE TABLE IF NOT EXISTS seats (
  game_id TEXT NOT NULL REFERENCES games(id), seat TEXT NOT NULL, token_hash TEXT NOT NULL, name TEXT NOT NULL,
  PRIMARY KEY (game_id, seat));
CREATE TABLE IF NOT EXISTS chat (
  game_id TEXT NOT NULL REFERENCES games(id), seq INTEGER NOT NULL, seat TEXT NOT NULL, sender TEXT NOT NULL, text TEXT NOT NULL,
  at ${bigint} NOT NULL, PRIMARY KEY (game_id, seq));`;

const OPTIONS = JSON.stringify({ name: "Ann's game", private: false, hasPassword: false, creatorSide: 'invader' });
/** A finished game of that release: its row, an action, both seats, a chat line (`?` placeholders). */
const OLD_ROWS: [string, unknown[]][] = [
  [
    'INSERT INTO games (id, seed, options, password_hash, status, winner, created_at, updated_at, active_at, live) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)',
    [
      'OLDGAME',
      2_147_483_000,
      OPTIONS,
      null,
      'ended',
      '{"seat":"invader","reason":"conceded"}',
      1_700_000_000_000,
      1_700_000_100_000,
      1_700_000_100_000,
      null,
    ],
  ],
  [
    'INSERT INTO actions (game_id, seq, action, created_at) VALUES (?, ?, ?, ?)',
    ['OLDGAME', 1, '{"type":"concede","seat":"defender"}', 1_700_000_100_000],
  ],
  ['INSERT INTO seats (game_id, seat, token_hash, name) VALUES (?, ?, ?, ?)', ['OLDGAME', 'invader', 'a'.repeat(64), 'Ann']],
  ['INSERT INTO seats (game_id, seat, token_hash, name) VALUES (?, ?, ?, ?)', ['OLDGAME', 'defender', 'b'.repeat(64), 'Ben']],
  [
    'INSERT INTO chat (game_id, seq, seat, sender, text, at) VALUES (?, ?, ?, ?, ?, ?)',
    ['OLDGAME', 1, 'invader', 'Ann', 'good game', 1_700_000_050_000],
  ],
];

/** What the new version must read of the old game, and that the account tables work with it. */
async function expectMigrated(store: GameStore): Promise<void> {
  expect(await store.getGame('OLDGAME')).toMatchObject({
    id: 'OLDGAME',
    seed: 2_147_483_000,
    status: 'ended',
    winner: { seat: 'invader', reason: 'conceded' },
    options: { name: "Ann's game", creatorSide: 'invader' },
    updatedAt: 1_700_000_100_000,
  });
  expect(await store.getActions('OLDGAME')).toEqual([{ seq: 1, action: { type: 'concede', seat: 'defender' } }]);
  expect((await store.getSeats('OLDGAME')).map((s) => s.name).sort()).toEqual(['Ann', 'Ben']);
  expect((await store.getChat('OLDGAME', 10)).entries).toEqual([
    { from: 'Ann', seat: 'invader', text: 'good game', at: 1_700_000_050_000 },
  ]);
  // The log notes' table (step 5) takes notes of a game made before it.
  const note = {
    seq: 2,
    afterEvents: 1,
    event: { to: 'all' as const, kind: 'seat.playerBack' as const, params: { seat: 'invader' as const } },
  };
  await store.addLogNote('OLDGAME', note);
  expect(await store.getLogNotes('OLDGAME')).toEqual([note]);
  const versions = await store.sql().all<{ version: number }>('SELECT version FROM schema_version ORDER BY version');
  expect(versions.map((v) => v.version)).toEqual(MIGRATIONS.map((m) => m.version));
  const accounts = new AccountStore(store.sql());
  expect(await accounts.createAccount({ id: 'acc1', name: 'Ann', passwordHash: '$argon2id$x', createdAt: 1 })).toBe(true);
  await accounts.claimAccountSeat('OLDGAME', 'invader', { id: 'acc1', name: 'Ann' });
  const [game] = await accounts.gamesOf('acc1', ['ended'], 10);
  expect(game).toMatchObject({ seat: 'invader', opponent: { account: null, seatName: 'Ben' } });
  await exerciseAccountTables(accounts);
}

/** Every kind of account query once, so that each runs in both dialects. */
async function exerciseAccountTables(accounts: AccountStore): Promise<void> {
  expect(await accounts.createAccount({ id: 'acc2', name: 'Ben', passwordHash: '$argon2id$y', createdAt: 2 })).toBe(true);
  expect(await accounts.createAccount({ id: 'acc3', name: 'BEN', passwordHash: '$argon2id$z', createdAt: 3 })).toBe(false);
  await accounts.claimAccountSeat('OLDGAME', 'defender', { id: 'acc2', name: 'Ben' });
  const [mine] = await accounts.gamesOf('acc1', ['ended'], 10);
  expect(mine?.opponent.account).toEqual({ name: 'Ben', deleted: false });
  const result = { gameId: 'OLDGAME', invaderId: 'acc1', defenderId: 'acc2', winner: 'invader' as const, endedAt: 5 };
  await accounts.recordRatedResult(result, [
    { accountId: 'acc1', kind: 'overall', rating: 1662.5, rd: 290.25, vol: 0.06, games: 1 },
    { accountId: 'acc2', kind: 'overall', rating: 1337.5, rd: 290.25, vol: 0.06, games: 1 },
  ]);
  await expect(accounts.recordRatedResult(result, [])).rejects.toThrow();
  expect(await accounts.hasRatedResult('OLDGAME')).toBe(true);
  expect(await accounts.ratedResults()).toEqual([result]);
  expect(await accounts.leaderboard('overall', 5)).toEqual([
    { name: 'Ann', rating: 1662.5, rd: 290.25, games: 1 },
    { name: 'Ben', rating: 1337.5, rd: 290.25, games: 1 },
  ]);
  expect(await accounts.ratingHistory('acc2')).toEqual([{ kind: 'overall', gameId: 'OLDGAME', at: 5, rating: 1337.5, rd: 290.25 }]);
  await accounts.addSession('h'.repeat(64), 'acc2', 6);
  expect((await accounts.sessionAccount('h'.repeat(64), 0))?.id).toBe('acc2');
  expect(await accounts.setDisabled('acc2', 7)).toBe(true);
  expect(await accounts.sessionAccount('h'.repeat(64), 0)).toBeNull();
  expect((await accounts.leaderboard('overall', 5)).map((e) => e.name)).toEqual(['Ann']);
  await accounts.createInvite({
    id: 'inv1',
    fromId: 'acc1',
    toId: 'acc2',
    gameId: 'OLDGAME',
    seat: 'defender',
    status: 'open',
    createdAt: 8,
  });
  expect((await accounts.openInvitesTo('acc2', 50)).map((i) => i.id)).toEqual(['inv1']);
  await accounts.deleteAccount('acc2', 9);
  expect(await accounts.openInvitesTo('acc2', 50)).toEqual([]);
  expect(await accounts.accountByName('ben')).toBeNull();
  const [after] = await accounts.gamesOf('acc1', ['ended'], 10);
  expect(after?.opponent.account).toEqual({ name: '', deleted: true });
  // Recorded results stay with the deleted account.
  expect(await accounts.ratedResults()).toEqual([result]);
}

test('steps are taken in order, only those a database has not taken; a step appended later is the only one left', () => {
  expect(pendingMigrations(0).map((m) => m.version)).toEqual(MIGRATIONS.map((m) => m.version));
  expect(pendingMigrations(LATEST_VERSION)).toEqual([]);
  const later: Migration = { version: LATEST_VERSION + 1, name: 'a later step', statements: () => ['CREATE TABLE later_step (id TEXT)'] };
  expect(pendingMigrations(LATEST_VERSION, [later, ...MIGRATIONS])).toEqual([later]);
});

test('SQLite: a data directory of the release before accounts upgrades on start and keeps its games', async () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'stronghold-migrate-'));
  const db = new Database(path.join(dir, 'stronghold.sqlite'));
  db.exec(releasedSchema('INTEGER'));
  for (const [sql, params] of OLD_ROWS) db.prepare(sql).run(...params);
  db.close();

  const store = new SqliteGameStore(dir);
  await expectMigrated(store);
  await store.close();
  // The next start takes no step again, and keeps what was written.
  const again = new SqliteGameStore(dir);
  expect((await again.sql().all('SELECT version FROM schema_version')).length).toBe(MIGRATIONS.length);
  expect((await new AccountStore(again.sql()).accountByName('ann'))?.id).toBe('acc1');
  await again.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

describe('PostgreSQL', () => {
  const pg = usePostgres();

  test('a database of the release before accounts upgrades on start and keeps its games', async () => {
    const url = pg.url;
    const c = new Client({ connectionString: url });
    await c.connect();
    await c.query(releasedSchema('BIGINT'));
    for (const [sql, params] of OLD_ROWS) {
      let i = 0;
      await c.query(
        sql.replace(/\?/g, () => `$${++i}`),
        params,
      );
    }
    await c.end();

    const store = await PostgresGameStore.open(url);
    await expectMigrated(store);
    await store.close();
    const again = await PostgresGameStore.open(url);
    expect((await again.sql().all('SELECT version FROM schema_version')).length).toBe(MIGRATIONS.length);
    expect((await new AccountStore(again.sql()).accountByName('ANN'))?.id).toBe('acc1');
    await again.close();
  });
});

test('a server restart keeps accounts, their sessions and the seats they hold', async () => {
  let srv = await startTestServer();
  const session = await signUp(srv.url, 'Restarter', 'restart password');
  const p = await createGameAs(srv.url, session, { side: 'invader' });
  const roomId = p.room.roomId;
  await p.room.leave();
  const dataDir = srv.dataDir;
  await srv.close();

  srv = await startTestServer({ dataDir });
  try {
    const me = await api(srv.url, 'GET', '/api/account/me', { session });
    expect(me.status).toBe(200);
    expect(MeResponseSchema.parse(me.body).account.name).toBe('Restarter');
    expect((await api(srv.url, 'POST', '/api/account/signin', { body: { name: 'restarter', password: 'restart password' } })).status).toBe(
      200,
    );
    const games = await api(srv.url, 'GET', '/api/account/games', { session });
    expect(games.body).toMatchObject({ games: [{ gameId: roomId, seat: 'invader', state: 'waiting-for-opponent' }] });
  } finally {
    await srv.close();
  }
});
