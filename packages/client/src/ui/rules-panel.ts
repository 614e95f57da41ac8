/**
 * The Rules panel: a player's reference in the reader's language (logic/rules-contents.ts), one
 * topic at a time from the list on the left, opened from the Rules button or at a section from a
 * hover card's "Rules…" link and the tutorial. The search box filters the topics to the sections
 * holding every word typed and marks the words where they occur.
 */
import { rulesContents, sectionAnchor } from '../logic/rules-contents';
import type { RulesSectionText, RulesTopicText } from '../i18n/rules-book';
import { t } from '../i18n';
import { h, replace } from './dom';
import './rules-panel.css';

/** `text` with every occurrence of `words` (lower case) wrapped in <mark>. */
function marked(text: string, words: readonly string[]): Array<Node | string> {
  if (!words.length) return [text];
  const lower = text.toLowerCase();
  const out: Array<Node | string> = [];
  let at = 0;
  while (at < text.length) {
    let next = -1;
    let len = 0;
    for (const w of words) {
      const i = lower.indexOf(w, at);
      if (i >= 0 && (next < 0 || i < next || (i === next && w.length > len))) {
        next = i;
        len = w.length;
      }
    }
    if (next < 0) break;
    if (next > at) out.push(text.slice(at, next));
    out.push(h('mark', { class: 'rules-mark' }, text.slice(next, next + len)));
    at = next + len;
  }
  if (at < text.length) out.push(text.slice(at));
  return out;
}

const textOf = (s: RulesSectionText): string => [s.heading, ...s.body, s.example ?? ''].join(' ').toLowerCase();

export class RulesPanel {
  readonly el = h('aside', {
    class: 'rules-panel',
    'data-testid': 'rules-panel',
    hidden: true,
    role: 'dialog',
    'aria-label': t('game.rules'),
  });
  private readonly topics: RulesTopicText[] = rulesContents();
  private readonly search = h('input', {
    type: 'search',
    class: 'rules-search',
    placeholder: t('rules.search'),
    'aria-label': t('rules.searchLabel'),
    'data-testid': 'rules-search',
  });
  private readonly nav = h('nav', { class: 'rules-nav' });
  private readonly body = h('div', { class: 'rules-body', 'data-testid': 'rules-body' });
  private readonly scroll = h('div', { class: 'rules-scroll' }, this.body);
  private topicId = '';

  constructor() {
    this.search.addEventListener('input', () => this.filter(this.search.value));
    this.el.addEventListener('keydown', (e) => {
      if (e.key === 'Escape') this.close();
    });
    replace(
      this.nav,
      ...this.topics.map((p) =>
        h(
          'button',
          { class: 'rules-nav-item', 'data-page': p.id, 'data-testid': `rules-page-${p.id}`, onclick: () => this.open(p.id) },
          p.title,
        ),
      ),
    );
    replace(
      this.el,
      h(
        'div',
        { class: 'rules-head' },
        h('strong', { class: 'rules-title' }, t('game.rules')),
        this.search,
        h('button', { class: 'btn', 'data-testid': 'rules-close', 'aria-label': t('rules.close'), onclick: () => this.close() }, '×'),
      ),
      h('div', { class: 'rules-main' }, this.nav, this.scroll),
    );
  }

  get isOpen(): boolean {
    return !this.el.hidden;
  }

  /** Open at a topic or at a section (`topic--section`); an unknown one opens the first topic. */
  open(target = ''): void {
    const [topicId = '', sectionId] = target.split('--');
    const topic = this.topics.find((p) => p.id === topicId) ?? this.topics[0];
    if (!topic) return;
    this.el.hidden = false;
    this.search.value = '';
    this.showTopic(topic);
    const el = sectionId ? this.body.querySelector<HTMLElement>(`[id="${CSS.escape(sectionAnchor(topic.id, sectionId))}"]`) : null;
    if (el) {
      el.classList.add('rules-target');
      el.scrollIntoView({ block: 'start' });
    } else this.scroll.scrollTo({ top: 0 });
    this.search.focus({ preventScroll: true });
  }

  close(): void {
    this.el.hidden = true;
  }

  toggle(): void {
    if (this.isOpen) this.close();
    else this.open();
  }

  private section(topic: RulesTopicText, s: RulesSectionText, words: readonly string[], asLink: boolean): HTMLElement {
    const id = sectionAnchor(topic.id, s.id);
    const heading = asLink
      ? h('h3', {}, h('button', { class: 'rules-hit', 'data-anchor': id, onclick: () => this.open(id) }, ...marked(s.heading, words)))
      : h('h3', { id }, s.heading);
    const items = s.body.filter((p) => p.startsWith('• '));
    const paragraphs: HTMLElement[] = [];
    let list: HTMLElement | null = null;
    for (const p of s.body) {
      if (p.startsWith('• ')) {
        list ??= h('ul', {});
        list.append(h('li', {}, ...marked(p.slice(2), words)));
        if (p === items[items.length - 1]) {
          paragraphs.push(list);
          list = null;
        }
      } else paragraphs.push(h('p', {}, ...marked(p, words)));
    }
    return h(
      'section',
      { class: 'rules-section', 'data-section': id },
      heading,
      ...paragraphs,
      s.example ? h('p', { class: 'rules-example' }, h('b', {}, `${t('rules.example')}: `), ...marked(s.example, words)) : null,
    );
  }

  private showTopic(topic: RulesTopicText): void {
    this.topicId = topic.id;
    this.body.dataset.page = topic.id;
    replace(this.body, h('h2', {}, topic.title), ...topic.sections.map((s) => this.section(topic, s, [], false)));
    for (const b of this.nav.querySelectorAll<HTMLElement>('button')) {
      b.hidden = false;
      b.classList.toggle('active', b.dataset.page === topic.id);
    }
  }

  /** The sections holding every word of `query`, by topic, the words marked; the list narrowed to their topics. */
  private filter(query: string): void {
    const words = query.toLowerCase().split(/\s+/).filter(Boolean);
    if (!words.length) {
      const topic = this.topics.find((p) => p.id === this.topicId) ?? this.topics[0];
      if (topic) this.showTopic(topic);
      return;
    }
    const found = this.topics
      .map((topic) => ({ topic, sections: topic.sections.filter((s) => words.every((w) => textOf(s).includes(w))) }))
      .filter((f) => f.sections.length > 0);
    const shown = new Set(found.map((f) => f.topic.id));
    for (const b of this.nav.querySelectorAll<HTMLElement>('button')) {
      b.hidden = !shown.has(b.dataset.page ?? '');
      b.classList.remove('active');
    }
    const count = found.reduce((n, f) => n + f.sections.length, 0);
    this.body.dataset.page = 'search';
    replace(
      this.body,
      count
        ? h('p', { class: 'rules-count', 'data-testid': 'rules-count' }, t('rules.found', { n: count }))
        : h('p', { class: 'muted', 'data-testid': 'rules-count' }, t('rules.noMatch', { query })),
      ...found.flatMap((f) => [
        h('h2', {}, ...marked(f.topic.title, words)),
        ...f.sections.map((s) => this.section(f.topic, s, words, true)),
      ]),
    );
    this.scroll.scrollTo({ top: 0 });
  }
}
