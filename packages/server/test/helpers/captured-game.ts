/**
 * One seeded game through an in-process server, with every frame the server sent each client
 * recorded, for the checks of what each client may see (hidden-information.test.ts). The room
 * starts from `seed` (the server's start position with no actions) and both seats pick with
 * mulberry32(seed), so the game is the same on every run. A spectator watches from the start;
 * at `takeBackAt` actions the Invader takes its seat back in a new connection (a reload) and a
 * second spectator joins mid-game; after the end a third spectator joins the finished game.
 *
 * Frames are captured at WebSocketClient#raw, the one exit of every Colyseus frame, together with
 * the rules state at the moment each was sent. `decodeFrames` replays one client's frames through
 * the schema decoder as the SDK does (the reflection from the join frame, then the full state and
 * each patch), so a check sees that client's decoded state after every frame it was sent.
 */
import { WebSocketClient } from '@colyseus/ws-transport';
import { matchMaker } from '@colyseus/core';
import { decode, Reflection, type Decoder } from '@colyseus/schema';
import type { GameState, Viewer } from '@stronghold/rules';
import { createGame, gameOf, joinGame, startTestServer, type Player } from './harness';
import { must } from './must';
import { StrongholdRoom } from '../../src/rooms/stronghold-room';
import type { RoomState } from '../../src/schema/room-state';
import { mulberry32, pickOne } from '../../src/testing';

/** Colyseus frame codes (the first byte of every frame). */
export const FRAME = { JOIN_ROOM: 10, ROOM_DATA: 13, ROOM_STATE: 14, ROOM_STATE_PATCH: 15 } as const;

export interface SentFrame {
  bytes: Buffer;
  /** The rules state of the room when the frame was sent. */
  state: GameState;
}

/** One connection of the game and everything the server sent it. */
export interface ClientRecord {
  /** Who it is in a failure message: 'invader', 'defender', 'spectator', 'late spectator', ... */
  who: string;
  viewer: Viewer;
  sessionId: string;
  frames: SentFrame[];
  /** The room state as the SDK client decoded it when the capture ended. */
  sdkState: unknown;
}

export interface CapturedGame {
  seed: number;
  /** Actions played (the game ran to its end). */
  actions: number;
  /** Every state of the game in order: index i is the state after i actions. */
  states: GameState[];
  clients: ClientRecord[];
  /** After how many actions the Invader took its seat back and the late spectator joined. */
  takeBackAt: number;
  /** The Invader's connection that took the seat back. */
  takenBack: ClientRecord;
  /** What the room's sync reported while the game ran (checkSecrets on: unknown paths, secrets not carried). */
  syncProblems: string[];
}

