/**
 * The floating details card for whatever the pointer is over on the board, with a "Rules…"
 * link to its section. The card stays where it opened while the subject is the same, and waits
 * a moment before changing subject, so the pointer can reach the link (on it, the card stays).
 */
import { t } from '../i18n';
import type { Details } from '../logic/details';
import { rulesTopicFor } from '../logic/rules-topics';
import { h, replace } from './dom';

/** How long a new subject (or none) waits while a card is on show: time to reach its link. */
const CHANGE_DELAY_MS = 250;

export class HoverCard {
  readonly el = h('div', { class: 'hover-card', 'data-testid': 'hover-card', hidden: true });
  private pinned = false;
  private shown: Details | null = null;
  private pending: ReturnType<typeof setTimeout> | null = null;

  constructor(private readonly openRules: (anchor: string) => void = () => {}) {
    this.el.addEventListener('pointerenter', () => {
      this.pinned = true;
      this.cancelPending();
    });
    this.el.addEventListener('pointerleave', () => {
      this.pinned = false;
      this.hide();
    });
  }

  /** Opens the rules at the section of the card on show (its link, or the R key). */
  openShownRules(): boolean {
    if (this.el.hidden || !this.shown) return false;
    this.openRules(rulesTopicFor(this.shown));
    this.pinned = false;
    this.hide();
    return true;
  }

  /**
   * `reachable`: false for a card shown over other controls (the legend) or over a board with places
   * to click: the card then takes no pointer at all, every click goes through it (R still works).
   */
  show(d: Details | null, x: number, y: number, reachable = true): void {
    if (this.pinned) return;
    this.el.classList.toggle('hc-unreachable', !reachable);
    const same = d && this.shown && !this.el.hidden && d.title === this.shown.title && d.kind === this.shown.kind;
    if (same) {
      this.cancelPending();
      this.render(d, null); // fresh lines, same place
      return;
    }
    if (this.el.hidden) {
      if (d) this.render(d, { x, y });
      return;
    }
    this.cancelPending();
    this.pending = setTimeout(() => {
      this.pending = null;
      if (this.pinned) return;
      if (d) this.render(d, { x, y });
      else this.hide();
    }, CHANGE_DELAY_MS);
  }

  /** `force`: even while the pointer is on the card (a source was selected: the board comes first). */
  hide(force = false): void {
    this.cancelPending();
    if (force) this.pinned = false;
    if (this.pinned) return;
    this.el.hidden = true;
  }

  private cancelPending(): void {
    if (this.pending !== null) clearTimeout(this.pending);
    this.pending = null;
  }

  private render(d: Details, at: { x: number; y: number } | null): void {
    this.shown = d;
    replace(
      this.el,
      ...detailsNodes(d),
      h(
        'a',
        {
          class: 'hc-rules',
          href: '#',
          'data-testid': 'hover-rules',
          'data-anchor': rulesTopicFor(d),
          onclick: (e: Event) => (e.preventDefault(), this.openShownRules()),
        },
        t('hover.rules'),
      ),
    );
    this.el.hidden = false;
    if (!at) return;
    const w = this.el.offsetWidth || 280;
    const hgt = this.el.offsetHeight || 120;
    const left = at.x + 18 + w > innerWidth ? Math.max(4, at.x - w - 18) : at.x + 18;
    const top = Math.min(Math.max(4, at.y + 12), innerHeight - hgt - 4);
    this.el.style.left = `${left}px`;
    this.el.style.top = `${top}px`;
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
