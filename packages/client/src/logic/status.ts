/** The status bar: whose turn, which phase, and what to do now, in words. Pure. */
import type { Action, GameView, Viewer } from '@stronghold/rules';
import { choiceText, t } from '../i18n';

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

/** What the current prompt asks of its seat, in words. */
export function promptText(view: GameView): string {
  const p = view.prompts[view.prompts.length - 1];
  if (!p) return '';
  switch (p.kind) {
    case 'defender-spend':
      return t(p.final ? 'prompt.spendFinal' : 'prompt.spend', { n: view.defender.hourglasses, reason: WINDOW_REASONS[p.reason] ? t(WINDOW_REASONS[p.reason]!) : p.reason });
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
        : t('status.decidingWhat', { seat: cap(t(`seat.${actor}`)), text: lowerFirst(text) });
  return { where, actor, headline, detail: secret ? '' : text, yourTurn: false };
}

function cap(s: string): string {
  return s.charAt(0).toUpperCase() + s.slice(1);
}
function lowerFirst(s: string): string {
  return s.length > 1 && s[1] !== s[1]!.toUpperCase() ? s.charAt(0).toLowerCase() + s.slice(1) : s;
}
