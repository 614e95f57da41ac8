/** The 12 Panic cards (shared/design/cards.md, "Panic cards"): drawn in Phase 6, effect next turn. */

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

export interface PanicData {
  id: PanicId;
  name: string;
  text: string;
}

export const PANIC_CARDS: Record<PanicId, PanicData> = {
  desertion: { id: 'desertion', name: 'Desertion', text: "One Soldier on a wall (Invader's choice) goes to the reserve." },
  'dark-fears': { id: 'dark-fears', name: 'Dark Fears', text: "Marksmen on the walls of one side (Invader's choice) cannot shoot." },
  'lost-time': { id: 'lost-time', name: 'Lost Time', text: 'The Defender gets 2 fewer Hourglasses in Phase 1 (not below 0).' },
  riot: { id: 'riot', name: 'Riot', text: "One building (Invader's choice; not the Hospital) cannot be used." },
  'cracked-cauldron': { id: 'cracked-cauldron', name: 'Cracked Cauldron', text: "One Cauldron on the board (Invader's choice) is removed." },
  sabotage: { id: 'sabotage', name: 'Sabotage', text: "One Stone Wall component (Invader's choice) is removed." },
  'silent-prayers': { id: 'silent-prayers', name: 'Silent Prayers', text: 'Priests cannot use Speech.' },
  'sick-bay': { id: 'sick-bay', name: 'Sick Bay', text: 'The Hospital heals no one.' },
  cowardice: { id: 'cowardice', name: 'Cowardice', text: "One Marksman in a Tower (Invader's choice) moves to the Courtyard." },
  rumours: { id: 'rumours', name: 'Rumours', text: 'No Council markers in Phase 1.' },
  'broken-chain': { id: 'broken-chain', name: 'Broken Chain', text: 'Gate Reinforcement costs 1 more Hourglass.' },
  'false-alarm': { id: 'false-alarm', name: 'False Alarm', text: 'Nothing happens.' },
};
