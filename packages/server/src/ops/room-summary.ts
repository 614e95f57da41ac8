/**
 * One live room as the operator sees it (the operator page's table and its JSON), from the
 * matchmaker's listing of any process.
 */
import type { IRoomCache } from '@colyseus/core';
import { listedMetadata } from '../rooms/lobby-listing';

export interface RoomSummary {
  roomId: string;
  processId: string;
  name: string;
  status: string;
  invader: string;
  defender: string;
  spectators: number;
  /** Connections to the room (seats + spectators). */
  clients: number;
  turn: number | null;
  phase: string | null;
  private: boolean;
  locked: boolean;
  createdAt: string | null;
  ageSeconds: number | null;
}

export function roomSummary(r: IRoomCache, now: number): RoomSummary {
  const m = listedMetadata(r.metadata);
  // A Date, or its JSON string from a shared (Redis) cache: the Date constructor takes either.
  const created = r.createdAt ? new Date(r.createdAt) : null;
  const createdMs = created && Number.isFinite(created.getTime()) ? created.getTime() : null;
  return {
    roomId: r.roomId,
    processId: r.processId,
    name: m.name ?? '',
    status: m.status ?? 'waiting',
    invader: m.invader ?? '',
    defender: m.defender ?? '',
    spectators: m.spectators ?? 0,
    clients: r.clients,
    turn: m.turn ?? null,
    phase: m.phase ?? null,
    private: r.private === true,
    locked: r.locked === true,
    createdAt: createdMs === null ? null : new Date(createdMs).toISOString(),
    ageSeconds: createdMs === null ? null : Math.max(0, Math.round((now - createdMs) / 1000)),
  };
}
