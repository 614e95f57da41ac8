/**
 * The floating details card for whatever the pointer is over on the board, with a "Rules…"
 * link to its section. The card stays where it opened while the subject is the same, and waits
 * a moment before changing subject, so the pointer can reach the link (on it, the card stays).
 * Given the room around it, the card opens beside its place and clear of every place to click
 * (logic/card-placement.ts), so its link can take clicks without taking one meant for the board.
 */
import { t } from '../i18n';
import { intersects, placeCard, type Rect } from '../logic/card-placement';
import type { Details } from '../logic/details';
import { rulesTopicFor } from '../logic/rules-topics';
import { h, replace } from './dom';

/** How long a new subject (or none) waits while a card is on show: time to reach its link. */
const CHANGE_DELAY_MS = 250;

/** What the card is about and what it must leave uncovered, in page coordinates. */
export interface CardRoom {
  /** The place the card is about (the pointer is on it). */
  anchor: Rect;
  /** The places the player may click next. */
  avoid: readonly Rect[];
  /** Where the card goes when no side of the anchor is free: a corner of this box. */
  fallback: Rect;
}

/** Where a card opens: below right of a point, or with `room` beside its place and clear of `avoid`. */
interface At {
  x: number;
  y: number;
  reachable: boolean;
  /** Asked only when the card is placed (the pointer moves often, the card rarely). */
  room?: () => CardRoom;
}

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
   * `reachable`: false for a card shown over other controls (the legend): the card then takes no
   * pointer at all, every click goes through it (R still works). With `room` the card is placed
   * clear of the places to click, and its link takes clicks unless no such place was found.
   */
  show(d: Details | null, x: number, y: number, reachable = true, room?: () => CardRoom): void {
    if (this.pinned) return;
    const at = { x, y, reachable, room };
    const same = d && this.shown && !this.el.hidden && d.title === this.shown.title && d.kind === this.shown.kind;
    if (same) {
      this.cancelPending();
      this.render(d, at, true); // fresh lines, same place while that place is still clear
      return;
    }
    if (this.el.hidden) {
      if (d) this.render(d, at, false);
      return;
    }
    this.cancelPending();
    this.pending = setTimeout(() => {
      this.pending = null;
      if (this.pinned) return;
      if (d) this.render(d, at, false);
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

  /** `stay`: keep the card where it is if it still covers no place to click (same subject). */
  private render(d: Details, at: At, stay: boolean): void {
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
    const w = this.el.offsetWidth || 280;
    const hgt = this.el.offsetHeight || 120;
    const here = { x: parseFloat(this.el.style.left) || 0, y: parseFloat(this.el.style.top) || 0, w, h: hgt };
    const room = at.room?.();
    let reachable = at.reachable;
    let left: number;
    let top: number;
    if (stay && (!room || !room.avoid.some((r) => intersects(here, r)))) {
      ({ x: left, y: top } = here);
    } else if (room) {
      const p = placeCard({ w, h: hgt }, room.anchor, room.avoid, { x: 0, y: 0, w: innerWidth, h: innerHeight }, room.fallback);
      ({ x: left, y: top } = p);
      reachable = p.clear;
    } else {
      left = at.x + 18 + w > innerWidth ? Math.max(4, at.x - w - 18) : at.x + 18;
      top = Math.min(Math.max(4, at.y + 12), innerHeight - hgt - 4);
    }
    this.el.classList.toggle('hc-unreachable', !reachable);
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
