/**
 * The whole game state of Stronghold: Undead as plain JSON. Every field is data: no classes, no
 * functions, no Maps, so a state round-trips through JSON.stringify and can be saved and replayed.
 * What a seat may not see is removed by viewFor (view/view-for.ts); never add a secret without
 * adding its redaction there.
 */
import type { BuildingId, ForegroundId, GateId, InvaderAreaId, PathId, RampartId, Side, TowerId, WallId } from '../board/undead-board';
import type { BuildingActionId } from '../cards/buildings';
import type { CouncilId } from '../cards/council';
import type { CannonCard, DefenderReserveItem } from '../cards/decks';
import type { PanicId } from '../cards/panic';
import type { SpellId } from '../cards/spells';
import type { Action } from '../actions/schema';
import type { Prompt } from './prompts';
import type { Seat, Viewer } from './seat';

export type { Seat, Viewer };

export const INVADER_UNITS = ['phantom', 'skeleton', 'vampire'] as const;
export type InvaderUnit = (typeof INVADER_UNITS)[number];
export const DEFENDER_UNITS = ['marksman', 'soldier', 'veteran'] as const;
export type DefenderUnit = (typeof DEFENDER_UNITS)[number];

export type InvaderCounts = Record<InvaderUnit, number>;
export type DefenderCounts = Record<DefenderUnit, number>;

export const PHASES = ['supply', 'spells', 'activation', 'moveout', 'assault', 'panic', 'cleanup'] as const;
export type Phase = (typeof PHASES)[number] | 'ended';

export interface WallState {
  defenders: DefenderCounts;
  /** Every Invader unit on the section, levitating Phantoms included. */
  invaders: InvaderCounts;
  stones: number;
  /** A Skeleton Cauldron stands on this wall's cauldron space. */
  cauldron: boolean;
  inscription: boolean;
}

export interface TowerState {
  machine: null | 'cannon' | 'crossbow' | 'stakes';
  marksmen: number;
  /** Stakes used in this turn's Assault (each Stakes counter once a turn). */
  stakesUsed: boolean;
}

export interface GateState {
  toughness: number;
  destroyed: boolean;
  cross: boolean;
}

/** Where a Priest stands; the Barracks only after Training a Priest (he may move out, never in). */
export type PriestPlace = WallId | 'courtyard' | 'statue' | 'barracks';
export interface PriestState {
  id: string;
  at: PriestPlace;
  /** The action this Priest used this turn; he can then neither move nor use the other one. */
  acted: null | 'repel' | 'speech';
}

export interface SlotState {
  /** Hourglasses placed on the action and not yet used (partial payment persists). */
  paid: number;
  /** Completed this turn: each action completes at most once a turn (Barracks training excepted). */
  done: boolean;
  /** A Bone marker (+1 Hourglass cost, removed when the action is executed). */
  bone: boolean;
  /** Hallucinations block: the Phantoms standing in the building and what has been paid to lift it. */
  block: null | { phantoms: number; paid: number };
}

export type MachineCard = 'hit' | 'miss';

/** An Invader spell counter or card on the board. */
export interface SpellCounter {
  id: number;
  spell: SpellId;
  at: InvaderAreaId | WallId | TowerId | 'dragon-card';
  /** Turn it was cast: a counter is active in its own turn without Activation. */
  castTurn: number;
  /** Illusionary Threat: the face-down value (secret to all but the Invader until revealed). */
  value?: number;
  /** Bone Thrower / Spectral Ballista: the machine stack, top first (order secret). */
  stack?: MachineCard[];
  /** In views only: how many cards the (hidden) machine stack holds. */
  stackSize?: number;
}

export interface TurnEffects {
  heavyRain: boolean;
  bloodlust: boolean;
  plague: boolean;
  desperation: boolean;
  fireArrows: boolean;
  blessedWater: boolean;
  lastStand: boolean;
}

/** A Panic card in force this turn, with the Invader's chosen target where it has one. */
export interface ActivePanic {
  card: PanicId;
  target: string | null;
}

export interface InvaderState {
  mana: number;
  /** Spells in play, left to right (at most 6). */
  row: SpellId[];
  /** The Necromancer's Library: Invader only (Defender too after Scout Report). */
  library: SpellId[];
  /** Two of each stage, unseen by anyone. */
  setAside: SpellId[];
  /** Spells cast this turn (Mana markers on the cards). */
  cast: SpellId[];
  /** Spell types activated this turn (Phase 3). */
  activated: SpellId[];
  /** Phase 1 options used this turn. */
  drewMana: boolean;
  usedAltar: boolean;
  usedLibrary: boolean;
  /** Phase 1, turns VI-VIII: the Mana owed on the Time Board has been settled this turn. */
  paidTimeBoard: boolean;
  /** Illusionary Threat values still in the reserve (secret to the Defender). */
  illusionReserve: number[];
}

