/**
 * Why a menu in the Defender's window offers less than usual, in words: a building action offering
 * only part payments (the Barracks full, a hand short of the cost, the reserve item gone, no
 * target), a Priest with no action offered, a Council card that cannot be used. The reasons are
 * the rules' (payLimits, priestLimits, councilLimits); this only words them. What usedReasons
 * (menu-notes.ts) already says (taken this turn, a Priest who acted, a used card) is left to it.
 */
import {
  councilLimits,
  moveLimits,
  payLimits,
  priestLimits,
  type BuildingActionId,
  type CouncilId,
  type DefenderPlaceId,
  type GameView,
  type OptionLimit,
} from '@stronghold/rules';
import { BUILDING_ACTIONS, COUNCIL } from '@stronghold/rules/cards';
import { TOWERS, WALLS } from '@stronghold/rules';
import { nameOf, t, unitsText } from '../i18n';

const hourglasses = (n: number): string => t('play.hourglasses', { n });

const isDefenderPlace = (p: string): boolean =>
  (WALLS as readonly string[]).includes(p) || (TOWERS as readonly string[]).includes(p) || ['courtyard', 'barracks', 'statue'].includes(p);

/** One building action's reason in words (null: said elsewhere, or nothing to say). */
function payLine(id: BuildingActionId, l: OptionLimit): string | null {
  const action = nameOf(id);
  switch (l.code) {
    case 'riot':
      return t('menus.limit.riot', { action, building: nameOf(l.building) });
    case 'blocked':
      return t('menus.limit.blocked', { action, left: hourglasses(l.left) });
    case 'hand':
      return t('menus.limit.handPay', { action, needed: hourglasses(l.needed), hand: hourglasses(l.hand) });
    case 'reserve':
      return t('menus.limit.reserve', { action, item: t(`card.item.${l.item}`) });
    case 'barracksFull':
      return t('menus.limit.barracksFull', { action, units: unitsText(l.unit, l.limit) });
    case 'noneToTrain':
      return l.unit === 'any'
        ? t('menus.limit.noneToTrainAny', { action })
        : t('menus.limit.noneToTrain', { action, unit: nameOf(l.unit) });
    case 'priestsMax':
      return t('menus.limit.priestsMax', { action, max: l.max });
    case 'noTarget':
      return t('menus.limit.noTarget', { action });
    default:
      return null;
  }
}

/** A Priest's reasons in words, each once for his two actions (the one he cannot take off a wall is no surprise). */
function priestLines(view: GameView, id: string): string[] {
  const n = Number(id.slice(1));
  const out = new Set<string>();
  for (const act of ['repel', 'speech'] as const) {
    for (const l of priestLimits(view, id, act)) {
      if (l.code === 'hand') out.add(t('menus.limit.handPriest', { n, needed: hourglasses(l.needed), hand: hourglasses(l.hand) }));
      if (l.code === 'silentPrayers') out.add(t('menus.limit.silentPrayers', { n }));
    }
  }
  return [...out];
}

/** A Council card's reasons in words. */
function councilLines(view: GameView, card: CouncilId): string[] {
  const name = nameOf(card);
  return councilLimits(view, card).flatMap((l) => {
    if (l.code === 'markers') return [t('menus.limit.markers', { card: name, need: l.need, have: l.have })];
    if (l.code === 'councilOpen') return [t('menus.limit.councilOpen', { card: name })];
    if (l.code === 'idleCard') return [t('menus.limit.idleCard', { card: name })];
    return [];
  });
}

/** A move's source: the selected place and the unit type picked there (null: any). */
export interface MoveSource {
  place: string;
  unit: string | null;
}

const PIECES = ['marksman', 'soldier', 'veteran', 'priest'] as const;

/** One move reason in words (null: said elsewhere). */
function moveLine(l: OptionLimit, from: string, to: string, piece: string): string | null {
  const place = nameOf(to);
  switch (l.code) {
    case 'placeFull':
      return (WALLS as readonly string[]).includes(to)
        ? t('menus.limit.wallFull', { place, n: l.limit })
        : t('menus.limit.placeFull', { place, units: unitsText(l.piece, l.limit) });
    case 'notThere':
      return t('menus.limit.notThere', { piece: nameOf(piece), place });
    case 'cannon':
      return t('menus.limit.cannon', { place });
    case 'noStep':
      return t('menus.limit.noStep', { piece: nameOf(piece), from: nameOf(from), place });
    case 'hand':
      return t('menus.limit.handMove', { needed: hourglasses(l.needed), hand: hourglasses(l.hand) });
    default:
      return null;
  }
}

/** Why the selected source's units (or the one picked) cannot move to `to`, each reason once. */
function moveLines(view: GameView, from: MoveSource, to: string): string[] {
  if (from.place === to) return [];
  const pieces = PIECES.filter((p) => from.unit === null || p === from.unit);
  const out = new Set<string>();
  for (const piece of pieces) {
    for (const l of moveLimits(view, from.place as DefenderPlaceId, to as DefenderPlaceId, piece)) {
      const line = moveLine(l, from.place, to, piece);
      if (line) out.add(line);
    }
  }
  return [...out];
}

/**
 * Why what a player may look for at `target` (a building action, a Priest or his place, a Council
 * card; with a move's source selected, a destination) is missing or shortened in the Defender's
 * window; empty outside it.
 */
export function limitReasons(target: string, view: GameView, from: MoveSource | null = null): string[] {
  const top = view.prompts[view.prompts.length - 1];
  if (top?.kind !== 'defender-spend') return [];
  if (from && isDefenderPlace(from.place) && isDefenderPlace(target)) return moveLines(view, from, target);
  if (target in BUILDING_ACTIONS) {
    const id = target as BuildingActionId;
    return payLimits(view, id).flatMap((l) => payLine(id, l) ?? []);
  }
  if (target in COUNCIL) return councilLines(view, target as CouncilId);
  return view.defender.priests.filter((p) => p.id === target || p.at === target).flatMap((p) => priestLines(view, p.id));
}
