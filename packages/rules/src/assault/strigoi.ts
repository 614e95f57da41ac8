/**
 * Ranged step 4: Phantoms in a Strigoi Lair capture Marksmen (seed 000 "Assault Steps", "Other
 * Notes Concerning Cards"; cards.md Strigoi Lair).
 *
 * Each active Strigoi Lair counter on a Rampart where 2 or more Phantoms stand captures one
 * Marksman on a wall linked to that Rampart by a path (the Invader chooses the wall). The
 * Marksman is dead and its cube becomes a Phantom on the Rampart, spare Phantoms or not
 * (captureDefender); with no room there the Marksman is simply eliminated.
 */
import type { RampartId, WallId } from '../board/undead-board';
import type { ChoiceResolver, ChoiceResolvers } from '../engine/handler';
import { pushChoice } from '../engine/prompt-stack';
import { counterActive, isRampart, pathsFrom } from '../state/board-queries';
import { captureDefender, type AssaultStep } from './common';

export const strigoiStep: AssaultStep<'ranged-4'> = {
  id: 'ranged-4',
  start: (s) =>
    s.board.counters
      .filter((c) => c.spell === 'strigoi-lair' && isRampart(c.at) && counterActive(s, c))
      .sort((a, b) => a.id - b.id)
      .map((c) => c.id),
  run(s, counter) {
    const c = s.board.counters.find((x) => x.id === counter);
    if (!c) return;
    const rampart = c.at as RampartId;
    if (s.board.areas[rampart].phantom < 2) return;
    const walls = pathsFrom(rampart)
      .map((p) => p.to as WallId)
      .filter((w) => s.board.walls[w].defenders.marksman > 0);
    if (walls.length === 0) return;
    pushChoice(s, 'invader', 'assault.strigoi', `Choose the wall where the Strigoi Lair on ${rampart} captures a Marksman`, walls, {
      rampart,
    });
  },
};

const resolveStrigoi: ChoiceResolver<'assault.strigoi'> = (s, prompt, option, ctx) => {
  const wall = option;
  const { rampart } = prompt.context;
  if (s.board.walls[wall].defenders.marksman <= 0) return;
  s.board.walls[wall].defenders.marksman -= 1;
  captureDefender(s, 'marksman', rampart, ctx, { by: 'strigoi-lair', wall });
};

export const strigoiResolvers: ChoiceResolvers = { 'assault.strigoi': resolveStrigoi };
