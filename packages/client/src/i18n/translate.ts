/**
 * t(key, params), the log's sentences and the names of ids, in a given language. Plural forms
 * by Intl.PluralRules on the param `n`; `{turn}` renders as a Roman numeral; an id param renders
 * as its name; a list of ids as a list; unit counts as "3 Skeletons, 1 Vampire".
 */
import { type LogKind, type LogParams } from '@stronghold/rules';
import { PATHS } from '@stronghold/rules/cards';
import type { Catalog, Language } from './catalog';
import type { CardId, Format, LogMessage, Params, Plural, Template, Unit } from './catalog-shape';
import { en } from './en';
import { zhHant } from './zh-Hant';

export const CATALOGS: Record<Language, Catalog> = { en, 'zh-Hant': zhHant };

const PLURALS: Record<Language, Intl.PluralRules> = { en: new Intl.PluralRules('en'), 'zh-Hant': new Intl.PluralRules('zh-Hant') };
const LISTS: Record<Language, Intl.ListFormat> = {
  en: new Intl.ListFormat('en', { style: 'long', type: 'conjunction' }),
  'zh-Hant': new Intl.ListFormat('zh-Hant', { style: 'long', type: 'conjunction' }),
};

const ROMAN = ['', 'I', 'II', 'III', 'IV', 'V', 'VI', 'VII', 'VIII', 'IX', 'X'];
export const roman = (n: number): string => ROMAN[n] ?? String(n);

/** The {slots} of a message (of its `other` form, for plural forms). */
export const slotsOf = (m: Template): string[] =>
  [...(typeof m === 'string' ? m : m.other).matchAll(/\{(\w+)\}/g)].map(([, slot = '']) => slot);

const PATH_IDS = new Set<string>(PATHS.map((p) => p.id));

export interface Translator {
  lang: Language;
  t(key: string, params?: Params): string;
  name(id: string): string;
  /** The sentence of a log event. */
  event<K extends LogKind>(kind: K, params: LogParams<K>): string;
  units(unit: Unit, n: number): string;
  /** A card's rules text. */
  text(id: CardId): string;
  list(items: readonly string[]): string;
}

export function translator(lang: Language): Translator {
  const c = CATALOGS[lang];
  const pick = (m: Template, params: Params): string => {
    if (typeof m === 'string') return m;
    const n = typeof params.n === 'number' ? params.n : 0;
    return m[PLURALS[lang].select(n)] ?? m.other;
  };
  const fill = (m: Template, params: Params): string => pick(m, params).replace(/\{(\w+)\}/g, (_, k: string) => value(k, params[k]));
  const value = (key: string, v: unknown): string => {
    if (key === 'turn' && typeof v === 'number') return roman(v);
    if (typeof v === 'number') return String(v);
    if (typeof v === 'string') return name(v);
    if (Array.isArray(v)) return self.list(v.map((x) => (typeof x === 'string' ? name(x) : String(x))));
    if (v && typeof v === 'object') {
      const parts = Object.entries(v as Record<string, number>)
        .filter(([, n]) => n > 0)
        .map(([u, n]) => unitCount(u, n));
      return parts.length ? self.list(parts) : self.t('name.none');
    }
    return String(v);
  };
  const name = (id: string): string => {
    const known = (c.names as Record<string, string>)[id];
    if (known !== undefined) return known;
    if (PATH_IDS.has(id)) {
      const [from, to] = id.split('>') as [string, string];
      return from === 'r-barbican' ? self.t('name.barbicanPath', { to }) : self.t('name.path', { from, to });
    }
    const footbridge = /^(w\d+)-(w\d+)$/.exec(id);
    if (footbridge) return self.t('name.footbridge', { a: footbridge[1], b: footbridge[2] });
    if (/^p\d+$/.test(id)) return self.t('name.priest', { n: Number(id.slice(1)) });
    return id;
  };
  /** "3 Skeletons"; a unit the catalog does not know (a count's key from the wire) as "3 {key}". */
  const unitCount = (u: string, n: number): string => fill((c.units as Record<string, Plural>)[u] ?? { other: `{n} ${u}` }, { n });
  const f: Format = { name, units: (u, n) => self.units(u, n), list: (x) => self.list(x), t: (k, p) => self.t(k, p) };
  const self: Translator = {
    lang,
    t(key, params = {}) {
      const m = (c.ui as Record<string, Template>)[key] ?? (CATALOGS.en.ui as Record<string, Template>)[key];
      return m === undefined ? key : fill(m, params);
    },
    name,
    event(kind, params) {
      const m = c.log[kind] as LogMessage<unknown> | undefined;
      if (m === undefined) return kind;
      const text = typeof m === 'function' ? m(params, f) : fill(m, params);
      return text.charAt(0).toUpperCase() + text.slice(1);
    },
    text: (id) => c.texts[id],
    units: unitCount,
    list: (items) => LISTS[lang].format(items),
  };
  return self;
}
