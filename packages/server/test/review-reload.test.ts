/**
 * A review survives its bot thread forgetting the game: the queue sends a finished game's actions
 * to the thread once, and again when the thread answers that it no longer holds the game (a
 * restarted thread, or another review pushed it out); the review is the same length and complete.
 */
import { applyAction, legalActions, newGame, type Action } from '@stronghold/rules';
import { GameReviewSchema } from '@stronghold/protocol';
import { BotPool } from '../src/bots/bot-pool';
import type { ReviewPositionAsk } from '../src/bots/bot-messages';
import { ReviewQueue } from '../src/bots/review-queue';
import { silentLogger } from '../src/ops/logger';
import { SqliteGameStore } from '../src/persistence/sqlite-store';
import { mulberry32, pickOne } from '../src/testing';
import { tmpDataDir } from './helpers/harness';

jest.setTimeout(60_000);

/** A pool whose thread forgets the game before every third position asked without its actions. */
class ForgetfulPool extends BotPool {
  withoutActions = 0;
  resent = 0;
  override reviewPosition(ask: ReviewPositionAsk): ReturnType<BotPool['reviewPosition']> {
    if (ask.actions === null && ++this.withoutActions % 3 === 0) this.forget(ask.game);
    if (ask.actions !== null && ask.index > 0) this.resent++;
    return super.reviewPosition(ask);
  }
}

test('the review completes when the thread forgets the game between positions', async () => {
  const store = new SqliteGameStore(tmpDataDir('review-reload'));
  const pool = new ForgetfulPool({ reviewPositionMs: 5, reviewSwingMs: 10, searchPlayouts: 4 });
  const queue = new ReviewQueue(store, pool, silentLogger);
  try {
    let s = newGame({ seed: 77, ruleset: 'undead' });
    const rnd = mulberry32(77);
    const actions: Action[] = [];
    for (let i = 0; i < 30; i++) {
      const a = pickOne(legalActions(s), rnd);
      const r = applyAction(s, a);
      if (!r.ok) throw new Error(r.error.message);
      actions.push(a);
      s = r.state;
    }
    const concede: Action = { type: 'concede', seat: 'defender' };
    const end = applyAction(s, concede);
    if (!end.ok) throw new Error(end.error.message);
    actions.push(concede);
    await store.createGame({
      id: 'R1',
      seed: 77,
      options: { name: 'r', private: false, hasPassword: false, creatorSide: 'invader' },
      passwordHash: null,
    });
    for (const [i, a] of actions.entries()) await store.appendAction('R1', i + 1, a);
    await store.setStatus('R1', 'ended', end.state.winner);

    queue.request('R1');
    await queue.idle();
    const review = GameReviewSchema.parse(await store.getReview('R1'));
    expect(review.chances).toHaveLength(actions.length + 1);
    expect(review.chances.at(-1)).toBe(1);
    // The thread lost the game several times and the actions were sent again each time.
    expect(pool.resent).toBeGreaterThan(3);
  } finally {
    await queue.close();
    await pool.close();
    await store.close();
  }
});
