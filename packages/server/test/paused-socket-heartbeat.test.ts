/**
 * A client over its oversized-frame budget is not read for a while (the frame guard pauses its
 * socket), and that pause must not look like a dead peer: its answers to the server's pings wait
 * unread behind the paused frames. With pings far more often than the pause is long, the socket
 * stays connected through the pause, and what the client sent meanwhile is read and applied.
 */
import { createGame, joinGame, useTestServer } from './helpers/harness';
import { must } from './helpers/must';

jest.setTimeout(30_000);

/** Pings every 150 ms (one unanswered drops a socket), against a pause of at least 1 s. */
const PING_INTERVAL_MS = 150;

const srv = useTestServer({ pingIntervalMs: PING_INTERVAL_MS });

/** An action frame of about 60 KB, over the 4096-byte message cap. */
const OVERSIZED_FRAME = Buffer.concat([Buffer.from([13, 0xa6]), Buffer.from('action'), Buffer.alloc(60_000, 0x91), Buffer.from([0x01])]);

test('a socket paused for oversized frames misses no ping: it stays connected and plays on', async () => {
  const inv = await createGame(srv.url, { side: 'invader', name: 'Ivy' });
  const def = await joinGame(srv.url, inv.room.roomId, { name: 'Dee' });
  const actor = inv.legal?.actions.length ? inv : def;
  await actor.waitFor(() => (actor.legal?.actions.length ?? 0) > 0, 'legal');
  const { stateId } = actor;
  const n = actor.errors.length;
  let left: number | null = null;
  actor.room.onLeave((code) => (left = code));

  // The budget is a burst of 10 oversized frames: the 11th pauses the socket for at least 1 s.
  for (let i = 0; i < 11; i++) actor.room.connection.send(OVERSIZED_FRAME);
  await actor.waitFor(() => actor.errors.length >= n + 11, '11 errors');
  const paused = must(actor.errors[n + 10], 'the 11th error');
  expect(paused.code).toBe('rate_limited');
  const seconds = Number(/not read for (\d+) s/.exec(paused.message)?.[1]);
  expect(seconds * 1000).toBeGreaterThan(4 * PING_INTERVAL_MS);

  // Sent during the pause: read and applied once it is over, on the same connection.
  actor.room.send('action', { stateId, action: actor.legalActions[0] });
  await actor.waitFor(() => actor.stateId === stateId + 1 || left !== null, 'the next state or a drop');
  expect(left).toBeNull();
  expect(actor.stateId).toBe(stateId + 1);
  expect(actor.room.connection.isOpen).toBe(true);
  await Promise.all([inv, def].map((p) => p.room.leave()));
});
