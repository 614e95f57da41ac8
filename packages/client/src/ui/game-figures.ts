/**
 * The figures of a finished game on the end screen: units lost per side, Gates destroyed and
 * the Panic level each turn reached (at its Phase 6, before the return to the floor) as a small
 * SVG chart, computed from the record by the rules' summarizeGame (the server serves the record
 * once the game has ended).
 */
import { summarizeGame, type GameSummary } from '@stronghold/rules';
import { t } from '../i18n';
import { panicChartGeometry } from '../logic/panic-chart';
import { turnName } from '../logic/wording';
import { fetchRecord } from '../net/connection';
import { h, replace } from './dom';

const SVG = 'http://www.w3.org/2000/svg';

function svg<K extends keyof SVGElementTagNameMap>(
  tag: K,
  attrs: Record<string, string | number>,
  ...kids: Array<SVGElement | string>
): SVGElementTagNameMap[K] {
  const el = document.createElementNS(SVG, tag);
  for (const [k, v] of Object.entries(attrs)) el.setAttribute(k, String(v));
  for (const k of kids) el.append(k);
  return el;
}

/** Panic per turn: a line over the turns (the level each reached), the track's height on the left. */
export function panicChart(levels: readonly number[]): SVGSVGElement {
  const w = 260;
  const hgt = 90;
  const pad = 18;
  const { points, axisY } = panicChartGeometry(levels, w, hgt, pad);
  return svg(
    'svg',
    {
      viewBox: `0 0 ${w} ${hgt}`,
      width: w,
      height: hgt,
      role: 'img',
      'aria-label': t('figures.panicAria', { levels: levels.join(', ') }),
      'data-testid': 'panic-chart',
      class: 'panic-chart',
    },
    svg('line', { x1: pad, y1: axisY, x2: w - pad, y2: axisY, stroke: 'currentColor', 'stroke-opacity': 0.3 }),
    svg('polyline', { points: points.map((p) => `${p.x},${p.y}`).join(' '), fill: 'none', stroke: '#d4af37', 'stroke-width': 2 }),
    ...points.flatMap((p, i) => [
      svg('circle', { cx: p.x, cy: p.y, r: 3, fill: '#d4af37' }),
      svg('text', { x: p.x, y: p.y - 6, 'text-anchor': 'middle', 'font-size': 9, fill: 'currentColor' }, String(p.level)),
      svg(
        'text',
        { x: p.x, y: hgt - 4, 'text-anchor': 'middle', 'font-size': 9, fill: 'currentColor', 'fill-opacity': 0.7 },
        turnName(i + 1),
      ),
    ]),
  );
}

export function figuresNodes(g: GameSummary): HTMLElement {
  return h(
    'div',
    { class: 'end-figures', 'data-testid': 'end-figures' },
    h(
      'dl',
      { class: 'end-stats' },
      h('dt', {}, t('figures.invaderLost')),
      h('dd', { 'data-testid': 'fig-invader-lost' }, String(g.invaderLost)),
      h('dt', {}, t('figures.defenderLost')),
      h('dd', { 'data-testid': 'fig-defender-lost' }, String(g.defenderLost)),
      h('dt', {}, t('figures.gates')),
      h('dd', { 'data-testid': 'fig-gates' }, t('figures.gatesOf', { n: g.gatesDestroyed })),
      h('dt', {}, t('figures.turns')),
      h('dd', {}, String(g.turns)),
    ),
    h('div', { class: 'muted' }, t('figures.panic')),
    panicChart(g.panicByTurn),
  );
}

/** Fills `into` with the game's figures once its record can be read; says nothing if it cannot. */
export async function showFigures(into: HTMLElement, gameId: string): Promise<void> {
  replace(into, h('div', { class: 'muted' }, t('figures.counting')));
  // The end reaches the players a moment before the server has marked the game ended: retry.
  for (let attempt = 0; attempt < 4; attempt++) {
    try {
      const rec = (await fetchRecord(gameId)) as { seed: number; actions: unknown[] };
      replace(into, figuresNodes(summarizeGame(rec.seed, rec.actions)));
      return;
    } catch {
      await new Promise((r) => setTimeout(r, 500 * (attempt + 1)));
    }
  }
  replace(into);
}
