/**
 * Every clickable board element has an ID: the rules' own IDs (walls, towers, ramparts, slots,
 * spells, Council cards, paths, priests) plus a few client-only ones for things that are not
 * board places in the rules (the Mana deck, the Altar, the Library, the row cards).
 */
import { nameOf as i18nName, t } from '../i18n';
import {
  BUILDINGS,
  BUILDING_ACTION_IDS,
  COUNCIL_IDS,
  FOREGROUNDS,
  GATES,
  INNER_AREAS,
  PANIC_IDS,
  RAMPARTS,
  SPELL_IDS,
  TOWERS,
  WALLS,
  type GateId,
  type TowerId,
  type WallId,
} from '@stronghold/rules';
import { PATHS, BUILDING_ACTIONS } from '@stronghold/rules/cards';

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

/** Short labels drawn on the board ("L1", "Barbican"), in the reader's language. */
export const shortName = (id: string): string => t(`short.${id}`);

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

export const isWallId = (id: string): id is WallId => (WALLS as readonly string[]).includes(id);
export const isTowerId = (id: string): id is TowerId => (TOWERS as readonly string[]).includes(id);
export const isGateId = (id: string): id is GateId => (GATES as readonly string[]).includes(id);

/** Is `id` something drawn on the board that can be clicked or highlighted? */
export function isBoardTarget(id: string): boolean {
  return TARGETS.has(id) || /^p[1-9]$/.test(id) || /^ctr:\d+$/.test(id);
}

/** A human name for any board ID, card ID or option fragment, in the reader's language (i18n). */
export function nameOf(id: string): string {
  if (id in BUILDING_ACTIONS) {
    const a = BUILDING_ACTIONS[id as keyof typeof BUILDING_ACTIONS];
    return `${i18nName(id)} (${cap(bare(a.building))})`;
  }
  return i18nName(id);
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
