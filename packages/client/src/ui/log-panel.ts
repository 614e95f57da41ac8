/**
 * The game log (the server's `log` messages) in the reader's language, newest at the bottom. It follows the
 * game: new entries scroll into view unless the reader scrolled up on purpose (then a "new
 * entries" button jumps back down), and a change of the panel's height (the prompt panel above
 * growing) keeps the newest entry in view.
 */
import type { LogEntry } from '@stronghold/protocol';
import { eventText, t } from '../i18n';
import { h } from './dom';
import { placeOf } from './log-order';

export type LogLine = LogEntry;

/** How close to the bottom counts as "at the bottom" when the reader scrolls. */
const NEAR_BOTTOM_PX = 40;
/** A scroll within this long after a wheel, touch, key or pointer press is the reader's. */
const INTENT_MS = 1200;

export class LogPanel {
  readonly list = h('ol', { class: 'log-list', 'data-testid': 'log' });
  private readonly jump = h(
    'button',
    { class: 'btn small log-jump', type: 'button', 'data-testid': 'log-jump', hidden: true, onclick: () => this.toBottom() },
    t('log.newEntries', { n: 0 }),
  );
  readonly el = h(
    'section',
    { class: 'panel log-panel' },
    h('h3', {}, t('log.title')),
    h('div', { class: 'log-body' }, this.list, this.jump),
  );
  private seen = new Set<number>();
  /** The highest number shown: a lower one arriving later goes in its place, not at the end. */
  private lastSeq = 0;
  /** The entries the summary of what happened while the player waited covers (marked in the list). */
  private marked: ReadonlySet<number> = new Set();
  /** False once the reader scrolled up on purpose; true again at the bottom. */
  private follow = true;
  private unread = 0;
  private lastIntent = 0;

  constructor() {
    const intent = () => (this.lastIntent = Date.now());
    for (const ev of ['wheel', 'touchstart', 'touchmove', 'keydown', 'pointerdown'])
      this.list.addEventListener(ev, intent, { passive: true });
    this.list.tabIndex = 0;
    this.list.addEventListener('scroll', () => {
      if (this.nearBottom()) this.setFollow(true);
      else if (Date.now() - this.lastIntent < INTENT_MS) this.setFollow(false);
      // A scroll nobody asked for (the list resized): stay at the bottom if following.
      else if (this.follow) this.stick();
    });
    // The prompt panel above changes height with every decision: keep the newest line in view.
    if (typeof ResizeObserver !== 'undefined') new ResizeObserver(() => this.follow && this.stick()).observe(this.list);
  }

  private nearBottom(): boolean {
    return this.list.scrollTop + this.list.clientHeight >= this.list.scrollHeight - NEAR_BOTTOM_PX;
  }

  private stick(): void {
    this.list.scrollTop = this.list.scrollHeight;
  }

  private setFollow(f: boolean): void {
    this.follow = f;
    if (f) this.unread = 0;
    this.renderJump();
  }

  private renderJump(): void {
    this.jump.hidden = this.follow || this.unread === 0;
    this.jump.textContent = t('log.newEntries', { n: this.unread });
  }

  /** Jump to the newest entry and follow again. */
  toBottom(): void {
    this.stick();
    this.setFollow(true);
  }

  get following(): boolean {
    return this.follow;
  }

  add(entries: readonly LogLine[]): void {
    let added = 0;
    for (const e of [...entries].sort((a, b) => a.seq - b.seq)) {
      if (this.seen.has(e.seq)) continue;
      this.seen.add(e.seq);
      added++;
      // The kind's category ("turn" of "turn.begins") styles the line.
      const [head = ''] = e.kind.split('.');
      const category = head.replace(/[^a-z0-9-]/gi, '');
      const line = this.markEntry(
        h(
          'li',
          { class: `log-entry kind-${category}`, 'data-testid': 'log-entry', 'data-kind': e.kind, 'data-seq': e.seq },
          eventText(e.kind, e.params),
        ),
      );
      this.list.insertBefore(line, e.seq < this.lastSeq ? this.lineAbove(e.seq) : null);
      this.lastSeq = Math.max(this.lastSeq, e.seq);
    }
    while (this.list.children.length > 400) this.list.firstElementChild?.remove();
    if (this.follow) this.stick();
    else {
      this.unread += added;
      this.renderJump();
    }
  }

  /** The first shown line numbered above `seq`, or null (then the entry goes last). */
  private lineAbove(seq: number): Element | null {
    const lines = [...this.list.children];
    return (
      lines[
        placeOf(
          lines.map((l) => Number((l as HTMLElement).dataset.seq)),
          seq,
        )
      ] ?? null
    );
  }

  /** Marks these entries (the moves a summary replays) and no others. */
  mark(seqs: ReadonlySet<number>): void {
    this.marked = seqs;
    for (const li of this.list.children) if (li instanceof HTMLElement) this.markEntry(li);
  }

  private markEntry(li: HTMLElement): HTMLElement {
    const on = this.marked.has(Number(li.dataset.seq));
    li.classList.toggle('log-caught-up', on);
    li.toggleAttribute('data-caught-up', on);
    return li;
  }

  /** Replace everything (the replay viewer). */
  set(lines: readonly string[]): void {
    this.seen.clear();
    this.lastSeq = 0;
    this.list.replaceChildren(...lines.map((line) => h('li', { class: 'log-entry', 'data-testid': 'log-entry' }, line)));
    this.toBottom();
  }

  clear(): void {
    this.seen.clear();
    this.lastSeq = 0;
    this.marked = new Set();
    this.list.replaceChildren();
    this.unread = 0;
    this.follow = true;
    this.renderJump();
  }
}
