import { ClockFace, formatClock } from './clock';

const meta = (inv: number, running: boolean) =>
  ({
    players: {
      invader: { name: 'I', connected: true, clockMs: inv, clockRunning: running, computer: '' },
      defender: { name: 'D', connected: true, clockMs: 5000, clockRunning: false, computer: '' },
    },
    spectators: 0,
    status: 'playing',
    roomCode: 'x',
  }) as never;

test('the running clock ticks down locally from the last server value; the other one stands', () => {
  const c = new ClockFace();
  c.update(meta(10_000, true), 1000);
  expect(c.read('invader', 4000)).toEqual({ ms: 7000, running: true });
  c.update(meta(10_000, true), 4000); // the same reading again is not new
  expect(c.read('invader', 4000).ms).toBe(7000);
  expect(c.read('defender', 9000)).toEqual({ ms: 5000, running: false });
  expect(c.read('invader', 60_000).ms).toBe(0);
});

test('no clock: nothing to show; times are formatted m:ss or h:mm:ss', () => {
  const c = new ClockFace();
  c.update(meta(-1, false), 0);
  expect(c.read('invader', 0).ms).toBeNull();
  expect(formatClock(7000)).toBe('0:07');
  expect(formatClock(20 * 60_000)).toBe('20:00');
  expect(formatClock(24 * 3_600_000)).toBe('24:00:00');
});
