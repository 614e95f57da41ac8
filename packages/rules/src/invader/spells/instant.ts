/**
 * Stage III spells that act at once or set this turn's effects (cards.md "Spells"): Piercing
 * Wail, Desperation, Heavy Rain, Bloodlust, Plague, Curse of Decay. What the turn effects do later
 * (the Panic deck, shooting, strength, the Hospital) lives with the Panic phase and the Assault.
 */
import { WALLS, type WallId } from '../../board/undead-board';
import { log, type Ctx } from '../../engine/events';
import { pushChoice } from '../../engine/prompt-stack';
import { changePanic } from '../../panic/level';
import type { GameState, TurnEffects } from '../../state/types';
import { mergeFamilies, placeCounter, type SpellFamily } from './common';

const always = () => true;

const turnEffect = (
  spell: 'desperation' | 'heavy-rain' | 'bloodlust' | 'plague',
  flag: keyof TurnEffects,
  text: string,
  extra?: (draft: GameState, ctx: Ctx) => void,
): SpellFamily => ({
  effects: {
    [spell]: {
      canCast: always,
      cast(draft: GameState, ctx: Ctx) {
        draft.effects[flag] = true;
        extra?.(draft, ctx);
        log(ctx, 'cast.effect', { spell });
      },
    },
  },
  resolvers: {},
});

const piercingWail: SpellFamily = {
  effects: {
    'piercing-wail': {
      canCast: always,
      cast(draft, ctx) {
        changePanic(draft, 2, { cause: 'piercing-wail' }, ctx);
      },
    },
  },
  resolvers: {},
};

/** Curse of Decay: up to 2 Stone Wall components from one section back to the Defender's reserve. */
const DECAY = 'spells.curse-of-decay.wall';
const DECAY_STONES = 2;
const decayWalls = (state: GameState): WallId[] => WALLS.filter((w) => state.board.walls[w].stones > 0);
const curseOfDecay: SpellFamily = {
  effects: {
    'curse-of-decay': {
      canCast: (state) => decayWalls(state).length > 0,
      cast(draft) {
        pushChoice(draft, 'invader', DECAY, 'Choose the Wall section Curse of Decay strikes', decayWalls(draft));
      },
    },
  },
  resolvers: {
    [DECAY]: (draft, _prompt, option, ctx) => {
      const wall = draft.board.walls[option];
      const n = Math.min(DECAY_STONES, wall.stones);
      wall.stones -= n;
      draft.defender.reserve.stone += n;
      log(ctx, 'cast.decay', { n, wall: option });
    },
  },
};

export const instantSpells = mergeFamilies(
  piercingWail,
  turnEffect('desperation', 'desperation', "Desperation: the Invader will stack the Panic deck in this turn's Panic phase."),
  // The Heavy Rain counter (1 in the reserve) marks the effect until Clean-up removes it.
  turnEffect('heavy-rain', 'heavyRain', 'Heavy Rain: Cannons, Tower Crossbows and Marksmen on walls do not shoot this turn.', (draft) => {
    placeCounter(draft, 'heavy-rain', 'camp');
  }),
  turnEffect('bloodlust', 'bloodlust', 'Bloodlust: each Vampire has strength 4 this turn.'),
  turnEffect('plague', 'plague', 'Plague: the Hospital heals no one this turn, and one unit in it will die.'),
  curseOfDecay,
);
