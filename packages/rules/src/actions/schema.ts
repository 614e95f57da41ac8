/**
 * Every action a seat can send, as zod schemas (the server validates client messages with these).
 * Strict objects: unknown keys are malformed. Shape only: legality is decided by the engine.
 */
import { z } from 'zod';
import { CAPACITY, FOREGROUNDS, INNER_AREAS, RAMPARTS, TOWERS, WALLS } from '../board/undead-board';
import { BUILDING_ACTION_IDS } from '../cards/buildings';
import { COUNCIL_IDS } from '../cards/council';
import { SPELL_IDS } from '../cards/spells';
import { ChoiceOptionSchema } from './choice-option';

const invader = z.literal('invader');
const defender = z.literal('defender');
export const SeatSchema = z.enum(['invader', 'defender']);

/**
 * A choice's answer: an ID, a count or a flat object (choice-option.ts); the pending
 * choice's own schema (choices.ts, choiceSchemaFor) narrows it before legality.
 */
export const OptionSchema = ChoiceOptionSchema;

export const DefenderPlaceSchema = z.enum([...WALLS, ...TOWERS, ...INNER_AREAS]);
export const DefenderPieceSchema = z.enum(['marksman', 'soldier', 'veteran', 'priest']);
export const InvaderAreaSchema = z.enum(['camp', ...FOREGROUNDS, ...RAMPARTS]);
export const InvaderDestinationSchema = z.enum([...FOREGROUNDS, ...RAMPARTS, ...WALLS]);
export const InvaderUnitSchema = z.enum(['phantom', 'skeleton', 'vampire']);
/** Units of one type advanced together: at most a Foreground's capacity (the largest place they go). */
export const ADVANCE_MAX_COUNT = CAPACITY.foreground;

export const ActionSchema = z.discriminatedUnion('type', [
  /** Answer the current choice prompt. */
  z.strictObject({ type: z.literal('choose'), seat: SeatSchema, option: OptionSchema }),
  /** End the current menu or window (legal only when the rules allow stopping). */
  z.strictObject({ type: z.literal('done'), seat: SeatSchema }),

  // Defender
  /** Hourglasses on a building action; 0 completes one already paid up (its cost fell). */
  z.strictObject({
    type: z.literal('pay'),
    seat: defender,
    slot: z.enum(BUILDING_ACTION_IDS),
    amount: z.number().int().min(0).max(20),
  }),
  z.strictObject({
    type: z.literal('move'),
    seat: defender,
    from: DefenderPlaceSchema,
    to: DefenderPlaceSchema,
    unit: DefenderPieceSchema,
  }),
  z.strictObject({
    type: z.literal('swap'),
    seat: defender,
    a: DefenderPlaceSchema,
    aUnit: DefenderPieceSchema,
    b: DefenderPlaceSchema,
    bUnit: DefenderPieceSchema,
  }),
  z.strictObject({
    type: z.literal('priest'),
    seat: defender,
    priest: z.string().regex(/^p[1-4]$/),
    act: z.enum(['repel', 'speech']),
  }),
  z.strictObject({ type: z.literal('closeCouncil'), seat: defender }),
  z.strictObject({ type: z.literal('council'), seat: defender, card: z.enum(COUNCIL_IDS) }),

  // Invader
  z.strictObject({ type: z.literal('drawMana'), seat: invader }),
  z.strictObject({ type: z.literal('altar'), seat: invader, pairs: z.number().int().min(1).max(60) }),
  z.strictObject({ type: z.literal('library'), seat: invader }),
  z.strictObject({ type: z.literal('cast'), seat: invader, spell: z.enum(SPELL_IDS) }),
  z.strictObject({ type: z.literal('activate'), seat: invader, spell: z.enum(SPELL_IDS) }),
  z.strictObject({ type: z.literal('moveOut'), seat: invader, size: z.enum(['minor', 'major', 'camp']) }),
  /** `count` units of one type advance together from one place to another (one at a time in the rules). */
  z.strictObject({
    type: z.literal('advance'),
    seat: invader,
    from: InvaderAreaSchema,
    to: InvaderDestinationSchema,
    unit: InvaderUnitSchema,
    count: z.number().int().min(1).max(ADVANCE_MAX_COUNT),
  }),
  z.strictObject({
    type: z.literal('springTrap'),
    seat: invader,
    from: InvaderAreaSchema,
    to: InvaderDestinationSchema,
  }),

  // Either seat (last, so the other types keep their index in the legal menu's codec)
  /** Take back this seat's last action (engine/undo.ts says when one may). */
  z.strictObject({ type: z.literal('undo'), seat: SeatSchema }),
  // Giving up: accepted from either seat at any time of a game not over (never listed as legal).
  z.strictObject({ type: z.literal('concede'), seat: SeatSchema }),
  // Losing on time: the server's own action when a seat's clock runs out in a rated game (never
  // listed as legal; a server takes it from no client).
  z.strictObject({ type: z.literal('timeout'), seat: SeatSchema }),
]);

export type Action = z.infer<typeof ActionSchema>;
export type ActionType = Action['type'];
export type ActionOf<T extends ActionType> = Extract<Action, { type: T }>;
