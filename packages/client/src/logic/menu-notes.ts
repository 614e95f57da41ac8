/**
 * What a menu choice costs and does, why an action already taken cannot be taken again, and which
 * listed choice can no longer have any effect: words under the click menu's buttons. Costs and
 * values come from the rules package (actionCost, PRIEST_ACTION_COST, speechValue); nothing here
 * decides legality, which stays the legal list's: the menus only leave out what would do nothing.
 */
import {
  actionCost,
  PRIEST_ACTION_COST,
  repelCanAct,
  sameAction,
  speechValue,
  type Action,
  type BuildingActionId,
  type CouncilId,
  type GameView,
} from '@stronghold/rules';
import { BUILDING_ACTIONS, COUNCIL } from '@stronghold/rules/cards';
import { nameOf, t } from '../i18n';
import { isWallId } from './ids';

const hourglasses = (n: number): string => t('play.hourglasses', { n });

/** The line under a menu button: what the choice costs and what it does now; null when the label says it all. */
export function choiceNote(a: Action, view: GameView): string | null {
  switch (a.type) {
    case 'pay': {
      const slot = view.defender.slots[a.slot];
      if (slot.block) return t('play.note.payBlock', { paid: slot.block.paid, n: slot.block.phantoms });
      const cost = actionCost(view, a.slot);
      const left = Math.max(0, cost - slot.paid - a.amount);
      return left === 0
        ? t('play.note.payCompletes', { cost: hourglasses(cost) })
        : t('play.note.payPartial', { left: hourglasses(left), cost: hourglasses(cost) });
    }
    case 'priest': {
      const cost = hourglasses(PRIEST_ACTION_COST);
      if (a.act === 'speech') return t('play.note.speech', { cost, n: speechValue(view, a.priest) });
      const at = view.defender.priests.find((p) => p.id === a.priest)?.at;
      const repel = t('play.note.repel', { cost });
      // The printed Repel needs no Vampire when it is bought (it resolves in the Assault), so it
      // stays on the legal list; the menu says when it would do nothing as the board stands
      // (in the last window before the Assault it is not offered at all: idleActions).
      if (at && isWallId(at) && view.board.walls[at].invaders.vampire === 0)
        return `${repel} ${t('play.note.repelNone', { wall: nameOf(at) })}`;
      return repel;
    }
    case 'council':
      return t('play.note.council');
    case 'closeCouncil':
      return t('play.note.closeCouncil');
    default:
      return null;
  }
}

/**
 * Why actions at `target` are not offered although the player might look for them there: a
 * Priest's action already used this turn, a building action already taken, a Council card used.
 * Only what `legal` does not offer is explained.
 */
export function usedReasons(target: string, view: GameView, legal: readonly Action[]): string[] {
  const out: string[] = [];
  for (const p of view.defender.priests) {
    if ((p.at !== target && p.id !== target) || !p.acted) continue;
    const offered = legal.some((a) => a.type === 'priest' && a.priest === p.id);
    if (!offered) out.push(t('play.used.priest', { n: Number(p.id.slice(1)), act: t(`card.act.${p.acted}`) }));
  }
  if (target in BUILDING_ACTIONS) {
    const id = target as BuildingActionId;
    const offered = legal.some((a) => a.type === 'pay' && a.slot === id);
    if (view.defender.slots[id].done && !offered) out.push(t('play.used.slot', { action: nameOf(id) }));
  }
  if (target in COUNCIL && view.defender.council.used.includes(target as CouncilId)) {
    const offered = legal.some((a) => sameAction(a, { type: 'council', seat: 'defender', card: target as CouncilId }));
    if (!offered) out.push(t('play.used.council', { card: nameOf(target) }));
  }
  return out;
}

/** A listed action the menus do not offer because it can have no effect any more, and why. */
export interface IdleAction {
  action: Action;
  /** The board places where a player would look for it (a Priest's wall, the Priest). */
  places: string[];
  reason: string;
}

/**
 * Listed actions that would do nothing and can no longer come to do something: a Priest's Repel
 * the rules say can no longer act (`repelCanAct`: the last window before the Assault, no Vampire
 * on his wall). In an earlier window a Vampire may still arrive: there the Repel stays offered and
 * its note says so (choiceNote).
 */
export function idleActions(legal: readonly Action[], view: GameView): IdleAction[] {
  const top = view.prompts[view.prompts.length - 1];
  if (top?.kind !== 'defender-spend' || !top.final) return [];
  const out: IdleAction[] = [];
  for (const a of legal) {
    if (a.type !== 'priest' || a.act !== 'repel') continue;
    const at = view.defender.priests.find((p) => p.id === a.priest)?.at;
    if (!at || !isWallId(at) || repelCanAct(view, a.priest)) continue;
    out.push({ action: a, places: [at, a.priest], reason: t('play.used.repelFinal', { n: Number(a.priest.slice(1)), wall: nameOf(at) }) });
  }
  return out;
}
