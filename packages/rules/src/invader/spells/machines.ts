/**
 * Machines and the Dragon (seed 000 "Card Clarifications": Bone Thrower, Spectral Ballista,
 * Dragon Phantom). What they do in the Assault lives in src/assault/.
 */
import { RAMPARTS, type RampartId } from '../../board/undead-board';
import { MACHINE_STACK } from '../../cards/decks';
import type { SpellId } from '../../cards/spells';
import { log } from '../../engine/events';
import { shuffle } from '../../engine/rng';
import type { GameState, MachineCard } from '../../state/types';
import { mergeFamilies, placeCounter, placementSpell, type PlacedSpell, type SpellFamily } from './common';

export const MACHINE_SPELLS: ReadonlyArray<SpellId> = ['bone-thrower', 'spectral-ballista'];

/** board.md: each Rampart has one machine space. */
export const rampartHasMachine = (state: GameState, rampart: string): boolean =>
  state.board.counters.some((c) => MACHINE_SPELLS.includes(c.spell) && c.at === rampart);

/** The Machine deck still holds the 2 Hit + 5 Miss cards a stack needs. */
export const machineDeckReady = (state: GameState): boolean =>
  state.decks.machine.hit >= MACHINE_STACK.hit && state.decks.machine.miss >= MACHINE_STACK.miss;

const freeRamparts = (state: GameState): RampartId[] => RAMPARTS.filter((r) => !rampartHasMachine(state, r));

const machine = (spell: PlacedSpell): SpellFamily =>
  placementSpell(
    spell,
    freeRamparts,
    (draft, counter, ctx) => {
      // Preparation: 2 Hit + 5 Miss from the Machine deck, shuffled, face down (order secret).
      draft.decks.machine.hit -= MACHINE_STACK.hit;
      draft.decks.machine.miss -= MACHINE_STACK.miss;
      const stack: MachineCard[] = [
        ...Array<MachineCard>(MACHINE_STACK.hit).fill('hit'),
        ...Array<MachineCard>(MACHINE_STACK.miss).fill('miss'),
      ];
      counter.stack = shuffle(draft, stack);
      log(ctx, 'cast.stackShuffled', { spell, n: stack.length });
    },
    machineDeckReady,
  );

const dragonPhantom: SpellFamily = {
  effects: {
    'dragon-phantom': {
      canCast: () => true,
      cast(draft, ctx) {
        placeCounter(draft, 'dragon-phantom', 'dragon-card');
        const n = draft.board.counters.filter((c) => c.spell === 'dragon-phantom').length;
        log(ctx, 'cast.dragonCounter', { n });
      },
    },
  },
  resolvers: {},
};

export const machineSpells = mergeFamilies(machine('bone-thrower'), machine('spectral-ballista'), dragonPhantom);
