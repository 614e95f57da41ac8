/**
 * The Rules panel: docs/rules/*.md (bundled at build time) and the card list generated from the
 * rules package's tables, rendered with marked and sanitized with DOMPurify; searchable; opened
 * from the Rules button or at a heading from a hover card's "Rules…" link.
 */
import DOMPurify from 'dompurify';
import { Marked } from 'marked';
import { cardsMarkdown } from '../logic/card-texts';
import { anchor, slug } from '../logic/rules-topics';
import { t } from '../i18n';
import { h, replace } from './dom';

const SOURCES = import.meta.glob<string>('../../../../docs/rules/*.md', { query: '?raw', import: 'default', eager: true });

/** Reading order: how a turn goes, each side, each phase, then the cards and the sources. */
const ORDER = [
  'README',
  'turn-flow',
  'defender',
  'council',
  'invader-supply',
  'spells',
  'moveout',
  'assault',
  'panic-and-victory',
  'cards',
  'sources',
  'self-play',
];

interface Page {
  id: string;
  title: string;
  html: string;
}

interface Section {
  anchor: string;
  page: string;
  heading: string;
  text: string;
}

function renderPage(id: string, markdown: string): Page {
  const marked = new Marked({
    renderer: {
      heading({ tokens, depth, text }) {
        return `<h${depth} id="${anchor(id, text)}">${this.parser.parseInline(tokens)}</h${depth}>\n`;
      },
      // Raw HTML in the docs is shown as text, never interpreted.
      html({ text }) {
        return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
      },
    },
  });
  const html = DOMPurify.sanitize(marked.parse(markdown, { async: false }));
  const title = /^#\s+(.+)$/m.exec(markdown)?.[1]?.replace(/`/g, '') ?? id;
  return { id, title, html };
}

