/** The sim CLI (docs/rules/self-play.md "Running it"): `npm run sim -- --games N --seed S ...`. */
import { main, parseArgs } from './cli';

describe('sim CLI', () => {
  test('self-play.md "Running it": options, with defaults', () => {
    expect(parseArgs([])).toMatchObject({ games: 100, seed: 1, invader: 'random', defender: 'random', checks: true });
    expect(parseArgs(['--games', '5', '--seed', '42', '--invader', 'greedy', '--defender=greedy', '--no-checks'])).toMatchObject({
      games: 5,
      seed: 42,
      invader: 'greedy',
      defender: 'greedy',
      checks: false,
    });
  });

  test('self-play.md "Running it": bad options are refused with the usage (exit code 2)', () => {
    expect(() => parseArgs(['--games', 'many'])).toThrow(/--games needs an integer/);
    expect(() => parseArgs(['--invader', 'clever'])).toThrow(/--invader must be one of random\|greedy/);
    expect(() => parseArgs(['--frobnicate'])).toThrow(/unknown option/);
    const err = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const log = jest.spyOn(console, 'log').mockImplementation(() => undefined);
    try {
      expect(main(['--seed'])).toBe(2);
      expect(err.mock.calls[0]![0]).toMatch(/usage: npm run sim/);
      expect(log).not.toHaveBeenCalled();
    } finally {
      err.mockRestore();
      log.mockRestore();
    }
  });

  test('self-play.md "Running it": prints one figure per line and exits 0 without violations', () => {
    const lines: string[] = [];
    const log = jest.spyOn(console, 'log').mockImplementation((m: string) => void lines.push(m));
    try {
      expect(main(['--games', '3', '--seed', '7'])).toBe(0);
    } finally {
      log.mockRestore();
    }
    expect(lines.map((l) => l.split(':')[0])).toEqual([
      'games',
      'invader wins',
      'defender wins',
      'mean actions per game',
      'games per second',
      'invariant violations',
      'exceptions',
    ]);
    const figure = (i: number) => Number(lines[i]!.split(': ')[1]);
    expect(figure(0)).toBe(3);
    expect(figure(1) + figure(2)).toBe(3);
    expect(figure(3)).toBeGreaterThan(0);
    expect(figure(4)).toBeGreaterThan(0);
    expect(figure(5)).toBe(0);
    expect(figure(6)).toBe(0);
  });
});
