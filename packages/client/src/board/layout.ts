/**
 * Where everything is drawn: the client's data table of board positions, in a fixed design
 * space (DESIGN.width x DESIGN.height) that is scaled to the screen. The rules' board data says
 * what exists and what connects; this table only says where it sits.
 *
 * The three sides of the stronghold are drawn unfolded in one row, outside at the top:
 * Camp, Foregrounds, Ramparts, then the wall line (walls, towers, the Barbican gates), then the
 * inside (buildings, Courtyard, Statue, Hospital). Tracks, the spell row and the Council sit in
 * the right-hand column.
 */
import {
  TOWERS,
  WALLS,
  type GateId,
  type RampartId,
  type TowerId,
  type WallId,
  type ForegroundId,
  type BuildingId,
} from '@stronghold/rules';

export interface Rect {
  x: number;
  y: number;
  w: number;
  h: number;
}

export const DESIGN = { width: 1440, height: 1000 } as const;

/**
 * The font size of every number the board shows (counts, costs, tracks, names with a number), in
 * design px. At 1280 x 800 the board fits at a scale of about 0.66, which makes this 12.5 px on
 * screen; on phones the automatic zoom keeps the scale at READABLE_SCALE or more.
 */
export const NUM = 19;
/**
 * The smallest font size of any word on the board (names, titles, "left", "used"), in design px:
 * about 11.5 px on screen at 1280 x 800 (11.2 px at the phones' READABLE_SCALE). `label()` never
 * draws smaller.
 */
export const LABEL = 17.5;
/** The smallest automatic scale at which a number is 12 px on screen (with a little margin). */
export const READABLE_SCALE = 12.2 / NUM;
/** Unit cubes, in design px: at least 18 (about 12 px on screen at 1280 x 800). */
export const CUBE = 18;

const R = (x: number, y: number, w: number, h: number): Rect => ({ x, y, w, h });

export const CAMP: Rect = R(30, 8, 1000, 72);

export const FOREGROUND: Record<ForegroundId, Rect> = {
  'fg-left': R(30, 96, 240, 118),
  'fg-front': R(312, 96, 436, 118),
  'fg-right': R(790, 96, 240, 118),
};

const RAMP_Y = 272;
const RAMP_H = 134;
export const RAMPART: Record<RampartId, Rect> = {
  'r-left-1': R(34, RAMP_Y, 114, RAMP_H),
  'r-left-2': R(156, RAMP_Y, 114, RAMP_H),
  'r-front-1': R(314, RAMP_Y, 136, RAMP_H),
  'r-barbican': R(462, RAMP_Y, 136, RAMP_H),
  'r-front-2': R(610, RAMP_Y, 136, RAMP_H),
  'r-right-1': R(794, RAMP_Y, 114, RAMP_H),
  'r-right-2': R(916, RAMP_Y, 114, RAMP_H),
};

/** The wall line: walls 66 wide, towers 42, the gate block 88. */
const WALL_TOP = 470;
const WALL_H = 230;
export const WALL_LINE = { top: WALL_TOP, height: WALL_H, invaderH: 92, bandH: 48 } as const;

type Piece = WallId | TowerId | 'gates';
/** The pieces of the wall line, left to right (in this order), each with its width. */
const WIDTH: Record<Piece, number> = {
  w1: 66,
  t1: 42,
  w2: 66,
  w3: 66,
  t2: 42,
  w4: 66,
  w5: 66,
  t3: 42,
  gates: 88,
  t4: 42,
  w6: 66,
  w7: 66,
  t5: 42,
  w8: 66,
  w9: 66,
  t6: 42,
  w10: 66,
};
const LINE = Object.keys(WIDTH) as Piece[];

/** Where a piece of the wall line starts (the line starts at x = 30) and how wide it is. */
function span(id: Piece): { x: number; w: number } {
  const before = LINE.slice(0, LINE.indexOf(id));
  return { x: before.reduce((x, p) => x + WIDTH[p], 30), w: WIDTH[id] };
}

export const WALL = Object.fromEntries(
  WALLS.map((id) => {
    const { x, w } = span(id);
    return [id, R(x, WALL_TOP, w, WALL_H)];
  }),
) as Record<WallId, Rect>;

/** Towers are bastions standing out of the wall line towards the enemy. */
export const TOWER = Object.fromEntries(
  TOWERS.map((id) => {
    const { x, w } = span(id);
    return [id, R(x - 6, WALL_TOP + 18, w + 12, 170)];
  }),
) as Record<TowerId, Rect>;

const gates = span('gates');
export const GATE_BLOCK: Rect = R(gates.x, WALL_TOP, gates.w, WALL_H);
export const GATE: Record<GateId, Rect> = {
  'gate-outer': R(gates.x + 8, WALL_TOP + 22, gates.w - 16, 58),
  'gate-middle': R(gates.x + 8, WALL_TOP + 88, gates.w - 16, 58),
  'gate-inner': R(gates.x + 8, WALL_TOP + 154, gates.w - 16, 58),
};

/** Inside the stronghold. */
const IN_TOP = 712;
const IN_H = 282;
export const INSIDE: Rect = R(30, IN_TOP - 6, 1000, IN_H + 12);
const BW = 148;
const BG = 6;
export const BUILDING: Record<Exclude<BuildingId, 'statue' | 'hospital'>, Rect> = {
  forge: R(30, IN_TOP, BW, IN_H),
  workshop: R(30 + (BW + BG), IN_TOP, BW, IN_H),
  scouts: R(30 + 2 * (BW + BG), IN_TOP, BW, IN_H),
  cathedral: R(30 + 3 * (BW + BG), IN_TOP, BW, IN_H),
  barracks: R(30 + 4 * (BW + BG), IN_TOP, BW, IN_H),
};
const RIGHT_X = 30 + 5 * (BW + BG);
const RIGHT_W = 1030 - RIGHT_X;
export const COURTYARD: Rect = R(RIGHT_X, IN_TOP, RIGHT_W, 136);
export const STATUE: Rect = R(RIGHT_X, IN_TOP + 144, Math.floor(RIGHT_W / 2) - 4, 130);
export const HOSPITAL: Rect = R(RIGHT_X + Math.floor(RIGHT_W / 2) + 4, IN_TOP + 144, Math.ceil(RIGHT_W / 2) - 4, 130);

/** Building action slots: stacked under the building's title, tall enough for a name on two lines. */
export const SLOT_H = 60;
export const SLOT_GAP = 4;
export const SLOT_TOP = 30;

/** The right-hand column. */
const COL_X = 1058;
const COL_W = 372;
export const COLUMN = { x: COL_X, w: COL_W } as const;
/** The column's panels top to bottom, each `h` tall with 8 px between them. */
const column = (...hs: number[]): Rect[] => {
  let y = 8;
  return hs.map((h) => {
    const r = R(COL_X, y, COL_W, h);
    y += h + 8;
    return r;
  });
};
export const [TIME_BOARD, PANIC_BOARD, INVADER_PANEL, SPELL_ROW, COUNCIL_PANEL, DEFENDER_PANEL] = column(84, 104, 130, 290, 160, 172) as [
  Rect,
  Rect,
  Rect,
  Rect,
  Rect,
  Rect,
];

/** Centre of a rect. */
export const mid = (r: Rect): { x: number; y: number } => ({ x: r.x + r.w / 2, y: r.y + r.h / 2 });
