/**
 * The board's view buttons: zoom out, zoom in and fit, and (phones) the jumps to the board's far
 * parts, one tap away.
 */
import { SPELL_IDS } from '@stronghold/rules';
import { t } from '../i18n';
import type { BoardRenderer } from '../board/renderer';
import { clampZoom, MIN_ZOOM } from '../board/pinch-zoom';
import { CLIENT_TARGETS } from '../logic/ids';
import { h } from './dom';
import type { HoverCard } from './hover-card';

/** Zoom out, zoom in, fit: in this order, as the board tools show them. */
export function zoomButtons(renderer: BoardRenderer, hover: HoverCard): HTMLElement[] {
  const zoom = (dir: number) => {
    hover.hide();
    renderer.setZoom(clampZoom(renderer.effectiveZoom + dir * 0.5));
  };
  const zoomOut = h(
    'button',
    { class: 'btn small ghost zoom-btn', title: t('game.zoomOut'), 'aria-label': t('game.zoomOut'), onclick: () => zoom(-1) },
    '−',
  );
  const zoomIn = h(
    'button',
    { class: 'btn small ghost zoom-btn', title: t('game.zoomIn'), 'aria-label': t('game.zoomIn'), onclick: () => zoom(1) },
    '+',
  );
  const fit = h(
    'button',
    {
      class: 'btn small ghost zoom-btn',
      'data-testid': 'zoom-fit',
      title: t('play.zoomFit'),
      'aria-label': t('play.zoomFit'),
      onclick: () => renderer.setZoom(MIN_ZOOM),
    },
    '⤢',
  );
  return [zoomOut, zoomIn, fit];
}

/** Phones: the spell row, the Council and the hourglasses, each revealed by a tap. */
export function phoneJumps(renderer: BoardRenderer): HTMLElement {
  const jump = (key: string, ids: readonly string[]) =>
    h(
      'button',
      { class: 'btn small ghost', 'data-testid': `jump-${key}`, title: t('play.jump.hint'), onclick: () => renderer.reveal(ids) },
      t(`play.jump.${key}`),
    );
  return h(
    'span',
    { class: 'phone-tools', 'data-testid': 'phone-tools' },
    jump('spells', SPELL_IDS),
    jump('council', [CLIENT_TARGETS.council]),
    jump('hourglasses', ['hourglasses']),
  );
}
