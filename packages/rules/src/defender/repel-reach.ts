/**
 * Whether a Priest's Repel bought now can still send a Vampire back in this turn's Assault (seed
 * 000 Priests Action I "Repel": it acts in Melee step 1 on a Vampire on his wall). From the
 * Defender's last window before the Assault on, nothing moves an Invader onto a wall before Melee
 * step 1 (the Move out is over, the Defender's actions move no Invader onto a wall, the Ranged
 * steps only remove units), so with no Vampire on his wall then, the Repel can do nothing
 * (docs/rules/defender.md "Priests"). In an earlier window a Vampire may still arrive. The Repel
 * stays a legal action either way (the printed game lets a player waste it); a client uses this to
 * offer only choices that can act.
 */
import { WALLS, type WallId } from '../board/undead-board';
import type { GameView } from '../view/view-for';

const isWall = (place: string): place is WallId => (WALLS as readonly string[]).includes(place);

export function repelCanAct(view: GameView, priestId: string): boolean {
  const top = view.prompts[view.prompts.length - 1];
  if (top?.kind !== 'defender-spend' || !top.final) return true;
  const at = view.defender.priests.find((p) => p.id === priestId)?.at;
  return at === undefined || !isWall(at) || view.board.walls[at].invaders.vampire > 0;
}
