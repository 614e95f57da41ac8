/**
 * The game log across the server's own notes and a crash: an absent player's seat is offered to
 * the computer and the player comes back (two notes of the server's in the log), the built server
 * is SIGKILLed and started again on the same DATA_DIR, and the game goes on. Each player's log,
 * kept as the web client keeps it (one line per number, in their order: log-panel.ts), must be entry for entry
 * what a fresh connection of that seat is sent: no entry lost or repeated, the notes kept, every
 * number once. The process is killed as soon as the players see the second note.
 */
import type { LogEntry } from '@stronghold/protocol';
import { mulberry32, pickOne, startServerChild, type ServerChild } from '../src/testing';
import { createGame, joinGame, type Player } from './helpers/harness';

jest.setTimeout(90_000);

let proc: ServerChild | null = null;
afterEach(async () => {
  if (proc) await proc.signal('SIGKILL');
  proc = null;
});

/** A client's log over its connections, as the web client shows it: in the order of the numbers, an entry whose number it has seen skipped. */
class ShownLog {
  readonly entries: LogEntry[] = [];
  private readonly seen = new Set<number>();
  private taken = new Map<Player, number>();

  /** Takes what `p` received since the last call. */
  take(p: Player): void {
    for (const e of p.log.slice(this.taken.get(p) ?? 0)) {
      if (this.seen.has(e.seq)) continue;
      this.seen.add(e.seq);
      this.entries.push(e);
    }
    this.taken.set(p, p.log.length);
    this.entries.sort((a, b) => a.seq - b.seq);
  }
}

/** Plays `n` random legal actions of whichever player acts; each waits until both saw it. */
async function play(a: Player, b: Player, n: number, rnd: () => number): Promise<void> {
  for (let i = 0; i < n; i++) {
    const acting = (p: Player) => p.legal?.stateId === p.stateId && p.legal.actions.length > 0;
    await Promise.race([a, b].map((p) => p.waitFor(() => acting(p), 'a player to act')));
    const actor = acting(a) ? a : b;
    const stateId = actor.stateId;
    actor.room.send('action', { stateId, action: pickOne(actor.legalActions, rnd) });
    await Promise.all([a, b].map((p) => p.waitFor(() => p.stateId > stateId, 'the next state')));
  }
}

const kinds = (entries: LogEntry[]) => entries.map((e) => e.kind);

test('notes of the server, a SIGKILL and a restart: each player keeps every entry once, notes included, as a reload shows it', async () => {
  const env = { ABSENT_GRACE_SECONDS: '1', RECONNECT_SECONDS: '1', BOT_PACE_MS: '0' };
  proc = await startServerChild({ env });
  const dataDir = proc.dataDir;
  const inv = await createGame(proc.url, { side: 'invader', name: 'Ivy' });
  const roomId = inv.room.roomId;
  const def = await joinGame(proc.url, roomId, { name: 'Dee' });
  const shown = { invader: new ShownLog(), defender: new ShownLog() };
  const rnd = mulberry32(4242);
  await play(inv, def, 4, rnd);

  // The invader leaves; the defender offers the seat to the computer; the invader comes back.
  const tokens = { invader: inv.issuedToken, defender: def.issuedToken };
  shown.invader.take(inv);
  await inv.room.leave(true);
  await def.waitFor(() => def.state.players.invader.offerable, 'the seat offerable');
  def.room.send('offerSeatToComputer', {});
  await def.waitFor(() => def.log.some((e) => e.kind === 'seat.computerPlays'), 'the takeover note');
  const back = await joinGame(proc.url, roomId, { token: tokens.invader });
  for (const p of [def, back]) await p.waitFor(() => p.log.some((e) => e.kind === 'seat.playerBack'), 'the note of the player back');
  // Killed as soon as the notes are seen: a note is sent only once it is stored.
  shown.invader.take(back);
  shown.defender.take(def);
  expect(kinds(shown.defender.entries)).toEqual(expect.arrayContaining(['seat.computerPlays', 'seat.playerBack']));

  await proc.signal('SIGKILL');
  proc = await startServerChild({ env, dataDir });
  const inv2 = await joinGame(proc.url, roomId, { token: tokens.invader });
  const def2 = await joinGame(proc.url, roomId, { token: tokens.defender });
  await play(inv2, def2, 6, rnd);
  const last = { invader: inv2, defender: def2 };

  for (const seat of ['invader', 'defender'] as const) {
    // A reload: a new connection of the seat gets the log from the restored room.
    const reloaded = await joinGame(proc.url, roomId, { token: tokens[seat] });
    // The history follows the seat message; the state can come before it.
    await reloaded.waitFor(() => reloaded.messages.some((m) => m.type === 'log'), 'the history of the reloaded seat');
    // What the seat's connection received up to the reload (it came before the reload's history).
    shown[seat].take(last[seat]);
    const fresh = reloaded.log;
    expect(fresh.length).toBeLessThan(200); // the whole log fits in one history
    expect(shown[seat].entries).toEqual(fresh);
    // Every number once, in order (a seat's own secrets are the other seat's gaps).
    const seqs = fresh.map((e) => e.seq);
    expect(seqs).toEqual([...new Set(seqs)].sort((a, b) => a - b));
    expect(kinds(fresh).filter((k) => k.startsWith('seat.'))).toEqual(['seat.computerPlays', 'seat.playerBack']);
    await reloaded.room.leave();
  }
});
