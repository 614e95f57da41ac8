/**
 * Spells that put a counter or card on a Rampart, Wall section, Tower or Foreground
 * (cards.md "Spells"). Ruling: a place holds at most one counter of a given spell (Reinforcements
 * excepted: its counter has no lasting effect). Wall equipment (Totems, Poisonous Cauldrons, an
 * Inscription) uses the 2 equipment spaces of a section (board.md). What active counters do in
 * later phases lives with those phases.
 */
import { FOREGROUNDS, RAMPARTS, TOWERS, WALLS, WALL_EQUIPMENT_SPACES, type WallId } from '../../board/undead-board';
import type { SpellId } from '../../cards/spells';
import { log } from '../../engine/events';
import { pushChoice } from '../../engine/prompt-stack';
import { roomInArea } from '../../state/board-queries';
import type { GameState, InvaderAreaId } from '../../state/types';
import { hasCounterAt, mergeFamilies, placeCounter, placementSpell, type PlacedSpell, type SpellFamily } from './common';

/** Spells whose counters use a Wall section's equipment spaces (board.md). */
export const WALL_EQUIPMENT_SPELLS: ReadonlyArray<SpellId> = ['totems', 'poisonous-cauldrons'];

/** Equipment spaces in use on a wall: Totems, Poisonous Cauldrons and an Inscription. */
export function wallEquipmentUsed(state: GameState, wall: WallId): number {
  const counters = state.board.counters.filter((c) => c.at === wall && WALL_EQUIPMENT_SPELLS.includes(c.spell)).length;
  return counters + (state.board.walls[wall].inscription ? 1 : 0);
}

const without =
  <Place extends string>(places: ReadonlyArray<Place>, spell: SpellId) =>
  (state: GameState): Place[] =>
    places.filter((p) => !hasCounterAt(state, spell, p));

const onRampart = (spell: PlacedSpell): SpellFamily => placementSpell(spell, without(RAMPARTS, spell));
const onWall = (spell: PlacedSpell): SpellFamily => placementSpell(spell, without(WALLS, spell));
const onForeground = (spell: PlacedSpell): SpellFamily => placementSpell(spell, without(FOREGROUNDS, spell));

const equipment = (spell: PlacedSpell): SpellFamily =>
  placementSpell(spell, (state) =>
    WALLS.filter((w) => !hasCounterAt(state, spell, w) && wallEquipmentUsed(state, w) < WALL_EQUIPMENT_SPACES),
  );

/** Reinforcements: 3 spare Skeletons join the Foreground at once, up to its capacity. */
const REINFORCEMENT_SKELETONS = 3;
const reinforcements = placementSpell(
  'reinforcements',
  (state) => (state.units.spares.skeleton > 0 ? FOREGROUNDS.filter((f) => roomInArea(state, f) > 0) : []),
  (draft, counter, ctx) => {
    const area = counter.at as InvaderAreaId;
    const n = Math.min(REINFORCEMENT_SKELETONS, roomInArea(draft, area), draft.units.spares.skeleton);
    draft.units.spares.skeleton -= n;
    draft.board.areas[area].skeleton += n;
    log(ctx, 'cast.reinforcements', { n, area });
  },
);

/**
 * Illusionary Threat: the Invader picks the Wall section (public), then, secretly, which value
 * from the reserve lies face down there. The value is logged to the Invader only.
 */
const ILLUSION_WALL = 'spells.illusionary-threat.wall' as const;
const ILLUSION_VALUE = 'spells.illusionary-threat.value' as const;
const illusionWalls = without(WALLS, 'illusionary-threat');
const illusionValues = (state: GameState): number[] => [...new Set(state.invader.illusionReserve)].sort((a, b) => a - b);

const illusionaryThreat: SpellFamily = {
  effects: {
    'illusionary-threat': {
      canCast: (state) => state.invader.illusionReserve.length > 0 && illusionWalls(state).length > 0,
      cast(draft) {
        pushChoice(draft, 'invader', ILLUSION_WALL, 'Choose the Wall section for the Illusionary Threat counter', illusionWalls(draft));
      },
    },
  },
  resolvers: {
    [ILLUSION_WALL]: (draft, _prompt, option) => {
      pushChoice(
        draft,
        'invader',
        ILLUSION_VALUE,
        `Choose (secretly) the Illusionary Threat counter to lay face down on ${option}`,
        illusionValues(draft),
        { wall: option },
        true,
      );
    },
    [ILLUSION_VALUE]: (draft, prompt, value, ctx) => {
      const { wall } = prompt.context;
      const i = draft.invader.illusionReserve.indexOf(value);
      if (i < 0) throw new Error(`spells: no Illusionary Threat counter worth ${value} in the reserve`);
      draft.invader.illusionReserve.splice(i, 1);
      placeCounter(draft, 'illusionary-threat', wall, { value });
      log(ctx, 'cast.illusion', { wall });
      log(ctx, 'secret.illusionValue', { wall, n: value }, 'invader');
    },
  },
};

export const counterSpells = mergeFamilies(
  onRampart('drums'),
  onRampart('mists'),
  onRampart('strigoi-lair'),
  onWall('terror'),
  illusionaryThreat,
  equipment('totems'),
  equipment('poisonous-cauldrons'),
  placementSpell('cursed-bats', without(TOWERS, 'cursed-bats')),
  reinforcements,
  onForeground('cemetery'),
  onForeground('marshes'),
  onForeground('crypt'),
);
