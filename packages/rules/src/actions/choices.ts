/**
 * Every question a `choice` prompt asks, in one table: its id, the shape of its options and what
 * an option means, and the shape of the `context` the rule hands its resolver. The resolver of
 * each id lives next to the rule that asks it (registered in src/game.ts); pushChoice and the
 * resolvers are typed by id from this table (`OptionOf<Id>`, `ContextOf<Id>`). choices.test.ts
 * checks that the table and the resolvers name the same ids, and that every option and context
 * the rules write matches its id's schemas. packages/rules/README.md ("Choices") is generated
 * from this table (`npm run choices:doc -w @stronghold/rules`).
 */
import { z } from 'zod';
import { FOREGROUNDS, GATES, RAMPARTS, TOWERS, WALLS, BUILDINGS, PATHS } from '../board/undead-board';
import { BUILDING_ACTION_IDS } from '../cards/buildings';
import { COUNCIL_IDS } from '../cards/council';
import { PANIC_IDS } from '../cards/panic';
import { SPELL_IDS } from '../cards/spells';
import { OptionIdSchema, type ChoiceOption } from './choice-option';

const wall = z.enum(WALLS);
const tower = z.enum(TOWERS);
const rampart = z.enum(RAMPARTS);
const foreground = z.enum(FOREGROUNDS);
const gate = z.enum(GATES);
const building = z.enum(BUILDINGS);
const buildingAction = z.enum(BUILDING_ACTION_IDS);
const spell = z.enum(SPELL_IDS);
const path = z.enum(PATHS.map((p) => p.id) as [string, ...string[]]);
const defenderUnit = z.enum(['marksman', 'soldier', 'veteran']);
const invaderUnit = z.enum(['phantom', 'skeleton', 'vampire']);
const anyUnit = z.enum(['marksman', 'soldier', 'veteran', 'phantom', 'skeleton', 'vampire']);
const done = z.literal('done');
const none = z.literal('none');
const count = (max: number) => z.number().int().min(0).max(max);
const invaderArea = z.enum(['camp', ...FOREGROUNDS, ...RAMPARTS]);
const invaderDestination = z.enum([...FOREGROUNDS, ...RAMPARTS, ...WALLS]);
const wallOrTower = z.enum([...WALLS, ...TOWERS]);
const panicCard = z.enum(PANIC_IDS);
/** A count or index the rule keeps in a context (how many left, placed, owed; a counter id). */
const n = z.number().int().min(0);

/** What a prompt's `context` may hold (it is JSON in the state): IDs, counts, flags, ID lists. */
export type ChoiceContextValue = string | number | boolean | string[];
export type ChoiceContext = Record<string, ChoiceContextValue>;
/** The context of a choice that needs none. */
export type NoContext = Record<string, never>;

/** What a rule hands the resolver of its question, and what that means in words. */
export interface ChoiceContextDefinition<Ctx extends ChoiceContext = ChoiceContext> {
  schema: z.ZodType<Ctx>;
  /** What the fields are, for client and bot authors (the field names are generated). */
  doc: string;
}

const ctx = <Shape extends Record<string, z.ZodType<ChoiceContextValue>>>(fields: Shape, doc: string) => ({
  schema: z.strictObject(fields),
  doc,
});
const NO_CONTEXT: ChoiceContextDefinition<NoContext> = { schema: z.strictObject({}), doc: '' };

/** One question: what its options are, what choosing one does, and what its resolver is told. */
export interface ChoiceDefinition<Opt extends ChoiceOption = ChoiceOption, Ctx extends ChoiceContext = ChoiceContext> {
  /** Who asks it (the rule), for the docs. */
  rule: string;
  option: z.ZodType<Opt>;
  /** What the options are, in words, for client and bot authors. */
  options: string;
  /** The prompt's `context` (strict: an empty object for a question that needs none). */
  context: ChoiceContextDefinition<Ctx>;
}

function def<Opt extends ChoiceOption>(rule: string, option: z.ZodType<Opt>, options: string): ChoiceDefinition<Opt, NoContext>;
function def<Opt extends ChoiceOption, Ctx extends ChoiceContext>(
  rule: string,
  option: z.ZodType<Opt>,
  options: string,
  context: ChoiceContextDefinition<Ctx>,
): ChoiceDefinition<Opt, Ctx>;
function def(rule: string, option: z.ZodType<ChoiceOption>, options: string, context: ChoiceContextDefinition = NO_CONTEXT) {
  return { rule, option, options, context };
}

