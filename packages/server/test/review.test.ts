/**
 * The game review of a finished game: queued when the game ends, worked out in the bot threads,
 * stored with the game and served by GET /api/games/:id/review (202 while pending, then 200),
 * and read back from the store by a server started again on the same DATA_DIR.
 */
import { applyAction, legalActions, newGame, sameAction, type Action, type GameState } from '@stronghold/rules';
import { GameReviewSchema, REVIEW_SWINGS, type GameReview } from '@stronghold/protocol';
import { createGame, joinGame, sleep, startTestServer, type Player, type TestServer } from './helpers/harness';
import { mulberry32, pickOne } from '../src/testing';
import { pickSwings } from '../src/bots/review-swings';

jest.setTimeout(120_000);

/** Small budgets: the test checks what is computed and kept, not how well the search plays. */
const BOTS = { reviewPositionMs: 40, reviewSwingMs: 80 };

let srv: TestServer | null = null;
afterEach(async () => {
  await srv?.close();
  srv = null;
});

const review = (url: string, id: string): Promise<Response> => fetch(`${url}/api/games/${id}/review`);

async function reviewWhenReady(url: string, id: string): Promise<GameReview> {
  for (const end = Date.now() + 60_000; Date.now() < end;) {
    const res = await review(url, id);
    if (res.status === 200) return GameReviewSchema.parse(await res.json());
    expect(res.status).toBe(202);
    expect(await res.json()).toEqual({ status: 'pending' });
    await sleep(200);
  }
  throw new Error('the review was not ready within 60 s');
}

/** Two seeded players play `n` actions, then the Defender concedes. */
async function playAndConcede(inv: Player, def: Player, n: number): Promise<void> {
  const rnd = mulberry32(2024);
  for (let i = 0; i < n; i++) {
    const stateId = inv.stateId;
    const ready = (p: Player): boolean => p.legal?.stateId === stateId && p.legal.actions.length > 0;
    await Promise.race([inv, def].map((p) => p.waitFor(() => ready(p), 'legal')));
    const actor = ready(inv) ? inv : def;
    actor.room.send('action', { stateId, action: pickOne(actor.legalActions, rnd) });
    await inv.waitFor(() => inv.stateId === stateId + 1, 'next state');
  }
  const last = inv.stateId;
  await def.waitFor(() => def.stateId === last, 'the Defender at the last state');
  def.room.send('action', { stateId: last, action: { type: 'concede', seat: 'defender' } });
  await def.waitFor(() => def.state.status === 'ended', 'the end');
}

test('a finished game is reviewed, stored and served; a server started again reads it from the store', async () => {
  srv = await startTestServer({ bots: BOTS });
  const inv = await createGame(srv.url, { side: 'invader', name: 'Ivy' });
  const id = inv.room.roomId;
  const def = await joinGame(srv.url, id, { name: 'Dee' });
  expect((await review(srv.url, id)).status).toBe(403); // not finished yet
  expect((await review(srv.url, 'NO-SUCH-GAME')).status).toBe(404);
  await playAndConcede(inv, def, 40);

  // Queued at the end; 41 positions of 40 ms cannot be done yet.
  const first = await review(srv.url, id);
  expect(first.status).toBe(202);
  const got = await reviewWhenReady(srv.url, id);

  const rec = (await (await fetch(`${srv.url}/api/games/${id}/record`)).json()) as { seed: number; actions: Action[] };
  expect(rec.actions).toHaveLength(41);
  expect(got.id).toBe(id);
  expect(got.positionMs).toBe(BOTS.reviewPositionMs);
  expect(got.chances).toHaveLength(rec.actions.length + 1);
  // The Defender conceded: after the last action the Invader has won.
  expect(got.chances.at(-1)).toBe(1);
  expect(got.swings.length).toBeGreaterThan(0);
  expect(got.swings.length).toBeLessThanOrEqual(REVIEW_SWINGS);
  const states: GameState[] = [newGame({ seed: rec.seed, ruleset: 'undead' })];
  for (const a of rec.actions) {
    const r = applyAction(states[states.length - 1] as GameState, a);
    if (!r.ok) throw new Error(r.error.message);
    states.push(r.state);
  }
  const steps = got.swings.map((s) => s.step);
  expect(steps).toEqual([...steps].sort((a, b) => a - b));
  for (const s of got.swings) {
    // A swing names the action that made it, who played it, the chances around it, and a legal alternative there.
    expect(s.played).toEqual(rec.actions[s.step - 1]);
    expect(s.seat).toBe(rec.actions[s.step - 1]?.seat);
    expect(s.before).toBe(got.chances[s.step - 1]);
    expect(s.after).toBe(got.chances[s.step]);
    const before = states[s.step - 1] as GameState;
    if (before.toAct === s.seat) expect(legalActions(before).some((a) => s.suggested && sameAction(a, s.suggested))).toBe(true);
    // The concession came while the Invader was to act: the Defender had no other move to suggest.
    else expect(s).toMatchObject({ step: rec.actions.length, played: { type: 'concede' }, suggested: null, terms: [] });
  }
  // The swings are the biggest moves of the chart (review-swings.test.ts checks the picking itself).
  expect(steps).toEqual(pickSwings(got.chances).map((s) => s.step));

  await Promise.all([inv, def].map((p) => p.room.leave()));
  const dataDir = srv.dataDir;
  await srv.close();
  srv = await startTestServer({ dataDir, bots: BOTS });
  const again = await review(srv.url, id);
  expect(again.status).toBe(200);
  expect(GameReviewSchema.parse(await again.json())).toEqual(got);
  expect(srv.reviews.progress(id)).toBeNull(); // read back, not worked out again
});
