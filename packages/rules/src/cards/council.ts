/** The 12 Council cards (shared/design/cards.md, "Council cards"). Effects live in defender/council.ts. */

export const COUNCIL_IDS = [
  'call-to-arms',
  'veteran-captains',
  'holy-relics',
  'masons-guild',
  'night-watch',
  'fire-arrows',
  'sally-forth',
  'blessed-water',
  'engineers',
  'pyre',
  'scout-report',
  'last-stand',
] as const;
export type CouncilId = (typeof COUNCIL_IDS)[number];

export interface CouncilData {
  id: CouncilId;
  name: string;
  /** Council markers needed on the card before it can be used. */
  markers: number;
  text: string;
}

export const COUNCIL: Record<CouncilId, CouncilData> = {
  'call-to-arms': {
    id: 'call-to-arms',
    name: 'Call to Arms',
    markers: 3,
    text: '3 Soldiers from the reserve to the Courtyard (fewer if the reserve runs out; then Marksmen).',
  },
  'veteran-captains': {
    id: 'veteran-captains',
    name: 'Veteran Captains',
    markers: 4,
    text: 'Up to 2 Veterans from the reserve to the Courtyard (fewer if the reserve runs out; nothing in their place).',
  },
  'holy-relics': { id: 'holy-relics', name: 'Holy Relics', markers: 2, text: 'Panic -2.' },
  'masons-guild': {
    id: 'masons-guild',
    name: "Masons' Guild",
    markers: 3,
    text: 'Up to 3 Stone Wall components from the reserve onto any Wall sections.',
  },
  'night-watch': { id: 'night-watch', name: 'Night Watch', markers: 2, text: '3 Hourglasses now.' },
  'fire-arrows': {
    id: 'fire-arrows',
    name: 'Fire Arrows',
    markers: 4,
    text: 'This turn, Marksmen may shoot any Invader unit, not only Skeletons.',
  },
  'sally-forth': { id: 'sally-forth', name: 'Sally Forth', markers: 4, text: 'Eliminate up to 4 units of any type on one Foreground.' },
  'blessed-water': {
    id: 'blessed-water',
    name: 'Blessed Water',
    markers: 3,
    text: 'This turn, each Priest repels 2 Phantoms instead of 1.',
  },
  engineers: { id: 'engineers', name: 'Engineers', markers: 3, text: 'One Gate +3 toughness (max 8).' },
  pyre: { id: 'pyre', name: 'Pyre', markers: 3, text: 'All Skeletons on the Altar of Death are removed from the game.' },
  'scout-report': {
    id: 'scout-report',
    name: 'Scout Report',
    markers: 2,
    text: "The Defender sees the Necromancer's Library from now on.",
  },
  'last-stand': { id: 'last-stand', name: 'Last Stand', markers: 5, text: 'This turn, +1 Defender strength on every Wall section.' },
};