// Contexts shared by several questions.
const placing = ctx({ spell }, 'the spell whose counter is placed');
const machineTower = ctx({ tower }, 'the Tower of the machine that fires');
/** Melee losses so far: how many of each of the losing seat's unit types are gone (losses.ts). */
const losses = {
  schema: z.union([
    z.strictObject({ wall, target: n, 'removed-marksman': n, 'removed-soldier': n, 'removed-veteran': n }),
    z.strictObject({ wall, target: n, 'removed-phantom': n, 'removed-skeleton': n, 'removed-vampire': n }),
  ]),
  doc: "the wall, the strength the loser must lose, and how many of each of the loser's unit types are lost so far",
};

/** The table (keys are the choice ids). */
export const CHOICES = {
  // Defender: buildings (packages/rules/src/defender/buildings/*), repel, Council
  'repel.rampart': def(
    'defender/repel.ts',
    rampart,
    'a Rampart id: where the repelled unit goes',
    ctx({ wall, unit: invaderUnit }, 'the wall the unit is repelled from, and its type'),
  ),
  'forge.cannon.tower': def('defender/buildings/forge.ts', tower, 'a Tower id for the Cannon'),
  'forge.cauldron.wall': def('defender/buildings/forge.ts', wall, 'a wall id for the Cauldron'),
  'forge.footbridge.walls': def(
    'defender/buildings/forge.ts',
    z.strictObject({ a: wall, b: wall }),
    '`{ a, b }`: the two neighbouring wall ids the Footbridge joins (a before b)',
  ),
  'workshop.crossbow.tower': def('defender/buildings/workshop.ts', tower, 'a Tower id for the Crossbow'),
  'workshop.stakes.tower': def('defender/buildings/workshop.ts', tower, 'a Tower id for the Stakes'),
  'workshop.stone.wall': def('defender/buildings/workshop.ts', wall, 'a wall id for the Stone Wall component'),
  'workshop.gate.gate': def('defender/buildings/workshop.ts', gate, 'a Gate id to reinforce'),
  'scouts.sortie.rampart': def('defender/buildings/scouts.ts', rampart, 'a Rampart id with Skeletons'),
  'scouts.sortie.count': def(
    'defender/buildings/scouts.ts',
    count(3),
    'a number: how many Skeletons the Sortie eliminates',
    ctx({ rampart }, 'the Rampart of the Sortie'),
  ),
  'scouts.inscription.wall': def('defender/buildings/scouts.ts', wall, 'a wall id for the Inscription'),
  'scouts.trap.path': def('defender/buildings/scouts.ts', path, "a path id ('from>to') for the Trap"),
  'scouts.damage-machine.rampart': def('defender/buildings/scouts.ts', rampart, 'the Rampart id of the war machine to damage'),
  'cathedral.saint.rampart': def('defender/buildings/cathedral.ts', rampart, 'a Rampart id for the Saint'),
  'cathedral.exorcism.place': def(
    'defender/buildings/cathedral.ts',
    OptionIdSchema,
    'a Foreground, Rampart or wall id where the Vampire stands',
  ),
  'cathedral.consecrated.rampart': def('defender/buildings/cathedral.ts', rampart, 'a Rampart id for the Consecrated Ground'),
  'cathedral.repellence.wall': def(
    'defender/buildings/cathedral.ts',
    z.union([wall, done]),
    "a wall id to repel a Phantom from, or 'done'",
    ctx({ left: n }, 'how many Phantoms may still be repelled'),
  ),
  'barracks.priest.unit': def('defender/buildings/barracks.ts', defenderUnit, 'the unit in the Barracks the Priest replaces'),
  'council.marker': def(
    'defender/council.ts',
    z.enum(COUNCIL_IDS),
    'a Council card id for the marker',
    ctx({ left: n }, 'how many markers are still to place'),
  ),
  'council.masons.wall': def(
    'defender/council.ts',
    z.union([wall, done]),
    "a wall id for a Stone Wall component, or 'done'",
    ctx({ left: n }, 'how many components may still be placed'),
  ),
  'council.sally.foreground': def('defender/council.ts', foreground, 'a Foreground id'),
  'council.sally.unit': def(
    'defender/council.ts',
    z.union([invaderUnit, done]),
    "an Invader unit on that Foreground to eliminate, or 'done'",
    ctx({ fg: foreground, left: n }, 'the Foreground, and how many units may still be eliminated'),
  ),
  'council.engineers.gate': def('defender/council.ts', gate, 'a Gate id (+3 toughness)'),

  // Invader: spells (packages/rules/src/invader/spells/*)
  'spells.place.bone-thrower': def('invader/spells/common.ts', rampart, 'a Rampart id for the counter', placing),
  'spells.place.spectral-ballista': def('invader/spells/common.ts', rampart, 'a Rampart id for the counter', placing),
  'spells.place.drums': def('invader/spells/common.ts', rampart, 'a Rampart id for the counter', placing),
  'spells.place.mists': def('invader/spells/common.ts', rampart, 'a Rampart id for the counter', placing),
  'spells.place.strigoi-lair': def('invader/spells/common.ts', rampart, 'a Rampart id for the counter', placing),
  'spells.place.terror': def('invader/spells/common.ts', wall, 'a wall id for the counter', placing),
  'spells.place.totems': def('invader/spells/common.ts', wall, 'a wall id for the counter', placing),
  'spells.place.poisonous-cauldrons': def('invader/spells/common.ts', wall, 'a wall id for the counter', placing),
  'spells.place.cursed-bats': def('invader/spells/common.ts', tower, 'a Tower id for the counter', placing),
  'spells.place.reinforcements': def('invader/spells/common.ts', foreground, 'a Foreground id for the counter', placing),
  'spells.place.cemetery': def('invader/spells/common.ts', foreground, 'a Foreground id for the counter', placing),
  'spells.place.marshes': def('invader/spells/common.ts', foreground, 'a Foreground id for the counter', placing),
  'spells.place.crypt': def('invader/spells/common.ts', foreground, 'a Foreground id for the counter', placing),
  'spells.illusionary-threat.wall': def('invader/spells/counters.ts', wall, 'a wall id for the face-down counter'),
  'spells.illusionary-threat.value': def(
    'invader/spells/counters.ts',
    count(3),
    'a number 0-3: the secret value of the counter (secret prompt)',
    ctx({ wall }, 'the wall the counter goes on'),
  ),
  'spells.hallucinations.action': def('invader/spells/hallucinations.ts', buildingAction, 'a building action id to block'),
  'spells.hallucinations.source': def(
    'invader/spells/hallucinations.ts',
    OptionIdSchema,
    'a place id (Foreground, Rampart, wall) whose Phantom pays',
    ctx({ slot: buildingAction, needed: n }, 'the building action blocked, and how many Phantoms it takes'),
  ),
  'spells.curse-of-decay.wall': def('invader/spells/instant.ts', wall, 'a wall id'),
  'spells.ghostly-carriage.move': def(
    'invader/spells/movement-spells.ts',
    z.union([z.strictObject({ from: invaderArea, unit: invaderUnit, to: rampart }), done]),
    "`{ from, unit, to }`: one unit carried from an area to a Rampart, or 'done'",
    ctx({ moved: n }, 'how many units are carried so far'),
  ),
  'spells.phantom-gale.rampart': def('invader/spells/movement-spells.ts', rampart, 'a Rampart id whose Phantoms are blown'),
  'spells.phantom-gale.wall': def(
    'invader/spells/movement-spells.ts',
    wall,
    'a wall id for the next Phantom',
    ctx({ rampart }, 'the Rampart whose Phantoms are blown'),
  ),
  'spells.setup-order': def(
    'invader/spells/row-setup.ts',
    z.union([spell, done]),
    "the next spell id of the row, left to right, or 'done'",
    ctx({ placed: n }, 'how many spells are arranged so far, from the left'),
  ),

  // Invader: Supply, Move out
  'supply.pay-mana': def(
    'invader/supply-menu.ts',
    count(60),
    'a number: the Mana paid',
    ctx({ owed: n }, 'the Mana the Time Board asks for'),
  ),
  'supply.library.out': def('invader/library.ts', z.union([spell, done]), "a spell id of the row to replace, or 'done'"),
  'supply.library.in': def(
    'invader/library.ts',
    spell,
    'a spell id from the Library',
    ctx({ out: spell }, 'the spell of the row going out'),
  ),
  'supply.library.order': def(
    'invader/library.ts',
    z.union([spell, done]),
    "the next spell id of the row, or 'done'",
    ctx({ placed: z.array(spell) }, 'the spell ids placed so far, left to right'),
  ),
  'moveout.trap-victim': def(
    'invader/trap.ts',
    invaderUnit,
    'an Invader unit the Trap kills',
    ctx({ from: invaderArea, to: invaderDestination, killed: n }, 'the trapped path (from, to), and the strength killed so far'),
  ),

  // Assault (packages/rules/src/assault/*)
  'assault.machine': def('assault/ranged-machines.ts', tower, 'the Tower id of the Cannon or Crossbow that fires next'),
  'assault.cannon': def(
    'assault/ranged-machines.ts',
    z.union([foreground, rampart, none]),
    "a Foreground or Rampart id to fire at, or 'none'",
    machineTower,
  ),
  'assault.crossbow': def(
    'assault/ranged-machines.ts',
    z.union([foreground, rampart, none]),
    "a Foreground or Rampart id to fire at, or 'none'",
    machineTower,
  ),
  'assault.ballista.target': def(
    'assault/ranged-invader-machines.ts',
    wall,
    'a wall id the Spectral Ballista shoots',
    ctx({ counter: n }, 'the id of the Spectral Ballista counter'),
  ),
  'assault.ballista.capture': def(
    'assault/ranged-invader-machines.ts',
    defenderUnit,
    'the Defender unit captured',
    ctx({ counter: n, wall, rampart }, "the counter's id, the wall it shot at, and its Rampart"),
  ),
  'assault.bone.building': def('assault/ranged-invader-machines.ts', building, 'a building id the Bone Thrower hits'),
  'assault.bone.action': def(
    'assault/ranged-invader-machines.ts',
    buildingAction,
    'a building action id to mark',
    ctx({ building, left: n }, 'the building hit, and how many markers are still to place'),
  ),
  'assault.marksman': def(
    'assault/marksmen.ts',
    z.union([rampart, z.strictObject({ rampart, unit: invaderUnit }), none]),
    "a Rampart id (a Skeleton there), `{ rampart, unit }` under Fire Arrows, or 'none'",
    ctx({ at: wallOrTower }, 'the wall or Tower the Marksman shoots from'),
  ),
  'assault.strigoi': def(
    'assault/strigoi.ts',
    wall,
    'a wall id where a Marksman is captured',
    ctx({ rampart }, 'the Rampart of the Strigoi Lair'),
  ),
  'assault.poison': def(
    'assault/cauldrons.ts',
    defenderUnit,
    'the Defender unit the Poisonous Cauldron kills',
    ctx({ wall }, 'the wall of the Poisonous Cauldron'),
  ),
  'assault.stakes': def(
    'assault/stakes.ts',
    z.union([z.strictObject({ wall, unit: defenderUnit }), none]),
    "`{ wall, unit }`: the unit sacrificed on a wall next to the Tower, or 'none'",
    ctx({ tower }, 'the Tower of the Stakes'),
  ),
  'assault.loss': def('assault/losses.ts', anyUnit, 'a unit on the wall to lose', losses),
  'assault.plague': def('assault/hospital.ts', defenderUnit, 'a unit in the Hospital that dies'),
  'assault.hospital': def('assault/hospital.ts', defenderUnit, 'a unit in the Hospital to heal'),

  // Panic (panic/cards-in-force.ts, phases/panic-phase.ts)
  'panic.target': def(
    'panic/cards-in-force.ts',
    OptionIdSchema,
    "the card's target: a wall, Tower, building, side or Stone Wall id, as the card says",
    ctx({ index: n, card: panicCard }, "the card's position among the Panic cards in force, and its id"),
  ),
  'panic.desperation': def(
    'phases/panic-phase.ts',
    z.enum(PANIC_IDS),
    'a Panic card id to put in force',
    ctx({ left: n }, 'how many cards are still to put on top'),
  ),
} as const satisfies Record<string, ChoiceDefinition>;

