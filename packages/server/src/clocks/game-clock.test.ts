import { GameClock } from './game-clock';

const MIN = 60_000;

describe('GameClock (time controls)', () => {
  test('real-time: the seat to act spends its bank, and gains the increment when the turn passes', () => {
    const c = new GameClock({ kind: 'realtime', bankMs: 20 * MIN, incrementMs: 10_000 });
    c.turn('invader', 0);
    expect(c.remainingAt('invader', 60_000)).toBe(19 * MIN);
    c.turn('invader', 60_000); // a second action of the same decision: no increment
    expect(c.remainingAt('invader', 60_000)).toBe(19 * MIN);
    c.turn('defender', 120_000);
    expect(c.remainingAt('invader', 500_000)).toBe(18 * MIN + 10_000);
    expect(c.remainingAt('defender', 180_000)).toBe(19 * MIN);
    expect(c.expiresAt()).toBe(120_000 + 20 * MIN);
  });

  test('the running seat is flagged when its time is up, never below zero', () => {
    const c = new GameClock({ kind: 'realtime', bankMs: 1000, incrementMs: 0 });
    c.turn('defender', 5000);
    expect(c.flagged(5999)).toBeNull();
    expect(c.flagged(6000)).toBe('defender');
    expect(c.remainingAt('defender', 9000)).toBe(0);
  });

  test('correspondence: each decision has the same time, unused time is not saved', () => {
    const c = new GameClock({ kind: 'correspondence', perDecisionMs: 24 * 60 * MIN });
    c.turn('invader', 0);
    c.turn('defender', 60 * MIN);
    expect(c.remainingAt('invader', 2 * 60 * MIN)).toBe(24 * 60 * MIN);
    expect(c.remainingAt('defender', 2 * 60 * MIN)).toBe(23 * 60 * MIN);
  });

  test('a restored clock does not charge the time the server was down', () => {
    const c = new GameClock({ kind: 'realtime', bankMs: 10 * MIN, incrementMs: 0 });
    c.turn('invader', 0);
    const stored = c.snapshot(MIN);
    const back = new GameClock(c.control, stored);
    back.resume(stored, 50 * MIN);
    expect(back.remainingAt('invader', 50 * MIN)).toBe(9 * MIN);
    expect(back.remainingAt('invader', 51 * MIN)).toBe(8 * MIN);
  });

  test('no time control: nothing runs and nobody is flagged', () => {
    const c = new GameClock({ kind: 'none' });
    c.turn('invader', 0);
    expect(c.expiresAt()).toBeNull();
    expect(c.flagged(1e12)).toBeNull();
  });
});
