/**
 * SQLite on a full disk: reads still answer but saves fail. An action that cannot be saved is
 * refused and changes nothing, a new game is refused as `unavailable`, `/health` answers 503 while
 * saves fail (so a load balancer stops sending players there), and all come back once the disk has
 * room again. The data directory is
 * a 4 MiB tmpfs of the test's own, which needs root (as CI runs); elsewhere the test is skipped.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { createGame, joinGame, startTestServer, tmpDataDir, type Player, type TestServer } from './helpers/harness';
import { mulberry32, pickOne } from '../src/testing';
import { UNAVAILABLE_MESSAGE } from '../src/rooms/refusals';

jest.setTimeout(60_000);

const isRoot = process.getuid?.() === 0;
const dataDir = tmpDataDir('full-disk');
let srv: TestServer | null = null;

beforeAll(async () => {
  if (!isRoot) return;
  execFileSync('mount', ['-t', 'tmpfs', '-o', 'size=4m', 'tmpfs', dataDir]);
  srv = await startTestServer({ dataDir });
});
afterAll(async () => {
  await srv?.close();
  if (isRoot) execFileSync('umount', ['-l', dataDir]);
  fs.rmSync(dataDir, { recursive: true, force: true });
});

/** Fills the file system of `dir` with one file until it has no room left. */
function fillDisk(dir: string): string {
  const filler = path.join(dir, 'filler');
  const fd = fs.openSync(filler, 'w');
  try {
    for (;;) fs.writeSync(fd, Buffer.alloc(64 * 1024));
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code !== 'ENOSPC') throw e;
  } finally {
    fs.closeSync(fd);
  }
  return filler;
}

const health = async (url: string): Promise<number> => (await fetch(`${url}/health`)).status;

/** The seat to act sends one random legal action; resolves with the error it got, or null once applied. */
async function act(players: Player[], rnd: () => number): Promise<string | null> {
  await Promise.race(players.map((p) => p.waitFor(() => (p.legal?.actions.length ?? 0) > 0 && p.legal?.stateId === p.stateId, 'legal')));
  const p = players.find((x) => (x.legal?.actions.length ?? 0) > 0 && x.legal?.stateId === x.stateId);
  if (!p) throw new Error('nobody to act');
  const { stateId } = p;
  const n = p.errors.length;
  p.room.send('action', { stateId, action: pickOne(p.legalActions, rnd) });
  await p.waitFor(() => p.stateId > stateId || p.errors.length > n, 'applied or refused');
  return p.errors.length > n ? (p.errors[n]?.message ?? 'error') : null;
}

(isRoot ? test : test.skip)('a full disk: saves refused with nothing changed, /health 503, both back once there is room', async () => {
  const url = must(srv).url;
  const inv = await createGame(url, { side: 'invader', name: 'Ivy' });
  const def = await joinGame(url, inv.room.roomId, { name: 'Dee' });
  const players = [inv, def];
  const rnd = mulberry32(3);
  expect(await act(players, rnd)).toBeNull();
  expect(await health(url)).toBe(200);

  const filler = fillDisk(dataDir);
  // The write-ahead log may still have room in its file: play on until a save fails.
  let refused: string | null = null;
  for (let i = 0; i < 300 && !refused; i++) refused = await act(players, rnd);
  expect(refused).toMatch(/could not be saved; nothing changed/);
  const stuckAt = inv.stateId;
  expect(await health(url)).toBe(503);
  // A new game cannot be saved either: the player is told so in the protocol's words, never the
  // database's message (rooms/refusals.ts).
  const refusal = await createGame(url, { side: 'invader', name: 'Zed' }).then(
    () => null,
    (e: unknown) => e as { code?: number; message?: string },
  );
  expect(refusal).toMatchObject({ code: 503, message: UNAVAILABLE_MESSAGE });

  fs.rmSync(filler);
  expect(await health(url)).toBe(200);
  expect(await act(players, rnd)).toBeNull();
  expect(inv.stateId).toBe(stuckAt + 1);
  await Promise.all(players.map((p) => p.room.leave()));
});

function must<T>(v: T | null): T {
  if (v === null) throw new Error('no server');
  return v;
}
