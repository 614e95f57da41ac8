/** The home screen's "Learn to play" card: a tutorial game as the Invader or as the Defender. */
import { t } from '../i18n';
import { h } from '../ui/dom';
import type { TutorialSide } from './step';

export function learnCard(start: (side: TutorialSide) => void): HTMLElement {
  const button = (side: TutorialSide) =>
    h(
      'button',
      { class: `btn primary side-${side}`, type: 'button', 'data-testid': `tutorial-${side}`, onclick: () => start(side) },
      t(`tutorial.home.${side}`),
    );
  return h(
    'section',
    { class: 'card learn-card', 'data-testid': 'learn-card' },
    h('h2', {}, t('tutorial.home.title')),
    h('p', { class: 'hint' }, t('tutorial.home.text')),
    h('div', { class: 'row' }, button('invader'), button('defender')),
  );
}
