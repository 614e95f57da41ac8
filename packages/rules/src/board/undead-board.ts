/**
 * The board of Stronghold: Undead as data (shared/design/board.md). Every ID here is the one
 * used by the rules, the server, saved games and the client. No logic lives in this file.
 */

export const SIDES = ['left', 'front', 'right'] as const;
export type Side = (typeof SIDES)[number];

export const FOREGROUNDS = ['fg-left', 'fg-front', 'fg-right'] as const;
export type ForegroundId = (typeof FOREGROUNDS)[number];

export const RAMPARTS = ['r-left-1', 'r-left-2', 'r-front-1', 'r-barbican', 'r-front-2', 'r-right-1', 'r-right-2'] as const;
export type RampartId = (typeof RAMPARTS)[number];

export const WALLS = ['w1', 'w2', 'w3', 'w4', 'w5', 'w6', 'w7', 'w8', 'w9', 'w10'] as const;
export type WallId = (typeof WALLS)[number];

export const TOWERS = ['t1', 't2', 't3', 't4', 't5', 't6'] as const;
export type TowerId = (typeof TOWERS)[number];

export const GATES = ['gate-outer', 'gate-middle', 'gate-inner'] as const;
export type GateId = (typeof GATES)[number];

/** Areas inside the stronghold that hold Defender units (besides walls and towers). */
export const INNER_AREAS = ['courtyard', 'barracks', 'statue'] as const;
export type InnerAreaId = (typeof INNER_AREAS)[number];

export const BUILDINGS = ['forge', 'workshop', 'scouts', 'cathedral', 'barracks', 'statue', 'hospital'] as const;
export type BuildingId = (typeof BUILDINGS)[number];

export type InvaderAreaId = 'camp' | ForegroundId | RampartId;
/** Any place an Invader unit can stand on the board. */
export type InvaderPlaceId = InvaderAreaId | WallId;
/** Any place a Defender unit can stand. */
export type DefenderPlaceId = WallId | TowerId | InnerAreaId;

export const CAPACITY = {
  foreground: 10,
  rampart: 7,
  /** Invader unit spaces on a wall section, levitating Phantoms aside. */
  wallInvader: 4,
  /** Levitating Phantoms allowed over the wall limit. */
  levitation: 3,
  /** Defender unit spaces on a wall section (a Priest takes none). */
  wallDefender: 4,
  towerMarksmen: 2,
  wallStones: 5,
  gateStart: 6,
  gateMax: 8,
} as const;

export const FOREGROUND_SIDE: Record<ForegroundId, Side> = {
  'fg-left': 'left',
  'fg-front': 'front',
  'fg-right': 'right',
};

export const RAMPART_SIDE: Record<RampartId, Side> = {
  'r-left-1': 'left',
  'r-left-2': 'left',
  'r-front-1': 'front',
  'r-barbican': 'front',
  'r-front-2': 'front',
  'r-right-1': 'right',
  'r-right-2': 'right',
};

export const WALL_SIDE: Record<WallId, Side> = {
  w1: 'left',
  w2: 'left',
  w3: 'left',
  w4: 'front',
  w5: 'front',
  w6: 'front',
  w7: 'front',
  w8: 'right',
  w9: 'right',
  w10: 'right',
};

/** Directed paths (the Invader only advances). Every path has one trap space. */
export const PATHS: ReadonlyArray<{ id: PathId; from: ForegroundId | RampartId; to: RampartId | WallId }> = [
  ['fg-left', 'r-left-1'],
  ['fg-left', 'r-left-2'],
  ['fg-front', 'r-front-1'],
  ['fg-front', 'r-barbican'],
  ['fg-front', 'r-front-2'],
  ['fg-right', 'r-right-1'],
  ['fg-right', 'r-right-2'],
  ['r-left-1', 'w1'],
  ['r-left-1', 'w2'],
  ['r-left-2', 'w2'],
  ['r-left-2', 'w3'],
  ['r-front-1', 'w4'],
  ['r-front-1', 'w5'],
  ['r-barbican', 'w5'],
  ['r-barbican', 'w6'],
  ['r-front-2', 'w6'],
  ['r-front-2', 'w7'],
  ['r-right-1', 'w8'],
  ['r-right-1', 'w9'],
  ['r-right-2', 'w9'],
  ['r-right-2', 'w10'],
].map(([from, to]) => ({ id: `${from}>${to}` as PathId, from: from as ForegroundId | RampartId, to: to as RampartId | WallId }));
export type PathId = `${ForegroundId | RampartId}>${RampartId | WallId}`;

