/**
 * Ratings from finished rated games. When a rated game ends with a winner (a win, a concession,
 * a timeout) and both seats belong to accounts, the result is recorded with the new ratings
 * (glicko.ts) in one write; a seat the computer took over from an absent player still counts as
 * that player's. A result the rules do not let count (rating-eligibility.ts: too few decisions,
 * the same pair too often) is recorded with its reason and moves nothing. Every rating is also
 * recomputable from the recorded results (`recompute`).
 */
import type { GameRating } from '@stronghold/protocol';
import type { AccountStore, RatedResult, RatingKind, RatingRow } from '../persistence/account-store';
import type { GameStore } from '../persistence/game-store';
import { NEW_RATING, rateGame, RATED_KINDS, type GlickoValue } from './glicko';
import { decisionsBySeat, whyNotRated } from './rating-eligibility';
import { ratingRules, type RatingRules } from './rating-rules';

type Current = (accountId: string, kind: RatingKind) => Promise<RatingRow>;

/** Unrecorded results caught up at most per start. */
const CATCH_UP_MAX = 1000;

export class RatingService {
  /** Results are recorded one at a time: each reads the ratings the one before it wrote. */
  private recording: Promise<unknown> = Promise.resolve();

  readonly rules: RatingRules;

  constructor(
    private readonly accounts: AccountStore,
    private readonly games: GameStore,
    rules: Partial<RatingRules> = {},
  ) {
    this.rules = ratingRules(rules);
  }

  /**
   * A game ended: when it is rated, both its seats belong to accounts and it has a winner, its
   * result and the new ratings are recorded (once). Returns whether ratings changed.
   */
  gameEnded(gameId: string): Promise<boolean> {
    const done = this.recording.then(() => this.record(gameId));
    this.recording = done.catch(() => undefined);
    return done;
  }

  /** At start: records the results of rated games that ended just before a stop, oldest first. */
  async catchUp(onError: (gameId: string, e: unknown) => void = () => undefined): Promise<number> {
    let recorded = 0;
    for (const gameId of await this.accounts.unrecordedRatedGames(CATCH_UP_MAX)) {
      // One game that cannot be recorded does not hold back the others.
      const done = await this.gameEnded(gameId).catch((e: unknown) => {
        onError(gameId, e);
        return false;
      });
      if (done) recorded++;
    }
    return recorded;
  }

  private async record(gameId: string): Promise<boolean> {
    const game = await this.games.getGame(gameId);
    if (!game?.options.rated || game.status !== 'ended' || !game.winner) return false;
    const seats = await this.accounts.accountSeats(gameId);
    const { invader, defender } = seats;
    if (!invader || !defender || invader === defender) return false;
    if (await this.accounts.hasRatedResult(gameId)) return false;
    const endedAt = game.updatedAt;
    const result: RatedResult = { gameId, invaderId: invader, defenderId: defender, winner: game.winner.seat, endedAt };
    const notRated = whyNotRated(
      decisionsBySeat((await this.games.getActions(gameId)).map((a) => a.action)),
      await this.accounts.countedResultsBetween(invader, defender, endedAt - this.rules.pairWindowMs, endedAt),
      this.rules,
    );
    if (notRated) {
      await this.accounts.recordRatedResult({ ...result, notRated }, []);
      return false;
    }
    const stored = async (accountId: string, kind: RatingKind): Promise<RatingRow> =>
      (await this.accounts.ratingsOf(accountId)).find((r) => r.kind === kind) ?? { accountId, kind, ...NEW_RATING, games: 0 };
    await this.accounts.recordRatedResult(result, await ratingsAfter(result, stored));
    return true;
  }

  /**
   * What the game's end did to ratings (the end screen asks): read after the results already
   * being recorded, so a game whose end is being recorded now is answered, not 'pending'.
   */
  outcome(gameId: string): Promise<GameRating> {
    return this.recording.then(() => this.outcomeNow(gameId));
  }

  private async outcomeNow(gameId: string): Promise<GameRating> {
    const result = await this.accounts.ratedResult(gameId);
    if (result?.notRated) {
      const { minDecisionsPerSide, pairResultsPerWindow, pairWindowMs } = this.rules;
      return {
        state: 'not_rated',
        reason: result.notRated,
        rules: { minDecisionsPerSide, pairResultsPerWindow, pairWindowHours: pairWindowMs / 3_600_000 },
      };
    }
    if (result)
      return {
        state: 'rated',
        overall: {
          invader: await overallChange(this.accounts, result.invaderId, gameId),
          defender: await overallChange(this.accounts, result.defenderId, gameId),
        },
      };
    // No result yet: one is coming when the game is rated, between two accounts, and not over without a winner.
    const game = await this.games.getGame(gameId);
    const over = game?.status === 'abandoned' || game?.status === 'broken' || (game?.status === 'ended' && !game.winner);
    if (!game?.options.rated || over) return { state: 'unrated' };
    const seats = await this.accounts.accountSeats(gameId);
    return seats.invader && seats.defender && seats.invader !== seats.defender ? { state: 'pending' } : { state: 'unrated' };
  }

  /** Every rating and history point again from the recorded results, oldest first (in turn with new results). */
  recompute(): Promise<number> {
    const done = this.recording.then(() => this.recomputeNow());
    this.recording = done.catch(() => undefined);
    return done;
  }

  private async recomputeNow(): Promise<number> {
    // A result recorded as not rated stays so: its reason was decided by the rules of its day.
    const results = (await this.accounts.ratedResults()).filter((r) => !r.notRated);
    const table = new Map<string, RatingRow>();
    const current: Current = (accountId, kind) =>
      Promise.resolve(table.get(`${accountId}|${kind}`) ?? { accountId, kind, ...NEW_RATING, games: 0 });
    const points: { result: RatedResult; ratings: RatingRow[] }[] = [];
    for (const result of results) {
      const ratings = await ratingsAfter(result, current);
      for (const r of ratings) table.set(`${r.accountId}|${r.kind}`, r);
      points.push({ result, ratings });
    }
    await this.accounts.replaceRatings(points);
    return results.length;
  }
}

/** The four ratings a result moves (each seat's side rating and overall rating), as they are after it. */
async function ratingsAfter(result: RatedResult, current: Current): Promise<RatingRow[]> {
  const out: RatingRow[] = [];
  for (const kinds of RATED_KINDS) {
    const inv = await current(result.invaderId, kinds.invader);
    const def = await current(result.defenderId, kinds.defender);
    const next = rateGame(inv, def, result.winner);
    out.push(row(inv, next.invader), row(def, next.defender));
  }
  return out;
}

const row = (before: RatingRow, after: GlickoValue): RatingRow => ({ ...before, ...after, games: before.games + 1 });

/** The account's overall rating before and after the game (its history point, and the one before it or the start). */
async function overallChange(accounts: AccountStore, accountId: string, gameId: string): Promise<{ before: number; after: number }> {
  const history = (await accounts.ratingHistory(accountId)).filter((p) => p.kind === 'overall');
  const at = history.findIndex((p) => p.gameId === gameId);
  const after = history[at]?.rating ?? NEW_RATING.rating;
  return { before: history[at - 1]?.rating ?? NEW_RATING.rating, after };
}
