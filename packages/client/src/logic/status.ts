/** The status bar: whose turn, which phase, and what to do now, in words. Pure. */
import type { Action, GameView, Viewer } from '@stronghold/rules';
import { PHASE_NAMES } from './ids';
import { boardWords, capFirst, startsWithVerb, thirdPerson, turnName } from './wording';

export interface Status {
  /** "Turn II · Spells". */
  where: string;
  /** Who must act: 'invader' | 'defender' | null. */
  actor: 'invader' | 'defender' | null;
  /** The headline, e.g. "Your move: spend your Hourglasses" or "The Invader is thinking". */
  headline: string;
  /** A longer hint (what the prompt asks), may be empty. */
  detail: string;
  /** True when this viewer must act now. */
  yourTurn: boolean;
}

const SIDE_NAME = { invader: 'the Invader', defender: 'the Defender' } as const;

/** What the current prompt asks of its seat, in words. */
export function promptText(view: GameView): string {
  const p = view.prompts[view.prompts.length - 1];
  if (!p) return '';
  switch (p.kind) {
    case 'defender-spend':
      return `Spend your ${view.defender.hourglasses} Hourglass${view.defender.hourglasses === 1 ? '' : 'es'} (${p.reason})${p.final ? ': last window before the Assault' : ''}`;
    case 'invader-supply':
      return 'Supply: draw a Mana card, use the Altar of Death or the Library, or go on';
    case 'invader-spells':
      return 'Spells: cast spells from your row, or go on';
    case 'invader-activation':
      return 'Activation: activate spell types (1 Mana each), or go on';
    case 'invader-moveout':
      return 'Move out: choose a Minor or Major Move out, or Camp';
    case 'invader-advance':
      return 'Advance: move units along the paths, then finish';
    case 'choice':
      return boardWords(p.label);
  }
}

/** What the acting seat is doing, said for the other seat and spectators ("is spending ..."). */
export function othersText(view: GameView): string {
  const p = view.prompts[view.prompts.length - 1];
  if (!p) return 'is deciding';
  switch (p.kind) {
    case 'defender-spend':
      return `is spending ${view.defender.hourglasses} Hourglass${view.defender.hourglasses === 1 ? '' : 'es'} (${p.reason})${p.final ? ', the last window before the Assault' : ''}`;
    case 'invader-supply':
      return 'is taking Supply: a Mana card, the Altar of Death or the Library';
    case 'invader-spells':
      return 'is casting spells from the row';
    case 'invader-activation':
      return 'is activating spell types';
    case 'invader-moveout':
      return 'is choosing a Minor or Major Move out, or Camp';
    case 'invader-advance':
      return 'is advancing units along the paths';
    case 'choice':
      return p.secret ? 'is deciding (secretly)' : thirdPerson(boardWords(p.label));
  }
}

/** "The Defender is spending 6 Hourglasses (...)": the current decision for those who wait. */
export function waitingText(view: GameView, actor: 'invader' | 'defender'): string {
  return `${cap(SIDE_NAME[actor])} ${othersText(view)}`;
}

export function statusOf(view: GameView, viewer: Viewer, legal: readonly Action[]): Status {
  const where = view.phase === 'ended' ? 'Game over' : `Turn ${turnName(view.turn)} · ${PHASE_NAMES[view.phase] ?? view.phase}`;
  if (view.winner || view.phase === 'ended') {
    const w = view.winner;
    return {
      where,
      actor: null,
      headline: w ? `${w.seat === viewer ? 'You win' : `${cap(SIDE_NAME[w.seat])} wins`}` : 'The game is over',
      detail: w?.reason ?? '',
      yourTurn: false,
    };
  }
  const actor = view.toAct;
  const yourTurn = actor !== null && actor === viewer && legal.length > 0;
  const text = capFirst(promptText(view));
  if (yourTurn) return { where, actor, headline: `Your move: ${lowerFirst(text)}`, detail: text, yourTurn };
  if (actor === null) return { where, actor, headline: 'Waiting for the game to go on', detail: '', yourTurn: false };
  const p = view.prompts[view.prompts.length - 1];
  const secret = p?.kind === 'choice' && p.secret && p.seat !== viewer;
  const headline = viewer === actor ? 'Waiting for the server…' : secret || !text ? `${cap(SIDE_NAME[actor])} is deciding` : waitingText(view, actor);
  return { where, actor, headline, detail: secret ? '' : text, yourTurn: false };
}

function cap(s: string): string {
  return s.charAt(0).toUpperCase() + s.slice(1);
}
/** "Your move: spend ..." lower-cases an instruction's verb, never a name ("Necromancer's Library: ..."). */
function lowerFirst(s: string): string {
  return startsWithVerb(s) ? s.charAt(0).toLowerCase() + s.slice(1) : s;
}