/** Wall sections next to each other (w5 and w6 are not: the gates stand between them). */
export const WALL_ADJACENCY: ReadonlyArray<readonly [WallId, WallId]> = [
  ['w1', 'w2'],
  ['w2', 'w3'],
  ['w3', 'w4'],
  ['w4', 'w5'],
  ['w6', 'w7'],
  ['w7', 'w8'],
  ['w8', 'w9'],
  ['w9', 'w10'],
];

/** Wall sections with a Cauldron space (one each). */
export const CAULDRON_WALLS: ReadonlyArray<WallId> = ['w2', 'w4', 'w5', 'w6', 'w7', 'w9'];

/** Equipment spaces per wall section (Inscription, Totem, Poisonous Cauldron). */
export const WALL_EQUIPMENT_SPACES = 2;

export interface TowerData {
  id: TowerId;
  walls: ReadonlyArray<WallId>;
  /** Opposite ramparts; "adjacent" ramparts are the same set (board.md). */
  ramparts: ReadonlyArray<RampartId>;
  sides: ReadonlyArray<Side>;
}

export const TOWER_DATA: Record<TowerId, TowerData> = {
  t1: { id: 't1', walls: ['w1', 'w2'], ramparts: ['r-left-1', 'r-left-2'], sides: ['left'] },
  t2: { id: 't2', walls: ['w3', 'w4'], ramparts: ['r-left-2', 'r-front-1'], sides: ['left', 'front'] },
  t3: { id: 't3', walls: ['w5'], ramparts: ['r-front-1', 'r-barbican'], sides: ['front'] },
  t4: { id: 't4', walls: ['w6'], ramparts: ['r-barbican', 'r-front-2'], sides: ['front'] },
  t5: { id: 't5', walls: ['w7', 'w8'], ramparts: ['r-front-2', 'r-right-1'], sides: ['front', 'right'] },
  t6: { id: 't6', walls: ['w9', 'w10'], ramparts: ['r-right-1', 'r-right-2'], sides: ['right'] },
};

/** Starting Defender units on each wall (board.md, "Wall sections"). */
export const START_WALL_UNITS: Record<WallId, { marksman: number; soldier: number; veteran: number }> = {
  w1: { marksman: 2, soldier: 1, veteran: 0 },
  w2: { marksman: 1, soldier: 2, veteran: 0 },
  w3: { marksman: 2, soldier: 1, veteran: 0 },
  w4: { marksman: 1, soldier: 2, veteran: 0 },
  w5: { marksman: 1, soldier: 2, veteran: 0 },
  w6: { marksman: 1, soldier: 2, veteran: 0 },
  w7: { marksman: 1, soldier: 2, veteran: 0 },
  w8: { marksman: 2, soldier: 1, veteran: 0 },
  w9: { marksman: 1, soldier: 2, veteran: 0 },
  w10: { marksman: 2, soldier: 1, veteran: 0 },
};
export const START_WALL_STONES = 2;
export const START_BARRACKS = { marksman: 3, soldier: 1, veteran: 1 };
/** Both Priests start on the Hero starting space, on w5. */
export const PRIEST_START_WALL: WallId = 'w5';
export const BARRACKS_LIMITS = { marksman: 4, soldier: 2, veteran: 1 } as const;
