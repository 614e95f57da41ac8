/** Server errors and notices, shown plainly for a few seconds. */
import { h } from './dom';

export class Toasts {
  readonly el = h('div', { class: 'toasts', 'aria-live': 'polite' });

  show(text: string, kind: 'error' | 'info' = 'error', ms = 5000): void {
    const t = h(
      'div',
      { class: `toast toast-${kind}`, 'data-testid': kind === 'error' ? 'error' : 'notice', role: kind === 'error' ? 'alert' : 'status' },
      text,
    );
    this.el.append(t);
    setTimeout(() => t.classList.add('fade'), ms - 400);
    setTimeout(() => t.remove(), ms);
  }
}
