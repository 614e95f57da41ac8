/**
 * Log events: what happened, as a kind and its parameters (the rules' own ids, numbers, seats),
 * tagged with who may see it. No words here: the client's message catalog turns each kind into
 * a sentence in the reader's language (docs/client.md "Languages").
 *
 * One definition per kind in LOG_EVENTS: the key is the kind ("category.what"; the category
 * groups kinds for styling), the value's type is its params. An event to 'all' carries only
 * public ids; a secret travels in its own event to the seat that may know it.
 */
import type { BuildingActionId } from '../cards/buildings';
import type { CouncilId } from '../cards/council';
import type { PanicId } from '../cards/panic';
import type { SpellId } from '../cards/spells';
import type {
  BuildingId,
  DefenderCounts,
  DefenderUnit,
  ForegroundId,
  GateId,
  InvaderAreaId,
  InvaderCounts,
  InvaderUnit,
  PathId,
  PriestPlace,
  RampartId,
  Seat,
  Side,
  SpellCounter,
  TowerId,
  WallId,
} from '../state/types';

/** A Defender piece that moves (the units and Priests). */
export type Piece = DefenderUnit | 'priest';
/** Where a Defender piece stands or a spell counter lies. */
export type Place = InvaderAreaId | WallId | TowerId | GateId | BuildingId | PriestPlace | SpellCounter['at'];
/** Why Hourglasses are given or Panic changes: a spell, a Council card, or one of these. */
export type LogCause =
  | SpellId
  | CouncilId
  | 'unpaid-mana'
  | 'mana-card'
  | 'altar'
  | 'library'
  | 'speech'
  | 'terror'
  | 'gate-destroyed'
  | 'bone-thrower-hit'
  | 'ballista-hit';

/** The params type of a kind (the value is never read: only its type matters). */
// eslint-disable-next-line @typescript-eslint/no-unnecessary-type-parameters -- P is written at each call, not inferred: it is the kind's params type, which LOG_EVENTS exists to record
const p = <P extends object = Record<string, never>>(): P => null as unknown as P;

