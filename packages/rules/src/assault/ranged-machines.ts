/**
 * Ranged step 1: Cannons and Tower Crossbows (seed 000 "Assault Steps"; seed 001 "Defender
 * Cannon Barrage"; seed 002 Forge Cannon; seed 000 Workshop "Tower Crossbow"; cards.md Cannon
 * and Tower Crossbow hit decks).
 *
 * Each Cannon and Tower Crossbow fires once, one at a time in the order the Defender chooses,
 * each target chosen after the earlier results are known (seed 002 Cannon: "一個一個依守方喜歡的
 * 順序選目標及翻卡檢定"; rulings.md "Assault"): the Defender first picks which machine fires next
 * (choice 'assault.machine', among the machines not yet fired that can hit something; one such
 * machine resolves by itself), then its target (or 'none'): the Foreground of the tower's side(s)
 * or a Rampart opposite it (TOWER_DATA). The step's queue holds the machines not yet fired. A Rampart with an active Mists counter and a Foreground with a Crypt card cannot
 * be targeted; Heavy Rain stops them all. Only places where the shot can hit something are
 * offered (any unit for a Cannon, a Vampire for a Crossbow). The top card of the deck is then
 * revealed: a Cannon card removes one unit of the type shown; a red Crossbow card eliminates one
 * Vampire. Both decks are reshuffled after every machine has fired.
 */
import { TOWER_DATA, TOWERS, type ForegroundId, type InvaderAreaId, type RampartId, type TowerId } from '../board/undead-board';
import { CROSSBOW_DECK } from '../cards/decks';
import { eliminateInvader } from '../defender/repel';
import { log } from '../engine/events';
import type { ChoiceResolver, ChoiceResolvers } from '../engine/handler';
import { pushChoice } from '../engine/prompt-stack';
import { shuffle } from '../engine/rng';
import { hasActiveCounterAt, isForeground } from '../state/board-queries';
import { totalInvaders } from '../state/counts';
import type { AssaultStateOf, GameState } from '../state/types';
import { heavyRain, type AssaultStep } from './common';

/** Every place a machine in this tower may fire at, before Mists, Crypt and emptiness. */
export function towerTargets(tower: TowerId): (ForegroundId | RampartId)[] {
  const t = TOWER_DATA[tower];
  return [...t.sides.map((side): ForegroundId => `fg-${side}`), ...t.ramparts];
}

/** May Cannons and Crossbows target this area (Crypt on a Foreground, active Mists on a Rampart)? */
export function machineMayTarget(s: GameState, area: InvaderAreaId): boolean {
  if (isForeground(area)) return !s.board.counters.some((c) => c.spell === 'crypt' && c.at === area);
  return !hasActiveCounterAt(s, 'mists', area);
}

function targetsFor(s: GameState, tower: TowerId): (ForegroundId | RampartId)[] {
  const machine = s.board.towers[tower].machine;
  return towerTargets(tower).filter((a) => {
    if (!machineMayTarget(s, a)) return false;
    const units = s.board.areas[a];
    return machine === 'crossbow' ? units.vampire > 0 : totalInvaders(units) > 0;
  });
}

/** This step's progress: it is under way whenever its machines are chosen or fire. */
function progress(s: GameState): AssaultStateOf<'ranged-1'> {
  const a = s.assault;
  if (a?.step !== 'ranged-1') throw new Error(`assault: Ranged step 1 is not under way (${a?.step ?? 'no Assault'})`);
  return a;
}

export const rangedMachinesStep: AssaultStep<'ranged-1'> = {
  id: 'ranged-1',
  start(s, ctx) {
    const towers = TOWERS.filter((t) => s.board.towers[t].machine === 'cannon' || s.board.towers[t].machine === 'crossbow');
    if (towers.length > 0 && heavyRain(s)) {
      log(ctx, 'ranged.rainMachines', {});
      return [];
    }
    const { data } = progress(s);
    data.cannonNext = 0;
    data.crossbowNext = 0;
    return towers;
  },
  run(s, tower) {
    // The queue is the set of machines still to fire: put the shifted one back, then let the
    // Defender pick which fires next. A machine with nothing to hit now cannot fire later either
    // (shots only remove units), so once none can, the step is over.
    const { queue } = progress(s);
    queue.unshift(tower);
    const ready = queue.filter((t) => targetsFor(s, t).length > 0);
    if (ready.length === 0) {
      queue.length = 0;
      return;
    }
    pushChoice(s, 'defender', 'assault.machine', 'Choose the Cannon or Tower Crossbow that fires next', ready);
  },
  finish(s) {
    const { data } = progress(s);
    if ((data.cannonNext ?? 0) > 0) shuffle(s, s.decks.cannon);
    if ((data.crossbowNext ?? 0) > 0) shuffle(s, s.decks.crossbow);
  },
};

/** Ask for the target of the machine in this tower (it has at least one). */
function askTarget(s: GameState, tower: TowerId): void {
  const machine = s.board.towers[tower].machine;
  const name = machine === 'cannon' ? 'Cannon' : 'Tower Crossbow';
  pushChoice(
    s,
    'defender',
    machine === 'cannon' ? 'assault.cannon' : 'assault.crossbow',
    `Choose the target of the ${name} in ${tower}`,
    [...targetsFor(s, tower), 'none'],
    { tower },
  );
}

const resolveMachine: ChoiceResolver<'assault.machine'> = (s, _prompt, option) => {
  const { queue } = progress(s);
  const i = queue.indexOf(option);
  if (i < 0) return;
  queue.splice(i, 1);
  askTarget(s, option);
};

const resolveCannon: ChoiceResolver<'assault.cannon'> = (s, prompt, option, ctx) => {
  const { tower } = prompt.context;
  if (option === 'none') {
    log(ctx, 'ranged.cannonHolds', { tower });
    return;
  }
  const area = option as InvaderAreaId;
  const { data } = progress(s);
  const i = data.cannonNext ?? 0;
  data.cannonNext = i + 1;
  const card = s.decks.cannon[i % s.decks.cannon.length];
  if (card === 'miss' || card === undefined) {
    log(ctx, 'ranged.cannonMiss', { tower, area });
    return;
  }
  if (s.board.areas[area][card] > 0) {
    s.board.areas[area][card] -= 1;
    eliminateInvader(s, card);
    log(ctx, 'ranged.cannonKill', { tower, area, unit: card });
  } else {
    log(ctx, 'ranged.cannonEmpty', { tower, area, unit: card });
  }
};

const resolveCrossbow: ChoiceResolver<'assault.crossbow'> = (s, prompt, option, ctx) => {
  const { tower } = prompt.context;
  if (option === 'none') {
    log(ctx, 'ranged.crossbowHolds', { tower });
    return;
  }
  const area = option as InvaderAreaId;
  const { data } = progress(s);
  const i = data.crossbowNext ?? 0;
  data.crossbowNext = i + 1;
  const id = s.decks.crossbow[i % s.decks.crossbow.length];
  const card = CROSSBOW_DECK.find((c) => c.id === id);
  if (card?.hit && s.board.areas[area].vampire > 0) {
    s.board.areas[area].vampire -= 1;
    eliminateInvader(s, 'vampire');
    log(ctx, 'ranged.crossbowKill', { tower, area });
  } else {
    log(ctx, 'ranged.crossbowMiss', { tower, area });
  }
};

export const rangedMachinesResolvers: ChoiceResolvers = {
  'assault.machine': resolveMachine,
  'assault.cannon': resolveCannon,
  'assault.crossbow': resolveCrossbow,
};
