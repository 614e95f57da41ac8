/** The 24 Spell cards (shared/design/cards.md, "Spells"). Effects live in invader/spells/. */

export const SPELL_IDS = [
  'bone-thrower',
  'spectral-ballista',
  'dragon-phantom',
  'hallucinations',
  'drums',
  'mists',
  'illusionary-threat',
  'terror',
  'cursed-bats',
  'strigoi-lair',
  'poisonous-cauldrons',
  'reinforcements',
  'totems',
  'cemetery',
  'marshes',
  'crypt',
  'ghostly-carriage',
  'phantom-gale',
  'piercing-wail',
  'desperation',
  'heavy-rain',
  'bloodlust',
  'curse-of-decay',
  'plague',
] as const;
export type SpellId = (typeof SPELL_IDS)[number];

export type Stage = 1 | 2 | 3;

/** Where a spell's counter or card goes when cast. */
export type SpellPlacement = 'rampart' | 'foreground' | 'wall' | 'tower' | 'dragon-card' | 'none';

export interface SpellData {
  id: SpellId;
  name: string;
  stage: Stage;
  mana: number;
  /** Needs Activation (Phase 3) to work in a turn after the one it was cast in. */
  activation: boolean;
  placement: SpellPlacement;
  /** Counters (or cards) of this spell in the reserve (seed 000 setup); null = no counter. */
  counters: number | null;
  text: string;
}

