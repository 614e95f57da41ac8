/**
 * A menu in the Defender's window that offers less than usual says why (logic/limit-notes.ts,
 * GameScreenState.notOffered: the lines the click menu shows under its buttons). The reasons are
 * the rules' (payLimits, priestLimits, councilLimits); the client only words them.
 */
import { legalActions, viewFor, type GameState } from '@stronghold/rules';
import { scenario } from '@stronghold/rules/testing';
import { limitReasons } from '../src/logic/limit-notes';
import { GameScreenState } from '../src/screens/game-screen-state';

/** The screen's state for the Defender in `s`, as the server would send it. */
function defenderScreen(s: GameState): GameScreenState {
  const screen = new GameScreenState();
  screen.seat = 'defender';
  screen.view = viewFor(s, 'defender');
  screen.legal = legalActions(s);
  return screen;
}

test('seed 000 "The Barracks": with 2 Soldiers there, the Train a Soldier menu offers only Pay 1 and says the Barracks are full', () => {
  const s = scenario()
    .with((x) => (x.board.barracks = { marksman: 2, soldier: 2, veteran: 0 }))
    .defenderWindow(3, true)
    .build();
  const screen = defenderScreen(s);
  const view = viewFor(s, 'defender');
  const offered = screen.offered().filter((a) => a.type === 'pay' && a.slot === 'barracks.soldier');
  expect(offered.map((a) => (a.type === 'pay' ? a.amount : -1))).toEqual([1]);
  expect(screen.notOffered('barracks.soldier', view, screen.offered())).toEqual([
    'Train a Soldier cannot be completed now: the Barracks already hold 2 Soldiers, the most they take.',
  ]);
});

test('a hand short of the cost: the menu says what completing needs and that a part payment stays', () => {
  const s = scenario().defenderWindow(2, true).build();
  expect(limitReasons('forge.cannon', viewFor(s, 'defender'))).toEqual([
    'Cannon: completing it needs 3 Hourglasses, you hold 2 Hourglasses; a part payment stays on it for later.',
  ]);
  expect(limitReasons('forge.cross', viewFor(s, 'defender'))).toEqual([]);
});

test('a Priest with no Hourglass in hand, and a Council card short of markers, say why nothing is offered', () => {
  const s = scenario()
    .priests([{ at: 'w2' }])
    .with((x) => {
      x.defender.council.cards = ['holy-relics' as const, ...x.defender.council.cards.filter((c) => c !== 'holy-relics')].slice(0, 6);
      x.defender.council.markers = { 'holy-relics': 1 };
    })
    .defenderWindow(0, true)
    .build();
  const v = viewFor(s, 'defender');
  expect(limitReasons('w2', v)).toEqual(['Priest 1: an action costs 1 Hourglass, you hold 0 Hourglasses.']);
  expect(limitReasons('holy-relics', v)).toEqual([
    'Holy Relics needs 2 Council markers; it has 1.',
    'Holy Relics: close the Council first to use its cards.',
  ]);
});

test('outside the Defender window nothing is said', () => {
  const s = scenario().invaderMenu('invader-spells').build();
  expect(s.prompts.some((p) => p.kind === 'defender-spend')).toBe(false);
  expect(limitReasons('forge.cannon', viewFor(s, 'defender'))).toEqual([]);
});

test('board.md "Inside the stronghold": a destination that takes no unit from the selected source says why (a full wall, a Tower)', () => {
  const s = scenario()
    .with((x) => {
      x.board.walls.w1.defenders = { marksman: 2, soldier: 2, veteran: 0 };
      x.board.courtyard = { marksman: 0, soldier: 1, veteran: 0 };
    })
    .defenderWindow(2, true)
    .build();
  const screen = defenderScreen(s);
  const view = viewFor(s, 'defender');
  expect(screen.offered().some((a) => a.type === 'move' && a.from === 'courtyard' && a.to === 'w1')).toBe(false);
  expect(screen.notOffered('w1', view, screen.offered(), { place: 'courtyard', unit: null })).toEqual([
    'Wall 1 already holds 4 Defender units, the most a wall takes.',
  ]);
  expect(limitReasons('t1', view, { place: 'courtyard', unit: 'soldier' })).toEqual(['A Soldier never stands in Tower 1.']);
});
