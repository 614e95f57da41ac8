/**
 * The tutorial's steps, in the order a first game meets them, for each side. Each step says when
 * it applies (from the view, the pending prompt and the server's legal list), what it points at,
 * which Rules section explains it and, in the catalog (`i18n/tutorial-*.ts`, keys
 * `tutorial.<id>.title` / `.text`), what to do and why. Numbers in the texts come from the rules
 * package. To add a step: add it here in its place in the game's order, and its two keys in both
 * tutorial catalogs.
 */
import type { Action } from '@stronghold/rules';
import { CAPACITY, GATES, LAST_TURN, PANIC_MIN, TIME_BOARD_MANA, TOWERS, WALLS, supplyHourglasses } from '@stronghold/rules/cards';
import { anchor } from '../logic/rules-topics';
import type { BoardArea } from './board-areas';
import { asked, choiceId, myMove, top, type CoachContext, type Target, type TutorialSide, type TutorialStep } from './step';

const board = (a: BoardArea): Target => ({ board: a });
const el = (testid: string): Target => ({ testid });
const PANEL = el('prompt-panel');
const OPTIONS = el('options');

/** Where the places a choice offers are on the board, from its first option (a wall, Rampart, Foreground, Tower id). */
function optionArea(c: CoachContext): BoardArea | null {
  const first = c.legal.find((a): a is Extract<Action, { type: 'choose' }> => a.type === 'choose' && a.option !== 'done')?.option;
  const id = typeof first === 'string' ? first : first && typeof first === 'object' ? String(Object.values(first)[0]) : '';
  if (/^fg-/.test(id)) return 'foregrounds';
  if (/^r-/.test(id)) return 'ramparts';
  if (/^(w|t)\d+$|^gate-/.test(id)) return 'walls';
  return null;
}
const optionTargets = (c: CoachContext): Target[] => {
  const a = optionArea(c);
  return a ? [OPTIONS, board(a)] : [OPTIONS];
};

const VICTORY = anchor('victory', 'end');
const SETUP = anchor('overview', 'board');
const STRENGTH = anchor('assault', 'strength');
const TURNS = anchor('turn', 'phases');
const PANIC = anchor('panic', 'cards');
const WINDOW = anchor('turn', 'defender-window');
const CONTENTS = anchor('overview', 'goal');
const TIPS_INV = anchor('supply', 'mana');
const TIPS_DEF = anchor('panic', 'level');

/** The figures the closing tips quote, from the rules' tables. */
const tipFigures = () => ({ turn: TIME_BOARD_MANA.findIndex((m) => m < 0) + 1, panicMin: PANIC_MIN, gates: GATES.length });

const ack = { ack: true } as const;
const firstTurn = (c: CoachContext) => c.view.turn === 1;
const goal = (c: CoachContext) => ({ turn: LAST_TURN, gates: GATES.length, hand: c.view.defender.hourglasses });

