/**
 * What to do now: the current decision in words, a button per option of a choice prompt, the
 * menu's panel actions (Done, draw Mana, Camp ...), and every legal action listed under
 * "All legal actions" for those who prefer a list to the board.
 */
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
      replace(this.el, h('h2', {}, 'Waiting'), h('p', { class: 'muted' }, i.waitingFor));
      return;
    }
    if (view.winner || view.phase === 'ended') {
      replace(this.el, h('h2', {}, 'Game over'), h('p', {}, view.winner ? `${view.winner.seat === 'invader' ? 'The Invader' : 'The Defender'} wins: ${view.winner.reason}` : ''));
      return;
    }
    const top = view.prompts[view.prompts.length - 1];
    const text = promptText(view);
    if (seat === 'spectator') {
      replace(
        this.el,
        h('h2', {}, 'Watching'),
        h('p', { class: 'muted' }, view.toAct ? `${view.toAct === 'invader' ? 'The Invader' : 'The Defender'} is deciding${top?.kind === 'choice' && top.secret ? '' : `: ${text}`}` : 'The game goes on…'),
        h('p', { class: 'hint' }, 'Hover over anything on the board for its details.'),
      );
      return;
    }
    if (!legal.length) {
      replace(
        this.el,
        h('h2', {}, 'Waiting'),
        h('p', { class: 'muted', 'data-testid': 'waiting' }, view.toAct && view.toAct !== seat ? `${view.toAct === 'invader' ? 'The Invader' : 'The Defender'} is deciding${top?.kind === 'choice' && top.secret ? '' : `: ${text}`}` : 'Waiting for the server…'),
      );
      return;
    }

    const nodes: Node[] = [h('h2', { class: 'your-move' }, 'Your move'), h('p', { class: 'prompt-text', 'data-testid': 'prompt-text' }, text)];
    if (i.selected) {
      nodes.push(
        h(
          'div',
          { class: 'selection' },
          h('span', {}, `From ${bare(i.selected)}: click a highlighted destination.`),
          h('button', { class: 'btn small ghost', 'data-testid': 'cancel-selection', onclick: () => this.ev.cancelSelection() }, 'Cancel'),
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
        nodes.push(h('p', { class: 'hint' }, 'Click a glowing place or card on the board to act there.'));
        const det = h(
          'details',
          { class: 'all-actions', 'data-testid': 'all-actions', open: this.allOpen },
          h('summary', {}, `All legal actions (${board.length})`),
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
