/**
 * The 12 Panic cards (shared/design/cards.md, "Panic cards"): drawn in Phase 6, effect next turn;
 * each goes back to the deck only after its effect has been applied (seed 000 "Phase 6: Panic").
 */

export const PANIC_IDS = [
  'desertion',
  'dark-fears',
  'lost-time',
  'riot',
  'cracked-cauldron',
  'sabotage',
  'silent-prayers',
  'sick-bay',
  'cowardice',
  'rumours',
  'broken-chain',
  'false-alarm',
] as const;
export type PanicId = (typeof PANIC_IDS)[number];

/**
 * When a card's effect is over and it goes back to the deck (rulings.md "Panic (Phase 6)"):
 * `moment` as soon as it has resolved at the turn start, `supply` once Phase 1 has paid out the
 * Hourglasses and Council markers it changes, `turn` at that turn's Clean-up.
 */
export type PanicLasts = 'moment' | 'supply' | 'turn';

export interface PanicData {
  id: PanicId;
  name: string;
  text: string;
  lasts: PanicLasts;
}

export const PANIC_CARDS: Record<PanicId, PanicData> = {
  desertion: { id: 'desertion', name: 'Desertion', text: "One Soldier on a wall (Invader's choice) goes to the reserve.", lasts: 'moment' },
  'dark-fears': {
    id: 'dark-fears',
    name: 'Dark Fears',
    text: "Marksmen on the walls of one side (Invader's choice) cannot shoot.",
    lasts: 'turn',
  },
  'lost-time': {
    id: 'lost-time',
    name: 'Lost Time',
    text: 'The Defender gets 2 fewer Hourglasses in Phase 1 (not below 0).',
    lasts: 'supply',
  },
  riot: { id: 'riot', name: 'Riot', text: "One building (Invader's choice; not the Hospital) cannot be used.", lasts: 'turn' },
  'cracked-cauldron': {
    id: 'cracked-cauldron',
    name: 'Cracked Cauldron',
    text: "One Cauldron on the board (Invader's choice) is removed.",
    lasts: 'moment',
  },
  sabotage: { id: 'sabotage', name: 'Sabotage', text: "One Stone Wall component (Invader's choice) is removed.", lasts: 'moment' },
  'silent-prayers': { id: 'silent-prayers', name: 'Silent Prayers', text: 'Priests cannot use Speech.', lasts: 'turn' },
  'sick-bay': { id: 'sick-bay', name: 'Sick Bay', text: 'The Hospital heals no one.', lasts: 'turn' },
  cowardice: {
    id: 'cowardice',
    name: 'Cowardice',
    text: "One Marksman in a Tower (Invader's choice) moves to the Courtyard.",
    lasts: 'moment',
  },
  rumours: { id: 'rumours', name: 'Rumours', text: 'No Council markers in Phase 1.', lasts: 'supply' },
  'broken-chain': { id: 'broken-chain', name: 'Broken Chain', text: 'Gate Reinforcement costs 1 more Hourglass.', lasts: 'turn' },
  'false-alarm': { id: 'false-alarm', name: 'False Alarm', text: 'Nothing happens.', lasts: 'moment' },
};
