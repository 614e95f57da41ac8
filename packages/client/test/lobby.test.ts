import { freeSeat, listingAccountRef, lobbyOrder, lobbyReduce, seatButton, type GameListing } from '../src/logic/lobby';
import { must } from './must';

const room = (roomId: string, meta: Record<string, unknown> = {}) => ({
  roomId,
  clients: 1,
  name: 'stronghold',
  metadata: {
    name: `Game ${roomId}`,
    invader: 'Vlad',
    defender: '',
    spectators: 0,
    turn: 1,
    phase: 'supply',
    status: 'waiting',
    hasPassword: false,
    ...meta,
  },
});

test('the lobby list follows rooms / + / - messages', () => {
  let list: GameListing[] = [];
  list = lobbyReduce(list, 'rooms', [room('a'), room('b')]);
  expect(list.map((l) => l.roomId)).toEqual(['a', 'b']);
  list = lobbyReduce(list, '+', ['c', room('c', { hasPassword: true })]);
  expect(list.map((l) => l.roomId)).toEqual(['a', 'b', 'c']);
  expect(list[2]?.hasPassword).toBe(true);
  list = lobbyReduce(list, '+', ['a', room('a', { defender: 'Anna', status: 'playing' })]);
  expect(list[0]).toMatchObject({ roomId: 'a', defender: 'Anna', status: 'playing', name: 'Game a' });
  list = lobbyReduce(list, '-', 'b');
  expect(list.map((l) => l.roomId)).toEqual(['a', 'c']);
});

test('malformed messages leave the list unchanged', () => {
  const list = lobbyReduce([], 'rooms', [room('a')]);
  expect(lobbyReduce(list, '+', 'junk')).toBe(list);
  expect(lobbyReduce(list, 'rooms', null)).toBe(list);
});

test('the free seat of a listing', () => {
  const l = must(lobbyReduce([], 'rooms', [room('a')])[0], 'a listed game');
  expect(freeSeat(l)).toBe('defender');
  expect(freeSeat({ ...l, invader: '' })).toBe('invader');
  expect(freeSeat({ ...l, defender: 'Anna' })).toBeNull();
});

test('the lobby lists games with an open seat first, then games to watch, each group as listed', () => {
  const list = lobbyReduce([], 'rooms', [
    room('full1', { defender: 'Anna', status: 'playing' }),
    room('open1'),
    room('full2', { defender: 'Anna', status: 'playing' }),
    room('open2', { invader: '', defender: 'Anna' }),
    room('over', { invader: '', status: 'ended' }),
  ]);
  expect(lobbyOrder(list).map((l) => l.roomId)).toEqual(['open1', 'open2', 'full1', 'full2', 'over']);
});

test("a listed seat links to its account's profile only when the room says an account holds it", () => {
  const [g] = lobbyReduce([], 'rooms', [room('a', { defender: 'Anna', invaderAccount: false, defenderAccount: true })]);
  const listed = must(g, 'the listed game');
  expect(listingAccountRef(listed, 'defender')).toEqual({ kind: 'account', name: 'Anna' });
  expect(listingAccountRef(listed, 'invader')).toBeNull();
  // A room of an older server sends no marker: its names stay plain text.
  const [old] = lobbyReduce([], 'rooms', [room('b', { defender: 'Anna' })]);
  expect(listingAccountRef(must(old, 'the listed game'), 'defender')).toBeNull();
  // A marker on a free seat links nothing.
  const [free] = lobbyReduce([], 'rooms', [room('c', { defender: '', defenderAccount: true })]);
  expect(listingAccountRef(must(free, 'the listed game'), 'defender')).toBeNull();
});

test('a browser that holds a seat of the listed game is offered its seat back, not a join as the free side', () => {
  const l = must(lobbyReduce([], 'rooms', [room('a', { defender: '', status: 'playing' })])[0], 'the listing');
  expect(seatButton(l, false)).toEqual({ kind: 'join', seat: 'defender' });
  expect(seatButton(l, true)).toEqual({ kind: 'back' });
  const full = must(lobbyReduce([], 'rooms', [room('b', { defender: 'Anna' })])[0], 'the listing');
  expect(seatButton(full, true)).toBeNull();
});
