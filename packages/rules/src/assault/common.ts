/**
 * What every Assault step shares: the step shape the runner drives (assault/index.ts), unit
 * names, "the strongest unit", captures, and the queries for Heavy Rain and active Panic cards.
 */
import type { RampartId, WallId } from '../board/undead-board';
import type { PanicId } from '../cards/panic';
import type { SpellId } from '../cards/spells';
import type { Ctx } from '../engine/events';
import { log } from '../engine/events';
import { eliminateInvader } from '../defender/repel';
import { roomInArea } from '../state/board-queries';
import { placeCapturedCube } from '../state/captured-cubes';
import type { AssaultQueueItems, AssaultStepId, DefenderUnit, GameState, InvaderCounts, InvaderUnit } from '../state/types';
import { withFields } from '../engine/with-fields';

/**
 * One Assault step. The runner calls `start` once (it returns the step's queue of things to
 * resolve, typed by the step: AssaultQueueItems), then `run` once per queue item (the item is
 * already shifted off the queue; `run` resolves it or pushes the prompts that will), then
 * `finish` once the queue is empty. All progress lives in state.assault, so a saved game
 * resumes at any pending decision.
 */
export interface AssaultStep<Id extends AssaultStepId> {
  id: Id;
  start(s: GameState, ctx: Ctx): AssaultQueueItems[Id][];
  run(s: GameState, item: AssaultQueueItems[Id], ctx: Ctx): void;
  /** Must not push prompts. */
  finish?(s: GameState, ctx: Ctx): void;
}

export const INVADER_NAME: Record<InvaderUnit, string> = { phantom: 'Phantom', skeleton: 'Skeleton', vampire: 'Vampire' };
export const DEFENDER_NAME: Record<DefenderUnit, string> = { marksman: 'Marksman', soldier: 'Soldier', veteran: 'Veteran' };

/** Strongest first (Vampire 3, Skeleton 2, Phantom 1; Bloodlust and aura do not change the order). */
export const INVADER_BY_STRENGTH: ReadonlyArray<InvaderUnit> = ['vampire', 'skeleton', 'phantom'];

export function strongestInvader(c: InvaderCounts): InvaderUnit | null {
  return INVADER_BY_STRENGTH.find((u) => c[u] > 0) ?? null;
}

/** Eliminate the strongest Invader unit in an area (Consecrated Ground); returns the type or null. */
export function eliminateStrongestIn(s: GameState, counts: InvaderCounts): InvaderUnit | null {
  const u = strongestInvader(counts);
  if (!u) return null;
  counts[u] -= 1;
  eliminateInvader(s, u);
  return u;
}

/** The Invader unit a captured Defender unit becomes (Marksman -> Phantom, Soldier -> Skeleton, Veteran -> Vampire). */
export const CAPTURED_AS: Record<DefenderUnit, InvaderUnit> = { marksman: 'phantom', soldier: 'skeleton', veteran: 'vampire' };

/**
 * A Defender unit captured by a Spectral Ballista or a Strigoi Lair (the caller took it off its
 * wall): the Defender unit is dead, and its own cube joins the Rampart as the matching Invader
 * unit, spares or not (seed 000 Spectral Ballista: "Use the Defender's unit Cube as the captured
 * unit"; rulings.md "Units and counts"; state/captured-cubes.ts). With no room on the Rampart the
 * capture just kills (seed 000 "Other Notes Concerning Cards", Strigoi Lair). Returns the Invader
 * unit that appeared, or null.
 */
export function captureDefender(
  s: GameState,
  from: DefenderUnit,
  to: RampartId,
  ctx: Ctx,
  by: { by: SpellId; wall?: WallId },
): InvaderUnit | null {
  s.defender.dead[from] += 1;
  if (roomInArea(s, to) <= 0) {
    log(ctx, 'capture.noRoom', withFields(by, { lost: from, rampart: to }));
    return null;
  }
  const u = CAPTURED_AS[from];
  placeCapturedCube(s, u, to);
  log(ctx, 'capture.becomes', withFields(by, { lost: from, unit: u, rampart: to }));
  return u;
}

export const heavyRain = (s: GameState): boolean =>
  s.effects.heavyRain || s.board.counters.some((c) => c.spell === 'heavy-rain' && c.castTurn === s.turn);

export const panicCard = (s: GameState, card: PanicId) => s.panic.active.filter((p) => p.card === card);
export const panicIsActive = (s: GameState, card: PanicId): boolean => s.panic.active.some((p) => p.card === card);

export const wallsWithInvaders = (s: GameState, walls: readonly WallId[]): WallId[] =>
  walls.filter((w) => {
    const c = s.board.walls[w].invaders;
    return c.phantom + c.skeleton + c.vampire > 0;
  });

/**
 * Invader unit strength on a wall (seed 000 "Vampire aura": with a Vampire there, at most 3
 * Phantoms count 2; cards.md Bloodlust: Vampires count 4). Totems are added by the strength step.
 */
export function invaderUnitStrength(s: GameState, c: InvaderCounts): number {
  const vampire = s.effects.bloodlust ? 4 : 3;
  const aura = c.vampire > 0 ? Math.min(3, c.phantom) : 0;
  return c.phantom + aura + 2 * c.skeleton + vampire * c.vampire;
}
