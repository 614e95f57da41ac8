/** Decks and tracks (shared/design/cards.md). Data only. */

/** Time Board: Mana per turn I..VIII; a negative figure is owed. */
export const TIME_BOARD_MANA = [7, 6, 4, 2, 0, -2, -4, -6] as const;
export const LAST_TURN = 8;

/** Panic Board: Defender Hourglasses per turn (6 in turn I, 2 afterwards). */
export function supplyHourglasses(turn: number): number {
  return turn === 1 ? 6 : 2;
}
export const PANIC_MIN = -6;
export const PANIC_MAX = 6;

export interface ManaCard {
  id: string;
  mana: number;
  bonus: null | { hourglasses: number } | { unit: 'soldier' | 'veteran' } | { panic: number };
}

/** Mana deck (9 cards); drawing one is optional in Phase 1. */
export const MANA_DECK: ReadonlyArray<ManaCard> = [
  { id: 'mana-1a', mana: 1, bonus: null },
  { id: 'mana-1b', mana: 1, bonus: null },
  { id: 'mana-2a', mana: 2, bonus: null },
  { id: 'mana-2b', mana: 2, bonus: { hourglasses: 1 } },
  { id: 'mana-2c', mana: 2, bonus: { unit: 'soldier' } },
  { id: 'mana-3a', mana: 3, bonus: { hourglasses: 2 } },
  { id: 'mana-3b', mana: 3, bonus: { unit: 'veteran' } },
  { id: 'mana-4a', mana: 4, bonus: { hourglasses: 3 } },
  { id: 'mana-4b', mana: 4, bonus: { panic: -1 } },
];

export interface CrossbowCard {
  id: string;
  hit: boolean;
  /** Council markers this card gives in Phase 1. */
  markers: 1 | 2 | 3;
}

/** Tower Crossbow hit deck: 3 red (hit), 3 blue (miss), each colour marked 1, 2, 3. */
export const CROSSBOW_DECK: ReadonlyArray<CrossbowCard> = [
  { id: 'red-1', hit: true, markers: 1 },
  { id: 'red-2', hit: true, markers: 2 },
  { id: 'red-3', hit: true, markers: 3 },
  { id: 'blue-1', hit: false, markers: 1 },
  { id: 'blue-2', hit: false, markers: 2 },
  { id: 'blue-3', hit: false, markers: 3 },
];

export type CannonCard = 'phantom' | 'skeleton' | 'vampire' | 'miss';
/** Cannon hit deck (the 6 Defender Hit cards). */
export const CANNON_DECK: ReadonlyArray<CannonCard> = ['phantom', 'skeleton', 'skeleton', 'vampire', 'miss', 'miss'];

/** Machine deck: a Bone Thrower or Spectral Ballista stack is 2 Hit + 5 Miss taken from it. */
export const MACHINE_DECK = { hit: 11, miss: 25 } as const;
export const MACHINE_STACK = { hit: 2, miss: 5 } as const;

/** Illusionary Threat counters: face-down values (Phantoms). */
export const ILLUSIONARY_VALUES = [0, 1, 2, 3] as const;

/** Units per type: in the bag at setup, and spare beside the board (seed 000 setup). */
export const INVADER_BAG = { phantom: 34, skeleton: 56, vampire: 22 } as const;
export const INVADER_SPARES = { phantom: 5, skeleton: 20, vampire: 5 } as const;
export const UNITS_DRAWN_PER_TURN = 14;
export const MOVE_OUT = {
  minor: { mana: 1, perArea: 6 },
  major: { mana: 2, perArea: 8 },
  drumsBonus: 3,
} as const;

export const INVADER_STRENGTH = { phantom: 1, skeleton: 2, vampire: 3 } as const;
export const DEFENDER_STRENGTH = { marksman: 1, soldier: 2, veteran: 3 } as const;

/** Defender reserve at setup (seed 000 setup checklist). */
export const DEFENDER_RESERVE = {
  priest: 2,
  stakes: 3,
  inscription: 3,
  crossbow: 3,
  cross: 3,
  consecrated: 3,
  saint: 1,
  footbridge: 3,
  trap: 3,
  cannon: 3,
  cauldron: 3,
  stone: 3,
  soldier: 3,
  veteran: 3,
  marksman: 0,
} as const;
export type DefenderReserveItem = keyof typeof DEFENDER_RESERVE;
