/**
 * What to do now: the current decision in words, a button per option of a choice prompt, the
 * menu's panel actions (Done, draw Mana, Camp ...), and every legal action listed under
 * "All legal actions" for those who prefer a list to the board.
 */
import { nameOf, seatName, t, winnerText } from '../i18n';
import { sameOption, type Action, type ChoiceOption, type GameView, type Viewer } from '@stronghold/rules';
import { describeAction, describeOption } from '../logic/describe';
import { explanations, optionLabel, optionText } from '../logic/explain';
import { bare } from '../logic/ids';
import { promptText, waitingText } from '../logic/status';
import { capFirst } from '../logic/wording';
import { actionKey, optionFragment, optionTarget, panelActions } from '../logic/targets';
import { h, replace, tid } from './dom';

export interface PromptPanelInput {
  view: GameView | null;
  seat: Viewer;
  legal: readonly Action[];
  selected: string | null;
  /** The unit type a move from the selected source takes (changeable in the selection bar). */
  selectedUnit?: string | null;
  /** Unit types that can move from the selected source. */
  unitChoices?: readonly string[];
  waitingFor: string;
  /** An action was sent and the server has not answered yet ('slow': for several seconds). */
  pending?: false | 'sending' | 'slow';
  /** Another tab or device holds this seat now. */
  replaced?: boolean;
  /** The last thing the server refused, shown where the player looks. */
  error?: string | null;
  /** The option picked last time this same prompt was asked ("same as before"). */
  sameAsBefore?: ChoiceOption | null;
  /** The selected source is a Move out area: "Advance all from here" is offered in the selection bar. */
  advanceAllHere?: boolean;
  /** A learning game's suggested purchase (one of `legal`), shown with a button that takes it. */
  suggestion?: Action | null;
}

export interface PromptPanelEvents {
  act(a: Action): void;
  cancelSelection(): void;
  /** Hovering an option that names a board place highlights it (null to stop). */
  preview(target: string | null): void;
  /** Take the seat back in this tab. */
  takeBack(): void;
  /** Pick the unit type for the selected source. */
  pickUnit(unit: string): void;
  /** Every unit that may go on from the selected source advances now (the Move out plan, one step). */
  advanceAllHere(from: string): void;
}

export class PromptPanel {
  readonly el = h('section', { class: 'panel prompt-panel', 'data-testid': 'prompt-panel' });
  private allOpen = false;

  constructor(private readonly ev: PromptPanelEvents) {}

  render(i: PromptPanelInput): void {
    const { view } = i;
    // The undo has its own button at the foot of the panel; the rest are the game's moves.
    const undo = i.legal.find((a) => a.type === 'undo') ?? null;
    const legal = undo ? i.legal.filter((a) => a !== undo) : i.legal;
    const errorNode = i.error ? h('p', { class: 'prompt-error', 'data-testid': 'prompt-error', role: 'alert' }, i.error) : null;
    const notMine = this.notMyMove(i, legal, errorNode);
    if (notMine || !view) {
      replace(this.el, ...(notMine ?? []));
      return;
    }
    const top = view.prompts[view.prompts.length - 1];
    const nodes: Node[] = [
      h('h2', { class: 'your-move' }, t('panel.yourMove')),
      h('p', { class: 'prompt-text', 'data-testid': 'prompt-text' }, capFirst(promptText(view))),
    ];
    if (errorNode) nodes.push(errorNode);
    for (const note of explanations(view, legal)) nodes.push(h('p', { class: 'explain', 'data-testid': 'explain' }, note));
    const suggestion = i.suggestion;
    if (suggestion && !i.selected) nodes.push(this.suggestionNode(suggestion));
    if (i.selected) nodes.push(this.selectionNode(i.selected, i.unitChoices ?? [], i.selectedUnit ?? null, !!i.advanceAllHere));
    if (top?.kind === 'choice') nodes.push(...this.choiceNodes(top.id, legal, i.sameAsBefore ?? null));
    else nodes.push(...this.moveNodes(legal, view));
    // Right under the prompt, where it stays put however long the lists below grow.
    if (undo) nodes.splice(errorNode ? 3 : 2, 0, this.undoButton(undo));
    replace(this.el, ...nodes);
  }

  /**
   * What the panel shows when there is no move of mine to make: waiting for the game, the game
   * over, watching, the seat taken elsewhere, a move on its way, the other side to act. Null
   * when the panel offers moves.
   */
  private notMyMove(i: PromptPanelInput, legal: readonly Action[], errorNode: HTMLElement | null): Node[] | null {
    const { view, seat } = i;
    if (!view) return [h('h2', {}, t('panel.waiting')), h('p', { class: 'muted' }, i.waitingFor)];
    if (view.winner || view.phase === 'ended') {
      return [
        h('h2', {}, t('status.gameOver')),
        h('p', {}, view.winner ? t('panel.winsBecause', { seat: seatName(view.winner.seat), reason: winnerText(view.winner.reason) }) : ''),
      ];
    }
    const text = capFirst(promptText(view));
    const others = view.toAct ? waitingText(view, view.toAct) : t('panel.goesOn');
    if (seat === 'spectator') {
      return [
        h('h2', {}, t('panel.watching')),
        h('p', { class: 'muted', 'data-testid': 'waiting' }, others),
        h('p', { class: 'hint' }, t('panel.hoverHint')),
      ];
    }
    if (i.replaced) {
      return [
        h('h2', {}, t('panel.replacedTitle')),
        h('p', { class: 'replaced-text', 'data-testid': 'replaced' }, t('panel.replacedText', { seat: t(`side.${seat}`) })),
        h('button', { class: 'btn primary', 'data-testid': 'take-back', onclick: () => this.ev.takeBack() }, t('panel.takeBack')),
      ];
    }
    if (i.pending) {
      return [
        h('h2', { class: 'your-move' }, t('panel.yourMove')),
        h('p', { class: 'prompt-text' }, text),
        h(
          'p',
          { class: 'pending', 'data-testid': 'pending', role: 'status' },
          h('span', { class: 'spinner', 'aria-hidden': 'true' }),
          i.pending === 'slow' ? t('panel.sendingSlow') : t('panel.sending'),
        ),
        h('p', { class: 'hint' }, t('panel.keptClick')),
      ];
    }
    if (!legal.length) {
      return [
        h('h2', {}, t('panel.waiting')),
        h('p', { class: 'muted', 'data-testid': 'waiting' }, view.toAct && view.toAct !== seat ? others : t('status.waitingServer')),
        ...(errorNode ? [errorNode] : []),
      ];
    }
    return null;
  }

