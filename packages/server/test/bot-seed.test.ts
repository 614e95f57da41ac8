/**
 * The computer's bot seed: drawn with node:crypto when the computer first plays a seat, stored
 * with the game (`games.live`), never derived from the game's seed (that mix can be undone, and
 * the game's seed orders the Panic deck and the Library); a restored game goes on with the same bot.
 */
import { deriveSeed } from '@stronghold/rules/bots';
import { createGame, joinGame, startTestServer, type TestServer } from './helpers/harness';
import { must } from './helpers/must';
import { mulberry32, pickOne } from '../src/testing';

jest.setTimeout(90_000);

let srv: TestServer | null = null;
afterEach(async () => {
  await srv?.close();
  srv = null;
});

const PACE = { computerPace: { opponentMs: 0, exhibitionMs: 0 } };

test('the bot seed is drawn apart from the game seed, stored, and kept by a restored game', async () => {
  srv = await startTestServer(PACE);
  const me = await createGame(srv.url, { side: 'defender', name: 'Dee', opponent: { computer: 'easy' } });
  const id = me.room.roomId;
  // The Invader (the computer) acts first: once it is my decision, its bot has played.
  await me.waitFor(() => me.legal?.stateId === me.stateId && me.legal.actions.length > 0, 'my decision', 30_000);
  const stored = must(await srv.store.getGame(id), 'the stored game');
  const seed = must(stored.live?.botSeeds?.invader, "the computer's bot seed");
  expect(Number.isInteger(seed)).toBe(true);
  // Not the game seed, nor any of the derived streams the old code used.
  for (const stream of [0, 1]) expect(seed).not.toBe(deriveSeed(stored.seed, stream));
  expect(seed).not.toBe(stored.seed);
  expect(stored.live?.botSeeds?.defender).toBeUndefined();
  const invaderActions = async (): Promise<number> =>
    (await must(srv, 'the server').store.getActions(id)).filter((a) => (a.action as { seat?: string }).seat === 'invader').length;
  const before = await invaderActions();
  const token = me.issuedToken;
  await me.room.leave();

  const dataDir = srv.dataDir;
  await srv.close();
  srv = await startTestServer({ dataDir, ...PACE });
  expect(srv.restored).toContain(id);
  const back = await joinGame(srv.url, id, { token });
  // I play on until the computer has acted again after the restart, ending my window whenever I
  // may: a random walk through a Defender window can last hundreds of actions.
  const rnd = mulberry32(before);
  while ((await invaderActions()) <= before) {
    await back.waitFor(() => back.legal?.stateId === back.stateId && back.legalActions.length > 0, 'my decision', 30_000);
    const stateId = back.stateId;
    const done = back.legalActions.find((a) => a.type === 'done');
    back.room.send('action', { stateId, action: done ?? pickOne(back.legalActions, rnd) });
    await back.waitFor(() => back.stateId > stateId, 'my action applied');
  }
  const after = must(await srv.store.getGame(id), 'the stored game after the restart');
  expect(after.live?.botSeeds).toEqual({ invader: seed });
  await back.room.leave();
});
