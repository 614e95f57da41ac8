/**
 * Schema classes mirroring the rules' GameView (public parts). Field names and nesting are the
 * GameView's, so `toJSON()` gives the view's shape. Exceptions (documented in docs/protocol.md):
 * null values are absent, `prompts[].context` is `contextJson` and `assault.data` is `dataJson`
 * (JSON strings: their values mix types), and `viewer` is not carried (the public state is the
 * spectator's view; seat secrets are in RoomState.invaderSecrets / defenderSecrets).
 * The values are written only by sync.ts.
 */
import { ArraySchema, MapSchema, Schema, type } from '@colyseus/schema';

export class InvaderCountsSchema extends Schema {
  @type('number') phantom = 0;
  @type('number') skeleton = 0;
  @type('number') vampire = 0;
}

export class DefenderCountsSchema extends Schema {
  @type('number') marksman = 0;
  @type('number') soldier = 0;
  @type('number') veteran = 0;
}

export class PromptSchema extends Schema {
  @type('string') kind = '';
  @type('string') seat = '';
  /** defender-spend */
  @type('string') reason?: string;
  @type('boolean') final?: boolean;
  /** choice */
  @type('string') id?: string;
  @type('string') label?: string;
  @type(['string']) options?: ArraySchema<string>;
  @type('string') contextJson?: string;
  @type('boolean') secret?: boolean;
}

export class ActivePanicSchema extends Schema {
  @type('string') card = '';
  @type('string') target?: string;
}

export class PanicSchema extends Schema {
  @type('number') level = 0;
  @type('number') floor = 0;
  @type(['string']) drawn = new ArraySchema<string>();
  @type([ActivePanicSchema]) active = new ArraySchema<ActivePanicSchema>();
}

export class EffectsSchema extends Schema {
  @type('boolean') heavyRain = false;
  @type('boolean') bloodlust = false;
  @type('boolean') plague = false;
  @type('boolean') desperation = false;
  @type('boolean') fireArrows = false;
  @type('boolean') blessedWater = false;
  @type('boolean') lastStand = false;
}

export class InvaderSchema extends Schema {
  @type('number') mana = 0;
  @type(['string']) row = new ArraySchema<string>();
  /** Always empty here: the Library is in the seat secrets. */
  @type(['string']) library = new ArraySchema<string>();
  @type(['string']) setAside = new ArraySchema<string>();
  @type(['string']) cast = new ArraySchema<string>();
  @type(['string']) activated = new ArraySchema<string>();
  @type('boolean') drewMana = false;
  @type('boolean') usedAltar = false;
  @type('boolean') usedLibrary = false;
  @type('boolean') paidTimeBoard = false;
  /** Always empty here: the reserve is in the Invader's secrets. */
  @type(['number']) illusionReserve = new ArraySchema<number>();
}

export class BlockSchema extends Schema {
  @type('number') phantoms = 0;
  @type('number') paid = 0;
}

export class SlotSchema extends Schema {
  @type('number') paid = 0;
  @type('boolean') done = false;
  @type('boolean') bone = false;
  @type(BlockSchema) block?: BlockSchema;
}

export class PriestSchema extends Schema {
  @type('string') id = '';
  @type('string') at = '';
  @type('string') acted?: string;
}

export class CouncilSchema extends Schema {
  @type(['string']) cards = new ArraySchema<string>();
  @type({ map: 'number' }) markers = new MapSchema<number>();
  @type('boolean') closed = false;
  @type(['string']) used = new ArraySchema<string>();
  @type(['string']) setAside = new ArraySchema<string>();
}

export class DefenderSchema extends Schema {
  @type('number') hourglasses = 0;
  @type({ map: 'number' }) reserve = new MapSchema<number>();
  @type({ map: SlotSchema }) slots = new MapSchema<SlotSchema>();
  @type(DefenderCountsSchema) hospital = new DefenderCountsSchema();
  @type(DefenderCountsSchema) dead = new DefenderCountsSchema();
  @type([PriestSchema]) priests = new ArraySchema<PriestSchema>();
  @type(CouncilSchema) council = new CouncilSchema();
  @type('boolean') scoutReport = false;
}

export class WallSchema extends Schema {
  @type(DefenderCountsSchema) defenders = new DefenderCountsSchema();
  @type(InvaderCountsSchema) invaders = new InvaderCountsSchema();
  @type('number') stones = 0;
  @type('boolean') cauldron = false;
  @type('boolean') inscription = false;
}

export class TowerSchema extends Schema {
  @type('string') machine?: string;
  @type('number') marksmen = 0;
  @type('boolean') stakesUsed = false;
}

export class GateSchema extends Schema {
  @type('number') toughness = 0;
  @type('boolean') destroyed = false;
  @type('boolean') cross = false;
}