function loadPages(): Page[] {
  const byId = new Map<string, string>();
  for (const [path, text] of Object.entries(SOURCES)) byId.set(path.replace(/^.*\//, '').replace(/\.md$/, ''), text);
  byId.set('cards', cardsMarkdown());
  const ids = [...ORDER.filter((id) => byId.has(id)), ...[...byId.keys()].filter((id) => !ORDER.includes(id)).sort()];
  return ids.flatMap((id) => {
    const markdown = byId.get(id);
    return markdown === undefined ? [] : [renderPage(id, markdown)];
  });
}

export class RulesPanel {
  readonly el = h('aside', {
    class: 'rules-panel',
    'data-testid': 'rules-panel',
    hidden: true,
    role: 'dialog',
    'aria-label': t('game.rules'),
  });
  private readonly pages: Page[] = loadPages();
  private readonly sections: Section[] = [];
  private readonly search = h('input', {
    type: 'search',
    class: 'rules-search',
    placeholder: t('rules.search'),
    'aria-label': t('rules.searchLabel'),
    'data-testid': 'rules-search',
  });
  private readonly nav = h('nav', { class: 'rules-nav' });
  private readonly body = h('div', { class: 'rules-body', 'data-testid': 'rules-body' });
  private readonly results = h('ul', { class: 'rules-results', 'data-testid': 'rules-results', hidden: true });
  private pageId = 'README';

  constructor() {
    this.indexSections();
    this.search.addEventListener('input', () => this.showResults(this.search.value));
    this.body.addEventListener('click', (e) => this.followLink(e));
    this.el.addEventListener('keydown', (e) => {
      if (e.key === 'Escape') this.close();
    });
    replace(
      this.nav,
      ...this.pages.map((p) =>
        h(
          'button',
          {
            class: 'rules-nav-item',
            'data-page': p.id,
            'data-testid': `rules-page-${p.id}`,
            onclick: () => this.open(anchor(p.id, p.title)),
          },
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
      h('div', { class: 'rules-main' }, this.nav, h('div', { class: 'rules-scroll' }, this.results, this.body)),
    );
  }

  get isOpen(): boolean {
    return !this.el.hidden;
  }

  /** Open at an anchor (`page--heading`); an unknown one opens its page, or the contents. */
  open(target = anchor('README', 'The rules as implemented')): void {
    const page = this.pages.find((p) => target.startsWith(`${p.id}--`)) ?? this.pages[0];
    // Never: the card list is a page whatever docs/rules holds.
    if (!page) return;
    this.el.hidden = false;
    this.results.hidden = true;
    this.search.value = '';
    this.showPage(page);
    const el = this.body.querySelector<HTMLElement>(`[id="${CSS.escape(target)}"]`);
    this.body.querySelectorAll('.rules-target').forEach((e) => e.classList.remove('rules-target'));
    if (el) {
      el.classList.add('rules-target');
      el.scrollIntoView({ block: 'start' });
    } else this.body.parentElement?.scrollTo({ top: 0 });
    this.search.focus({ preventScroll: true });
  }

  close(): void {
    this.el.hidden = true;
  }

  toggle(): void {
    if (this.isOpen) this.close();
    else this.open();
  }

  private showPage(page: Page): void {
    const { id } = page;
    if (this.pageId === id && this.body.childElementCount) return;
    this.pageId = id;
    this.body.innerHTML = page.html; // sanitized by DOMPurify in renderPage
    this.body.dataset.page = id;
    for (const a of this.body.querySelectorAll<HTMLAnchorElement>('a[href]')) {
      const href = a.getAttribute('href') ?? '';
      if (/^https?:/.test(href)) {
        a.target = '_blank';
        a.rel = 'noopener noreferrer';
      } else if (!/^[\w-]+\.md(#.*)?$/.test(href) && !href.startsWith('#')) a.removeAttribute('href'); // repo paths mean nothing here
    }
    this.nav.querySelectorAll('button').forEach((b) => b.classList.toggle('active', b.dataset.page === id));
  }

  private followLink(e: Event): void {
    const a = (e.target as HTMLElement).closest('a');
    const href = a?.getAttribute('href');
    if (!href) return;
    const m = /^(?:([\w-]+)\.md)?(?:#(.*))?$/.exec(href);
    if (!m) return;
    e.preventDefault();
    const page = m[1] ?? this.pageId;
    this.open(m[2] ? anchor(page, m[2]) : anchor(page, this.pages.find((p) => p.id === page)?.title ?? ''));
  }

  /** One entry per heading: its text up to the next heading, for the search. */
  private indexSections(): void {
    const tmp = document.createElement('div');
    for (const p of this.pages) {
      tmp.innerHTML = p.html; // sanitized
      let cur: Section | null = null;
      for (const node of Array.from(tmp.children)) {
        if (/^H[1-6]$/.test(node.tagName)) {
          cur = { anchor: node.id, page: p.title, heading: node.textContent, text: '' };
          this.sections.push(cur);
        } else if (cur) cur.text += ` ${node.textContent}`;
      }
    }
  }

  private showResults(query: string): void {
    const words = query.toLowerCase().split(/\s+/).filter(Boolean);
    const [first] = words;
    if (first === undefined) {
      this.results.hidden = true;
      return;
    }
    const hits = this.sections.filter((s) => words.every((w) => `${s.heading} ${s.text}`.toLowerCase().includes(w))).slice(0, 40);
    replace(
      this.results,
      hits.length
        ? hits.map((s) => {
            const hay = s.text.replace(/\s+/g, ' ').trim();
            const at = Math.max(0, hay.toLowerCase().indexOf(first) - 40);
            return h(
              'li',
              {},
              h(
                'button',
                { class: 'rules-hit', 'data-anchor': s.anchor, onclick: () => this.open(s.anchor) },
                h('b', {}, s.heading),
                h('span', { class: 'muted' }, ` · ${s.page}`),
                h('div', { class: 'rules-snippet' }, `${at ? '…' : ''}${hay.slice(at, at + 140)}…`),
              ),
            );
          })
        : h('li', { class: 'muted' }, t('rules.noMatch', { query })),
    );
    this.results.hidden = false;
  }
}

export { slug };
