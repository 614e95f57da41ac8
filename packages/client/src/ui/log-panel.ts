/** The game log in words (the server's `log` messages), newest at the bottom. */
import { h } from './dom';

export interface LogLine {
  seq: number;
  kind: string;
  text: string;
}

export class LogPanel {
  readonly list = h('ol', { class: 'log-list', 'data-testid': 'log' });
  readonly el = h('section', { class: 'panel log-panel' }, h('h3', {}, 'Game log'), this.list);
  private seen = new Set<number>();

  add(entries: readonly LogLine[]): void {
    const atBottom = this.list.scrollTop + this.list.clientHeight >= this.list.scrollHeight - 24;
    for (const e of [...entries].sort((a, b) => a.seq - b.seq)) {
      if (this.seen.has(e.seq)) continue;
      this.seen.add(e.seq);
      this.list.append(h('li', { class: `log-entry kind-${e.kind.replace(/[^a-z0-9-]/gi, '')}`, 'data-testid': 'log-entry' }, e.text));
    }
    while (this.list.children.length > 400) this.list.firstElementChild?.remove();
    if (atBottom) this.list.scrollTop = this.list.scrollHeight;
  }

  /** Replace everything (the replay viewer). */
  set(lines: readonly string[]): void {
    this.seen.clear();
    this.list.replaceChildren(...lines.map((t) => h('li', { class: 'log-entry', 'data-testid': 'log-entry' }, t)));
    this.list.scrollTop = this.list.scrollHeight;
  }

  clear(): void {
    this.seen.clear();
    this.list.replaceChildren();
  }
}
