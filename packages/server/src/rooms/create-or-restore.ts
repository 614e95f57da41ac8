/**
 * How a room gets its game: created from its creator's options (a rematch's room also takes its
 * two seat owners), or restored from the store. Which one comes from the create options: a
 * restore or a rematch is named by a server-made nonce (never a client's), read once.
 * The seats, their schema, the clocks, the log and the chat are written into the room's parts;
 * what the room keeps of the game itself is returned (`HostedGame`).
 */
import { randomInt } from 'node:crypto';
import { ServerError } from '@colyseus/core';
import { newGame, type GameState } from '@stronghold/rules';
import { computerName, CreateRoomOptionsSchema, JOIN_REFUSALS } from '@stronghold/protocol';
import type { GameStatus, StoredGameOptions } from '../persistence/game-store';
import { hashPassword } from '../security/password';
import { CHAT_HISTORY } from './chat-history';
import { newGameOptions, replayStoredGame, type OnPlayed } from './game-setup';
import type { RematchTerms } from './rematch';
import { newRoomCode } from './room-code';
import type { RoomContext } from './room-context';
import type { RoomHost } from './room-host';
import { showSeatAccounts } from './seat-accounts';
import { SEATS } from './seats';
import { playStartPosition } from './start-position';

/** What the room keeps of the game it hosts (its id becomes the room's). */
export interface HostedGame {
  id: string;
  options: StoredGameOptions;
  passwordHash: string | null;
  state: GameState;
  status: GameStatus;
}

/** What a room's create options ask for: a stored game to restore, a rematch's terms, or neither (a new game). */
export interface GameRequest {
  restoreId?: string;
  rematch?: RematchTerms;
  /** Made by the server (a restore, a rematch): no connection takes the creator's place. */
  byServer: boolean;
}

/** Reads the server-made nonces of `rawOptions` (each is used once). */
export function gameRequestOf(ctx: RoomContext, rawOptions: unknown): GameRequest {
  const opts = (rawOptions ?? {}) as Record<string, unknown>;
  const nonce = typeof opts.__restore === 'string' ? opts.__restore : undefined;
  const restoreId = nonce ? ctx.restoreNonces.get(nonce) : undefined;
  if (nonce) ctx.restoreNonces.delete(nonce);
  const rematch = !restoreId && typeof opts.__rematch === 'string' ? ctx.rematchSeats.get(opts.__rematch) : undefined;
  if (typeof opts.__rematch === 'string') ctx.rematchSeats.delete(opts.__rematch);
  return {
    ...(restoreId ? { restoreId } : {}),
    ...(rematch ? { rematch } : {}),
    byServer: !!restoreId || typeof opts.__rematch === 'string',
  };
}

/** A new game from its creator's options; a rematch also brings the old game's password hash (rematch.ts). */
export async function createGame(room: RoomHost, rawOptions: unknown, rematch?: RematchTerms): Promise<HostedGame> {
  const { ctx } = room;
  const parsed = CreateRoomOptionsSchema.safeParse(rawOptions ?? {});
  if (!parsed.success) throw new ServerError(JOIN_REFUSALS.bad_options, 'bad create options');
  const { maxWaiting } = ctx.creations.config;
  if (ctx.waitingRooms.size >= maxWaiting) {
    throw new ServerError(
      JOIN_REFUSALS.server_busy,
      `server_busy: ${maxWaiting} games are waiting for players on this server; join one or retry later`,
    );
  }
  const o = parsed.data;
  if (o.opponent && o.exhibition) throw new ServerError(JOIN_REFUSALS.bad_options, 'bad create options: opponent or exhibition, not both');
  const options = newGameOptions(o);
  room.control.startClock(options.timeControl);
  const passwordHash = o.password ? await hashPassword(o.password) : (rematch?.passwordHash ?? null);
  if (passwordHash) options.hasPassword = true;
  // A test server starts every game at its stored position (start-position.ts).
  const start = ctx.startPosition;
  const seed = start?.seed ?? randomInt(0, 2 ** 31 - 1);
  const { state, moves } = start ? playStartPosition(start, logPlayed(room)) : { state: newGame({ seed, ruleset: 'undead' }), moves: [] };
  const id = await newRoomCode(ctx.store);
  await ctx.store.createGame({ id, seed, options, passwordHash });
  for (const m of moves) {
    await ctx.store.appendAction(id, m.seq, m.action);
    room.recent.record(m.stateId, m.action);
  }
  seatComputer(room, options);
  let status: GameStatus = 'waiting';
  if (room.seats.bothOwned()) {
    // An exhibition: nobody else is awaited.
    status = 'playing';
    await ctx.store.setStatus(id, 'playing');
  }
  if (options.private) await room.setPrivate(true);
  ctx.logger.info(`game ${id} created (${options.private ? 'private' : 'public'})`);
  return { id, options, passwordHash, state, status };
}

