/** The floating details card for whatever the pointer is over on the board. */
import type { Details } from '../logic/details';
import { h, replace } from './dom';

export class HoverCard {
  readonly el = h('div', { class: 'hover-card', 'data-testid': 'hover-card', hidden: true });

  show(d: Details | null, x: number, y: number): void {
    if (!d) {
      this.hide();
      return;
    }
    replace(this.el, ...detailsNodes(d));
    this.el.hidden = false;
    const w = this.el.offsetWidth || 280;
    const hgt = this.el.offsetHeight || 120;
    const left = x + 18 + w > innerWidth ? Math.max(4, x - w - 18) : x + 18;
    const top = Math.min(Math.max(4, y + 12), innerHeight - hgt - 4);
    this.el.style.left = `${left}px`;
    this.el.style.top = `${top}px`;
  }

  hide(): void {
    this.el.hidden = true;
  }
}

export function detailsNodes(d: Details): Node[] {
  const nodes: Array<HTMLElement | null> = [
    h('div', { class: 'hc-title' }, d.title),
    h('div', { class: 'hc-kind' }, d.kind),
    d.text ? h('div', { class: 'hc-text' }, d.text) : null,
    d.lines.length ? h('ul', { class: 'hc-lines' }, ...d.lines.map((l) => h('li', {}, l))) : null,
  ];
  return nodes.filter((n): n is HTMLElement => n !== null);
}
