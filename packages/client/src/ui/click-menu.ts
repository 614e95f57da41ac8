/** The small menu that opens where the player clicked: the legal actions at that place. */
import { t } from '../i18n';
import type { Action } from '@stronghold/rules';
import type { Details } from '../logic/details';
import { describeShort, describeAction } from '../logic/describe';
import { bare } from '../logic/ids';
import { actionKey } from '../logic/targets';
import { h, replace, tid } from './dom';

export class ClickMenu {
  readonly el = h('div', { class: 'click-menu', 'data-testid': 'click-menu', hidden: true, role: 'menu' });

  constructor() {
    document.addEventListener('keydown', (e) => {
      if (e.key === 'Escape') this.hide();
    });
  }

  open(
    target: string,
    actions: readonly Action[],
    canSelect: boolean,
    details: Details | null,
    x: number,
    y: number,
    on: { act(a: Action): void; select(): void },
    /** What each choice costs and does, and why actions the player may look for here are not offered. */
    words: { note(a: Action): string | null; used: readonly string[] } = { note: () => null, used: [] },
  ): void {
    const title = details?.title ?? bare(target);
    const [first] = actions;
    const short = actions.length > 1 && actions.every((a) => a.type === first?.type);
    replace(
      this.el,
      h(
        'div',
        { class: 'cm-head' },
        h('span', { class: 'cm-title' }, title),
        h('button', { class: 'cm-close', 'aria-label': t('menu.close'), onclick: () => this.hide() }, '×'),
      ),
      details?.text ? h('div', { class: 'cm-text' }, details.text) : null,
      h(
        'div',
        { class: 'cm-actions' },
        ...actions.map((a) => {
          const note = words.note(a);
          return h(
            'button',
            {
              class: 'btn',
              role: 'menuitem',
              'data-testid': `menu-action-${tid(actionKey(a))}`,
              onclick: () => {
                this.hide();
                on.act(a);
              },
            },
            h('span', { class: 'cm-label' }, short ? describeShort(a) : describeAction(a)),
            note ? h('span', { class: 'cm-note', 'data-testid': 'menu-note' }, note) : null,
          );
        }),
        ...words.used.map((why) =>
          h('button', { class: 'btn cm-used', role: 'menuitem', disabled: true, 'aria-disabled': 'true', 'data-testid': 'menu-used' }, why),
        ),
        canSelect
          ? h(
              'button',
              {
                class: 'btn ghost',
                'data-testid': 'menu-select',
                onclick: () => {
                  this.hide();
                  on.select();
                },
              },
              t('menu.moveFromHere'),
            )
          : null,
      ),
    );
    this.el.hidden = false;
    const w = this.el.offsetWidth || 240;
    const hh = this.el.offsetHeight || 160;
    this.el.style.left = `${Math.max(4, Math.min(x + 8, innerWidth - w - 6))}px`;
    this.el.style.top = `${Math.max(4, Math.min(y + 8, innerHeight - hh - 6))}px`;
  }

  hide(): void {
    this.el.hidden = true;
  }

  get isOpen(): boolean {
    return !this.el.hidden;
  }
}