export class SpellCounterSchema extends Schema {
  @type('number') id = 0;
  @type('string') spell = '';
  @type('string') at = '';
  @type('number') castTurn = 0;
  /** Never set here (face-down values are in the Invader's secrets). */
  @type('number') value?: number;
  /** Always empty in views (the order is secret); see stackSize. */
  @type(['string']) stack?: ArraySchema<string>;
  @type('number') stackSize?: number;
}

export class BoardSchema extends Schema {
  @type({ map: InvaderCountsSchema }) areas = new MapSchema<InvaderCountsSchema>();
  @type({ map: WallSchema }) walls = new MapSchema<WallSchema>();
  @type({ map: TowerSchema }) towers = new MapSchema<TowerSchema>();
  @type({ map: GateSchema }) gates = new MapSchema<GateSchema>();
  @type(DefenderCountsSchema) courtyard = new DefenderCountsSchema();
  @type(DefenderCountsSchema) barracks = new DefenderCountsSchema();
  @type(['string']) traps = new ArraySchema<string>();
  @type(['string']) footbridges = new ArraySchema<string>();
  @type('string') saint?: string;
  @type(['string']) consecrated = new ArraySchema<string>();
  @type([SpellCounterSchema]) counters = new ArraySchema<SpellCounterSchema>();
}

export class UnitPoolsSchema extends Schema {
  @type(InvaderCountsSchema) bag = new InvaderCountsSchema();
  @type(InvaderCountsSchema) spares = new InvaderCountsSchema();
  @type(InvaderCountsSchema) altar = new InvaderCountsSchema();
  @type(InvaderCountsSchema) removed = new InvaderCountsSchema();
  /** Captured Defender cubes on the board as Invader units (the rules' `units.captured`). */
  @type(InvaderCountsSchema) captured = new InvaderCountsSchema();
}

export class MachineDeckSchema extends Schema {
  @type('number') hit = 0;
  @type('number') miss = 0;
}

/** Deck orders never enter the schema: these lists stay empty; counts are in `hidden`. */
export class DecksSchema extends Schema {
  @type(['string']) mana = new ArraySchema<string>();
  @type(['string']) crossbow = new ArraySchema<string>();
  @type(['string']) cannon = new ArraySchema<string>();
  @type(MachineDeckSchema) machine = new MachineDeckSchema();
  @type(['string']) panic = new ArraySchema<string>();
  /** Always empty here: Desperation's cards are in the Invader's secrets. */
  @type(['string']) panicTop = new ArraySchema<string>();
}

export class MoveOutSchema extends Schema {
  @type('string') size = '';
  @type('string') stage = '';
  @type({ map: 'number' }) moved = new MapSchema<number>();
}

export class AssaultSchema extends Schema {
  @type('string') step = '';
  @type(['string']) queue = new ArraySchema<string>();
  /** `data` as a JSON string (its values mix numbers, strings and booleans). */
  @type('string') dataJson = '{}';
}

export class WinnerSchema extends Schema {
  @type('string') seat = '';
  @type('string') reason = '';
}

export class HiddenCountsSchema extends Schema {
  @type('number') library = 0;
  @type('number') setAsideSpells = 0;
  @type('number') setAsideCouncil = 0;
  @type('number') manaDeck = 0;
  @type('number') crossbowDeck = 0;
  @type('number') cannonDeck = 0;
  @type('number') panicDeck = 0;
  @type('number') illusionReserve = 0;
}

export class GameSchema extends Schema {
  @type('number') version = 1;
  @type('string') ruleset = '';
  @type('number') stateId = 0;
  @type('number') nextId = 0;
  @type('number') turn = 0;
  @type('string') phase = '';
  @type('string') toAct?: string;
  @type([PromptSchema]) prompts = new ArraySchema<PromptSchema>();
  @type(PanicSchema) panic = new PanicSchema();
  @type(EffectsSchema) effects = new EffectsSchema();
  @type(InvaderSchema) invader = new InvaderSchema();
  @type(DefenderSchema) defender = new DefenderSchema();
  @type(BoardSchema) board = new BoardSchema();
  @type(UnitPoolsSchema) units = new UnitPoolsSchema();
  @type(DecksSchema) decks = new DecksSchema();
  @type('string') step = '';
  @type('boolean') supplyWindowOpened = false;
  @type(MoveOutSchema) moveOut?: MoveOutSchema;
  @type(AssaultSchema) assault?: AssaultSchema;
  @type(WinnerSchema) winner?: WinnerSchema;
  @type(HiddenCountsSchema) hidden = new HiddenCountsSchema();
  /**
   * Safety net: public view fields this schema does not declare yet (a rules field added after
   * the schema), as JSON `{ "invader.someField": value }`. Normally '{}'.
   */
  @type('string') extrasJson = '{}';
}
