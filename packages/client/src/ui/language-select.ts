/** The language selector (every screen): the catalog languages by their own names. */
import { CATALOGS, LANGUAGES, currentLanguage, switchLanguage, t, type Language } from '../i18n';
import { h } from './dom';

export function languageSelect(): HTMLElement {
  const select = h(
    'select',
    { 'data-testid': 'language', 'aria-label': t('language.label'), onchange: () => switchLanguage(select.value as Language) },
    ...LANGUAGES.map((l) => h('option', { value: l, ...(l === currentLanguage() ? { selected: 'selected' } : {}) }, CATALOGS[l].label)),
  );
  return h('label', { class: 'language-select icon icon-globe', title: t('language.label') }, select);
}
