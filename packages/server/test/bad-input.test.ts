/**
 * Hostile input: thousands of malformed payloads (huge strings, deep nesting, binary garbage,
 * unknown types, wrong seat, stale state, spectator actions). Each one is answered with exactly
 * one `error`, the game state does not change, nobody is disconnected and the room keeps working.
 */
import type { Action } from '@stronghold/rules';
import { createGame, gameOf, joinGame, useTestServer, type Player } from './helpers/harness';
import { must } from './helpers/must';
import { mulberry32, pickOne } from '../src/testing';

jest.setTimeout(60_000);

const srv = useTestServer();

function deep(depth: number, leaf: unknown = 1): unknown {
  let v: unknown = leaf;
  for (let i = 0; i < depth; i++) v = i % 2 ? [v] : { a: v };
  return v;
}

/** Payloads for the `action` message (none of them may change anything). */
function hostileActionPayloads(stateId: number, legal: Action, rnd: () => number): unknown[] {
  const out: unknown[] = [
    undefined,
    null,
    0,
    -1,
    NaN,
    Infinity,
    true,
    '',
    'x'.repeat(50_000),
    'é'.repeat(100_000),
    '\u0000\uffff\ud800',
    [],
    [1, 2, 3],
    {},
    { stateId },
    { action: legal },
    { stateId: String(stateId), action: legal },
    { stateId: stateId + 0.5, action: legal },
    { stateId: -1, action: legal },
    { stateId: 1e308, action: legal },
    { stateId: stateId + 1, action: legal },
    { stateId: stateId - 1, action: legal },
    { stateId, action: legal, extra: 1 },
    { stateId, action: null },
    { stateId, action: 'pass' },
    { stateId, action: [] },
    { stateId, action: {} },
    { stateId, action: { type: 'nope', seat: 'invader' } },
    { stateId, action: { ...legal, extra: 'x' } },
    { stateId, action: { ...legal, type: 'x'.repeat(40_000) } },
    { stateId, action: { type: 'choose', seat: 'invader', option: 'x'.repeat(10_000) } },
    { stateId, action: { type: 'choose', seat: 'invader', option: '../../etc/passwd' } },
    { stateId, action: { type: 'pay', seat: 'defender', slot: 'forge', amount: 1e9 } },
    { stateId, action: { type: 'altar', seat: 'invader', pairs: -5 } },
    { stateId, action: { type: 'altar', seat: 'invader', pairs: 1.5 } },
    { stateId, action: JSON.parse('{"__proto__":{"polluted":1},"type":"done","seat":"invader"}') as unknown },
    { stateId, action: { constructor: { prototype: { polluted: 1 } }, type: 'done', seat: 'invader' } },
    { stateId, action: deep(300) },
    deep(300),
    { stateId, action: { type: 'done', seat: 'invader', nested: deep(200) } },
    new Uint8Array(2000).fill(0xc1),
  ];
  // Random junk objects.
  for (let i = 0; i < 400; i++) {
    const junk: Record<string, unknown> = {};
    const n = Math.floor(rnd() * 6);
    for (let k = 0; k < n; k++) {
      const key = pickOne(['stateId', 'action', 'type', 'seat', 'option', String(k)], rnd);
      const r = rnd();
      junk[key] =
        r < 0.2
          ? Math.floor(rnd() * 1e6) - 5e5
          : r < 0.4
            ? 'x'.repeat(Math.floor(rnd() * 300))
            : r < 0.6
              ? null
              : r < 0.8
                ? [rnd()]
                : { type: 'done', seat: rnd() < 0.5 ? 'invader' : 'defender' };
    }
    out.push(rnd() < 0.5 ? junk : { stateId: rnd() < 0.5 ? stateId : Math.floor(rnd() * 100), action: junk });
  }
  return out;
}

/** Raw frames: binary garbage and broken Colyseus frames (never a LEAVE_ROOM byte, which is a leave). */
function garbageFrames(rnd: () => number): Uint8Array[] {
  const frames: Uint8Array[] = [];
  const bytes = (n: number): number[] => Array.from({ length: n }, () => Math.floor(rnd() * 256));
  for (let i = 0; i < 600; i++) {
    let f = bytes(1 + Math.floor(rnd() * 200));
    if (f[0] === 12) f[0] = 99;
    if (i % 4 === 1) f = [13, ...f]; // ROOM_DATA + garbage
    if (i % 4 === 2) f = [13, 0xa6, ...Buffer.from('action'), ...f]; // 'action' + garbage msgpack
    if (i % 4 === 3) f = [17, ...f]; // ROOM_DATA_BYTES + garbage
    frames.push(Uint8Array.from(f));
  }
  frames.push(Uint8Array.from([10])); // a second JOIN_ROOM
  frames.push(Uint8Array.from([13])); // ROOM_DATA without a type
  frames.push(Uint8Array.from([13, 0xdb, 0xff, 0xff, 0xff, 0xff])); // string length past the end
  frames.push(Uint8Array.from([13, 0xa6, ...Buffer.from('action'), 0xdd, 0xff, 0xff, 0xff, 0xff])); // array of 4G items
  frames.push(Uint8Array.from([13, 0xa6, ...Buffer.from('action'), ...Array<number>(5000).fill(0x91), 0x01])); // 5000 nested arrays
  frames.push(new Uint8Array(250_000).fill(13));
  // A 5000-character message type (the SDK itself cannot send one; built by hand).
  frames.push(Uint8Array.from([13, 0xda, 0x13, 0x88, ...Buffer.from('t'.repeat(5000)), 0x80]));
  return frames;
}

