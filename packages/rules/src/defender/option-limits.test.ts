/**
 * Why a Defender option is missing or shortened (option-limits.ts): each reason agrees with the
 * legal list of the same position (the option it explains is absent or shortened there) and reads
 * the same from the Defender's view as from the state.
 */
import { legalActions } from '../game';
import type { GameState } from '../state/types';
import { scenario } from '../testing';
import { viewFor } from '../view/view-for';
import { councilLimits, moveLimits, payLimits, priestLimits } from './option-limits';

/** The amounts the legal list offers on one building action. */
const amounts = (s: GameState, slot: string): number[] =>
  legalActions(s)
    .filter((a) => a.type === 'pay' && a.slot === slot)
    .map((a) => (a.type === 'pay' ? a.amount : -1));

const window = (hand: number, edit: (s: GameState) => void = () => undefined): GameState =>
  scenario().with(edit).defenderWindow(hand, true).build();

describe('why an option is missing or shortened (docs/rules/defender.md "Why an option is missing")', () => {
  test('seed 000 "The Barracks" (at most 2 Soldiers): with the Barracks full of Soldiers, Train a Soldier offers only Pay 1 and says the Barracks are full', () => {
    const s = window(3, (x) => (x.board.barracks = { marksman: 2, soldier: 2, veteran: 0 }));
    expect(amounts(s, 'barracks.soldier')).toEqual([1]);
    expect(payLimits(s, 'barracks.soldier')).toEqual([{ code: 'barracksFull', unit: 'soldier', limit: 2 }]);
    expect(payLimits(viewFor(s, 'defender'), 'barracks.soldier')).toEqual(payLimits(s, 'barracks.soldier'));
  });

  test('seed 000 "The Barracks" (at most 1 Veteran; a Soldier becomes a Veteran): full, or no Soldier to train', () => {
    const full = window(3, (x) => (x.board.barracks = { marksman: 2, soldier: 1, veteran: 1 }));
    expect(amounts(full, 'barracks.veteran')).toEqual([1]);
    expect(payLimits(full, 'barracks.veteran')).toEqual([{ code: 'barracksFull', unit: 'veteran', limit: 1 }]);
    const noSoldier = window(3, (x) => (x.board.barracks = { marksman: 2, soldier: 0, veteran: 0 }));
    expect(amounts(noSoldier, 'barracks.veteran')).toEqual([1]);
    expect(payLimits(noSoldier, 'barracks.veteran')).toEqual([{ code: 'noneToTrain', unit: 'soldier' }]);
  });

  test('seed 000 "The Barracks" Training a Priest: at most 4 Priests (the reserve has none left), or an empty Barracks', () => {
    const four = scenario()
      .priests([{ at: 'w1' }, { at: 'w2' }, { at: 'w3' }, { at: 'w4' }])
      .defenderWindow(2, true)
      .build();
    expect(amounts(four, 'barracks.priest')).toEqual([1]);
    expect(payLimits(four, 'barracks.priest')).toEqual([{ code: 'reserve', item: 'priest' }]);
    const empty = window(2, (x) => (x.board.barracks = { marksman: 0, soldier: 0, veteran: 0 }));
    expect(payLimits(empty, 'barracks.priest')).toEqual([{ code: 'noneToTrain', unit: 'any' }]);
  });

  test('rulings.md "Turn flow" (spend what you hold): a hand short of the cost offers only part payments and says what completing needs', () => {
    const s = window(2);
    expect(amounts(s, 'forge.cannon')).toEqual([1, 2]);
    expect(payLimits(s, 'forge.cannon')).toEqual([{ code: 'hand', hand: 2, needed: 3 }]);
    expect(payLimits(s, 'forge.cross')).toEqual([]);
  });

  test('seed 002 "設施" (a completing payment needs its reserve item): the reserve item gone', () => {
    const s = window(3, (x) => (x.defender.reserve.cannon = 0));
    expect(amounts(s, 'forge.cannon')).toEqual([1, 2]);
    expect(payLimits(s, 'forge.cannon')).toEqual([{ code: 'reserve', item: 'cannon' }]);
  });

  test('rulings.md "Turn flow" (each action once a turn) and seed 000 Riot: a used action, a building under Riot', () => {
    const used = window(3, (x) => (x.defender.slots['forge.cross'].done = true));
    expect(amounts(used, 'forge.cross')).toEqual([]);
    expect(payLimits(used, 'forge.cross')).toEqual([{ code: 'used' }]);
    const riot = window(3, (x) => x.panic.active.push({ card: 'riot', target: 'forge' }));
    expect(amounts(riot, 'forge.cross')).toEqual([]);
    expect(payLimits(riot, 'forge.cross')).toEqual([{ code: 'riot', building: 'forge' }]);
  });

  test('seed 000 Hallucinations: payments lift the block first', () => {
    const s = window(1, (x) => (x.defender.slots['forge.cross'].block = { phantoms: 2, paid: 0 }));
    expect(amounts(s, 'forge.cross')).toEqual([1]);
    expect(payLimits(s, 'forge.cross')).toEqual([
      { code: 'blocked', left: 2 },
      { code: 'hand', hand: 1, needed: 2 },
    ]);
  });

  test('seed 000 Priests ("one action a turn", 1 Hourglass each): acted this turn, or no Hourglass', () => {
    const s = scenario()
      .priests([{ at: 'w1', acted: 'speech' }, { at: 'w2' }])
      .defenderWindow(0, true)
      .build();
    expect(legalActions(s).some((a) => a.type === 'priest')).toBe(false);
    expect(priestLimits(s, 'p1', 'repel')).toEqual([{ code: 'acted', act: 'speech' }]);
    expect(priestLimits(s, 'p2', 'speech')).toEqual([{ code: 'hand', hand: 0, needed: 1 }]);
  });

  test('seed 000 "The Commanders\' Council": a card needs its markers and the Council closed', () => {
    const s = window(0, (x) => {
      x.defender.council.cards = ['holy-relics' as const, ...x.defender.council.cards.filter((c) => c !== 'holy-relics')].slice(0, 6);
      x.defender.council.markers = { 'holy-relics': 1 };
    });
    expect(legalActions(s).some((a) => a.type === 'council')).toBe(false);
    expect(councilLimits(s, 'holy-relics')).toEqual([{ code: 'markers', have: 1, need: 2 }, { code: 'councilOpen' }]);
  });
});

