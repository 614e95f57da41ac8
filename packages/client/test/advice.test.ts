import { legalActions, newGame, viewFor } from '@stronghold/rules';
import { computerName, type ComputerLevel, type RoomMeta } from '@stronghold/protocol';
import { canAskHint, hintPlace, hintText, insteadText } from '../src/logic/advice';
import { EVAL_TERMS } from '@stronghold/rules/bots';
import { adviceEn } from '../src/i18n/advice-en';
import { A } from './fixtures';

const player = (name: string, computer = '') => ({
  name,
  connected: true,
  clockMs: -1,
  clockRunning: false,
  computer,
  awaySince: 0,
  offerable: false,
  account: false,
  accountDeleted: false,
});
/** A seat the game gives the computer carries the computer's own name ("Computer (Easy)"), as the server names it. */
const seatOf = (person: string, level: string | undefined) =>
  level ? player(computerName(level as ComputerLevel), level) : player(person);
const meta = (computer: Partial<Record<'invader' | 'defender', string>>, status = 'playing'): RoomMeta => ({
  players: { invader: seatOf('I', computer.invader), defender: seatOf('D', computer.defender) },
  spectators: 0,
  status,
  roomCode: 'ABC',
  rated: false,
});

describe('the hint button shows only where the server answers a hint', () => {
  const state = newGame({ seed: 3, ruleset: 'undead' });
  const seat = state.toAct === 'defender' ? 'defender' : 'invader';
  const other = seat === 'invader' ? 'defender' : 'invader';
  const view = viewFor(state, seat);
  const legal = legalActions(state);

  test('for the player whose decision it is, in a game against the computer', () => {
    expect(canAskHint({ view, seat, legal, meta: meta({ [other]: 'easy' }) })).toBe(true);
  });

  test('not between two people, not in an exhibition, not for a spectator', () => {
    expect(canAskHint({ view, seat, legal, meta: meta({}) })).toBe(false);
    expect(canAskHint({ view, seat, legal, meta: meta({ invader: 'easy', defender: 'hard' }) })).toBe(false);
    expect(canAskHint({ view: viewFor(state, 'spectator'), seat: 'spectator', legal, meta: meta({ [other]: 'easy' }) })).toBe(false);
  });

  test('not where the computer only stands in for an absent person (a game between two people)', () => {
    const m = meta({});
    m.players[other] = { ...player('Alice', 'normal'), connected: false };
    expect(canAskHint({ view, seat, legal, meta: m })).toBe(false);
  });

  test("not on the other seat's decision, without legal actions, or once the game is not in play", () => {
    expect(canAskHint({ view: viewFor(state, other), seat: other, legal, meta: meta({ [seat]: 'easy' }) })).toBe(false);
    expect(canAskHint({ view, seat, legal: [], meta: meta({ [other]: 'easy' }) })).toBe(false);
    expect(canAskHint({ view, seat, legal, meta: meta({ [other]: 'easy' }, 'ended') })).toBe(false);
  });
});

describe('a hint in words', () => {
  test('the action as the menus word it, and the top two reasons as more or less of what they name', () => {
    const move = A.move('courtyard', 'w3', 'soldier');
    expect(
      hintText(
        move,
        [
          { term: 'defenderOnWalls', delta: 2 },
          { term: 'defenderInside', delta: -0.5 },
        ],
        'defender',
      ),
    ).toBe(
      'The computer would play: Move a Soldier from the Courtyard to Wall 3, for more defenders on the walls and fewer defenders kept inside.',
    );
    expect(hintText(move, [], 'defender')).toBe('The computer would play: Move a Soldier from the Courtyard to Wall 3.');
  });

  test('a review swing says what the computer would have played instead', () => {
    expect(insteadText({ type: 'cast', seat: 'invader', spell: 'drums' }, [{ term: 'panic', delta: 4 }], 'invader')).toBe(
      'The computer would have played: Cast Drums (1 Mana), for more panic.',
    );
  });

  test('the place highlighted is where a click starts the action', () => {
    expect(hintPlace(A.move('courtyard', 'w3', 'soldier'), null)).toBe('courtyard');
    expect(hintPlace(A.pay('forge.cannon', 2), null)).toBe('forge.cannon');
  });
});

test('every evaluation term the computer may give as its reason has words both ways', () => {
  const keys: readonly string[] = Object.keys(adviceEn);
  const missing = EVAL_TERMS.flatMap((term) => [`advice.term.${term}.more`, `advice.term.${term}.less`]).filter((k) => !keys.includes(k));
  expect(missing).toEqual([]);
});
