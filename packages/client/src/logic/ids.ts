/**
 * Every clickable board element has an ID: the rules' own IDs (walls, towers, ramparts, slots,
 * spells, Council cards, paths, priests) plus a few client-only ones for things that are not
 * board places in the rules (the Mana deck, the Altar, the Library, the row cards).
 */
import {
  BUILDINGS,
  BUILDING_ACTION_IDS,
  COUNCIL,
  COUNCIL_IDS,
  FOREGROUNDS,
  GATES,
  INNER_AREAS,
  PANIC_CARDS,
  PANIC_IDS,
  PATHS,
  RAMPARTS,
  SPELLS,
  SPELL_IDS,
  TOWERS,
  WALLS,
  BUILDING_ACTIONS,
} from '@stronghold/rules';

/** Client-only targets. */
export const CLIENT_TARGETS = {
  manaDeck: 'mana-deck',
  altar: 'altar',
  library: 'library',
  council: 'council',
  activationCard: 'card:activation',
  moveOutCard: 'card:moveout',
  campCard: 'card:camp',
  dragonCard: 'dragon-card',
} as const;

const PLACE_NAMES: Record<string, string> = {
  camp: 'the Camp',
  'fg-left': 'the left Foreground',
  'fg-front': 'the front Foreground',
  'fg-right': 'the right Foreground',
  'r-left-1': 'Rampart L1',
  'r-left-2': 'Rampart L2',
  'r-front-1': 'Rampart F1',
  'r-barbican': 'the Barbican Rampart',
  'r-front-2': 'Rampart F2',
  'r-right-1': 'Rampart R1',
  'r-right-2': 'Rampart R2',
  'gate-outer': 'the outer Gate',
  'gate-middle': 'the middle Gate',
  'gate-inner': 'the inner Gate',
  courtyard: 'the Courtyard',
  barracks: 'the Barracks',
  statue: 'the Statue',
  hospital: 'the Hospital',
  forge: 'the Forge',
  workshop: 'the Workshop',
  scouts: 'the Scouts',
  cathedral: 'the Cathedral',
  'mana-deck': 'the Mana deck',
  altar: 'the Altar of Death',
  library: "the Necromancer's Library",
  council: 'the Council',
  'card:activation': 'the Activation card',
  'card:moveout': 'the Move out card',
  'card:camp': 'the Camp card',
  'dragon-card': 'the Dragon Phantom card',
};

/** Short labels drawn on the board. */
export const SHORT_NAMES: Record<string, string> = {
  camp: 'Camp',
  'fg-left': 'Left Foreground',
  'fg-front': 'Front Foreground',
  'fg-right': 'Right Foreground',
  'r-left-1': 'L1',
  'r-left-2': 'L2',
  'r-front-1': 'F1',
  'r-barbican': 'Barbican',
  'r-front-2': 'F2',
  'r-right-1': 'R1',
  'r-right-2': 'R2',
};

const TARGETS = new Set<string>([
  'camp',
  ...FOREGROUNDS,
  ...RAMPARTS,
  ...WALLS,
  ...TOWERS,
  ...GATES,
  ...INNER_AREAS,
  ...BUILDINGS,
  ...BUILDING_ACTION_IDS,
  ...SPELL_IDS,
  ...COUNCIL_IDS,
  ...PANIC_IDS,
  ...PATHS.map((p) => p.id),
  ...Object.values(CLIENT_TARGETS),
]);

/** Is `id` something drawn on the board that can be clicked or highlighted? */
export function isBoardTarget(id: string): boolean {
  return TARGETS.has(id) || /^p[1-9]$/.test(id) || /^ctr:\d+$/.test(id);
}

const isWall = (id: string): boolean => (WALLS as readonly string[]).includes(id);
const isTower = (id: string): boolean => (TOWERS as readonly string[]).includes(id);

/** A human name for any board ID, card ID or option fragment. */
export function nameOf(id: string): string {
  if (PLACE_NAMES[id]) return PLACE_NAMES[id];
  if (isWall(id)) return `wall ${id.toUpperCase()}`;
  if (isTower(id)) return `tower ${id.toUpperCase()}`;
  if (id in BUILDING_ACTIONS) {
    const a = BUILDING_ACTIONS[id as keyof typeof BUILDING_ACTIONS];
    return `${a.name} (${cap(a.building)})`;
  }
  if (id in SPELLS) return SPELLS[id as keyof typeof SPELLS].name;
  if (id in COUNCIL) return COUNCIL[id as keyof typeof COUNCIL].name;
  if (id in PANIC_CARDS) return PANIC_CARDS[id as keyof typeof PANIC_CARDS].name;
  if (id.includes('>')) {
    const [from, to] = id.split('>');
    return `the path ${bare(from!)} → ${bare(to!)}`;
  }
  const footbridge = /^(w\d+)-(w\d+)$/.exec(id);
  if (footbridge) return `${footbridge[1]!.toUpperCase()}–${footbridge[2]!.toUpperCase()}`;
  if (/^p[1-9]$/.test(id)) return `Priest ${id.slice(1)}`;
  const unit = UNIT_NAMES[id];
  if (unit) return unit;
  return id;
}

/** A name without the leading article ("left Foreground", "wall W3"). */
export function bare(id: string): string {
  return nameOf(id).replace(/^the /, '');
}

export const UNIT_NAMES: Record<string, string> = {
  phantom: 'Phantom',
  skeleton: 'Skeleton',
  vampire: 'Vampire',
  marksman: 'Marksman',
  soldier: 'Soldier',
  veteran: 'Veteran',
  priest: 'Priest',
};

export function cap(s: string): string {
  return s.charAt(0).toUpperCase() + s.slice(1);
}

export const PHASE_NAMES: Record<string, string> = {
  supply: 'Supply',
  spells: 'Spells',
  activation: 'Activation',
  moveout: 'Move out',
  assault: 'Assault',
  panic: 'Panic',
  cleanup: 'Clean-up',
  ended: 'Game over',
};

export const ROMAN = ['I', 'II', 'III', 'IV', 'V', 'VI', 'VII', 'VIII'];
