/**
 * What a rated game's end did to ratings (docs/accounts.md "Ratings"): moved them, or was not
 * rated and why. `GET /api/games/:id/rating` answers it for the end screen; a profile's recent
 * games carry the reason.
 */
import { z } from 'zod';

/**
 * Why a rated game's result moved no rating: it ended before each side had made enough decisions
 * of its own, or the same two accounts had already had their rated results for the period.
 */
export const NotRatedReasonSchema = z.enum(['too_few_decisions', 'repeated_pairing']);
export type NotRatedReason = z.infer<typeof NotRatedReasonSchema>;

/** One seat's overall rating before and after the game. */
export const RatingChangeSchema = z.object({ before: z.number(), after: z.number() });
export type RatingChange = z.infer<typeof RatingChangeSchema>;

export const GameRatingSchema = z.discriminatedUnion('state', [
  /** Not a rated game (or not between two accounts, or without a winner). */
  z.object({ state: z.literal('unrated') }),
  /** A rated game whose result is not recorded yet (it is, just after the end): ask again. */
  z.object({ state: z.literal('pending') }),
  /** Each seat's overall rating moved. */
  z.object({ state: z.literal('rated'), overall: z.object({ invader: RatingChangeSchema, defender: RatingChangeSchema }) }),
  /** Over, and recorded, but no rating moved. */
  z.object({
    state: z.literal('not_rated'),
    reason: NotRatedReasonSchema,
    /** The rules the reason refers to: decisions a side needed, results a pair may have per window (hours). */
    rules: z.object({ minDecisionsPerSide: z.number().int(), pairResultsPerWindow: z.number().int(), pairWindowHours: z.number() }),
  }),
]);
export type GameRating = z.infer<typeof GameRatingSchema>;

/** `GET /api/games/:id/rating`. */
export const GameRatingResponseSchema = z.object({ rating: GameRatingSchema });
export type GameRatingResponse = z.infer<typeof GameRatingResponseSchema>;
