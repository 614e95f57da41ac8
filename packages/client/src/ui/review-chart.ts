/**
 * The game review beside the replay (docs/client.md "Game review"): the Hard computer's estimate
 * of the Invader's chance to win after every action, as a chart over the game with a cursor at
 * the step on screen, and the three biggest swings, marked on the chart and listed with what the
 * computer would have played instead. A click on a swing (or anywhere on the chart) jumps the
 * replay there. While the server is still working the review out, it asks again every few seconds.
 */
import { sameAction } from '@stronghold/rules';
import type { GameReview } from '@stronghold/protocol';
import { t } from '../i18n';
import { describeAction } from '../logic/describe';
import { insteadText } from '../logic/advice';
import { chanceY, curvePoints, percentOf, stepAtX, stepX, type ChartBox } from '../logic/review';
import { fetchReview } from '../net/review-api';
import { h, replace } from './dom';
import './advice.css';

/** How long to wait before asking again for a review being worked out. */
const POLL_MS = 3000;
const BOX: ChartBox = { width: 320, height: 120, pad: 8 };
const SVG = 'http://www.w3.org/2000/svg';

function svg<K extends keyof SVGElementTagNameMap>(tag: K, attrs: Record<string, string | number>): SVGElementTagNameMap[K] {
  const el = document.createElementNS(SVG, tag);
  for (const [k, v] of Object.entries(attrs)) el.setAttribute(k, String(v));
  return el;
}

export class ReviewChart {
  readonly el = h('section', { class: 'panel review-panel', 'data-testid': 'review', hidden: true });
  /** The game whose review is shown or awaited (null: none). */
  private id: string | null = null;
  private review: GameReview | null = null;
  private poll: ReturnType<typeof setTimeout> | null = null;
  private cursor: SVGLineElement | null = null;
  private step = 0;

  constructor(private readonly jump: (step: number) => void) {}

  /** Shows the review of game `id` (asks the server; says so while it is being worked out). */
  load(id: string): void {
    this.clear();
    this.id = id;
    this.el.hidden = false;
    this.say(t('review.pending'), 'review-pending');
    void this.fetch(id);
  }

  /** The replay shows step `i`: the cursor goes there. */
  setStep(i: number): void {
    this.step = i;
    this.placeCursor();
  }

  /** Nothing shown, nothing awaited. */
  clear(): void {
    if (this.poll) clearTimeout(this.poll);
    this.poll = null;
    this.id = null;
    this.review = null;
    this.cursor = null;
    replace(this.el);
    this.el.hidden = true;
  }

  private async fetch(id: string): Promise<void> {
    try {
      const answer = await fetchReview(id);
      if (this.id !== id) return;
      if (answer.status === 'pending') {
        this.poll = setTimeout(() => void this.fetch(id), POLL_MS);
        return;
      }
      if (answer.status === 'none') {
        this.clear();
        return;
      }
      this.review = answer.review;
      this.draw(answer.review);
    } catch (e) {
      if (this.id === id) this.say(t('review.failed', { why: e instanceof Error ? e.message : String(e) }), 'review-error');
    }
  }

  private say(text: string, testid: string): void {
    replace(this.el, h('h2', {}, t('review.title')), h('p', { class: 'muted', 'data-testid': testid }, text));
  }

  private draw(review: GameReview): void {
    const steps = review.chances.length;
    const chart = svg('svg', {
      class: 'review-chart',
      viewBox: `0 0 ${BOX.width} ${BOX.height}`,
      role: 'img',
      'aria-label': t('review.chart'),
      'data-testid': 'review-chart',
    });
    chart.append(
      svg('line', { class: 'midline', x1: BOX.pad, x2: BOX.width - BOX.pad, y1: chanceY(0.5, BOX), y2: chanceY(0.5, BOX) }),
      Object.assign(svg('text', { class: 'axis-label', x: BOX.pad + 2, y: BOX.pad + 9 }), { textContent: t('review.axis') }),
      svg('polyline', { class: 'curve', points: curvePoints(review.chances, BOX) }),
    );
    this.cursor = svg('line', { class: 'cursor', y1: BOX.pad, y2: BOX.height - BOX.pad, x1: BOX.pad, x2: BOX.pad });
    chart.append(this.cursor);
    for (const [n, s] of review.swings.entries()) {
      const mark = svg('circle', {
        class: 'swing-mark',
        cx: stepX(s.step, steps, BOX),
        cy: chanceY(s.after, BOX),
        r: 5,
        'data-testid': `review-mark-${n}`,
      });
      mark.addEventListener('click', (e) => {
        e.stopPropagation();
        this.jump(s.step);
      });
      chart.append(mark);
    }
    chart.addEventListener('click', (e) => {
      const r = chart.getBoundingClientRect();
      if (r.width > 0) this.jump(stepAtX(((e.clientX - r.left) / r.width) * BOX.width, steps, BOX));
    });
    const swings = h(
      'ol',
      { class: 'review-swings' },
      review.swings.map((s, n) =>
        h(
          'li',
          {},
          h(
            'button',
            { class: 'btn small ghost', 'data-testid': `review-swing-${n}`, 'data-step': s.step, onclick: () => this.jump(s.step) },
            t('review.swing', {
              step: s.step,
              seat: t(`side.${s.seat}`),
              played: describeAction(s.played),
              before: t('review.percent', { n: percentOf(s.before) }),
              after: t('review.percent', { n: percentOf(s.after) }),
            }),
            s.suggested
              ? h('small', {}, sameAction(s.suggested, s.played) ? t('review.same') : insteadText(s.suggested, s.terms, s.seat))
              : null,
          ),
        ),
      ),
    );
    replace(this.el, h('h2', {}, t('review.title')), chart, h('p', { class: 'muted' }, t('review.swings')), swings);
    this.placeCursor();
  }

  private placeCursor(): void {
    if (!this.cursor || !this.review) return;
    const x = String(stepX(this.step, this.review.chances.length, BOX));
    this.cursor.setAttribute('x1', x);
    this.cursor.setAttribute('x2', x);
  }
}
