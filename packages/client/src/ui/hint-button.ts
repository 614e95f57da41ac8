/**
 * "What would the computer do?" (docs/client.md "Hints"): a button among the board tools in a
 * game against the computer (the tutorial too), shown when it is the player's decision. The
 * server answers the asker alone; the answer shows as one line under the prompt panel (the action
 * in words and why; the line takes no room until there is something to say, so the tutorial's
 * coach keeps its place) and the suggested action is highlighted: its panel button and the board
 * place where it starts. A hint counts only for the decision it was asked for.
 */
import type { HintMessage } from '@stronghold/protocol';
import { t } from '../i18n';
import { canAskHint, hintPlace, hintText, type HintSituation } from '../logic/advice';
import { actionKey, optionFragment } from '../logic/targets';
import { h, replace, tid } from './dom';
import './advice.css';

/** Marks the panel buttons of the suggested action. */
const HINTED = 'hinted';

export class HintButton {
  /** The line, under the prompt panel. */
  readonly el = h('div', { class: 'hint-box', 'data-testid': 'hint-box', hidden: true });
  /** The button, among the board tools. */
  readonly button = h(
    'button',
    {
      class: 'btn small ghost hint-button',
      'data-testid': 'hint-button',
      title: t('advice.askHint'),
      'aria-label': t('advice.askHint'),
      onclick: () => this.askNow(),
    },
    t('advice.ask'),
  );
  private readonly line = h('p', { class: 'hint-line', 'data-testid': 'hint-line', role: 'status' });
  /** The decision (stateId) a hint was asked for, until its answer or an error. */
  private asked: number | null = null;
  private hint: HintMessage | null = null;
  private situation: HintSituation | null = null;

  constructor(private readonly ask: (stateId: number) => void) {
    this.button.hidden = true;
    this.el.append(this.line);
  }

  /** After each render of the game's panels: the button when a hint may be asked, the answer for this decision, its highlights. */
  render(s: HintSituation, root: HTMLElement): void {
    this.situation = s;
    const stateId = s.view?.stateId ?? null;
    if (this.hint && this.hint.stateId !== stateId) this.hint = null;
    if (this.asked !== null && this.asked !== stateId) this.asked = null;
    const open = canAskHint(s);
    this.button.hidden = !open;
    this.button.disabled = this.asked !== null || this.hint !== null;
    const seat = s.seat === 'spectator' ? null : s.seat;
    if (open && this.hint && seat) replace(this.line, hintText(this.hint.action, this.hint.terms, seat));
    else if (open && this.asked !== null) replace(this.line, t('advice.thinking'));
    else replace(this.line);
    this.el.hidden = !this.line.textContent;
    this.mark(open ? this.hint : null, root);
  }

  /** The decision (stateId) a Hint is on screen for, asked or answered; null when none is. */
  speaksFor(): number | null {
    return this.hint?.stateId ?? this.asked;
  }

  /** The board place of the suggested action, highlighted with the places that can be clicked. */
  place(): string | null {
    const view = this.situation?.view ?? null;
    return this.hint && view && this.hint.stateId === view.stateId ? hintPlace(this.hint.action, view) : null;
  }

  /** The server's answer (kept only if it is for the decision on screen). */
  answer(m: HintMessage): void {
    if (m.stateId !== this.situation?.view?.stateId) return;
    this.asked = null;
    this.hint = m;
  }

  /** An error came: a hint being worked out is not awaited any longer (the error itself is shown as a toast). */
  failed(): void {
    this.asked = null;
  }

  reset(): void {
    this.asked = null;
    this.hint = null;
    this.situation = null;
    this.el.hidden = true;
    this.button.hidden = true;
  }

  private askNow(): void {
    const s = this.situation;
    if (!s?.view || !canAskHint(s) || this.asked !== null) return;
    this.asked = s.view.stateId;
    this.ask(s.view.stateId);
    this.button.disabled = true;
    replace(this.line, t('advice.thinking'));
    this.el.hidden = false;
  }

  /** The suggested action's buttons (prompt panel, all-actions list, click menu) carry HINTED. */
  private mark(hint: HintMessage | null, root: HTMLElement): void {
    for (const el of root.querySelectorAll(`.${HINTED}`)) el.classList.remove(HINTED);
    if (!hint) return;
    const a = hint.action;
    const ids = [`action-${tid(actionKey(a))}`, `menu-action-${tid(actionKey(a))}`];
    if (a.type === 'choose') ids.push(`option-${tid(optionFragment(a.option))}`);
    for (const id of ids) for (const el of root.querySelectorAll(`[data-testid="${CSS.escape(id)}"]`)) el.classList.add(HINTED);
  }
}
