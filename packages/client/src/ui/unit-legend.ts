/**
 * The board's unit legend: one button per unit type, its colour, name and strength; hovering,
 * focusing or tapping one shows its details card.
 */
import { t } from '../i18n';
import { unitDetails, unitStrength } from '../logic/explain';
import { nameOf } from '../logic/ids';
import { h } from './dom';
import type { HoverCard } from './hover-card';

const LEGEND_UNITS = ['phantom', 'skeleton', 'vampire', 'marksman', 'soldier', 'veteran'];

export function unitLegend(hover: HoverCard): HTMLElement {
  return h(
    'span',
    { class: 'legend', 'data-testid': 'legend' },
    ...LEGEND_UNITS.map((u) => {
      const d = unitDetails(u);
      const show = (e: Event) => {
        const r = (e.currentTarget as HTMLElement).getBoundingClientRect();
        hover.show(d, r.left, r.top - 150, false);
      };
      return h(
        'button',
        {
          type: 'button',
          class: `lg lg-${u}`,
          'data-testid': `legend-${u}`,
          title: `${d.kind}. ${d.text}`,
          'aria-label': `${nameOf(u)}: ${d.kind}. ${d.text}`,
          onmouseenter: show,
          onfocus: show,
          onclick: show,
          onmouseleave: () => hover.hide(),
          onblur: () => hover.hide(),
        },
        h('i', {}),
        nameOf(u),
        h('b', { class: 'lg-str', title: t('game.strength') }, String(unitStrength(u))),
      );
    }),
  );
}