export interface DefenderState {
  /** Hourglasses in hand, to be spent before the Invader goes on. */
  hourglasses: number;
  reserve: Record<DefenderReserveItem, number>;
  slots: Record<BuildingActionId, SlotState>;
  /** Units lost in melee this turn, waiting in the Hospital. */
  hospital: DefenderCounts;
  dead: DefenderCounts;
  priests: PriestState[];
  council: {
    /** The six Council cards drawn at setup (public). */
    cards: CouncilId[];
    markers: Record<string, number>;
    closed: boolean;
    used: CouncilId[];
    /** The six not drawn: nobody sees them. */
    setAside: CouncilId[];
  };
  scoutReport: boolean;
}

export interface BoardState {
  /** Camp, Foregrounds and Ramparts. */
  areas: Record<InvaderAreaId, InvaderCounts>;
  walls: Record<WallId, WallState>;
  towers: Record<TowerId, TowerState>;
  gates: Record<GateId, GateState>;
  courtyard: DefenderCounts;
  barracks: DefenderCounts;
  traps: PathId[];
  /** Footbridges, each as 'wA-wB' with the walls in board order. */
  footbridges: string[];
  saint: RampartId | null;
  consecrated: RampartId[];
  /** Spell cards on Foregrounds (Cemetery, Marshes, Crypt) and counters anywhere. */
  counters: SpellCounter[];
}

export interface UnitPools {
  /** Counts per type are public (rulings.md): they follow from the public record. */
  bag: InvaderCounts;
  spares: InvaderCounts;
  /** The Altar of Death: cubes that can be turned into Mana (2 for 1). */
  altar: InvaderCounts;
  /** Out of the game for good. */
  removed: InvaderCounts;
  /**
   * Captured Defender cubes standing on the board as Invader units of this type (seed 000
   * Spectral Ballista: the Defender's own cube is the captured unit). They count as Invader units
   * until they leave the board (rulings.md "Units and counts"; state/captured-cubes.ts).
   */
  captured: InvaderCounts;
}

export interface Decks {
  /** Orders are secret; counts are public. */
  mana: string[];
  crossbow: string[];
  cannon: CannonCard[];
  /** The Machine deck: what is left of its Hit and Miss cards. */
  machine: { hit: number; miss: number };
  panic: PanicId[];
  /** Cards Desperation put on top of the Panic deck (Invader only). */
  panicTop: PanicId[];
}

export interface Winner {
  seat: Seat;
  reason: string;
}

export interface GameState {
  version: 1;
  ruleset: 'undead';
  /** Increments on every applied action. */
  stateId: number;
  /**
   * Tests only (scenario().keepSingleAnswers()): a decision with one legal answer stays open
   * instead of resolving by itself, so a test can hold the position there. Absent in real games.
   */
  holdSingleAnswers?: true;
  /** pure-rand xoroshiro128plus state. Never leaves the server. */
  rng: number[];
  nextId: number;
  turn: number;
  phase: Phase;
  /** The seat that must act now (null once the game has ended). */
  toAct: Seat | null;
  /** Pending decisions, last = current. The flow only moves on when this is empty. */
  prompts: Prompt[];
  panic: {
    level: number;
    /** Destroyed gates raise it for the rest of the game. */
    floor: number;
    /** Panic cards drawn in Phase 6, in force next turn. */
    drawn: PanicId[];
    /** Panic cards in force this turn. */
    active: ActivePanic[];
  };
  effects: TurnEffects;
  invader: InvaderState;
  defender: DefenderState;
  board: BoardState;
  units: UnitPools;
  decks: Decks;
  /** Where the current phase has got to (each phase runner owns its own step names). */
  step: string;
  /** Phase 1: the Defender's window after the Invader's first Supply action has been opened. */
  supplyWindowOpened: boolean;
  moveOut: MoveOutProgress | null;
  assault: AssaultState | null;
  winner: Winner | null;
  /**
   * Undo: what the seat to act may take back (engine/undo.ts). Absent at a point where
   * something new became known. Holds an earlier state, so viewFor drops it whole.
   */
  undo?: UndoWindow;
}

/** The actions a seat may take back: its own, since the last point where something became known. */
export interface UndoWindow {
  seat: Seat;
  /** The state at that point (it has no window of its own). */
  base: GameState;
  /** The seat's actions since `base`, in order; replaying them on `base` gives the current state. */
  actions: Action[];
}

/** Phase 4 progress: the Move out in course (rulings.md "Camp and Move out"). */
export interface MoveOutProgress {
  size: 'minor' | 'major';
  /** Ramparts first, then Foregrounds, then the Camp, so a unit moves at most once. */
  stage: 'ramparts' | 'foregrounds' | 'camp';
  /** Units moved (or killed by traps) out of each source area so far. */
  moved: Partial<Record<InvaderAreaId, number>>;
}

