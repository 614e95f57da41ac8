/**
 * A room's timers (room-timers.ts) run on Node's timers, not on Colyseus's clock, which no longer
 * advances: rooms have no patch tick (stronghold-room.ts).
 */
import { LONGEST_NODE_DELAY_MS, RoomTimers } from './room-timers';

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

test('a timer fires once when due and is then no longer pending', () => {
  const timers = new RoomTimers(() => undefined);
  const fired: number[] = [];
  timers.setTimeout(() => fired.push(Date.now()), 1000);
  expect(timers.pending).toBe(1);
  jest.advanceTimersByTime(999);
  expect(fired).toHaveLength(0);
  jest.advanceTimersByTime(1);
  expect(fired).toHaveLength(1);
  expect(timers.pending).toBe(0);
});

test('a cleared timer never fires; close (the room disposed) stops every pending one', () => {
  const timers = new RoomTimers(() => undefined);
  let fired = 0;
  const one = timers.setTimeout(() => fired++, 10);
  timers.setTimeout(() => fired++, 20);
  timers.setTimeout(() => fired++, 30);
  one.clear();
  expect(timers.pending).toBe(2);
  timers.close();
  expect(timers.pending).toBe(0);
  jest.advanceTimersByTime(1000);
  expect(fired).toBe(0);
});

test('once closed, a timer set by a late continuation of the room (a leave resumed after dispose) is never armed', () => {
  const timers = new RoomTimers(() => undefined);
  timers.close();
  let fired = false;
  const late = timers.setTimeout(() => (fired = true), 10);
  expect(timers.pending).toBe(0);
  expect(jest.getTimerCount()).toBe(0);
  jest.advanceTimersByTime(1000);
  expect(fired).toBe(false);
  late.clear(); // harmless
});

test("a delay longer than Node's longest (a 30-day correspondence clock) fires when due, not after 1 ms", () => {
  const timers = new RoomTimers(() => undefined);
  const day = 24 * 3600 * 1000;
  let fired = 0;
  timers.setTimeout(() => fired++, 30 * day);
  jest.advanceTimersByTime(LONGEST_NODE_DELAY_MS);
  expect(fired).toBe(0);
  jest.advanceTimersByTime(30 * day - LONGEST_NODE_DELAY_MS - 1);
  expect(fired).toBe(0);
  expect(timers.pending).toBe(1);
  jest.advanceTimersByTime(1);
  expect(fired).toBe(1);
  expect(timers.pending).toBe(0);
});

test('a long timer cleared in its second step never fires', () => {
  const timers = new RoomTimers(() => undefined);
  let fired = false;
  const t = timers.setTimeout(() => (fired = true), LONGEST_NODE_DELAY_MS + 5000);
  jest.advanceTimersByTime(LONGEST_NODE_DELAY_MS + 1000);
  t.clear();
  expect(jest.getTimerCount()).toBe(0);
  jest.advanceTimersByTime(10_000);
  expect(fired).toBe(false);
});

test("a callback's exception goes to the room's handler, not to the process, and later timers still fire", () => {
  const errors: unknown[] = [];
  const timers = new RoomTimers((e) => errors.push(e));
  let later = false;
  timers.setTimeout(() => {
    throw new Error('boom');
  }, 5);
  timers.setTimeout(() => (later = true), 10);
  jest.advanceTimersByTime(10);
  expect(errors).toEqual([new Error('boom')]);
  expect(later).toBe(true);
  expect(timers.pending).toBe(0);
});
