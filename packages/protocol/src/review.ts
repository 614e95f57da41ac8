/**
 * The game review as `GET /api/games/:id/review` serves it (docs/protocol.md "Game review"): the
 * Hard search's estimate of the Invader's chance to win at every step of a finished game, and the
 * biggest swings with what the computer would have played instead. Computed by the server after
 * the game ends; a client parses the body with GameReviewSchema.
 */
import { z } from 'zod';
import { ActionSchema } from '@stronghold/rules';
import { AdviceTermSchema, MAX_ADVICE_TERMS } from './server-messages';
import { SideSchema } from './room-options';

/** How many swings a review marks. */
export const REVIEW_SWINGS = 3;

/** A chance of the Invader's, 0..1. */
const ChanceSchema = z.number().min(0).max(1);

/**
 * One of the biggest changes of the estimate: replay step `step` (the game after its `step`-th
 * action) against the step before, the seat that acted, what it played and what the computer
 * would have played there instead, with the terms that choice moves most. `suggested` is null when
 * the seat acted out of turn (a concession while the other seat was to act): it had no other move.
 */
export const ReviewSwingSchema = z.strictObject({
  step: z.number().int().min(1),
  seat: SideSchema,
  before: ChanceSchema,
  after: ChanceSchema,
  played: ActionSchema,
  suggested: ActionSchema.nullable(),
  terms: z.array(AdviceTermSchema).max(MAX_ADVICE_TERMS),
});

export const GameReviewSchema = z.strictObject({
  id: z.string(),
  /** The estimate at each replay step: index 0 the start, index i after the i-th action. */
  chances: z.array(ChanceSchema).min(1),
  /** The biggest swings, in the game's order (at most REVIEW_SWINGS). */
  swings: z.array(ReviewSwingSchema).max(REVIEW_SWINGS),
  /** The search's thinking time per position, in milliseconds. */
  positionMs: z.number().int().min(0),
});

/** The answer while the review is being computed (HTTP 202). */
export const ReviewPendingSchema = z.strictObject({ status: z.literal('pending') });

export type ReviewSwing = z.infer<typeof ReviewSwingSchema>;
export type GameReview = z.infer<typeof GameReviewSchema>;