describe('why a unit cannot move there (board.md "Inside the stronghold"; seed 002 "移動")', () => {
  const mv = (s: GameState, from: string, to: string, unit: string): boolean =>
    legalActions(s).some((a) => a.type === 'move' && a.from === from && a.to === to && a.unit === unit);

  test('board.md "Inside the stronghold" (a wall holds 4 Defender units): a full wall takes no unit from the Courtyard, and says so', () => {
    const s = window(2, (x) => {
      x.board.walls.w1.defenders = { marksman: 2, soldier: 2, veteran: 0 };
      x.board.courtyard = { marksman: 1, soldier: 1, veteran: 0 };
    });
    expect(mv(s, 'courtyard', 'w1', 'soldier')).toBe(false);
    expect(moveLimits(s, 'courtyard', 'w1', 'soldier')).toEqual([{ code: 'placeFull', place: 'w1', piece: 'soldier', limit: 4 }]);
    expect(mv(s, 'courtyard', 'w2', 'soldier')).toBe(moveLimits(s, 'courtyard', 'w2', 'soldier').length === 0);
  });

  test('board.md "Inside the stronghold" (a Tower holds only Marksmen, at most 2, none with a Cannon): who may stand in a Tower', () => {
    const s = window(2, (x) => {
      x.board.courtyard = { marksman: 1, soldier: 1, veteran: 0 };
      x.board.towers.t1 = { ...x.board.towers.t1, marksmen: 2, machine: null };
      x.board.towers.t2 = { ...x.board.towers.t2, marksmen: 0, machine: 'cannon' };
    });
    expect(mv(s, 'courtyard', 't1', 'marksman')).toBe(false);
    expect(moveLimits(s, 'courtyard', 't1', 'marksman')).toEqual([{ code: 'placeFull', place: 't1', piece: 'marksman', limit: 2 }]);
    expect(moveLimits(s, 'courtyard', 't2', 'marksman')).toEqual([{ code: 'cannon', place: 't2' }]);
    expect(moveLimits(s, 'courtyard', 't1', 'soldier')).toEqual([{ code: 'notThere', place: 't1', piece: 'soldier' }]);
  });

  test('seed 002 "移動" (a step costs 1 Hourglass): with an empty hand no paid step is offered, and the reason says so', () => {
    const s = window(0, (x) => (x.board.courtyard = { marksman: 0, soldier: 1, veteran: 0 }));
    expect(mv(s, 'courtyard', 'w2', 'soldier')).toBe(false);
    expect(moveLimits(s, 'courtyard', 'w2', 'soldier')).toContainEqual({ code: 'hand', hand: 0, needed: 1 });
  });
});