async function sendAndCount(p: Player, send: () => void, n: number): Promise<void> {
  const before = p.errors.length;
  send();
  await p.waitFor(() => p.errors.length >= before + n, `${n} errors`, 30_000);
}

test('thousands of hostile payloads: one error each, nothing changes, nobody is dropped', async () => {
  const inv = await createGame(srv.url, { side: 'invader', name: 'Ivy' });
  const roomId = inv.room.roomId;
  const def = await joinGame(srv.url, roomId, { name: 'Dee' });
  const spec = await joinGame(srv.url, roomId, { spectate: true });
  const before = JSON.stringify(gameOf(roomId));
  const stateId = gameOf(roomId).stateId;
  const actor = gameOf(roomId).toAct === 'invader' ? inv : def;
  const idle = actor === inv ? def : inv;
  await actor.waitFor(() => actor.legal !== null && actor.legal.actions.length > 0, 'legal');
  const legal = must(actor.legalActions[0], 'a legal action');
  const rnd = mulberry32(777);
  let sent = 0;
  const codes = new Map<string, number>();

  for (const p of [inv, def, spec]) {
    const payloads = hostileActionPayloads(stateId, legal, rnd);
    await sendAndCount(p, () => payloads.forEach((x) => p.room.send('action', x)), payloads.length);
    sent += payloads.length;

    const chats: unknown[] = [
      undefined,
      null,
      1,
      '',
      {},
      { text: '' },
      { text: 'x'.repeat(301) },
      { text: 5 },
      { text: 'hi', x: 1 },
      deep(300),
    ];
    await sendAndCount(p, () => chats.forEach((x) => p.room.send('chat', x)), chats.length);
    sent += chats.length;

    const types: (string | number)[] = [
      '',
      'Action',
      'actions',
      'legal',
      'seat',
      'error',
      '__proto__',
      'constructor',
      'x'.repeat(60),
      0,
      1,
      255,
      65535,
      -1,
    ];
    await sendAndCount(p, () => types.forEach((t) => p.room.send(t, { stateId, action: legal })), types.length);
    sent += types.length;

    const frames = garbageFrames(rnd);
    await sendAndCount(p, () => frames.forEach((f) => p.room.connection.send(f)), frames.length);
    sent += frames.length;
  }

  // Spectator, wrong seat, stale: well-formed but refused.
  const refusals: [Player, unknown, string][] = [
    [spec, { stateId, action: legal }, 'spectator'],
    [idle, { stateId, action: legal }, 'wrong_seat'],
    [actor, { stateId: stateId + 1, action: legal }, 'stale_state'],
    [actor, { stateId: stateId + 7, action: legal }, 'stale_state'],
  ];
  for (const [p, msg, code] of refusals) {
    const n = p.errors.length;
    p.room.send('action', msg);
    expect((await p.nextError(n)).code).toBe(code);
    sent++;
  }

  for (const p of [inv, def, spec]) for (const e of p.errors) codes.set(e.code, (codes.get(e.code) ?? 0) + 1);
  const received = inv.errors.length + def.errors.length + spec.errors.length;
  expect(received).toBe(sent);
  expect(JSON.stringify(gameOf(roomId))).toBe(before);
  for (const p of [inv, def, spec]) expect(p.room.connection.isOpen).toBe(true);
  expect(srv.syncProblems).toEqual([]);
  console.log(`bad input: ${sent} hostile messages, ${received} errors: ${JSON.stringify(Object.fromEntries(codes))}`);

  // The room still works: the legal action is accepted and everybody sees it.
  actor.room.send('action', { stateId, action: legal });
  await Promise.all([inv, def, spec].map((p) => p.waitFor(() => p.stateId === stateId + 1, 'next state')));
  await Promise.all([inv, def, spec].map((p) => p.room.leave()));
});