export const LOG_EVENTS = {
  // Turn and phases
  'turn.begins': p<{ turn: number }>(),
  /** Server facts in the same log (the rules never emit these): the Normal computer plays an absent seat. */
  'seat.computerPlays': p<{ seat: Seat; why: 'time' | 'away' | 'offered' }>(),
  /** The absent player is back and plays their seat again. */
  'seat.playerBack': p<{ seat: Seat }>(),
  /** A seat gave up; the other wins (concede). */
  'victory.conceded': p<{ seat: Seat }>(),
  /** A seat's clock ran out in a rated game; the other wins. */
  'victory.timeout': p<{ seat: Seat }>(),
  /** A seat took back its last action (undo). */
  'undo.taken': p<{ seat: Seat }>(),
  'phase.spellsEnd': p(),
  'phase.assault': p(),
  'victory.wins': p<{ seat: Seat }>(),
  'victory.sunrise': p(),
  'breach.gates': p(),
  'breach.wall': p<{ wall: WallId; advantage: number; units: number }>(),
  // Supply: Mana, Hourglasses, Library
  'mana.timeBoard': p<{ n: number }>(),
  'mana.timeBoardPaid': p<{ paid: number; owed: number }>(),
  'mana.cardDrawn': p<{ n: number }>(),
  'unit.reserveEmpty': p<{ unit: DefenderUnit }>(),
  'unit.fromReserve': p<{ unit: DefenderUnit }>(),
  'hourglasses.supply': p<{ n: number }>(),
  'hourglasses.moveOut': p<{ n: number }>(),
  'hourglasses.gain': p<{ n: number; cause: LogCause }>(),
  'hourglasses.nightWatch': p<{ n: number }>(),
  'hourglasses.lost': p<{ n: number }>(),
  'library.consult': p(),
  'library.exchange': p<{ out: SpellId }>(),
  /** To the Invader only: the spell that came in. */
  'library.incoming': p<{ out: SpellId; incoming: SpellId }>(),
  'library.row': p<{ spells: SpellId[] }>(),
  'setup.row': p<{ spells: SpellId[] }>(),
  // Spells
  'cast.cast': p<{ spell: SpellId; mana: number }>(),
  'cast.placed': p<{ spell: SpellId; at: Place }>(),
  'cast.effect': p<{ spell: SpellId }>(),
  'cast.stackShuffled': p<{ spell: SpellId; n: number }>(),
  'cast.dragonCounter': p<{ n: number }>(),
  'cast.carriageStops': p<{ n: number }>(),
  'cast.galeStays': p<{ n: number; rampart: RampartId }>(),
  'cast.galeFrom': p<{ rampart: RampartId }>(),
  'cast.hallucinations': p<{ action: BuildingActionId; n: number }>(),
  'cast.reinforcements': p<{ n: number; area: InvaderAreaId }>(),
  'cast.illusion': p<{ wall: WallId }>(),
  /** To the Invader only: the face-down value. */
  'secret.illusionValue': p<{ wall: WallId; n: number }>(),
  'cast.decay': p<{ n: number; wall: WallId }>(),
  'activate.spell': p<{ spell: SpellId; mana: number; n: number }>(),
  'mana.altar': p<{ cubes: number; n: number }>(),
  // Move out
  'moveout.pays': p<{ mana: number; size: 'minor' | 'major'; perArea: number }>(),
  'moveout.camps': p(),
  'moveout.stageDone': p<{ stage: 'ramparts' | 'foregrounds' | 'camp' }>(),
  /** `n` units of one type advance together (a multi-unit Move out). */
  'move.advance': p<{ unit: InvaderUnit; from: InvaderAreaId; to: InvaderAreaId | WallId; n: number }>(),
  'move.carriage': p<{ unit: InvaderUnit; from: InvaderAreaId; to: RampartId }>(),
  'move.gale': p<{ from: RampartId; to: WallId }>(),
  'move.hallucination': p<{ from: InvaderAreaId | WallId; action: BuildingActionId }>(),
  'move.defender': p<{ unit: Piece; from: Place; to: Place }>(),
  'move.footbridge': p<{ unit: Piece; from: Place; to: Place }>(),
  'move.swap': p<{ unitA: Piece; a: Place; unitB: Piece; b: Place }>(),
  'trap.sprung': p<{ path: PathId }>(),
  'trap.kills': p<{ path: PathId; unit: InvaderUnit }>(),
  'trap.spent': p<{ path: PathId }>(),
  'cemetery.raise': p<{ fg: ForegroundId; n: number }>(),
  'camp.draw': p<{ n: number; units: InvaderCounts }>(),
  // Panic
  'panic.draw': p<{ level: number; n: number; cards: PanicId[] }>(),
  'panic.change': p<{ level: number; delta: number; cause: LogCause; at?: WallId | GateId }>(),
  'panic.returns': p<{ level: number }>(),
  'panic.backToDeck': p<{ cards: PanicId[] }>(),
  'panic.noTarget': p<{ card: PanicId }>(),
  'panic.inForce': p<{ card: PanicId }>(),
  'panic.desertion': p<{ wall: WallId }>(),
  'panic.crackedCauldron': p<{ wall: WallId }>(),
  'panic.sabotage': p<{ wall: WallId }>(),
  'panic.cowardice': p<{ tower: TowerId }>(),
  'panic.darkFears': p<{ side: Side }>(),
  'panic.riot': p<{ building: BuildingId }>(),
  'panic.desperation': p(),
  /** To the Invader only: the card put on top. */
  'panic.desperationCard': p<{ card: PanicId }>(),
  // Assault
  'barbican.dragonAttack': p<{ n: number; panic: number; gate: GateId; attack: number; toughness: number }>(),
  'barbican.gateDestroyed': p<{ gate: GateId; floor: number }>(),
  'ranged.rainMachines': p(),
  'ranged.rainMarksmen': p(),
  'ranged.cannonHolds': p<{ tower: TowerId }>(),
  'ranged.cannonMiss': p<{ tower: TowerId; area: InvaderAreaId }>(),
  'ranged.cannonKill': p<{ tower: TowerId; area: InvaderAreaId; unit: InvaderUnit }>(),
  'ranged.cannonEmpty': p<{ tower: TowerId; area: InvaderAreaId; unit: InvaderUnit }>(),
  'ranged.crossbowHolds': p<{ tower: TowerId }>(),
  'ranged.crossbowKill': p<{ tower: TowerId; area: InvaderAreaId }>(),
  'ranged.crossbowMiss': p<{ tower: TowerId; area: InvaderAreaId }>(),
  'ranged.marksmanHolds': p<{ at: Place }>(),
  'ranged.marksmanKill': p<{ at: Place; unit: InvaderUnit; rampart: RampartId }>(),
  'ranged.boneMiss': p<{ at: Place }>(),
  'ranged.boneHit': p<{ at: Place }>(),
  'ranged.boneNoTarget': p(),
  'ranged.ballistaMiss': p<{ at: Place; wall: WallId }>(),
  'ranged.ballistaHit': p<{ at: Place; wall: WallId }>(),
  'ranged.ballistaKill': p<{ unit: InvaderUnit; wall: WallId }>(),
  'bone.marker': p<{ action: BuildingActionId }>(),
  'capture.becomes': p<{ by: SpellId; lost: DefenderUnit; unit: InvaderUnit; rampart: RampartId; wall?: WallId }>(),
  'capture.noRoom': p<{ by: SpellId; lost: DefenderUnit; rampart: RampartId; wall?: WallId }>(),
  'capture.noSpare': p<{ by: SpellId; lost: DefenderUnit; rampart: RampartId; wall?: WallId }>(),
  'melee.tie': p<{ wall: WallId; d: number; i: number }>(),
  'melee.defender': p<{ wall: WallId; d: number; i: number }>(),
  'melee.invader': p<{ wall: WallId; d: number; i: number }>(),
  'melee.consecrated': p<{ rampart: RampartId; unit: InvaderUnit }>(),
  'melee.consecratedNone': p<{ rampart: RampartId }>(),
  'reveal.illusion': p<{ wall: WallId; n: number; joined: number }>(),
  'melee.cauldron': p<{ wall: WallId }>(),
  'melee.poison': p<{ wall: WallId; unit: DefenderUnit }>(),
  'melee.stakesUnused': p<{ tower: TowerId }>(),
  'melee.stakes': p<{ tower: TowerId; unit: DefenderUnit; wall: WallId; n: number }>(),
  'loss.invader': p<{ unit: InvaderUnit; wall: WallId }>(),
  'loss.defender': p<{ unit: DefenderUnit; wall: WallId }>(),
  'hospital.none': p<{ cause: 'plague' | 'sick-bay'; n: number }>(),
  'hospital.plague': p<{ unit: DefenderUnit }>(),
  'hospital.heals': p<{ unit: DefenderUnit; n: number }>(),
  'repel.nowhere': p<{ unit: InvaderUnit; wall: WallId }>(),
  'repel.trapped': p<{ unit: InvaderUnit; wall: WallId; rampart: RampartId }>(),
  'repel.to': p<{ unit: InvaderUnit; wall: WallId; rampart: RampartId }>(),
  // Council
  'council.markers': p<{ n: number }>(),
  'council.crossbowCard': p<{ n: number }>(),
  'council.closed': p(),
  'council.use': p<{ card: CouncilId }>(),
  'council.marker': p<{ card: CouncilId; n: number; of: number }>(),
  'council.recruits': p<{ card: CouncilId; units: DefenderCounts }>(),
  'council.fireArrows': p(),
  'council.blessedWater': p(),
  'council.pyre': p<{ n: number }>(),
  'council.scoutReport': p(),
  'council.lastStand': p(),
  'council.masons': p<{ wall: WallId; stones: number }>(),
  'council.sally': p<{ unit: InvaderUnit; fg: ForegroundId }>(),
  'council.engineers': p<{ gate: GateId; toughness: number }>(),
  // Buildings and payments
  'pay.partial': p<{ action: BuildingActionId; amount: number; paid: number; of: number }>(),
  'pay.take': p<{ action: BuildingActionId }>(),
  'pay.takeBone': p<{ action: BuildingActionId }>(),
  'pay.towardsHallucinations': p<{ action: BuildingActionId; amount: number; paid: number; of: number }>(),
  'pay.liftHallucinations': p<{ action: BuildingActionId; n: number }>(),
  'build.trainSoldier': p(),
  'build.trainVeteran': p(),
  'build.trainPriest': p<{ unit: DefenderUnit; priest: string }>(),
  'build.saint': p<{ rampart: RampartId }>(),
  'build.exorcism': p<{ rampart: RampartId }>(),
  'build.exorcismNoSpare': p<{ rampart: RampartId }>(),
  'build.consecrate': p<{ rampart: RampartId }>(),
  'build.crossbow': p<{ tower: TowerId }>(),
  'build.stakes': p<{ tower: TowerId }>(),
  'build.stone': p<{ wall: WallId; stones: number }>(),
  'build.gate': p<{ gate: GateId; toughness: number }>(),
  'build.sortie': p<{ n: number; rampart: RampartId }>(),
  'build.inscription': p<{ wall: WallId }>(),
  'build.levitating': p<{ n: number; wall: WallId }>(),
  'build.trap': p<{ path: PathId }>(),
  'build.damageMachine': p<{ spell: SpellId; at: Place }>(),
  'build.cross': p<{ gate: GateId }>(),
  'build.cannon': p<{ tower: TowerId }>(),
  'build.cauldron': p<{ wall: WallId }>(),
  'build.footbridge': p<{ a: WallId; b: WallId }>(),
  'priest.repel': p<{ priest: string; at: PriestPlace }>(),
  'priest.speech': p<{ priest: string; at: PriestPlace; n: number }>(),
} as const;

export type LogKind = keyof typeof LOG_EVENTS;
export type LogParams<K extends LogKind> = (typeof LOG_EVENTS)[K];
/** Every kind, in definition order (the wire sends a kind as its index here). */
export const LOG_KINDS = Object.keys(LOG_EVENTS) as LogKind[];

/** Something that happened, tagged with who may see it. */
export type GameEvent = {
  [K in LogKind]: {
    /** 'all' = both players and spectators; a seat = that seat only. */
    to: 'all' | Seat;
    kind: K;
    params: LogParams<K>;
  };
}[LogKind];

/** What a handler gets besides the draft state: where to put its events. */
export interface Ctx {
  events: GameEvent[];
}

export function log<K extends LogKind>(ctx: Ctx, kind: K, params: LogParams<K>, to: 'all' | Seat = 'all'): void {
  ctx.events.push({ to, kind, params } as GameEvent);
}
