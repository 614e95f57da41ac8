/**
 * The shape of a message catalog (one per language: en.ts, zh-Hant.ts) over its set of UI keys,
 * and the words every catalog uses. catalog.ts fixes the UI keys to English's; en.ts is typed by
 * this file alone (not by catalog.ts, which reads its keys from en.ts).
 */
import type {
  BuildingActionId,
  BuildingId,
  CouncilId,
  DefenderUnit,
  ForegroundId,
  GateId,
  InnerAreaId,
  InvaderAreaId,
  InvaderUnit,
  LogCause,
  LogKind,
  LogParams,
  PanicId,
  Side,
  SpellId,
  TowerId,
  WallId,
} from '@stronghold/rules';

/** Plural forms (Intl.PluralRules categories), chosen by the param `n`. */
export interface Plural {
  zero?: string;
  one?: string;
  two?: string;
  few?: string;
  many?: string;
  other: string;
}

/** A sentence with `{param}` slots, or its plural forms. */
export type Template = string | Plural;

/** What a function message gets to build its sentence. */
export interface Format {
  /** The reader's name of any id: a place, unit, card, spell, path, priest, cause. */
  name(id: string): string;
  /** "3 Skeletons". */
  units(unit: Unit, n: number): string;
  /** A list of names or phrases in the language's manner ("a, b and c"). */
  list(items: readonly string[]): string;
  /** A UI message of the same catalog. */
  t(key: string, params?: Params): string;
}

/** A log sentence: a template over the event's params, or a function of them. */
export type LogMessage<P> = Template | ((p: P, f: Format) => string);
export type LogMessages = { [K in LogKind]: LogMessage<LogParams<K>> };

export type Unit = InvaderUnit | DefenderUnit | 'priest';
export type Params = Record<string, unknown>;

/** Every id that has a name in every language. */
export type NameId =
  | SpellId
  | CouncilId
  | PanicId
  | BuildingActionId
  | BuildingId
  | InvaderAreaId
  | ForegroundId
  | WallId
  | TowerId
  | GateId
  | InnerAreaId
  | Unit
  | Side
  | Exclude<LogCause, SpellId | CouncilId>
  | 'dragon-card'
  | 'mana-deck'
  | 'council'
  | 'card:activation'
  | 'card:moveout'
  | 'card:camp'
  | 'ramparts'
  | 'foregrounds';

/** A card with a rules text: a spell, a Council or Panic card, a building action. */
export type CardId = SpellId | CouncilId | PanicId | BuildingActionId;

/** A catalog over the UI keys K (every language's are English's: catalog.ts `Catalog`). */
export interface CatalogOf<K extends string> {
  /** The language's own name, for the selector. */
  label: string;
  ui: Record<K, Template>;
  log: LogMessages;
  names: Record<NameId, string>;
  /** The cards' rules texts. */
  texts: Record<CardId, string>;
  /** A unit count: { one: '{n} Skeleton', other: '{n} Skeletons' }. */
  units: Record<Unit, Plural>;
}
