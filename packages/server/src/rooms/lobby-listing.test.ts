import type { GameListingMetadata } from '@stronghold/protocol';
import { LobbyListing } from './lobby-listing';

const meta = (turn: number): GameListingMetadata => ({
  name: 'g',
  invader: 'Ivy',
  defender: 'Dee',
  spectators: 0,
  turn,
  phase: 'supply',
  status: 'playing',
  hasPassword: false,
});

/** A write the test finishes by hand (a Redis that answers when the test says so). */
function manualWrites() {
  const calls: { meta: GameListingMetadata; settle: (error?: Error) => void }[] = [];
  const write = (m: GameListingMetadata): Promise<void> =>
    new Promise((resolve, reject) => calls.push({ meta: m, settle: (e) => (e ? reject(e) : resolve()) }));
  return { calls, write };
}

test('update returns at once while a write hangs, and only the latest listing is written next', async () => {
  const listing = new LobbyListing();
  const { calls, write } = manualWrites();
  listing.update(meta(1), write);
  listing.update(meta(2), write);
  listing.update(meta(3), write);
  expect(calls.map((c) => c.meta.turn)).toEqual([1]);
  calls[0]?.settle();
  await new Promise((r) => setImmediate(r));
  expect(calls.map((c) => c.meta.turn)).toEqual([1, 3]);
  calls[1]?.settle();
  await listing.settled();
});

test('a listing equal to the last one is not written again unless forced', async () => {
  const listing = new LobbyListing();
  const written: number[] = [];
  const write = (m: GameListingMetadata): Promise<void> => (written.push(m.turn), Promise.resolve());
  listing.update(meta(1), write);
  await listing.settled();
  listing.update(meta(1), write);
  await listing.settled();
  listing.update(meta(1), write, true);
  await listing.settled();
  expect(written).toEqual([1, 1]);
});

test('a failed write is reported and tried again until it succeeds', async () => {
  const failures: unknown[] = [];
  const listing = new LobbyListing((e) => failures.push(e), { firstMs: 1, maxMs: 4 });
  let attempts = 0;
  const write = (): Promise<void> => (++attempts < 4 ? Promise.reject(new Error('redis down')) : Promise.resolve());
  listing.update(meta(1), write);
  await listing.settled();
  expect(attempts).toBe(4);
  expect(failures).toHaveLength(3);
});

test('a closed listing writes nothing more', async () => {
  const listing = new LobbyListing(() => undefined, { firstMs: 1, maxMs: 1 });
  let attempts = 0;
  const write = (): Promise<void> => (attempts++, Promise.reject(new Error('redis down')));
  listing.update(meta(1), write);
  listing.close();
  await listing.settled();
  listing.update(meta(2), write);
  await listing.settled();
  expect(attempts).toBe(1);
});
