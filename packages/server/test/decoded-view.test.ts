/**
 * What a client decodes maps back to exactly viewFor(state, its seat), for every seat after every
 * action of seeded self-play games. The room state goes through Colyseus's own SchemaSerializer
 * (the room's encoder, StateViews for the seat secrets) and each client decodes with a reflected
 * Decoder as the SDK (@colyseus/sdk) does; the view comes back through @stronghold/protocol, as in the
 * web client. In-process, no sockets: many games in a few seconds (game.test.ts does it over real
 * WebSockets).
 */
import { ClientState, SchemaSerializer } from '@colyseus/core';
import { Reflection, StateView, type Decoder } from '@colyseus/schema';
import { applyAction, legalActions, newGame, viewFor, type GameState, type GameView, type Viewer } from '@stronghold/rules';
import { gameViewFromWire } from '@stronghold/protocol';
import { RoomState } from '../src/schema/room-state';
import { RoomStateSync } from '../src/schema/sync';
import { mulberry32 } from '../src/testing';

jest.setTimeout(120_000);

/** The part of a Colyseus Client the serializer uses, decoding what it is sent at once. */
class DecodingClient {
  state = ClientState.JOINED;
  decoder!: Decoder<RoomState>;
  constructor(
    readonly viewer: Viewer,
    readonly view: StateView | undefined,
  ) {}

  join(serializer: SchemaSerializer<RoomState>): void {
    this.decoder = Reflection.decode(serializer.handshake());
    this.decoder.decode(serializer.getFullState(this as never) as Buffer, { offset: 1 });
  }

  raw(bytes: Buffer): void {
    this.decoder.decode(bytes, { offset: 1 });
  }

  gameView() {
    return gameViewFromWire(this.decoder.state.toJSON(), this.viewer);
  }
}

function expectViews(game: GameState, clients: DecodingClient[]): void {
  for (const c of clients) {
    expect({ viewer: c.viewer, stateId: game.stateId, view: c.gameView() }).toEqual({
      viewer: c.viewer,
      stateId: game.stateId,
      view: viewFor(game, c.viewer),
    });
  }
}

/**
 * viewFor as a structurally sharing engine would give it: every subtree equal to the one of the
 * previous view for the same viewer is that very object, so the sync skips it by identity.
 */
function sharingViews(): (state: GameState, viewer: Viewer) => GameView {
  const last = new Map<Viewer, GameView>();
  const share = (prev: unknown, next: unknown): unknown => {
    if (JSON.stringify(prev) === JSON.stringify(next)) return prev;
    if (!prev || !next || typeof prev !== 'object' || typeof next !== 'object' || Array.isArray(prev) !== Array.isArray(next)) return next;
    if (Array.isArray(next)) return next.map((x, i) => share((prev as unknown[])[i], x));
    return Object.fromEntries(Object.entries(next).map(([k, x]) => [k, share((prev as Record<string, unknown>)[k], x)]));
  };
  return (state, viewer) => {
    const next = viewFor(state, viewer);
    const prev = last.get(viewer);
    const shared = (prev ? share(prev, next) : next) as GameView;
    last.set(viewer, shared);
    return shared;
  };
}

function playThroughSerializer(seed: number, views?: (state: GameState, viewer: Viewer) => GameView): number {
  const state = new RoomState();
  const sync = new RoomStateSync(state, views);
  let skipped = 0;
  let game = newGame({ seed, ruleset: 'undead' });
  const problems: string[] = [];
  const syncOnce = (): void => {
    const r = sync.apply(game, { checkSecrets: true });
    problems.push(...r.unknownPaths, ...r.unmappedSecrets);
    skipped += r.skipped;
  };
  syncOnce();
  const serializer = new SchemaSerializer<RoomState>();
  serializer.reset(state);
  const seatClient = (seat: 'invader' | 'defender'): DecodingClient => {
    const view = new StateView();
    view.add(state[`${seat}Secrets`]);
    return new DecodingClient(seat, view);
  };
  const clients = [seatClient('invader'), seatClient('defender'), new DecodingClient('spectator', undefined)];
  clients.forEach((c) => c.join(serializer));
  expectViews(game, clients);

  const rnd = mulberry32(seed);
  let steps = 0;
  while (!game.winner && game.phase !== 'ended') {
    const legal = legalActions(game);
    const r = applyAction(game, legal[Math.floor(rnd() * legal.length)]);
    if (!r.ok) throw new Error(r.error.message);
    game = r.state;
    syncOnce();
    serializer.applyPatches(clients as never);
    expectViews(game, clients);
    steps++;
    // A spectator and the Invader's second connection join late: full state, then patches.
    if (steps === 60) {
      const late = [new DecodingClient('spectator', undefined), seatClient('invader')];
      late.forEach((c) => c.join(serializer));
      clients.push(...late);
      expectViews(game, clients);
    }
  }
  expect(problems).toEqual([]);
  if (views) expect(skipped).toBeGreaterThan(steps * 10);
  return steps;
}

test.each([3, 41, 2027, 90001])('seed %i: every client decodes exactly viewFor(state, its seat) after every action', (seed) => {
  expect(playThroughSerializer(seed)).toBeGreaterThan(60);
});

test.each([3, 77])(
  'seed %i, views sharing unchanged subtrees: the sync skips them by identity and every client still decodes exactly viewFor',
  (seed) => {
    expect(playThroughSerializer(seed, sharingViews())).toBeGreaterThan(60);
  },
);
