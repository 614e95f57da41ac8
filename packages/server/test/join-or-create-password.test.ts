/**
 * joinOrCreate against a new passworded game: the request that finds it before its creator's
 * socket connects must give the password, and the creator keeps the side it asked for. A server
 * of its own, so that joinOrCreate can find this game and no other (Colyseus's matchmaker is one
 * per process, so one server per file).
 */
import { Client } from '@colyseus/sdk';
import { useTestServer } from './helpers/harness';
import { matchmake } from './helpers/matchmake';

jest.setTimeout(60_000);

const srv = useTestServer();

test("a joinOrCreate that finds a new passworded game before its creator connects needs the password, and the creator keeps the creator's side", async () => {
  // The creator's matchmaking request reserves its place; its socket has not connected yet.
  const reserved = await matchmake(
    srv.url,
    'create',
    'stronghold',
    { side: 'defender', name: 'Cora', password: 'correct horse' },
    '10.12.0.1',
  );
  expect(reserved.error).toBeUndefined();
  await expect(new Client(srv.url).joinOrCreate('stronghold', { name: 'Mal' })).rejects.toThrow(/bad_password/);
  const creator = await new Client(srv.url).consumeSeatReservation(reserved);
  const seat = await new Promise<string>((resolve) => creator.onMessage('seat', (m: { seat: string }) => resolve(m.seat)));
  expect(seat).toBe('defender');
  await creator.leave();
});