/** A step that keeps nothing between its calls: its data stays `{}`. */
export type NoStepData = Record<string, never>;

/**
 * What each Assault step keeps between its calls (AssaultState.data), by step id, in the order
 * the steps run (seed 000 "Assault Steps"; assault/index.ts). Every step starts with `{}`.
 */
export interface AssaultStepData {
  /** Ranged 1: how many cards of the Cannon and of the Crossbow deck have been turned (set to 0 when a machine is to fire). */
  'ranged-1': { cannonNext?: number; crossbowNext?: number };
  /** Ranged 2: the wall each Spectral Ballista was aimed at, under `target:<counter id>`, until it fires. */
  'ranged-2': { [target: `target:${number}`]: WallId };
  'ranged-3': NoStepData;
  'ranged-4': NoStepData;
  'melee-1': NoStepData;
  'melee-2': NoStepData;
  'melee-3': NoStepData;
  'melee-4': NoStepData;
  'melee-5': NoStepData;
  'melee-6': NoStepData;
  barbican: NoStepData;
}

export type AssaultStepId = keyof AssaultStepData;

/**
 * What each Assault step's queue holds (AssaultState.queue), by step id: one item per thing the
 * step still has to resolve, in the order it resolves them (assault/index.ts).
 */
export interface AssaultQueueItems {
  /** Ranged 1: a Tower whose Cannon or Crossbow has not fired yet. */
  'ranged-1': TowerId;
  /** Ranged 2: a Spectral Ballista's wall to select (`aim`), then a machine to fire (`fire`), by counter id. */
  'ranged-2': { act: 'aim' | 'fire'; counter: number };
  /** Ranged 3: where a Marksman still to shoot stands (one item per Marksman). */
  'ranged-3': WallId | TowerId;
  /** Ranged 4: a Strigoi Lair counter, by id. */
  'ranged-4': number;
  /** Melee 1: one unit a Priest repels: a Phantom (two items with Blessed Water), a Vampire after Repel. */
  'melee-1': { priest: string; unit: Extract<InvaderUnit, 'phantom' | 'vampire'> };
  /** Melee 2: a Rampart with a Consecrated Ground counter. */
  'melee-2': RampartId;
  /** Melee 3: the wall of a Skeleton Cauldron (`cauldron`) or of a Poisonous Cauldrons counter (`poison`). */
  'melee-3': { kind: 'cauldron' | 'poison'; wall: WallId };
  /** Melee 4: a Tower whose Stakes are still unused. */
  'melee-4': TowerId;
  /** Melee 5: a wall whose strength is still to resolve. */
  'melee-5': WallId;
  /** Melee 6: the Plague's victim, then the unit healed. */
  'melee-6': 'plague' | 'heal';
  /** The Barbican: the Dragon's attack. */
  barbican: 'dragon';
}

/** Phase 5 in step `Id`, so the Assault can stop at any pending decision and resume (GameState.assault). */
export interface AssaultStateOf<Id extends AssaultStepId> {
  /** The current step: 'ranged-1' ... 'ranged-4', 'melee-1' ... 'melee-6', 'barbican'. */
  step: Id;
  /** What is still to resolve in this step, first item next. */
  queue: AssaultQueueItems[Id][];
  /** What the step keeps between its calls, of its own shape. */
  data: AssaultStepData[Id];
}

/** Phase 5: one of the steps' (`step` says which, and so the shape of `queue` and `data`). */
export type AssaultState = { [Id in AssaultStepId]: AssaultStateOf<Id> }[AssaultStepId];

/**
 * Phase 5 as views and the wire show it (GameView.assault; view/assault-view.ts): the state's
 * (AssaultStateOf) with each queue item written as a string: a tower, wall, Rampart or counter id,
 * `aim:<counter id>` and `fire:<counter id>` (Ranged 2), `<priest id>:<unit>` (Melee 1),
 * `cauldron:<wall>` and `poison:<wall>` (Melee 3), `plague`, `heal`, `dragon`.
 */
export interface AssaultProgressOf<Id extends AssaultStepId> {
  /** The current step: 'ranged-1' ... 'ranged-4', 'melee-1' ... 'melee-6', 'barbican'. */
  step: Id;
  /** What is still to resolve in this step, each item written as a string. */
  queue: string[];
  /** What the step keeps between its calls, of its own shape. */
  data: AssaultStepData[Id];
}

/** Phase 5 as a view shows it: one of the steps' (`step` says which, and so the shape of `data`). */
export type AssaultProgress = { [Id in AssaultStepId]: AssaultProgressOf<Id> }[AssaultStepId];

export type { BuildingId, ForegroundId, GateId, InvaderAreaId, PathId, RampartId, Side, TowerId, WallId };
