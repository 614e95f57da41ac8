/**
 * Seat tokens are kept per game server (net/storage.ts): a page opened with `?server=` naming
 * another host reads and writes only that host's tokens, so a crafted link cannot collect the
 * tokens of this site's games (connection.ts passes `seatScope()`, the other server's host).
 */
import { forgetSeat, loadSeat, mySeats, saveSeat } from '../src/net/storage';
import { useMemoryStorage } from './memory-storage';

beforeEach(useMemoryStorage);

test("another server's page sees none of this site's seat tokens", () => {
  saveSeat('ROOM1', 'invader', 'own-token');
  expect(loadSeat('ROOM1', 'evil.example')).toBeNull();
  expect(mySeats('evil.example')).toEqual([]);
  expect(loadSeat('ROOM1')).toMatchObject({ token: 'own-token' });
});

test("each server's tokens are stored, listed and forgotten apart", () => {
  saveSeat('ROOM1', 'invader', 'own-token');
  saveSeat('ROOM1', 'defender', 'their-token', 'evil.example');
  expect(loadSeat('ROOM1', 'evil.example')).toMatchObject({ seat: 'defender', token: 'their-token' });
  expect(mySeats().map((m) => m.seat.token)).toEqual(['own-token']);
  expect(mySeats('evil.example').map((m) => m.seat.token)).toEqual(['their-token']);
  forgetSeat('ROOM1', 'evil.example');
  expect(loadSeat('ROOM1', 'evil.example')).toBeNull();
  expect(loadSeat('ROOM1')).toMatchObject({ token: 'own-token' });
});