/** Rebuilds a stored game by replaying its seed and actions through the rules (game-setup.ts). */
export async function restoreGame(room: RoomHost, gameId: string): Promise<HostedGame> {
  const { store, logger } = room.ctx;
  // The server's notes go back in their places among the replayed events, each under its number.
  room.log.restoring(await store.getLogNotes(gameId));
  const { stored, state, moves } = await replayStoredGame(store, gameId, logPlayed(room));
  for (const m of moves) room.recent.record(m.stateId, m.action);
  room.log.restored();
  const chat = await store.getChat(gameId, CHAT_HISTORY);
  room.chat.load(chat.entries, chat.count);
  for (const s of await store.getSeats(gameId)) {
    room.seats.owners[s.seat] = { tokenHash: s.tokenHash, name: s.name };
    room.state.players[s.seat].name = s.name;
  }
  await showSeatAccounts(room, gameId);
  seatComputer(room, stored.options);
  room.control.restore(stored.options.timeControl, stored.live);
  const status: GameStatus = state.winner ? 'ended' : room.seats.bothOwned() ? 'playing' : 'waiting';
  if (status !== stored.status) await store.setStatus(gameId, status, state.winner);
  if (stored.options.private) await room.setPrivate(true);
  logger.info(`game ${gameId} restored at stateId ${state.stateId}`);
  return { id: gameId, options: stored.options, passwordHash: stored.passwordHash, state, status };
}

/** A rematch room (made by the server, rematch.ts) starts with both seats owned (by the same accounts, if any). */
export async function takeRematchSeats(room: RoomHost, { owners, accounts }: RematchTerms): Promise<void> {
  const { store, accounts: accountService } = room.ctx;
  for (const seat of SEATS) {
    room.seats.owners[seat] = owners[seat];
    room.state.players[seat].name = owners[seat].name;
    await store.setSeat(room.roomId, { seat, tokenHash: owners[seat].tokenHash, name: owners[seat].name });
    const account = accounts[seat];
    if (account) await accountService.store.claimAccountSeat(room.roomId, seat, { id: account, name: owners[seat].name });
    room.state.players[seat].account = account !== undefined;
  }
}

/** Each action played into a new or restored room: its events logged, one action at a time, and kept for the catch-up. */
function logPlayed(room: RoomHost): OnPlayed {
  return (before, action, after, events) => room.catchUp.record(before, action, after, room.log.append(events));
}

/** The computer's seats from the game's options: owned (no token opens them), named, connected. */
function seatComputer(room: RoomHost, options: StoredGameOptions): void {
  for (const seat of SEATS) {
    const level = options.computer?.[seat];
    if (!level) continue;
    room.control.computer[seat] = level;
    room.seats.owners[seat] = { tokenHash: '', name: computerName(level) };
    room.state.players[seat].name = computerName(level);
    room.state.players[seat].connected = true;
  }
}
