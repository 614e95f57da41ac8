/**
 * Which seat names link to a profile (ui/status-bar.ts shows them through ui/player-link.ts):
 * the seat's account marker from the room state (docs/protocol.md "State"), only for a person
 * playing the seat.
 */
import { roomMeta, seatAccountRef } from '../src/logic/view-adapter';

const seat = (over: Partial<{ name: string; account: boolean; computer: string }>) => ({
  name: 'Ann',
  account: false,
  accountDeleted: false,
  computer: '',
  ...over,
});

test("an account's seat links to the account's name; a guest's, a free one and the computer's do not", () => {
  expect(seatAccountRef(seat({ account: true }))).toEqual({ kind: 'account', name: 'Ann' });
  expect(seatAccountRef(seat({ account: false }))).toBeNull();
  expect(seatAccountRef(seat({ name: '', account: true }))).toBeNull();
  // The computer standing in for an absent account is named as the computer, not linked.
  expect(seatAccountRef(seat({ account: true, computer: 'easy' }))).toBeNull();
});

test('the marker is read from the decoded room state; a state without it (an older server) reads as a guest', () => {
  const meta = roomMeta({
    players: { invader: { name: 'Ann', connected: true, account: true }, defender: { name: 'Gil', connected: true } },
    status: 'playing',
  });
  expect(meta.players.invader.account).toBe(true);
  expect(meta.players.defender.account).toBe(false);
  expect(seatAccountRef(meta.players.invader)).toEqual({ kind: 'account', name: 'Ann' });
  expect(seatAccountRef(meta.players.defender)).toBeNull();
});