export const SPELLS: Record<SpellId, SpellData> = {
  'bone-thrower': {
    id: 'bone-thrower', name: 'Bone Thrower', stage: 1, mana: 2, activation: true, placement: 'rampart', counters: 4,
    text: 'A machine stack (2 Hit + 5 Miss) on a Rampart. Ranged step 2: reveal; a Hit puts Bone markers on two actions of one building (not Statue/Hospital), each +1 Hourglass cost, and raises Panic by 1; a Miss is removed.',
  },
  'spectral-ballista': {
    id: 'spectral-ballista', name: 'Spectral Ballista', stage: 1, mana: 3, activation: true, placement: 'rampart', counters: 4,
    text: 'A machine stack (2 Hit + 5 Miss) on a Rampart. Ranged step 2: shoots a Wall section linked by a path; a Hit captures a Defender unit (it becomes the matching Invader unit on the Rampart), destroys the strongest Invader unit there (to the Altar), and raises Panic by 1.',
  },
  'dragon-phantom': {
    id: 'dragon-phantom', name: 'Dragon Phantom', stage: 1, mana: 2, activation: true, placement: 'dragon-card', counters: 3,
    text: 'A counter on the Dragon Phantom card (3 spaces). Barbican: lowers the outermost standing Gate by counters + Panic level (at most 5). A destroyed Gate raises the Panic level at once and the Panic floor for good, by 1 each; the third is a breach.',
  },
  hallucinations: {
    id: 'hallucinations', name: 'Hallucinations', stage: 1, mana: 2, activation: false, placement: 'none', counters: null,
    text: 'Move Phantoms into a building to block one action: as many Phantoms as its Hourglass cost (Bone markers included). The Defender lifts it by paying that many Hourglasses. At most 3 blocks at once.',
  },
  drums: {
    id: 'drums', name: 'Drums', stage: 1, mana: 1, activation: true, placement: 'rampart', counters: 3,
    text: 'A counter on a Rampart: while active, Move out may move 3 extra units from it.',
  },
  mists: {
    id: 'mists', name: 'Mists', stage: 1, mana: 1, activation: true, placement: 'rampart', counters: 3,
    text: 'A counter on a Rampart: while active, Cannons, Tower Crossbows and Marksmen cannot target it.',
  },
  'illusionary-threat': {
    id: 'illusionary-threat', name: 'Illusionary Threat', stage: 1, mana: 1, activation: false, placement: 'wall', counters: 4,
    text: 'A face-down counter on a Wall section (worth 0, 1, 2 or 3 Phantoms). Melee step 5: revealed; that many spare Phantoms join the section, then the counter returns to the reserve.',
  },
  terror: {
    id: 'terror', name: 'Terror', stage: 1, mana: 1, activation: true, placement: 'wall', counters: 3,
    text: 'A Panic counter on a Wall section: while active, if the Invader wins the melee there, Panic +1.',
  },
  'cursed-bats': {
    id: 'cursed-bats', name: 'Cursed Bats', stage: 2, mana: 2, activation: true, placement: 'tower', counters: 3,
    text: 'A counter on a Tower: while active, Marksmen in it and on its adjacent walls cannot shoot.',
  },
  'strigoi-lair': {
    id: 'strigoi-lair', name: 'Strigoi Lair', stage: 2, mana: 2, activation: true, placement: 'rampart', counters: 3,
    text: 'A counter on a Rampart: while active, in Ranged step 4, if 2+ Phantoms stand there, one Marksman on a wall linked to it by a path is captured and becomes a Phantom there (eliminated if no space).',
  },
  'poisonous-cauldrons': {
    id: 'poisonous-cauldrons', name: 'Poisonous Cauldrons', stage: 2, mana: 2, activation: true, placement: 'wall', counters: 3,
    text: "A counter on a Wall section: while active, in Melee step 3 it kills one Defender unit there (Invader's choice).",
  },
  reinforcements: {
    id: 'reinforcements', name: 'Reinforcements', stage: 2, mana: 2, activation: false, placement: 'foreground', counters: 3,
    text: 'A counter on a Foreground: 3 Skeletons from the spare units join it at once (up to capacity).',
  },
  totems: {
    id: 'totems', name: 'Totems', stage: 2, mana: 2, activation: true, placement: 'wall', counters: 3,
    text: 'A counter on a Wall section: while active, +2 Invader strength there.',
  },
  cemetery: {
    id: 'cemetery', name: 'Cemetery', stage: 2, mana: 2, activation: false, placement: 'foreground', counters: 3,
    text: 'A Cemetery card on a Foreground: at the start of each Phase 4, 2 Skeletons from the Altar of Death return to it (up to capacity).',
  },
  marshes: {
    id: 'marshes', name: 'Marshes', stage: 2, mana: 2, activation: false, placement: 'foreground', counters: 3,
    text: 'A Marshes card on a Foreground: Traps on paths leaving it have no effect.',
  },
  crypt: {
    id: 'crypt', name: 'Crypt', stage: 2, mana: 2, activation: false, placement: 'foreground', counters: 3,
    text: 'A Crypt card on a Foreground: units on it cannot be targeted by Cannons or Tower Crossbows.',
  },
  'ghostly-carriage': {
    id: 'ghostly-carriage', name: 'Ghostly Carriage', stage: 3, mana: 3, activation: false, placement: 'none', counters: null,
    text: 'Move up to 5 units from the Camp or Foregrounds directly to Ramparts, skipping traps.',
  },
  'phantom-gale': {
    id: 'phantom-gale', name: 'Phantom Gale', stage: 3, mana: 3, activation: false, placement: 'none', counters: null,
    text: "All Phantoms on one Rampart move to the walls that Rampart reaches (Invader's split), ignoring the normal limit up to levitation.",
  },
  'piercing-wail': {
    id: 'piercing-wail', name: 'Piercing Wail', stage: 3, mana: 3, activation: false, placement: 'none', counters: null,
    text: 'Panic +2 at once.',
  },
  desperation: {
    id: 'desperation', name: 'Desperation', stage: 3, mana: 3, activation: false, placement: 'none', counters: null,
    text: "This turn's Panic phase: the Invader puts 2 Panic cards of its choice on top, face down; the Defender draws 1 extra card.",
  },
  'heavy-rain': {
    id: 'heavy-rain', name: 'Heavy Rain', stage: 3, mana: 4, activation: false, placement: 'none', counters: 1,
    text: 'This turn, Cannons, Tower Crossbows and Marksmen on walls do not shoot.',
  },
  bloodlust: {
    id: 'bloodlust', name: 'Bloodlust', stage: 3, mana: 3, activation: false, placement: 'none', counters: null,
    text: 'This turn, each Vampire has strength 4.',
  },
  'curse-of-decay': {
    id: 'curse-of-decay', name: 'Curse of Decay', stage: 3, mana: 3, activation: false, placement: 'wall', counters: null,
    text: 'Remove 2 Stone Wall components from one Wall section (to the reserve).',
  },
  plague: {
    id: 'plague', name: 'Plague', stage: 3, mana: 3, activation: false, placement: 'none', counters: null,
    text: "This turn the Hospital heals no one, and one unit in the Hospital (Invader's choice) dies.",
  },
};
