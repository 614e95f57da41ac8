/**
 * The Defender's building actions in Stronghold: Undead (seed 000, "Defender's New Buildings";
 * costs in Hourglasses). Effects live in defender/buildings/, one file per building.
 */
import type { BuildingId } from '../board/undead-board';
import type { DefenderReserveItem } from './decks';

export const BUILDING_ACTION_IDS = [
  'forge.cannon',
  'forge.cauldron',
  'forge.cross',
  'forge.footbridge',
  'workshop.crossbow',
  'workshop.stone',
  'workshop.stakes',
  'workshop.gate',
  'scouts.sortie',
  'scouts.inscription',
  'scouts.trap',
  'scouts.damage-machine',
  'cathedral.saint',
  'cathedral.exorcism',
  'cathedral.consecrated',
  'cathedral.repellence',
  'barracks.priest',
  'barracks.soldier',
  'barracks.veteran',
] as const;
export type BuildingActionId = (typeof BUILDING_ACTION_IDS)[number];

export interface BuildingActionData {
  id: BuildingActionId;
  building: BuildingId;
  name: string;
  cost: number;
  /** The reserve item the action places, if any: none left means the action cannot be taken. */
  uses: DefenderReserveItem | null;
  text: string;
}

const A = (id: BuildingActionId, name: string, cost: number, uses: DefenderReserveItem | null, text: string): BuildingActionData => ({
  id,
  building: id.split('.')[0] as BuildingId,
  name,
  cost,
  uses,
  text,
});

export const BUILDING_ACTIONS: Record<BuildingActionId, BuildingActionData> = {
  'forge.cannon': A(
    'forge.cannon',
    'Cannon',
    3,
    'cannon',
    'Place a Cannon in an empty Tower (no Marksmen there). Ranged step 1: fires at the Foreground of its side or an opposite Rampart.',
  ),
  'forge.cauldron': A(
    'forge.cauldron',
    'Skeleton Cauldron',
    2,
    'cauldron',
    'Place a Cauldron on a free Cauldron space. Melee step 3: kills one Skeleton on that wall.',
  ),
  'forge.cross': A(
    'forge.cross',
    'Cross',
    2,
    'cross',
    'Place a Cross on the outer, then middle, then inner Gate. Each Cross adds 1 to a Speech made from the Statue.',
  ),
  'forge.footbridge': A(
    'forge.footbridge',
    'Footbridge',
    2,
    'footbridge',
    'Place a Footbridge between two adjacent walls of one side: moves between them are free.',
  ),
  'workshop.crossbow': A(
    'workshop.crossbow',
    'Tower Crossbow',
    2,
    'crossbow',
    'Place a Tower Crossbow in an empty Tower. Ranged step 1: shoots a Vampire on the Foreground of its side or an opposite Rampart.',
  ),
  'workshop.stone': A(
    'workshop.stone',
    'Stone Wall Section',
    1,
    'stone',
    'Place a Stone Wall component on a wall (at most 5): +1 Defender strength there.',
  ),
  'workshop.stakes': A(
    'workshop.stakes',
    'Stakes',
    2,
    'stakes',
    'Place Stakes in an empty Tower. Melee step 4: sacrifice a unit on an adjacent wall to eliminate all Vampires there (once a turn).',
  ),
  'workshop.gate': A('workshop.gate', 'Gate Reinforcement', 1, null, 'One standing Gate +1 toughness (max 8).'),
  'scouts.sortie': A('scouts.sortie', 'Sortie', 2, null, 'Eliminate up to 3 Skeletons on one Rampart.'),
  'scouts.inscription': A(
    'scouts.inscription',
    'Inscription',
    2,
    'inscription',
    'Place an Inscription on a wall: Phantoms there lose Levitation; levitating ones are eliminated at once.',
  ),
  'scouts.trap': A(
    'scouts.trap',
    'Trap',
    2,
    'trap',
    'Place a Trap on a path: crossing it needs combined strength 4 and kills 4 strength (Invader chooses), then it returns to the reserve.',
  ),
  'scouts.damage-machine': A(
    'scouts.damage-machine',
    'Damage Machine',
    2,
    null,
    'Add a Miss card from the Machine deck to one Bone Thrower or Spectral Ballista stack and reshuffle it.',
  ),
  'cathedral.saint': A(
    'cathedral.saint',
    'The Saint',
    2,
    'saint',
    'Place the Saint on a Rampart until the end of the turn: no unit may move out of it.',
  ),
  'cathedral.exorcism': A('cathedral.exorcism', 'Exorcism', 2, null, 'Change one Vampire on the board into a spare Phantom.'),
  'cathedral.consecrated': A(
    'cathedral.consecrated',
    'Consecrated Ground',
    2,
    'consecrated',
    "Place on a Rampart: in this turn's Assault (Melee step 2) it eliminates the strongest Invader unit there.",
  ),
  'cathedral.repellence': A(
    'cathedral.repellence',
    'Repellence',
    2,
    null,
    'Repel up to 4 Phantoms from any walls to Ramparts; the Invader chooses the paths.',
  ),
  'barracks.priest': A(
    'barracks.priest',
    'Training a Priest',
    2,
    'priest',
    'Remove one unit in the Barracks and replace it with a Priest (who stands in the Barracks).',
  ),
  'barracks.soldier': A('barracks.soldier', 'Train a Soldier', 2, 'soldier', 'A Marksman in the Barracks becomes a Soldier.'),
  'barracks.veteran': A('barracks.veteran', 'Train a Veteran', 2, 'veteran', 'A Soldier in the Barracks becomes a Veteran.'),
};

/** Buildings a Bone Thrower may hit (seed 000: all but the Statue and the Hospital). */
export const BONE_TARGET_BUILDINGS: ReadonlyArray<BuildingId> = ['forge', 'workshop', 'scouts', 'cathedral', 'barracks'];
