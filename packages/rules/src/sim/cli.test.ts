/** The sim CLI (docs/rules/self-play.md "Running it"): `npm run sim -- --games N --seed S ...`. */
import { itemAt } from '../engine/item-at';
import { HAND_VALUE_MODEL, HARD_VALUE_MODEL } from '../bots/value-model';
import { botLabel, DEFAULT_BOT_SEED, main, mergeSummaries, parseArgs, slices, timeStats } from './cli';

describe('sim CLI', () => {
  test('self-play.md "Running it": --value-model picks Hard\'s model, --breach-weights sets its breach terms', () => {
    expect(parseArgs(['--value-model', 'hard']).hard.model).toBe(HARD_VALUE_MODEL);
    expect(parseArgs(['--value-model', 'hand']).hard.model).toBe(HAND_VALUE_MODEL);
    const tried = parseArgs(['--breach-weights', '1,0.3']).hard.model;
    expect(tried?.weights).toMatchObject({ breachMargin: 1, breachReach: 0.3, defenderOnWalls: HARD_VALUE_MODEL.weights.defenderOnWalls });
    expect(() => parseArgs(['--breach-weights', '1'])).toThrow(/--breach-weights must be two numbers/);
    expect(() => parseArgs(['--value-model', 'fitted'])).toThrow(/--value-model must be hard\|hand\|tuned/);
  });

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
    expect(() => parseArgs(['--invader', 'clever'])).toThrow(/--invader must be one of random\|random-single\|easy\|normal\|greedy\|hard/);
    expect(() => parseArgs(['--frobnicate'])).toThrow(/unknown option/);
    const err = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const log = jest.spyOn(console, 'log').mockImplementation(() => undefined);
    try {
      expect(main(['--seed'])).toBe(2);
      expect(err.mock.calls[0]?.[0]).toMatch(/usage: npm run sim/);
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
      'invader win rate',
      'bot seeds',
      'table row',
    ]);
    const figure = (i: number) => Number(itemAt(lines, i, 'printed lines').split(': ')[1]);
    expect(figure(0)).toBe(3);
    expect(figure(1) + figure(2)).toBe(3);
    expect(figure(3)).toBeGreaterThan(0);
    expect(figure(4)).toBeGreaterThan(0);
    expect(figure(5)).toBe(0);
    expect(figure(6)).toBe(0);
    expect(lines[7]).toMatch(new RegExp(`^invader win rate: ${figure(1)} \\(\\d+\\.\\d %, 95 % CI \\d+\\.\\d-\\d+\\.\\d %\\)$`));
    expect(lines[8]).toBe(`bot seeds: ${DEFAULT_BOT_SEED}..${DEFAULT_BOT_SEED + 2}`);
    expect(lines[9]).toMatch(/^table row: \| random \| random \| 3 \(seeds 7\.\.9\) \| /);
  });

  test('self-play.md "Running it": levels and the Hard budget options', () => {
    const o = parseArgs([
      '--invader',
      'hard',
      '--defender',
      'normal',
      '--playouts',
      '16',
      '--depth',
      '4',
      '--width',
      '5',
      '--workers',
      '2',
    ]);
    expect(o).toMatchObject({ invader: 'hard', defender: 'normal', budget: { playouts: 16 }, hard: { depth: 4, width: 5 }, workers: 2 });
    expect(parseArgs(['--ms', '1000']).budget).toEqual({ ms: 1000 });
    expect(() => parseArgs(['--playouts', '0'])).toThrow(/--playouts must be >= 1/);
    expect(botLabel('hard', o)).toBe('hard (16 playouts, depth 4, width 5, 16 determinizations, sample 4)');
    expect(botLabel('hard-v1', o)).toBe('hard-v1 (16 playouts, depth 4, width 4, 8 determinizations, sample 3)');
    expect(botLabel('hard-v1', parseArgs(['--playouts', '200']))).toBe(
      'hard-v1 (200 playouts, depth 10, width 8, 8 determinizations, sample 3)',
    );
    expect(parseArgs(['--bot-seed', '42']).botSeed).toBe(42);
    expect(botLabel('greedy', o)).toBe('normal');
  });

  test('self-play.md "Running it": --workers splits the seeds into contiguous ranges and the summaries add up', () => {
    // The bot seeds move with the game seeds, so a split run plays the same games as one process.
    expect(slices(10, 5, 3, 100)).toEqual([
      { games: 4, seed: 5, botSeed: 100 },
      { games: 3, seed: 9, botSeed: 104 },
      { games: 3, seed: 12, botSeed: 107 },
    ]);
    expect(slices(1, 5, 3)).toEqual([{ games: 1, seed: 5, botSeed: 0 }]);
    const part = (inv: number, def: number, actions: number) => ({
      games: inv + def,
      invaderWins: inv,
      defenderWins: def,
      unfinished: 0,
      totalActions: actions,
      meanActions: 0,
      seconds: 1,
      gamesPerSecond: 0,
      violations: [],
      exceptions: [],
      decisionMs: { invader: [inv * 10], defender: [] },
      turnMs: { invader: [], defender: [def * 100] },
    });
    const m = mergeSummaries([part(1, 3, 400), part(2, 2, 800)], 2);
    expect(m.decisionMs).toEqual({ invader: [10, 20], defender: [] });
    expect(m.turnMs).toEqual({ invader: [], defender: [300, 200] });
    expect(m).toMatchObject({ games: 8, invaderWins: 3, defenderWins: 5, totalActions: 1200, meanActions: 150, gamesPerSecond: 4 });
  });

  test('self-play.md "Running it": decision times are summed up as mean, p95 and p99 (nearest rank)', () => {
    const ms = Array.from({ length: 100 }, (_, i) => i + 1); // 1..100
    expect(timeStats(ms)).toEqual({ n: 100, mean: 50.5, p95: 95, p99: 99, max: 100 });
    expect(timeStats([])).toEqual({ n: 0, mean: 0, p95: 0, p99: 0, max: 0 });
  });
});
