/**
 * What the rooms keep from one action to the next, offline: N rooms in one process, one action
 * each in turn (as the load run paces them, a room's next action about a second later), each
 * room holding what a server room holds between its actions: its game state, its RoomState
 * mirrored by RoomStateSync and encoded (the shared patch and both seats' views), and a
 * LegalWriter per seat. No sockets, no database, no drivers on the same cores: the figures move
 * with the code, not with the load.
 *
 * It runs in a child process under `--trace-gc-nvp`, whose scavenge lines say how many bytes
 * outlived the young generation (`promoted=`): objects that live until a room's next action die
 * old, which makes scavenges long (a pause of the whole event loop) and the old generation grow
 * (the concurrent marking that the GC threads spend the server's second core on).
 *
 * Run with one room, the same code's CPU per action is what an action costs with its room's
 * objects in the CPU's caches; with 400 they are not (run.ts prints both and their ratio).
 *
 * `node bench/dist/room-retention.js sites [rooms]` says what that is, by allocating function
 * (liveSites).
 */
import { spawn } from 'node:child_process';
import { Session } from 'node:inspector/promises';
import { applyAction, newGame, playerActions, type Action, type GameState, type Seat } from '@stronghold/rules';
import { LegalWriter } from '@stronghold/protocol';
import { mulberry32, pickOne, RoomState, RoomStateSync } from '@stronghold/server/testing';
import { Encoder, StateView } from '@colyseus/schema';

export interface RetentionFigures {
  rooms: number;
  actions: number;
  /** Bytes promoted to the old generation per action (scavenges during the measured actions). */
  promotedKBPerAction: number;
  scavengesPerThousandActions: number;
  scavengePauseMeanMs: number;
  scavengePauseMaxMs: number;
  /** Process CPU (all threads: the GC's helpers too) per action, rules + sync + encode + legal. */
  cpuMicrosPerAction: number;
}

const SEATS: readonly Seat[] = ['invader', 'defender'];
const MARK = 'RETENTION-MEASURE';
const RESULT = 'RETENTION-RESULT ';

interface Room {
  game: GameState;
  /** The action its player sends next (a client holds its list; the room does not). */
  next: Action;
  state: RoomState;
  encoder: Encoder;
  sync: RoomStateSync;
  views: Record<Seat, StateView>;
  writers: Record<Seat, LegalWriter>;
}

/** N rooms as a server holds them, and one action of room i (the next room's game when one ends). */
function offlineRooms(rooms: number): { step: (i: number) => void } {
  const random = mulberry32(13);
  const pick = (list: readonly Action[]): Action => pickOne(list, random);
  let games = 0;
  const open = (): Room => {
    const game = newGame({ seed: ++games, ruleset: 'undead' });
    const state = new RoomState();
    const encoder = new Encoder(state);
    const sync = new RoomStateSync(state);
    sync.apply(game);
    const views = { invader: new StateView(), defender: new StateView() };
    views.invader.add(state.invaderSecrets);
    views.defender.add(state.defenderSecrets);
    encoder.encodeAll();
    encoder.discardChanges();
    return {
      game,
      next: pick(playerActions(game)),
      state,
      encoder,
      sync,
      views,
      writers: { invader: new LegalWriter(), defender: new LegalWriter() },
    };
  };
  const all = Array.from({ length: rooms }, open);
  const step = (i: number): void => {
    const room = all[i];
    if (!room) throw new Error(`no room ${i} of ${all.length}`);
    const result = applyAction(room.game, room.next);
    if (!result.ok) throw new Error(`room ${i}: ${result.error.message}`);
    room.game = result.state;
    room.sync.apply(room.game);
    const it = { offset: 0 };
    room.encoder.encode(it);
    room.encoder.encodeView(room.views.invader, it.offset, it);
    room.encoder.encodeView(room.views.defender, it.offset, it);
    room.encoder.discardChanges();
    // What the room sends: the rules' list and the seat's undo (stronghold-room.ts applyIntent).
    const legal = playerActions(result.state, result.legal);
    for (const seat of SEATS) {
      const writer = room.writers[seat];
      if (room.game.toAct === seat) writer.message(room.game.stateId, legal);
      else if (writer.holdsActions) writer.message(room.game.stateId, []);
    }
    if (room.game.winner || room.game.phase === 'ended' || legal.length === 0) all[i] = open();
    else room.next = pick(legal);
  };
  return { step };
}

