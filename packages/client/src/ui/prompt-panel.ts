/**
 * What to do now: the current decision in words, a button per option of a choice prompt, the
 * menu's panel actions (Done, draw Mana, Camp ...), and every legal action listed under
 * "All legal actions" for those who prefer a list to the board.
 */
import { deciding, seatName, t, winnerText } from '../i18n';
import type { Action, GameView, Viewer } from '@stronghold/rules';
import { describeAction, describeOption } from '../logic/describe';
import { bare } from '../logic/ids';
import { promptText } from '../logic/status';
import { actionKey, optionTarget, panelActions } from '../logic/targets';
import { h, replace, tid } from './dom';

export interface PromptPanelInput {
  view: GameView | null;
  seat: Viewer;
  legal: readonly Action[];
  selected: string | null;
  waitingFor: string;
}

export interface PromptPanelEvents {
  act(a: Action): void;
  cancelSelection(): void;
  /** Hovering an option that names a board place highlights it (null to stop). */
  preview(target: string | null): void;
}

export class PromptPanel {
  readonly el = h('section', { class: 'panel prompt-panel', 'data-testid': 'prompt-panel' });
  private allOpen = false;

  constructor(private readonly ev: PromptPanelEvents) {}

  render(i: PromptPanelInput): void {
    const { view, seat, legal } = i;
    if (!view) {
      replace(this.el, h('h2', {}, t('panel.waiting')), h('p', { class: 'muted' }, i.waitingFor));
      return;
    }
    if (view.winner || view.phase === 'ended') {
      replace(this.el, h('h2', {}, t('status.gameOver')), h('p', {}, view.winner ? t('panel.winsBecause', { seat: seatName(view.winner.seat), reason: winnerText(view.winner.reason) }) : ''));
      return;
    }
    const top = view.prompts[view.prompts.length - 1];
    const text = promptText(view);
    if (seat === 'spectator') {
      replace(
        this.el,
        h('h2', {}, t('panel.watching')),
        h('p', { class: 'muted' }, view.toAct ? deciding(view.toAct, top?.kind === 'choice' && top.secret ? '' : text) : t('panel.goesOn')),
        h('p', { class: 'hint' }, t('panel.hoverHint')),
      );
      return;
    }
    if (!legal.length) {
      replace(
        this.el,
        h('h2', {}, t('panel.waiting')),
        h('p', { class: 'muted', 'data-testid': 'waiting' }, view.toAct && view.toAct !== seat ? deciding(view.toAct, top?.kind === 'choice' && top.secret ? '' : text) : t('status.waitingServer')),
      );
      return;
    }

    const nodes: Node[] = [h('h2', { class: 'your-move' }, t('panel.yourMove')), h('p', { class: 'prompt-text', 'data-testid': 'prompt-text' }, text)];
    if (i.selected) {
      nodes.push(
        h(
          'div',
          { class: 'selection' },
          h('span', {}, t('panel.fromSelected', { from: bare(i.selected) })),
          h('button', { class: 'btn small ghost', 'data-testid': 'cancel-selection', onclick: () => this.ev.cancelSelection() }, t('panel.cancel')),
        ),
      );
    }
    if (top?.kind === 'choice') {
      const opts = legal.filter((a): a is Extract<Action, { type: 'choose' }> => a.type === 'choose');
      nodes.push(
        h(
          'div',
          { class: 'options', 'data-testid': 'options' },
          ...opts.map((a) =>
            h(
              'button',
              {
                class: `btn option ${a.option === 'done' ? 'ghost' : ''}`,
                'data-testid': `option-${tid(a.option)}`,
                onclick: () => this.ev.act(a),
                onmouseenter: () => this.ev.preview(optionTarget(a.option)),
                onmouseleave: () => this.ev.preview(null),
              },
              describeOption(a.option),
            ),
          ),
        ),
      );
      const others = legal.filter((a) => a.type !== 'choose');
      if (others.length) nodes.push(this.buttons(others, 'panel-actions'));
    } else {
      const panel = panelActions(legal, view);
      if (panel.length) nodes.push(this.buttons(panel, 'panel-actions'));
      const board = legal.filter((a) => !panel.includes(a));
      if (board.length) {
        nodes.push(h('p', { class: 'hint' }, t('panel.clickHint')));
        const det = h(
          'details',
          { class: 'all-actions', 'data-testid': 'all-actions', open: this.allOpen },
          h('summary', {}, t('panel.allActions', { n: board.length })),
          this.buttons(board, 'all-actions-list'),
        );
        det.addEventListener('toggle', () => (this.allOpen = det.open));
        nodes.push(det);
      }
    }
    replace(this.el, ...nodes);
  }

  private buttons(actions: readonly Action[], cls: string): HTMLElement {
    return h(
      'div',
      { class: `actions ${cls}` },
      ...actions.map((a) =>
        h(
          'button',
          { class: `btn ${a.type === 'done' ? 'primary' : ''}`, 'data-testid': `action-${tid(actionKey(a))}`, 'data-action-type': a.type, onclick: () => this.ev.act(a) },
          describeAction(a),
        ),
      ),
    );
  }
}
