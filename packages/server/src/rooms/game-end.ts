/**
 * What follows a game's end, once the action that ended it is sent: the stored status, the
 * players' ratings when the game was rated (ratings/rating-service.ts), the review worked out in
 * the bot threads after the moves of live games (bots/review-queue.ts), and the clocks stopped.
 * A failure to rate loses no game.
 */
import { describeError } from './describe-error';
import type { RoomHost } from './room-host';

export async function afterGameEnd(room: RoomHost): Promise<void> {
  const { ctx, roomId } = room;
  const winner = room.game().winner;
  await ctx.store.setStatus(roomId, 'ended', winner);
  ctx.logger.info(`game ${roomId} ended: ${winner?.seat ?? 'no winner'}`);
  await ctx.ratings.gameEnded(roomId).catch((e: unknown) => ctx.logger.error(`game ${roomId}: ratings not updated: ${describeError(e)}`));
  ctx.bots.forget(roomId);
  ctx.reviews.request(roomId);
  room.control.ended();
}
