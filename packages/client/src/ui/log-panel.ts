/** The game log (the server's `log` messages) in the reader's language, newest at the bottom. */
import type { LogEntry } from '@stronghold/rules/protocol';
import { eventText, t } from '../i18n';
import { h } from './dom';

export type LogLine = LogEntry;

export class LogPanel {
  readonly list = h('ol', { class: 'log-list', 'data-testid': 'log' });
  readonly el = h('section', { class: 'panel log-panel' }, h('h3', {}, t('log.title')), this.list);
  private seen = new Set<number>();

  add(entries: readonly LogLine[]): void {
    const atBottom = this.list.scrollTop + this.list.clientHeight >= this.list.scrollHeight - 24;
    for (const e of [...entries].sort((a, b) => a.seq - b.seq)) {
      if (this.seen.has(e.seq)) continue;
      this.seen.add(e.seq);
      // The kind's category ("turn" of "turn.begins") styles the line.
      const category = e.kind.split('.')[0]!.replace(/[^a-z0-9-]/gi, '');
      this.list.append(h('li', { class: `log-entry kind-${category}`, 'data-testid': 'log-entry', 'data-kind': e.kind }, eventText(e.kind, e.params)));
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