const INVADER = sideSteps('invader', [
  { id: 'inv.welcome', phase: 'supply', ...ack, when: firstTurn, targets: () => [el('player-invader')], rules: VICTORY, params: goal },
  { id: 'inv.board', phase: 'supply', ...ack, when: firstTurn, targets: () => [board('invader-side')], rules: SETUP },
  {
    id: 'inv.walls',
    phase: 'supply',
    ...ack,
    when: firstTurn,
    targets: () => [board('walls')],
    rules: STRENGTH,
    params: () => ({ room: CAPACITY.wallInvader, gates: GATES.length, walls: WALLS.length }),
  },
  { id: 'inv.status', phase: 'supply', ...ack, when: firstTurn, targets: () => [el('status')], rules: TURNS },
  {
    id: 'inv.row',
    phase: 'supply',
    when: (c) => asked(c, 'choice', (id) => id === 'spells.setup-order'),
    targets: () => [board('spell-row'), OPTIONS],
    rules: anchor('supply', 'casting'),
  },
  {
    id: 'inv.supply',
    phase: 'supply',
    when: (c) => asked(c, 'invader-supply'),
    // Several Supply actions may come, with the Defender spending in between: done when the phase is.
    doneWhen: (c, start) => c.view.phase !== 'supply' || c.view.turn !== start.view.turn,
    targets: () => [board('invader-panel'), PANEL],
    rules: anchor('supply', 'mana'),
    params: (c) => ({ mana: TIME_BOARD_MANA[c.view.turn - 1] ?? 0, turn: c.view.turn }),
  },
  {
    id: 'inv.hourglasses',
    phase: 'spells',
    ...ack,
    when: (c) => top(c)?.kind === 'defender-spend' && !myMove(c),
    targets: () => [board('defender-panel')],
    rules: WINDOW,
  },
  {
    id: 'inv.cast',
    phase: 'spells',
    when: (c) => asked(c, 'invader-spells'),
    targets: () => [board('spell-row'), PANEL],
    rules: anchor('supply', 'casting'),
  },
  {
    id: 'inv.place',
    phase: 'spells',
    when: (c) => asked(c, 'choice', (id) => id.startsWith('spells.') && id !== 'spells.setup-order'),
    targets: optionTargets,
    rules: anchor('supply', 'machines'),
  },
  {
    id: 'inv.activation',
    phase: 'activation',
    untilTurn: 2,
    when: (c) => asked(c, 'invader-activation'),
    targets: () => [board('spell-row'), PANEL],
    rules: anchor('supply', 'activation'),
  },
  {
    // Before the first Assault (turn I's), while the Invader decides how to move out: what the
    // army is marching to. Also at the Defender's last window or the Assault itself, should the
    // Move out not be asked (no Mana left: Camp is taken by itself).
    id: 'inv.assault',
    phase: 'assault',
    ...ack,
    when: (c) => firstTurn(c) && (asked(c, 'invader-moveout') || isFinal(c) || c.view.phase === 'assault'),
    targets: () => [board('walls')],
    rules: STRENGTH,
  },
  {
    id: 'inv.moveout',
    phase: 'moveout',
    when: (c) => asked(c, 'invader-moveout'),
    targets: () => [board('camp'), PANEL],
    rules: anchor('moveout', 'choose'),
  },
  {
    id: 'inv.advance',
    phase: 'moveout',
    when: (c) => asked(c, 'invader-advance'),
    targets: () => [board('invader-side'), PANEL],
    rules: anchor('moveout', 'advance'),
  },
  {
    id: 'inv.loss',
    phase: 'assault',
    untilTurn: 2,
    when: (c) => asked(c, 'choice', (id) => id === 'assault.loss'),
    targets: optionTargets,
    rules: anchor('assault', 'strength'),
  },
  {
    id: 'inv.panic',
    phase: 'supply',
    untilTurn: 2,
    ...ack,
    when: (c) => (c.view.turn >= 2 && c.view.phase === 'supply') || choiceId(c) === 'panic.target',
    targets: () => [board('panic-board')],
    rules: PANIC,
  },
  {
    id: 'inv.own',
    phase: 'supply',
    untilTurn: LAST_TURN,
    ...ack,
    when: (c) => c.view.turn >= 2,
    targets: () => [el('game-rules')],
    rules: CONTENTS,
  },
  {
    // The last step: strategy from the rulebook and from what the computer's evaluation rewards.
    id: 'inv.tips',
    phase: 'supply',
    untilTurn: LAST_TURN,
    ...ack,
    when: (c) => c.view.turn >= 2,
    targets: () => [el('game-rules')],
    rules: TIPS_INV,
    params: tipFigures,
  },
]);

