/** Small helpers over unit counts, shared by every part of the rules. */
import { DEFENDER_STRENGTH, INVADER_STRENGTH } from '../cards/decks';
import type { DefenderCounts, DefenderUnit, InvaderCounts, InvaderUnit } from './types';
import { DEFENDER_UNITS, INVADER_UNITS } from './types';

export const noInvaders = (): InvaderCounts => ({ phantom: 0, skeleton: 0, vampire: 0 });
export const noDefenders = (): DefenderCounts => ({ marksman: 0, soldier: 0, veteran: 0 });

export const totalInvaders = (c: InvaderCounts): number => c.phantom + c.skeleton + c.vampire;
export const totalDefenders = (c: DefenderCounts): number => c.marksman + c.soldier + c.veteran;

/** Plain strength of Invader units (no aura, no Bloodlust: see assault/strength.ts for those). */
export const invaderStrength = (c: InvaderCounts): number => INVADER_UNITS.reduce((n, u) => n + c[u] * INVADER_STRENGTH[u], 0);

export const defenderUnitStrength = (c: DefenderCounts): number => DEFENDER_UNITS.reduce((n, u) => n + c[u] * DEFENDER_STRENGTH[u], 0);

/** Move n units of one type between two count records; returns how many actually moved. */
export function transfer<K extends string>(from: Record<K, number>, to: Record<K, number>, unit: K, n = 1): number {
  const moved = Math.max(0, Math.min(n, from[unit]));
  from[unit] -= moved;
  to[unit] += moved;
  return moved;
}

export const isInvaderUnit = (u: string): u is InvaderUnit => (INVADER_UNITS as readonly string[]).includes(u);
export const isDefenderUnit = (u: string): u is DefenderUnit => (DEFENDER_UNITS as readonly string[]).includes(u);
