/** The status bar: whose turn, which phase, and what to do now, in words. Pure. */
import type { Action, GameView, Viewer } from '@stronghold/rules';
import { choiceText, currentLanguage, t } from '../i18n';
import { boardWords, startsWithVerb, thirdPerson } from './wording';

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

/** The rules' words for why a spending window opens; other reasons are ids (a spell, a cause) the catalog names. */
const WINDOW_REASONS: Record<string, string> = { Supply: 'reason.supply', 'before the Assault': 'reason.beforeAssault' };

/** Why a spending window is open, in words. */
function windowReason(reason: string): string {
  const key = WINDOW_REASONS[reason];
  return key ? t(key) : reason;
}

/** What the current prompt asks of its seat, in words. */
export function promptText(view: GameView): string {
  const p = view.prompts[view.prompts.length - 1];
  if (!p) return '';
  switch (p.kind) {
    case 'defender-spend':
      // A window with its Hourglasses spent stays open while a free action is left (rules: spend-window.ts).
      if (view.defender.hourglasses === 0)
        return t(p.final ? 'prompt.freeActionsFinal' : 'prompt.freeActions', { reason: windowReason(p.reason) });
      return t(p.final ? 'prompt.spendFinal' : 'prompt.spend', {
        n: view.defender.hourglasses,
        reason: windowReason(p.reason),
      });
    case 'invader-supply':
      return t('prompt.supply');
    case 'invader-spells':
      return t('prompt.spells');
    case 'invader-activation':
      return t('prompt.activation');
    case 'invader-moveout':
      return t('prompt.moveout');
    case 'invader-advance':
      return t('prompt.advance');
    case 'choice':
      return choiceText(p);
  }
}

/** What the acting seat is doing, said for the other seat and spectators ("is spending ..."). */
export function othersText(view: GameView): string {
  const p = view.prompts[view.prompts.length - 1];
  if (!p) return t('others.secret');
  switch (p.kind) {
    case 'defender-spend': {
      return t(p.final ? 'others.spendFinal' : 'others.spend', { n: view.defender.hourglasses, reason: windowReason(p.reason) });
    }
    case 'invader-supply':
      return t('others.supply');
    case 'invader-spells':
      return t('others.spells');
    case 'invader-activation':
      return t('others.activation');
    case 'invader-moveout':
      return t('others.moveout');
    case 'invader-advance':
      return t('others.advance');
    case 'choice':
      if (p.secret) return t('others.secret');
      // English turns the actor's imperative into the third person; other languages say it plainly.
      return currentLanguage() === 'en' ? thirdPerson(boardWords(choiceText(p))) : t('others.choice', { text: choiceText(p) });
  }
}

/** "The Defender is spending 6 Hourglasses (...)": the current decision for those who wait. */
export function waitingText(view: GameView, actor: 'invader' | 'defender'): string {
  return t('others.line', { seat: cap(t(`seat.${actor}`)), text: othersText(view) });
}

export function statusOf(view: GameView, viewer: Viewer, legal: readonly Action[]): Status {
  const where = view.phase === 'ended' ? t('status.gameOver') : t('status.where', { turn: view.turn, phase: t(`phase.${view.phase}`) });
  if (view.winner || view.phase === 'ended') {
    const w = view.winner;
    return {
      where,
      actor: null,
      headline: w ? (w.seat === viewer ? t('status.youWin') : t('status.wins', { seat: cap(t(`seat.${w.seat}`)) })) : t('status.over'),
      detail: w?.reason ?? '',
      yourTurn: false,
    };
  }
  const actor = view.toAct;
  const yourTurn = actor !== null && actor === viewer && legal.length > 0;
  const text = promptText(view);
  if (yourTurn) return { where, actor, headline: t('status.yourMove', { text: lowerFirst(text) }), detail: text, yourTurn };
  if (actor === null) return { where, actor, headline: t('status.waitingGame'), detail: '', yourTurn: false };
  const p = view.prompts[view.prompts.length - 1];
  const secret = p?.kind === 'choice' && p.secret && p.seat !== viewer;
  const headline =
    viewer === actor
      ? t('status.waitingServer')
      : secret || !text
        ? t('status.deciding', { seat: cap(t(`seat.${actor}`)) })
        : waitingText(view, actor);
  return { where, actor, headline, detail: secret ? '' : text, yourTurn: false };
}

function cap(s: string): string {
  return s.charAt(0).toUpperCase() + s.slice(1);
}
/** "Your move: spend ..." lower-cases an instruction's verb, never a name ("Necromancer's Library: ..."). */
function lowerFirst(s: string): string {
  return startsWithVerb(s) ? s.charAt(0).toLowerCase() + s.slice(1) : s;
}
