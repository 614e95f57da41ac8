/**
 * newGame: the full setup of seed 000 "Game Setup" on the board of shared/design/board.md, then
 * the flow runs to the first decision of turn I.
 */
import {
  FOREGROUNDS,
  GATES,
  PRIEST_START_WALL,
  RAMPARTS,
  START_BARRACKS,
  START_WALL_STONES,
  START_WALL_UNITS,
  TOWERS,
  WALLS,
  CAPACITY,
  type GateId,
  type InvaderAreaId,
  type TowerId,
  type WallId,
} from './board/undead-board';
import { BUILDING_ACTION_IDS, type BuildingActionId } from './cards/buildings';
import { COUNCIL_IDS } from './cards/council';
import {
  CANNON_DECK,
  CROSSBOW_DECK,
  DEFENDER_RESERVE,
  ILLUSIONARY_VALUES,
  INVADER_BAG,
  INVADER_SPARES,
  MACHINE_DECK,
  MANA_DECK,
} from './cards/decks';
import { PANIC_IDS } from './cards/panic';
import { SPELLS, SPELL_IDS } from './cards/spells';
import type { GameEvent } from './engine/events';
import { advance } from './engine/flow';
import { seedRng, shuffle } from './engine/rng';
import { GAME } from './game';
import { noDefenders, noInvaders } from './state/counts';
import type { GameState, SlotState } from './state/types';

export interface NewGameOptions {
  seed: number;
  ruleset?: 'undead';
}

/** The state right after setup, before the flow has run (the scenario builder starts here). */
export function setupState(seed: number): GameState {
  const s: GameState = {
    version: 1,
    ruleset: 'undead',
    stateId: 0,
    rng: seedRng(seed),
    nextId: 1,
    turn: 1,
    phase: 'supply',
    step: 'start',
    supplyWindowOpened: false,
    toAct: null,
    prompts: [],
    panic: { level: 0, floor: 0, drawn: [], active: [] },
    effects: {
      heavyRain: false,
      bloodlust: false,
      plague: false,
      desperation: false,
      fireArrows: false,
      blessedWater: false,
      lastStand: false,
    },
    invader: {
      mana: 0,
      row: [],
      library: [],
      setAside: [],
      cast: [],
      activated: [],
      drewMana: false,
      usedAltar: false,
      usedLibrary: false,
      paidTimeBoard: false,
      illusionReserve: [...ILLUSIONARY_VALUES],
    },
    defender: {
      hourglasses: 0,
      reserve: { ...DEFENDER_RESERVE },
      slots: Object.fromEntries(
        BUILDING_ACTION_IDS.map((id): [BuildingActionId, SlotState] => [id, { paid: 0, done: false, bone: false, block: null }]),
      ) as Record<BuildingActionId, SlotState>,
      hospital: noDefenders(),
      dead: noDefenders(),
      priests: [
        { id: 'p1', at: PRIEST_START_WALL, acted: null },
        { id: 'p2', at: PRIEST_START_WALL, acted: null },
      ],
      council: { cards: [], markers: {}, closed: false, used: [], setAside: [] },
      scoutReport: false,
    },
    board: startingBoard(),
    units: { bag: { ...INVADER_BAG }, spares: { ...INVADER_SPARES }, altar: noInvaders(), removed: noInvaders(), captured: noInvaders() },
    decks: {
      mana: MANA_DECK.map((c) => c.id),
      crossbow: CROSSBOW_DECK.map((c) => c.id),
      cannon: [...CANNON_DECK],
      machine: { ...MACHINE_DECK },
      panic: [...PANIC_IDS],
      panicTop: [],
    },
    moveOut: null,
    assault: null,
    winner: null,
  };
  dealCards(s);
  return s;
}

/** The board as set up: the Defender's starting units and stones on the walls, no Invader yet. */
function startingBoard(): GameState['board'] {
  return {
    areas: Object.fromEntries(
      (['camp', ...FOREGROUNDS, ...RAMPARTS] as InvaderAreaId[]).map((id) => [id, noInvaders()]),
    ) as GameState['board']['areas'],
    walls: Object.fromEntries(
      WALLS.map((id) => [
        id,
        {
          defenders: { ...START_WALL_UNITS[id] },
          invaders: noInvaders(),
          stones: START_WALL_STONES,
          cauldron: false,
          inscription: false,
        },
      ]),
    ) as Record<WallId, GameState['board']['walls'][WallId]>,
    towers: Object.fromEntries(TOWERS.map((id) => [id, { machine: null, marksmen: 0, stakesUsed: false }])) as Record<
      TowerId,
      GameState['board']['towers'][TowerId]
    >,
    gates: Object.fromEntries(GATES.map((id) => [id, { toughness: CAPACITY.gateStart, destroyed: false, cross: false }])) as Record<
      GateId,
      GameState['board']['gates'][GateId]
    >,
    courtyard: noDefenders(),
    barracks: { ...START_BARRACKS },
    traps: [],
    footbridges: [],
    saint: null,
    consecrated: [],
    counters: [],
  };
}

/** Shuffles the decks and deals both sides' cards (the seeded PRNG in `s` decides). */
function dealCards(s: GameState): void {
  shuffle(s, s.decks.mana);
  shuffle(s, s.decks.crossbow);
  shuffle(s, s.decks.cannon);
  shuffle(s, s.decks.panic);

  // Defender: 6 random Council cards face up, the rest set aside unseen.
  const council = shuffle(s, [...COUNCIL_IDS]);
  s.defender.council.cards = council.slice(0, 6);
  s.defender.council.setAside = council.slice(6);
  s.defender.council.markers = Object.fromEntries(s.defender.council.cards.map((c) => [c, 0]));

  // Invader: two random cards of each stage set aside; the other 6 stage-I cards are the row,
  // the 6+6 stage-II/III cards the Necromancer's Library.
  for (const stage of [1, 2, 3] as const) {
    const cards = shuffle(
      s,
      SPELL_IDS.filter((id) => SPELLS[id].stage === stage),
    );
    s.invader.setAside.push(...cards.slice(0, 2));
    if (stage === 1) s.invader.row = cards.slice(2);
    else s.invader.library.push(...cards.slice(2));
  }
}

export function newGame(options: NewGameOptions): GameState {
  const s = setupState(options.seed);
  const events: GameEvent[] = [];
  advance(GAME, s, { events });
  return s;
}
