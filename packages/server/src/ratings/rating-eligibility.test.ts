/**
 * When a rated result moves ratings (rating-eligibility.ts, rating-rules.ts): the decisions each
 * seat made, counted from a game's record, and the results already counted between the pair.
 */
import { decisionsBySeat, whyNotRated } from './rating-eligibility';
import { DEFAULT_RATING_RULES, isProvisional, ratingRules, ratingRulesFromEnv } from './rating-rules';

const rules = { minDecisionsPerSide: 2, pairResultsPerWindow: 3 };

test("each seat's own actions are its decisions; a concession or a loss on time is none; an undo takes one back", () => {
  const record = [
    { type: 'drawMana', seat: 'invader' },
    { type: 'done', seat: 'invader' },
    { type: 'undo', seat: 'invader' },
    { type: 'pay', seat: 'defender', slot: 'x', amount: 1 },
    { type: 'concede', seat: 'defender' },
    { type: 'timeout', seat: 'invader' },
  ];
  expect(decisionsBySeat(record)).toEqual({ invader: 1, defender: 1 });
});

test('an undo never counts below zero, and a record entry that names no seat counts for nobody', () => {
  expect(
    decisionsBySeat([{ type: 'undo', seat: 'defender' }, null, 'done', { type: 'done' }, { type: 'done', seat: 'spectator' }]),
  ).toEqual({
    invader: 0,
    defender: 0,
  });
});

test('an instant concession (no decision on either side) is not rated: too few decisions', () => {
  expect(whyNotRated(decisionsBySeat([{ type: 'concede', seat: 'defender' }]), 0, rules)).toBe('too_few_decisions');
});

test('one side short of the minimum is enough to leave the result unrated, whatever the other side did', () => {
  expect(whyNotRated({ invader: 40, defender: 1 }, 0, rules)).toBe('too_few_decisions');
  expect(whyNotRated({ invader: 1, defender: 40 }, 0, rules)).toBe('too_few_decisions');
});

test('with enough decisions on each side the result counts until the pair has had its allowance in the window', () => {
  expect(whyNotRated({ invader: 2, defender: 2 }, 0, rules)).toBeNull();
  expect(whyNotRated({ invader: 2, defender: 2 }, 2, rules)).toBeNull();
  expect(whyNotRated({ invader: 2, defender: 2 }, 3, rules)).toBe('repeated_pairing');
});

test('too few decisions is the reason given when both apply (it says the more about the game itself)', () => {
  expect(whyNotRated({ invader: 0, defender: 0 }, 10, rules)).toBe('too_few_decisions');
});

test('a rating is provisional while its deviation is at least the bound: a new one (350) is, one of 109 is not', () => {
  expect(isProvisional(350, DEFAULT_RATING_RULES)).toBe(true);
  expect(isProvisional(110, DEFAULT_RATING_RULES)).toBe(true);
  expect(isProvisional(109.9, DEFAULT_RATING_RULES)).toBe(false);
});

test('the rules: the defaults with the given values over them; a value that is not a number >= 0 is refused', () => {
  expect(ratingRules({ minDecisionsPerSide: 0 })).toEqual({ ...DEFAULT_RATING_RULES, minDecisionsPerSide: 0 });
  expect(() => ratingRules({ pairWindowMs: -1 })).toThrow(/pairWindowMs/);
  expect(() => ratingRules({ provisionalRd: Number.NaN })).toThrow(/provisionalRd/);
});

test("the operator's environment: each variable set replaces its rule, an unset one keeps the default, a bad one is refused by name", () => {
  expect(ratingRulesFromEnv({})).toEqual({});
  expect(ratingRulesFromEnv({ RATED_MIN_DECISIONS: '0', RATED_PAIR_WINDOW_HOURS: '2', PROVISIONAL_RD: '' })).toEqual({
    minDecisionsPerSide: 0,
    pairWindowMs: 7_200_000,
  });
  expect(() => ratingRulesFromEnv({ RATED_PAIR_RESULTS: 'many' })).toThrow(/RATED_PAIR_RESULTS/);
});