  /** A learning game's suggested purchase, with a button that takes it. */
  private suggestionNode(suggestion: Action): HTMLElement {
    return h(
      'div',
      { class: 'suggestion', 'data-testid': 'suggestion' },
      h('p', { class: 'hint' }, t('play.suggestHint')),
      h(
        'button',
        { class: 'btn primary', 'data-testid': 'suggestion-take', onclick: () => this.ev.act(suggestion) },
        t('play.suggest', { what: describeAction(suggestion) }),
      ),
    );
  }

  /** The selected source of a two-click move: the unit type to move (when there is a choice) and Cancel. */
  private selectionNode(selected: string, units: readonly string[], selectedUnit: string | null, allHere: boolean): HTMLElement {
    return h(
      'div',
      { class: 'selection', 'data-testid': 'selection' },
      h('span', {}, t('panel.fromSelected', { from: bare(selected) })),
      units.length > 1
        ? h(
            'span',
            { class: 'unit-pick' },
            ...units.map((u) =>
              h(
                'button',
                {
                  class: `btn small ${u === selectedUnit ? 'primary' : 'ghost'}`,
                  'data-testid': `unit-${u}`,
                  'aria-pressed': String(u === selectedUnit),
                  onclick: () => this.ev.pickUnit(u),
                },
                u === 'swap' ? t('panel.swapPick') : nameOf(u),
              ),
            ),
          )
        : null,
      allHere
        ? h(
            'button',
            { class: 'btn small primary', 'data-testid': 'advance-all-here', onclick: () => this.ev.advanceAllHere(selected) },
            t('plan.allHere'),
          )
        : null,
      h(
        'button',
        { class: 'btn small ghost', 'data-testid': 'cancel-selection', onclick: () => this.ev.cancelSelection() },
        t('panel.cancel'),
      ),
    );
  }

  /** A choice prompt: a button per option ("same as before" first), then the other legal actions. */
  private choiceNodes(promptId: string, legal: readonly Action[], before: ChoiceOption | null): Node[] {
    const opts = legal.filter((a): a is Extract<Action, { type: 'choose' }> => a.type === 'choose');
    const label = (o: ChoiceOption) => optionLabel(promptId, o) ?? describeOption(o);
    const same = before !== null ? opts.find((a) => sameOption(a.option, before)) : undefined;
    const nodes: Node[] = [
      h(
        'div',
        { class: 'options', 'data-testid': 'options' },
        same
          ? h(
              'button',
              { class: 'btn option primary', 'data-testid': 'option-same', onclick: () => this.ev.act(same) },
              t('prompt.sameAsBefore', { option: label(same.option) }),
            )
          : null,
        ...opts.map((a) => {
          const more = optionText(a.option);
          return h(
            'button',
            {
              class: `btn option ${a.option === 'done' ? 'ghost' : ''}`,
              'data-testid': `option-${tid(optionFragment(a.option))}`,
              onclick: () => this.ev.act(a),
              onmouseenter: () => this.ev.preview(optionTarget(a.option)),
              onmouseleave: () => this.ev.preview(null),
            },
            more ? h('b', {}, label(a.option)) : label(a.option),
            more ? h('small', { class: 'option-text', 'data-testid': 'option-text' }, more) : null,
          );
        }),
      ),
    ];
    const others = legal.filter((a) => a.type !== 'choose');
    if (others.length) nodes.push(this.buttons(others, 'panel-actions'));
    return nodes;
  }

  /** Any other step: the panel's actions as buttons, the board's listed under "All legal actions". */
  private moveNodes(legal: readonly Action[], view: GameView): Node[] {
    const nodes: Node[] = [];
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
    return nodes;
  }

  /** Offered only while the rules allow it: nothing new has become known since the seat's last action. */
  private undoButton(undo: Action): HTMLElement {
    return h(
      'div',
      { class: 'actions undo-actions' },
      h(
        'button',
        {
          class: 'btn ghost undo',
          'data-testid': 'undo',
          'aria-keyshortcuts': 'Control+Z',
          title: t('panel.undoHint'),
          onclick: () => this.ev.act(undo),
        },
        t('panel.undo'),
      ),
    );
  }

  private buttons(actions: readonly Action[], cls: string): HTMLElement {
    return h(
      'div',
      { class: `actions ${cls}` },
      ...actions.map((a) =>
        h(
          'button',
          {
            class: `btn ${a.type === 'done' ? 'primary' : ''}`,
            'data-testid': `action-${tid(actionKey(a))}`,
            'data-action-type': a.type,
            onclick: () => this.ev.act(a),
          },
          describeAction(a),
        ),
      ),
    );
  }
}
