/**
 * The catalogs' languages, and the shape every catalog has: `Catalog` is derived from the English
 * catalog's keys, so a language that lacks a key of English is a type error.
 */
import type { CatalogOf } from './catalog-shape';

export const LANGUAGES = ['en', 'zh-Hant'] as const;
export type Language = (typeof LANGUAGES)[number];

// The UI keys are English's.
export type UiKey = keyof (typeof import('./en'))['en']['ui'];
export type Catalog = CatalogOf<UiKey>;
