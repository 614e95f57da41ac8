/**
 * The computer as a player, over real WebSockets: a scripted person against the
 * Normal computer to the end, and the computer against itself (an exhibition) watched by a
 * spectator. The computer thinks in the bot threads and acts through the room's action path.
 */
import { createGame, expectDecodedViews, gameOf, joinGame, playAgainstComputer, serverRoom, useTestServer } from './helpers/harness';
import { mulberry32 } from '../src/testing';

jest.setTimeout(90_000);

const srv = useTestServer({ computerPace: { opponentMs: 0, exhibitionMs: 0 } });

async function record(id: string): Promise<{ status: string; actions: unknown[]; options: { computer?: unknown } }> {
  const res = await fetch(`${srv.url}/api/games/${id}/record`);
  expect(res.status).toBe(200);
  return (await res.json()) as never;
}

test('a scripted person plays a whole game against the Normal computer; the game starts at once', async () => {
  const me = await createGame(srv.url, { side: 'defender', name: 'Dee', opponent: { computer: 'normal' } });
  const roomId = me.room.roomId;
  expect(me.seat).toBe('defender');
  await me.waitFor(() => me.state.status === 'playing', 'playing');
  expect(me.state.players.invader.name).toBe('Computer (Normal)');
  expect(me.state.players.invader.connected).toBe(true);
  const spec = await joinGame(srv.url, roomId, { spectate: true });
  expect(spec.seat).toBe('spectator');

  const mine = await playAgainstComputer(me, roomId, mulberry32(14));
  const theirs = gameOf(roomId).stateId - mine;
  expect(me.errors).toEqual([]);
  expect(mine).toBeGreaterThan(0);
  expect(theirs).toBeGreaterThan(0);
  const g = gameOf(roomId);
  await spec.waitFor(() => spec.stateId === g.stateId, 'spectator at the end');
  expectDecodedViews(g, [me, spec]);
  const rec = await record(roomId);
  expect(rec.status).toBe('ended');
  expect(rec.actions.length).toBe(g.stateId);
  expect(rec.options.computer).toEqual({ invader: 'normal' });
});

test('the computer plays itself (an exhibition) to the end while a spectator watches', async () => {
  const watcher = await createGame(srv.url, { side: 'invader', exhibition: { invader: 'easy', defender: 'normal' } });
  const roomId = watcher.room.roomId;
  expect(watcher.seat).toBe('spectator');
  expect(serverRoom(roomId).metadata.invader).toBe('Computer (Easy)');
  expect(serverRoom(roomId).metadata.defender).toBe('Computer (Normal)');
  await watcher.waitFor(() => !!gameOf(roomId).winner, 'the end', 80_000);
  const g = gameOf(roomId);
  await watcher.waitFor(() => watcher.stateId === g.stateId, 'spectator at the end');
  expectDecodedViews(g, [watcher]);
  expect((await record(roomId)).actions.length).toBe(g.stateId);
});

test('a person cannot act for the computer seat, and bad computer options are refused', async () => {
  const me = await createGame(srv.url, { side: 'invader', opponent: { computer: 'easy' } });
  await expect(createGame(srv.url, { side: 'invader', opponent: { computer: 'grandmaster' } })).rejects.toThrow(/bad create options/);
  await expect(
    createGame(srv.url, { side: 'invader', opponent: { computer: 'easy' }, exhibition: { invader: 'easy', defender: 'easy' } }),
  ).rejects.toThrow(/bad create options/);
  expect(me.seat).toBe('invader');
});