/** The child: builds the rooms, warms up, marks the start, plays, prints the result. */
function child(rooms: number, warmup: number, actions: number): void {
  const { step } = offlineRooms(rooms);
  let done = 0;
  const play = (n: number) => {
    for (let k = 0; k < n; k++, done++) step(k % rooms);
  };
  play(warmup);
  process.stdout.write(`${MARK}\n`);
  const cpu0 = process.cpuUsage();
  done = 0;
  play(actions);
  const cpu = process.cpuUsage(cpu0);
  process.stdout.write(`${RESULT}${JSON.stringify({ actions: done, cpuMicros: cpu.user + cpu.system })}\n`);
}

/** Runs the offline rooms in a child process under --trace-gc-nvp and reads its scavenges. */
export async function runRetention(rooms: number, warmup: number, actions: number): Promise<RetentionFigures> {
  const proc = spawn(process.execPath, ['--trace-gc-nvp', __filename, 'child', String(rooms), String(warmup), String(actions)], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let measuring = false;
  let promoted = 0;
  const pauses: number[] = [];
  let result: { actions: number; cpuMicros: number } | null = null;
  let rest = '';
  proc.stdout.setEncoding('utf8');
  proc.stdout.on('data', (chunk: string) => {
    const lines = (rest + chunk).split('\n');
    rest = lines.pop() ?? '';
    for (const line of lines) {
      if (line === MARK) measuring = true;
      else if (line.startsWith(RESULT)) result = JSON.parse(line.slice(RESULT.length)) as { actions: number; cpuMicros: number };
      else if (measuring && line.includes(' gc=s ')) {
        const pause = /\bpause=([\d.]+)/.exec(line);
        const bytes = / promoted=(\d+)/.exec(line);
        if (pause) pauses.push(Number(pause[1]));
        if (bytes) promoted += Number(bytes[1]);
      }
    }
  });
  const code = await new Promise<number | null>((resolve) => proc.on('exit', resolve));
  const r = result as { actions: number; cpuMicros: number } | null;
  if (code !== 0 || !r) throw new Error(`room-retention child exited with ${code}`);
  return {
    rooms,
    actions: r.actions,
    promotedKBPerAction: promoted / 1000 / r.actions,
    scavengesPerThousandActions: (pauses.length * 1000) / r.actions,
    scavengePauseMeanMs: pauses.length ? pauses.reduce((a, b) => a + b, 0) / pauses.length : 0,
    scavengePauseMaxMs: pauses.length ? Math.max(...pauses) : 0,
    cpuMicrosPerAction: r.cpuMicros / r.actions,
  };
}

/**
 * What one round of actions (one per room) leaves alive, by the function that allocated it: V8's
 * sampling heap profiler over the round, then a full collection, so that only what the rooms still
 * hold is counted (what a scavenge would copy). `node bench/dist/room-retention.js sites [rooms]`.
 */
async function liveSites(rooms: number, top = 30): Promise<void> {
  const { step } = offlineRooms(rooms);
  for (let k = 0; k < rooms * 20; k++) step(k % rooms); // warm-up: the JIT, and games well under way
  const session = new Session();
  session.connect();
  await session.post('HeapProfiler.collectGarbage');
  await session.post('HeapProfiler.startSampling', { samplingInterval: 64 });
  for (let k = 0; k < rooms; k++) step(k);
  await session.post('HeapProfiler.collectGarbage');
  const { profile } = await session.post('HeapProfiler.getSamplingProfile');
  await session.post('HeapProfiler.stopSampling');
  session.disconnect();
  const bySite = new Map<string, number>();
  let total = 0;
  const visit = (node: SamplingNode): void => {
    if (node.selfSize > 0) {
      const f = node.callFrame;
      const site = `${f.functionName || '(anonymous)'} ${f.url.split('/').slice(-2).join('/')}:${f.lineNumber + 1}`;
      bySite.set(site, (bySite.get(site) ?? 0) + node.selfSize);
      total += node.selfSize;
    }
    node.children.forEach(visit);
  };
  visit(profile.head);
  process.stdout.write(
    `${rooms} offline rooms, one action each: ${(total / rooms).toFixed(0)} B per action still alive, by allocating function\n`,
  );
  for (const [site, bytes] of [...bySite].sort((a, b) => b[1] - a[1]).slice(0, top)) {
    process.stdout.write(`${(bytes / rooms).toFixed(0).padStart(7)}  ${site}\n`);
  }
}

type SamplingNode = { callFrame: { functionName: string; url: string; lineNumber: number }; selfSize: number; children: SamplingNode[] };

if (require.main === module && process.argv[2] === 'child') {
  child(Number(process.argv[3]), Number(process.argv[4]), Number(process.argv[5]));
} else if (require.main === module && process.argv[2] === 'sites') {
  void liveSites(Number(process.argv[3] ?? 400));
}