/** Plays and records the game; the server is closed when it returns. */
export async function captureGame(seed: number, takeBackAt: number): Promise<CapturedGame> {
  const srv = await startTestServer({ startPosition: { seed, actions: [] } });
  const framesBySession = new Map<string, { bytes: Buffer; state: GameState | null }[]>();
  // The game's room, once createGame returned; its creator's first frames are sent before that.
  let roomId: string | null = null;
  // eslint-disable-next-line @typescript-eslint/unbound-method -- called on the socket the patched method runs on (`call` below)
  const originalRaw = WebSocketClient.prototype.raw;
  WebSocketClient.prototype.raw = function (this: WebSocketClient, data, options, cb) {
    const room = roomId === null ? null : matchMaker.getLocalRoomById(roomId);
    const frames = framesBySession.get(this.sessionId) ?? [];
    frames.push({ bytes: Buffer.from(data), state: room instanceof StrongholdRoom ? room.gameState : null });
    framesBySession.set(this.sessionId, frames);
    originalRaw.call(this, data, options, cb);
  };
  const players: { who: string; viewer: Viewer; player: Player }[] = [];
  const add = (who: string, viewer: Viewer, player: Player): Player => {
    players.push({ who, viewer, player });
    return player;
  };
  try {
    const firstInvader = add('invader', 'invader', await createGame(srv.url, { side: 'invader', name: 'Ivy' }));
    const gameId = (roomId = firstInvader.room.roomId);
    // Nothing was played before the game was created: its creator's first frames were sent in this state.
    const start = gameOf(gameId);
    for (const f of framesBySession.get(firstInvader.room.sessionId) ?? []) f.state ??= start;
    const def = add('defender', 'defender', await joinGame(srv.url, gameId, { name: 'Dee' }));
    add('spectator', 'spectator', await joinGame(srv.url, gameId, { spectate: true }));
    let inv = firstInvader;
    let takenBack: Player | undefined;
    const states = [start];
    const rnd = mulberry32(seed);
    for (;;) {
      const g = gameOf(gameId);
      if (g.winner || g.phase === 'ended') break;
      if (states.length - 1 === takeBackAt) {
        add('late spectator', 'spectator', await joinGame(srv.url, gameId, { spectate: true }));
        // The seat's token in a new connection replaces the first one (a reload in another tab).
        inv = takenBack = add('invader, taken back', 'invader', await joinGame(srv.url, gameId, { token: firstInvader.issuedToken }));
      }
      const actor = g.toAct === 'invader' ? inv : def;
      await actor.waitFor(() => actor.legal?.stateId === g.stateId && actor.legal.actions.length > 0, 'legal');
      actor.room.send('action', { stateId: g.stateId, action: pickOne(actor.legalActions, rnd) });
      const live = players.filter((p) => p.player !== firstInvader || !takenBack).map((p) => p.player);
      await Promise.all(live.map((p) => p.waitFor(() => p.stateId === g.stateId + 1, 'next state')));
      states.push(gameOf(gameId));
    }
    // A spectator of the finished game gets its whole state in one frame.
    add('spectator after the end', 'spectator', await joinGame(srv.url, gameId, { spectate: true }));
    WebSocketClient.prototype.raw = originalRaw;
    const clients = players.map(({ who, viewer, player }): ClientRecord => ({
      who,
      viewer,
      sessionId: player.room.sessionId,
      frames: (framesBySession.get(player.room.sessionId) ?? []).map((f) => ({
        bytes: f.bytes,
        state: must(f.state, `the state a frame to ${who} was sent in`),
      })),
      sdkState: player.state.toJSON(),
    }));
    // The replaced first connection is closed already.
    await Promise.all(players.filter((p) => p.player.room.connection.isOpen).map((p) => p.player.room.leave()));
    return {
      seed,
      actions: states.length - 1,
      states,
      clients,
      takeBackAt,
      takenBack: must(
        clients.find((c) => c.who === 'invader, taken back'),
        'the taken-back Invader (the game ended before takeBackAt)',
      ),
      syncProblems: [...srv.syncProblems],
    };
  } finally {
    WebSocketClient.prototype.raw = originalRaw;
    await srv.close();
  }
}

/**
 * Replays a client's frames through a schema decoder as the SDK does, calling `each` after every
 * state frame (the full state, then each patch) with the decoded state and the frame.
 */
export function decodeFrames(client: ClientRecord, each: (decoded: RoomState, frame: SentFrame) => void): void {
  let decoder: Decoder<RoomState> | undefined;
  for (const frame of client.frames) {
    const { bytes } = frame;
    const code = bytes[0];
    if (code === FRAME.JOIN_ROOM) {
      // [code][token length][token][serializer id length][serializer id][reflection length][reflection]...
      const it = { offset: 1 };
      it.offset += must(bytes[it.offset], 'token length') + 1;
      it.offset += must(bytes[it.offset], 'serializer id length') + 1;
      const end = decode.number(bytes, it) + it.offset;
      decoder = Reflection.decode<RoomState>(bytes.subarray(0, end), it);
    } else if (code === FRAME.ROOM_STATE || code === FRAME.ROOM_STATE_PATCH) {
      const d = must(decoder, `${client.who}: a state frame before the join frame`);
      d.decode(bytes, { offset: 1 });
      each(d.state, frame);
    } else if (code !== undefined && code > 0x1f && [FRAME.ROOM_STATE, FRAME.ROOM_STATE_PATCH].some((c) => c === (code & 0x1f))) {
      // A timed or unreliable frame (ProtocolModifier) has a prefix this replay does not read.
      throw new Error(`${client.who}: a state frame with protocol modifiers (${code})`);
    }
  }
}
