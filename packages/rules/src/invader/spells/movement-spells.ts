/**
 * Spells that move Invader units at once (cards.md "Spells"): Ghostly Carriage and Phantom Gale.
 *
 * Ghostly Carriage: up to 5 units, one at a time, from the Camp or a Foreground straight onto a
 * Rampart, skipping traps. A Foreground unit goes to a Rampart its Foreground reaches by a path;
 * a Camp unit (the Camp reaches every Foreground) to any Rampart. Capacity is checked at the
 * destination. The Invader may stop ('done') after the first unit.
 *
 * Phantom Gale: every Phantom on one Rampart goes to the Wall sections that Rampart reaches
 * (its paths), the Invader placing them one at a time, each where it fits (4 unit spaces plus up
 * to 3 levitating Phantoms, none with an Inscription). Those that fit nowhere stay. The Gale
 * blows them over the walls: it is no move along a path, so traps do nothing to it. A Rampart
 * with the Saint cannot be chosen (no unit may move out of it).
 */
import { FOREGROUNDS, RAMPARTS, type RampartId, type WallId } from '../../board/undead-board';
import { log, type Ctx } from '../../engine/events';
import type { ChoiceResolver } from '../../engine/handler';
import { pushChoice } from '../../engine/prompt-stack';
import { pathsFrom, roomInArea, wallHasRoomFor } from '../../state/board-queries';
import { INVADER_UNITS, type GameState, type InvaderAreaId } from '../../state/types';
import type { SpellFamily } from './common';
import type { OptionOf } from '../../actions/choices';

export const CARRIAGE_UNITS = 5;
const CARRIAGE = 'spells.ghostly-carriage.move' as const;
type CarriageOption = OptionOf<typeof CARRIAGE>;

/** Every single-unit Carriage move now, as `{ from, unit, to }`. */
export function carriageMoves(state: GameState): CarriageOption[] {
  const moves: CarriageOption[] = [];
  for (const from of ['camp', ...FOREGROUNDS] as InvaderAreaId[]) {
    const reach: string[] = from === 'camp' ? [...RAMPARTS] : pathsFrom(from).map((p) => p.to);
    for (const unit of INVADER_UNITS) {
      if (state.board.areas[from][unit] <= 0) continue;
      for (const to of reach) {
        if (roomInArea(state, to as RampartId) > 0) moves.push({ from, unit, to: to as RampartId });
      }
    }
  }
  return moves;
}

function pushCarriage(draft: GameState, moved: number): void {
  const options = carriageMoves(draft);
  if (moved >= CARRIAGE_UNITS || options.length === 0) {
    return;
  }
  if (moved > 0) options.push('done');
  pushChoice(
    draft,
    'invader',
    CARRIAGE,
    `Ghostly Carriage: choose a unit to carry to a Rampart (${moved} of ${CARRIAGE_UNITS} moved)`,
    options,
    { moved },
  );
}

const resolveCarriage: ChoiceResolver<typeof CARRIAGE> = (draft, prompt, option, ctx) => {
  const { moved } = prompt.context;
  if (option === 'done') {
    log(ctx, 'cast.carriageStops', { n: moved });
    return;
  }
  const { from, unit, to } = option;
  draft.board.areas[from][unit] -= 1;
  draft.board.areas[to][unit] += 1;
  log(ctx, 'move.carriage', { unit, from, to });
  pushCarriage(draft, moved + 1);
};

const GALE_RAMPART = 'spells.phantom-gale.rampart';
const GALE_WALL = 'spells.phantom-gale.wall';

const galeWalls = (state: GameState, rampart: RampartId): WallId[] =>
  pathsFrom(rampart)
    .map((p) => p.to as WallId)
    .filter((w) => wallHasRoomFor(state, w, 'phantom'));

export const galeRamparts = (state: GameState): RampartId[] =>
  RAMPARTS.filter((r) => state.board.areas[r].phantom > 0 && state.board.saint !== r && galeWalls(state, r).length > 0);

function pushGale(draft: GameState, rampart: RampartId, ctx: Ctx): void {
  const left = draft.board.areas[rampart].phantom;
  if (left === 0) return;
  const walls = galeWalls(draft, rampart);
  if (walls.length === 0) {
    log(ctx, 'cast.galeStays', { n: left, rampart });
    return;
  }
  pushChoice(draft, 'invader', GALE_WALL, `Phantom Gale: choose the wall for the next Phantom from ${rampart} (${left} left)`, walls, {
    rampart,
  });
}

export const movementSpells: SpellFamily = {
  effects: {
    'ghostly-carriage': {
      canCast: (state) => carriageMoves(state).length > 0,
      cast(draft) {
        pushCarriage(draft, 0);
      },
    },
    'phantom-gale': {
      canCast: (state) => galeRamparts(state).length > 0,
      cast(draft) {
        pushChoice(
          draft,
          'invader',
          GALE_RAMPART,
          'Phantom Gale: choose the Rampart whose Phantoms are blown onto the walls',
          galeRamparts(draft),
        );
      },
    },
  },
  resolvers: {
    [CARRIAGE]: resolveCarriage,
    [GALE_RAMPART]: (draft, _prompt, option, ctx) => {
      log(ctx, 'cast.galeFrom', { rampart: option });
      pushGale(draft, option, ctx);
    },
    [GALE_WALL]: (draft, prompt, option, ctx) => {
      const { rampart } = prompt.context;
      draft.board.areas[rampart].phantom -= 1;
      draft.board.walls[option].invaders.phantom += 1;
      log(ctx, 'move.gale', { from: rampart, to: option });
      pushGale(draft, rampart, ctx);
    },
  },
};
