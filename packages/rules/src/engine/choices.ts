/**
 * Every question a `choice` prompt asks, in one table: its id, the shape of its options and what
 * an option means. The resolver of each id lives next to the rule that asks it (see
 * engine/registry.ts); choices.test.ts checks that the table and the resolvers name the same ids,
 * and that every option the rules offer matches its id's schema. packages/rules/README.md
 * ("Choices") is generated from this table (`npm run choices:doc -w @stronghold/rules`).
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

/** One question: what its options are and what choosing one does. */
export interface ChoiceDefinition<Opt extends ChoiceOption = ChoiceOption> {
  /** Who asks it (the rule), for the docs. */
  rule: string;
  option: z.ZodType<Opt>;
  /** What the options are, in words, for client and bot authors. */
  options: string;
}

const def = <Opt extends ChoiceOption>(rule: string, option: z.ZodType<Opt>, options: string): ChoiceDefinition<Opt> => ({
  rule,
  option,
  options,
});

/** The table (keys are the choice ids). */
export const CHOICES = {
  // Defender: buildings (packages/rules/src/defender/buildings/*), repel, Council
  'repel.rampart': def('defender/repel.ts', rampart, 'a Rampart id: where the repelled unit goes'),
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
  'scouts.sortie.count': def('defender/buildings/scouts.ts', count(3), 'a number: how many Skeletons the Sortie eliminates'),
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
  ),
  'barracks.priest.unit': def('defender/buildings/barracks.ts', defenderUnit, 'the unit in the Barracks the Priest replaces'),
  'council.marker': def('defender/council.ts', z.enum(COUNCIL_IDS), 'a Council card id for the marker'),
  'council.masons.wall': def('defender/council.ts', z.union([wall, done]), "a wall id for a Stone Wall component, or 'done'"),
  'council.sally.foreground': def('defender/council.ts', foreground, 'a Foreground id'),
  'council.sally.unit': def(
    'defender/council.ts',
    z.union([invaderUnit, done]),
    "an Invader unit on that Foreground to eliminate, or 'done'",
  ),
  'council.engineers.gate': def('defender/council.ts', gate, 'a Gate id (+3 toughness)'),

  // Invader: spells (packages/rules/src/invader/spells/*)
  'spells.place.bone-thrower': def('invader/spells/common.ts', rampart, 'a Rampart id for the counter'),
  'spells.place.spectral-ballista': def('invader/spells/common.ts', rampart, 'a Rampart id for the counter'),
  'spells.place.drums': def('invader/spells/common.ts', rampart, 'a Rampart id for the counter'),
  'spells.place.mists': def('invader/spells/common.ts', rampart, 'a Rampart id for the counter'),
  'spells.place.strigoi-lair': def('invader/spells/common.ts', rampart, 'a Rampart id for the counter'),
  'spells.place.terror': def('invader/spells/common.ts', wall, 'a wall id for the counter'),
  'spells.place.totems': def('invader/spells/common.ts', wall, 'a wall id for the counter'),
  'spells.place.poisonous-cauldrons': def('invader/spells/common.ts', wall, 'a wall id for the counter'),
  'spells.place.cursed-bats': def('invader/spells/common.ts', tower, 'a Tower id for the counter'),
  'spells.place.reinforcements': def('invader/spells/common.ts', foreground, 'a Foreground id for the counter'),
  'spells.place.cemetery': def('invader/spells/common.ts', foreground, 'a Foreground id for the counter'),
  'spells.place.marshes': def('invader/spells/common.ts', foreground, 'a Foreground id for the counter'),
  'spells.place.crypt': def('invader/spells/common.ts', foreground, 'a Foreground id for the counter'),
  'spells.illusionary-threat.wall': def('invader/spells/counters.ts', wall, 'a wall id for the face-down counter'),
  'spells.illusionary-threat.value': def(
    'invader/spells/counters.ts',
    count(3),
    'a number 0-3: the secret value of the counter (secret prompt)',
  ),
  'spells.hallucinations.action': def('invader/spells/hallucinations.ts', buildingAction, 'a building action id to block'),
  'spells.hallucinations.source': def(
    'invader/spells/hallucinations.ts',
    OptionIdSchema,
    'a place id (Foreground, Rampart, wall) whose Phantom pays',
  ),
  'spells.curse-of-decay.wall': def('invader/spells/instant.ts', wall, 'a wall id'),
  'spells.ghostly-carriage.move': def(
    'invader/spells/movement-spells.ts',
    z.union([z.strictObject({ from: invaderArea, unit: invaderUnit, to: rampart }), done]),
    "`{ from, unit, to }`: one unit carried from an area to a Rampart, or 'done'",
  ),
  'spells.phantom-gale.rampart': def('invader/spells/movement-spells.ts', rampart, 'a Rampart id whose Phantoms are blown'),
  'spells.phantom-gale.wall': def('invader/spells/movement-spells.ts', wall, 'a wall id for the next Phantom'),
  'spells.setup-order': def(
    'invader/spells/row-setup.ts',
    z.union([spell, done]),
    "the next spell id of the row, left to right, or 'done'",
  ),

  // Invader: Supply, Move out
  'supply.pay-mana': def('invader/supply.ts', count(60), 'a number: the Mana paid'),
  'supply.library.out': def('invader/supply.ts', z.union([spell, done]), "a spell id of the row to replace, or 'done'"),
  'supply.library.in': def('invader/supply.ts', spell, 'a spell id from the Library'),
  'supply.library.order': def('invader/supply.ts', z.union([spell, done]), "the next spell id of the row, or 'done'"),
  'moveout.trap-victim': def('invader/moveout.ts', invaderUnit, 'an Invader unit the Trap kills'),

  // Assault (packages/rules/src/assault/*)
  'assault.machine': def('assault/ranged-machines.ts', tower, 'the Tower id of the Cannon or Crossbow that fires next'),
  'assault.cannon': def(
    'assault/ranged-machines.ts',
    z.union([foreground, rampart, none]),
    "a Foreground or Rampart id to fire at, or 'none'",
  ),
  'assault.crossbow': def(
    'assault/ranged-machines.ts',
    z.union([foreground, rampart, none]),
    "a Foreground or Rampart id to fire at, or 'none'",
  ),
  'assault.ballista.target': def('assault/ranged-invader-machines.ts', wall, 'a wall id the Spectral Ballista shoots'),
  'assault.ballista.capture': def('assault/ranged-invader-machines.ts', defenderUnit, 'the Defender unit captured'),
  'assault.bone.building': def('assault/ranged-invader-machines.ts', building, 'a building id the Bone Thrower hits'),
  'assault.bone.action': def('assault/ranged-invader-machines.ts', buildingAction, 'a building action id to mark'),
  'assault.marksman': def(
    'assault/marksmen.ts',
    z.union([rampart, z.strictObject({ rampart, unit: invaderUnit }), none]),
    "a Rampart id (a Skeleton there), `{ rampart, unit }` under Fire Arrows, or 'none'",
  ),
  'assault.strigoi': def('assault/strigoi.ts', wall, 'a wall id where a Marksman is captured'),
  'assault.poison': def('assault/cauldrons.ts', defenderUnit, 'the Defender unit the Poisonous Cauldron kills'),
  'assault.stakes': def(
    'assault/stakes.ts',
    z.union([z.strictObject({ wall, unit: defenderUnit }), none]),
    "`{ wall, unit }`: the unit sacrificed on a wall next to the Tower, or 'none'",
  ),
  'assault.loss': def('assault/losses.ts', anyUnit, 'a unit on the wall to lose'),
  'assault.plague': def('assault/hospital.ts', defenderUnit, 'a unit in the Hospital that dies'),
  'assault.hospital': def('assault/hospital.ts', defenderUnit, 'a unit in the Hospital to heal'),

  // Panic (phases/panic.ts)
  'panic.target': def(
    'phases/panic.ts',
    OptionIdSchema,
    "the card's target: a wall, Tower, building, side or Stone Wall id, as the card says",
  ),
  'panic.desperation': def('phases/panic.ts', z.enum(PANIC_IDS), 'a Panic card id to put in force'),
} as const satisfies Record<string, ChoiceDefinition>;

/** Every choice id the rules ask. */
export type ChoiceId = keyof typeof CHOICES;
/** The option type of one choice id. */
export type OptionOf<Id extends ChoiceId> = z.infer<(typeof CHOICES)[Id]['option']>;

export const CHOICE_IDS = Object.keys(CHOICES) as ChoiceId[];

export const isChoiceId = (id: string): id is ChoiceId => Object.prototype.hasOwnProperty.call(CHOICES, id);

/** The schema an option of this choice must match (strict: unknown fields are malformed). */
export const choiceSchemaFor = (id: ChoiceId): z.ZodType<ChoiceOption> => CHOICES[id].option as z.ZodType<ChoiceOption>;