const DEFENDER = sideSteps('defender', [
  { id: 'def.welcome', phase: 'supply', ...ack, when: firstTurn, targets: () => [el('player-defender')], rules: VICTORY, params: goal },
  {
    id: 'def.board',
    phase: 'supply',
    ...ack,
    when: firstTurn,
    targets: () => [board('walls')],
    rules: SETUP,
    params: () => ({ walls: WALLS.length, towers: TOWERS.length, gates: GATES.length, room: CAPACITY.wallDefender }),
  },
  {
    id: 'def.inside',
    phase: 'supply',
    ...ack,
    when: firstTurn,
    targets: () => [board('inside')],
    rules: anchor('defender', 'buildings'),
  },
  { id: 'def.status', phase: 'supply', ...ack, when: firstTurn, targets: () => [el('status')], rules: TURNS },
  {
    id: 'def.markers',
    phase: 'supply',
    when: (c) => asked(c, 'choice', (id) => id === 'council.marker'),
    targets: () => [board('council'), OPTIONS],
    rules: anchor('defender', 'council'),
  },
  {
    id: 'def.hourglasses',
    phase: 'supply',
    when: (c) => asked(c, 'defender-spend') && !isFinal(c),
    // Done at the first Hourglass spent (or when the window closes without one).
    doneWhen: (c, start) => !(asked(c, 'defender-spend') && !isFinal(c)) || c.view.defender.hourglasses < start.view.defender.hourglasses,
    targets: () => [board('inside'), board('defender-panel'), PANEL],
    rules: anchor('defender', 'hourglasses'),
    params: (c) => ({ hand: c.view.defender.hourglasses, supply: supplyHourglasses(1), later: supplyHourglasses(2) }),
  },
  {
    id: 'def.building',
    phase: 'spells',
    when: (c) => asked(c, 'choice', (id) => /^(forge|workshop|scouts|cathedral|barracks)\./.test(id)),
    targets: optionTargets,
    rules: anchor('defender', 'buildings'),
  },
  {
    id: 'def.council',
    phase: 'moveout',
    ...ack,
    when: (c) => asked(c, 'defender-spend') && c.legal.some((a) => a.type === 'closeCouncil'),
    targets: () => [board('council')],
    rules: anchor('defender', 'council'),
  },
  {
    id: 'def.invader',
    phase: 'spells',
    ...ack,
    when: (c) => c.view.toAct === 'invader' && c.view.phase === 'spells',
    targets: () => [board('spell-row')],
    rules: WINDOW,
  },
  {
    // Before the first Assault (turn I's): at the Defender's last window, before manning the walls.
    id: 'def.assault',
    phase: 'assault',
    ...ack,
    when: (c) => firstTurn(c) && ((asked(c, 'defender-spend') && isFinal(c)) || c.view.phase === 'assault'),
    targets: () => [board('walls')],
    rules: STRENGTH,
  },
  {
    id: 'def.final',
    phase: 'moveout',
    untilTurn: 2,
    when: (c) => asked(c, 'defender-spend') && isFinal(c),
    targets: () => [board('walls'), PANEL],
    rules: anchor('defender', 'movement'),
    params: () => ({ room: CAPACITY.wallDefender }),
  },
  {
    id: 'def.shoot',
    phase: 'assault',
    untilTurn: 2,
    when: (c) => asked(c, 'choice', (id) => ['assault.machine', 'assault.cannon', 'assault.crossbow', 'assault.marksman'].includes(id)),
    targets: optionTargets,
    rules: anchor('assault', 'ranged'),
  },
  {
    id: 'def.loss',
    phase: 'assault',
    untilTurn: 2,
    when: (c) => asked(c, 'choice', (id) => id === 'assault.loss' || id === 'assault.hospital'),
    targets: optionTargets,
    rules: anchor('assault', 'strength'),
  },
  {
    id: 'def.panic',
    phase: 'supply',
    untilTurn: 2,
    ...ack,
    when: (c) => c.view.turn >= 2 && c.view.phase === 'supply',
    targets: () => [board('panic-board')],
    rules: PANIC,
  },
  {
    id: 'def.own',
    phase: 'supply',
    untilTurn: LAST_TURN,
    ...ack,
    when: (c) => c.view.turn >= 2,
    targets: () => [el('game-rules')],
    rules: CONTENTS,
  },
  {
    // The last step: strategy from the rulebook and from what the computer's evaluation rewards.
    id: 'def.tips',
    phase: 'supply',
    untilTurn: LAST_TURN,
    ...ack,
    when: (c) => c.view.turn >= 2,
    targets: () => [el('game-rules')],
    rules: TIPS_DEF,
    params: tipFigures,
  },
]);

function sideSteps(side: TutorialSide, list: Array<Omit<TutorialStep, 'side'>>): TutorialStep[] {
  return list.map((s) => ({ ...s, side }));
}

function isFinal(c: CoachContext): boolean {
  const p = top(c);
  return p?.kind === 'defender-spend' && p.final;
}

export const SCRIPT: Record<TutorialSide, readonly TutorialStep[]> = { invader: INVADER, defender: DEFENDER };
