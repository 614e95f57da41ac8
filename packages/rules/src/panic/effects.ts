/**
 * What the Panic cards with a target do, keyed by card id (cards.md "Panic cards"; rulings.md
 * "Panic (Phase 6)"). When such a card comes into force the Invader chooses its target among
 * `targets` (none: the card does nothing; cards-in-force.ts asks), then `resolve` applies it:
 * Desertion, Cracked Cauldron, Sabotage and Cowardice at once; Dark Fears (a side) and Riot (a
 * building) keep their target in panic.active for the turn, where the rules that they stop read
 * it. Lost Time, Rumours, Broken Chain, Silent Prayers, Sick Bay and False Alarm have no target
 * and no entry: the rules they change read panic.active themselves.
 */
import { BUILDINGS, SIDES, TOWERS, WALLS } from '../board/undead-board';
import type { PanicId } from '../cards/panic';
import { log, type Ctx } from '../engine/events';
import type { GameState } from '../state/types';

/** A targeted card's effect: the targets the Invader may choose now, and the effect on the one chosen. */
export interface PanicEffect {
  targets(s: GameState): string[];
  resolve(s: GameState, target: string, ctx: Ctx): void;
}

/**
 * One card's effect typed by its own targets (walls, Towers, sides, buildings). The table holds it
 * with plain string targets: the target it is handed is one of those `targets` listed, as the
 * choice's options are exactly that list.
 */
const effect = <T extends string>(e: { targets(s: GameState): T[]; resolve(s: GameState, target: T, ctx: Ctx): void }): PanicEffect => e;

export const PANIC_EFFECTS: Partial<Record<PanicId, PanicEffect>> = {
  desertion: effect({
    targets: (s) => WALLS.filter((w) => s.board.walls[w].defenders.soldier > 0),
    resolve(s, wall, ctx) {
      const w = s.board.walls[wall];
      if (w.defenders.soldier > 0) {
        w.defenders.soldier -= 1;
        s.defender.reserve.soldier += 1;
        log(ctx, 'panic.desertion', { wall });
      }
    },
  }),
  'dark-fears': effect({
    targets: () => [...SIDES],
    resolve: (_s, side, ctx) => log(ctx, 'panic.darkFears', { side }),
  }),
  riot: effect({
    targets: () => BUILDINGS.filter((b) => b !== 'hospital'),
    resolve: (_s, building, ctx) => log(ctx, 'panic.riot', { building }),
  }),
  'cracked-cauldron': effect({
    targets: (s) => WALLS.filter((w) => s.board.walls[w].cauldron),
    resolve(s, wall, ctx) {
      const w = s.board.walls[wall];
      if (w.cauldron) {
        w.cauldron = false;
        s.defender.reserve.cauldron += 1;
        log(ctx, 'panic.crackedCauldron', { wall });
      }
    },
  }),
  sabotage: effect({
    targets: (s) => WALLS.filter((w) => s.board.walls[w].stones > 0),
    resolve(s, wall, ctx) {
      const w = s.board.walls[wall];
      if (w.stones > 0) {
        w.stones -= 1;
        s.defender.reserve.stone += 1;
        log(ctx, 'panic.sabotage', { wall });
      }
    },
  }),
  cowardice: effect({
    targets: (s) => TOWERS.filter((t) => s.board.towers[t].marksmen > 0),
    resolve(s, tower, ctx) {
      const t = s.board.towers[tower];
      if (t.marksmen > 0) {
        t.marksmen -= 1;
        s.board.courtyard.marksman += 1;
        log(ctx, 'panic.cowardice', { tower });
      }
    },
  }),
};
