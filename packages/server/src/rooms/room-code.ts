/**
 * A new game's room id: a readable game code (@stronghold/protocol game-code.ts) that no
 * stored game has. Colyseus 0.18 lets a room choose its id in onCreate (`this.roomId = ...`).
 */
import { randomInt } from 'node:crypto';
import { makeGameCode } from '@stronghold/protocol';
import type { GameStore } from '../persistence/game-store';

const TRIES = 8;

export async function newRoomCode(store: Pick<GameStore, 'getGame'>, pick: (n: number) => number = (n) => randomInt(n)): Promise<string> {
  for (let i = 0; i < TRIES; i++) {
    const code = makeGameCode(pick);
    if (!(await store.getGame(code))) return code;
  }
  throw new Error('could not find a free game code');
}
