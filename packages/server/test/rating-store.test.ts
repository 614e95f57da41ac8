/**
 * The rating queries of the account store (migrations.ts step 4), the same cases on SQLite and on
 * PostgreSQL (a real cluster on 127.0.0.1), both opened through openStore as main.ts opens them:
 * a result recorded as not rated keeps its reason and moves nothing; the results between two
 * accounts are counted in a window, either seat order, only those that moved ratings; the
 * leaderboard leaves out deviations at or above a bound.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { AccountStore, type RatedResult } from '../src/persistence/account-store';
import type { GameStore } from '../src/persistence/game-store';
import { openStore } from '../src/persistence/open-store';
import { usePostgres } from './helpers/services';

jest.setTimeout(60_000);

const pg = usePostgres();

const backends: [string, () => Promise<{ store: GameStore; done: () => void }>][] = [
  [
    'sqlite',
    async () => {
      const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'stronghold-rating-store-'));
      return { store: await openStore({ DATA_DIR: dir }), done: () => fs.rmSync(dir, { recursive: true, force: true }) };
    },
  ],
  [
    'postgres',
    async () => {
      return { store: await openStore({ DATABASE_URL: pg.url }), done: () => undefined };
    },
  ],
];

describe.each(backends)('%s', (_name, open) => {
  let store: GameStore;
  let done: () => void;
  let accounts: AccountStore;
  beforeAll(async () => {
    ({ store, done } = await open());
    accounts = new AccountStore(store.sql());
    for (const [id, name] of [
      ['a1', 'Ann'],
      ['a2', 'Ben'],
      ['a3', 'Cid'],
    ] as const)
      await accounts.createAccount({ id, name, passwordHash: '$argon2id$x', createdAt: 1 });
    for (const id of ['G1', 'G2', 'G3', 'G4'])
      await store.createGame({
        id,
        seed: 1,
        options: { name: id, private: false, hasPassword: false, creatorSide: 'invader' },
        passwordHash: null,
      });
  });
  afterAll(async () => {
    await store.close();
    done();
  });

  const result = (
    gameId: string,
    invaderId: string,
    defenderId: string,
    endedAt: number,
    extra: Partial<RatedResult> = {},
  ): RatedResult => ({
    gameId,
    invaderId,
    defenderId,
    winner: 'invader',
    endedAt,
    ...extra,
  });

  test('results that moved ratings and one that did not (with its reason) are kept apart', async () => {
    await accounts.recordRatedResult(result('G1', 'a1', 'a2', 100), [
      { accountId: 'a1', kind: 'overall', rating: 1662.5, rd: 290.25, vol: 0.06, games: 1 },
      { accountId: 'a2', kind: 'overall', rating: 1337.5, rd: 290.25, vol: 0.06, games: 1 },
    ]);
    await accounts.recordRatedResult(result('G2', 'a2', 'a1', 200, { notRated: 'repeated_pairing' }), []);
    await accounts.recordRatedResult(result('G3', 'a1', 'a3', 300, { notRated: 'too_few_decisions' }), []);
    expect(await accounts.ratedResult('G1')).toEqual(result('G1', 'a1', 'a2', 100));
    expect(await accounts.ratedResult('G2')).toEqual(result('G2', 'a2', 'a1', 200, { notRated: 'repeated_pairing' }));
    expect(await accounts.ratedResult('G4')).toBeNull();
    expect((await accounts.ratedResults()).map((r) => [r.gameId, r.notRated])).toEqual([
      ['G1', undefined],
      ['G2', 'repeated_pairing'],
      ['G3', 'too_few_decisions'],
    ]);
    expect(await accounts.notRatedReasons(['G1', 'G2', 'G3', 'G4'])).toEqual(
      new Map([
        ['G2', 'repeated_pairing'],
        ['G3', 'too_few_decisions'],
      ]),
    );
    expect(await accounts.notRatedReasons([])).toEqual(new Map());
    // A result that moved nothing left no rating and no history point.
    expect((await accounts.ratingHistory('a3')).length).toBe(0);
  });

  test('the results between two accounts that moved ratings are counted within [since, until], either seat order', async () => {
    expect(await accounts.countedResultsBetween('a1', 'a2', 0, 1000)).toBe(1);
    expect(await accounts.countedResultsBetween('a2', 'a1', 100, 100)).toBe(1);
    expect(await accounts.countedResultsBetween('a1', 'a2', 101, 1000)).toBe(0);
    expect(await accounts.countedResultsBetween('a1', 'a2', 0, 99)).toBe(0);
    expect(await accounts.countedResultsBetween('a1', 'a3', 0, 1000)).toBe(0);
  });

  test('the leaderboard leaves out ratings whose deviation is at or above the bound given', async () => {
    expect((await accounts.leaderboard('overall', 10)).map((e) => e.name)).toEqual(['Ann', 'Ben']);
    expect((await accounts.leaderboard('overall', 10, 290.26)).map((e) => e.name)).toEqual(['Ann', 'Ben']);
    expect(await accounts.leaderboard('overall', 10, 290.25)).toEqual([]);
  });
});