/** Every choice id the rules ask. */
export type ChoiceId = keyof typeof CHOICES;
/** The option type of one choice id. */
export type OptionOf<Id extends ChoiceId> = z.infer<(typeof CHOICES)[Id]['option']>;
/** The context type of one choice id: what pushChoice must write and its resolver reads. */
export type ContextOf<Id extends ChoiceId> = z.infer<(typeof CHOICES)[Id]['context']['schema']>;

export const CHOICE_IDS = Object.keys(CHOICES) as ChoiceId[];

export const isChoiceId = (id: string): id is ChoiceId => Object.prototype.hasOwnProperty.call(CHOICES, id);

/** The schema an option of this choice must match (strict: unknown fields are malformed). */
export const choiceSchemaFor = (id: ChoiceId): z.ZodType<ChoiceOption> => CHOICES[id].option as z.ZodType<ChoiceOption>;

/** The field names of a context schema: one list per shape it may take (a union has several). */
export function contextShapes(schema: z.ZodType): string[][] {
  if (schema instanceof z.ZodObject) return [Object.keys(schema.shape)];
  if (schema instanceof z.ZodUnion) return schema.options.flatMap((o) => contextShapes(o as z.ZodType));
  throw new Error('choices: a context schema is a strict object or a union of them');
}

/** Every field a context of this choice may have (over all its shapes), for client and bot authors. */
export const contextFields = (id: ChoiceId): string[] => [...new Set(contextShapes(CHOICES[id].context.schema).flat())];

/** The schema a prompt's context of this choice matches (strict: no field but its own). */
export const contextSchemaFor = (id: ChoiceId): z.ZodType<ChoiceContext> => CHOICES[id].context.schema as z.ZodType<ChoiceContext>;
