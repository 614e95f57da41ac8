/**
 * A seat whose account was deleted (logic/view-adapter.ts): the server marks it with
 * `accountDeleted: true` (docs/protocol.md), and its name reads "deleted player" and links to no
 * profile.
 */
import { roomMeta, seatAccountRef } from '../src/logic/view-adapter';

const state = (invader: Record<string, unknown>) => ({
  players: { invader: { name: 'Ann', connected: true, ...invader }, defender: { name: 'Gil', connected: true, account: true } },
  status: 'playing',
});

test('a seat marked `accountDeleted: true` is a deleted player, whatever its account flag and name', () => {
  for (const marks of [
    { account: true, accountDeleted: true },
    { account: false, accountDeleted: true, name: 'deleted player' },
  ]) {
    const meta = roomMeta(state(marks));
    expect(meta.players.invader.accountDeleted).toBe(true);
    expect(seatAccountRef(meta.players.invader)).toEqual({ kind: 'deleted' });
    expect(seatAccountRef(meta.players.defender)).toEqual({ kind: 'account', name: 'Gil' });
  }
});

test('an account, a guest and a state without the marker are not deleted', () => {
  expect(roomMeta(state({ account: true })).players.invader.accountDeleted).toBe(false);
  expect(roomMeta(state({ account: false, accountDeleted: false })).players.invader.accountDeleted).toBe(false);
  expect(roomMeta(state({})).players.invader.accountDeleted).toBe(false);
});

test('the computer standing in for a deleted account is named as the computer', () => {
  const meta = roomMeta(state({ accountDeleted: true, computer: 'easy' }));
  expect(seatAccountRef(meta.players.invader)).toBeNull();
});
