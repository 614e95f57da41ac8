/**
 * When a rated game's result may move ratings, and when a rating is established: every threshold
 * in one place (docs/accounts.md "Ratings" says why each value). `AppOptions.ratingRules`
 * replaces any of them (tests, an operator's choice).
 */

export interface RatingRules {
  /**
   * Decisions each seat must have made (its own actions in the game's record, a concession or a
   * loss on time not counted, an undo taking one back) for the result to move ratings: a game
   * conceded or lost on time before that is over, but not rated ("aborted").
   */
  minDecisionsPerSide: number;
  /** At most this many results between the same two accounts within `pairWindowMs` move ratings; later ones do not. */
  pairResultsPerWindow: number;
  pairWindowMs: number;
  /**
   * A rating whose deviation is at least this is provisional: shown as such, and its player is
   * left off that leaderboard until it falls below.
   */
  provisionalRd: number;
}

/** About the first turn of each side: a random player's first turn takes 11 to 44 decisions a side. */
export const MIN_DECISIONS_PER_SIDE = 10;
/** A short rematch series counts; a pair of accounts farming each other gains at most this much a day. */
export const PAIR_RESULTS_PER_WINDOW = 3;
export const PAIR_WINDOW_MS = 24 * 60 * 60 * 1000;
/** lichess's bound for a provisional Glicko-2 rating (https://lichess.org/faq#provisional). */
export const PROVISIONAL_RD = 110;

export const DEFAULT_RATING_RULES: Readonly<RatingRules> = {
  minDecisionsPerSide: MIN_DECISIONS_PER_SIDE,
  pairResultsPerWindow: PAIR_RESULTS_PER_WINDOW,
  pairWindowMs: PAIR_WINDOW_MS,
  provisionalRd: PROVISIONAL_RD,
};

/** The defaults with `given` over them; a value that is not a finite number >= 0 is refused at start. */
export function ratingRules(given: Partial<RatingRules> = {}): RatingRules {
  const rules = { ...DEFAULT_RATING_RULES, ...given };
  for (const [name, value] of Object.entries(rules))
    if (typeof value !== 'number' || !Number.isFinite(value) || value < 0) throw new Error(`ratingRules.${name} must be a number >= 0`);
  return rules;
}

/** A rating is provisional while its deviation is at least the rules' bound. */
export const isProvisional = (rd: number, rules: Pick<RatingRules, 'provisionalRd'>): boolean => rd >= rules.provisionalRd;

/**
 * The rules an operator set in the environment (main.ts): RATED_MIN_DECISIONS,
 * RATED_PAIR_RESULTS, RATED_PAIR_WINDOW_HOURS, PROVISIONAL_RD; an unset one keeps its default, a
 * bad one stops the start with its name.
 */
export function ratingRulesFromEnv(env: NodeJS.ProcessEnv = process.env): Partial<RatingRules> {
  const read = (name: string): number | undefined => {
    const text = env[name];
    if (text === undefined || text === '') return undefined;
    const value = Number(text);
    if (!Number.isFinite(value) || value < 0) throw new Error(`${name} must be a number >= 0, not '${text}'`);
    return value;
  };
  const given: Partial<RatingRules> = {};
  const min = read('RATED_MIN_DECISIONS');
  if (min !== undefined) given.minDecisionsPerSide = min;
  const pair = read('RATED_PAIR_RESULTS');
  if (pair !== undefined) given.pairResultsPerWindow = pair;
  const hours = read('RATED_PAIR_WINDOW_HOURS');
  if (hours !== undefined) given.pairWindowMs = hours * 3_600_000;
  const rd = read('PROVISIONAL_RD');
  if (rd !== undefined) given.provisionalRd = rd;
  return given;
}
