/** The client's words, in the reader's language (docs/client.md "Languages"). */
import type { ChoicePrompt, LogKind, LogParams } from '@stronghold/rules';
import { COMPUTER_LEVELS, computerName } from '@stronghold/protocol';
import type { Language } from './catalog';
import type { CardId, Params, Unit } from './catalog-shape';
import { currentLanguage } from './language';
import { CATALOGS, slotsOf, translator, type Translator } from './translate';
import { winnerReason } from './winner';

export { LANGUAGES, type Language } from './catalog';
export { applyLanguage, currentLanguage, pickLanguage, switchLanguage } from './language';
export { roman, slotsOf, translator, CATALOGS, type Translator } from './translate';

const TRANSLATORS: Readonly<Record<Language, Translator>> = { en: translator('en'), 'zh-Hant': translator('zh-Hant') };

const now = (): Translator => TRANSLATORS[currentLanguage()];

/** A UI message of the current language. */
export const t = (key: string, params?: Params): string => now().t(key, params);
/** The current language's name of an id (a place, unit, card, spell, path, priest). */
export const nameOf = (id: string): string => now().name(id);
/** A log event in words. */
export const eventText = <K extends LogKind>(kind: K, params: LogParams<K>): string => now().event(kind, params);
/** "3 Skeletons". */
export const unitsText = (unit: Unit, n: number): string => now().units(unit, n);
/** A card's rules text (a spell, Council or Panic card, building action). */
export const cardText = (id: CardId): string => now().text(id);
export const listText = (items: readonly string[]): string => now().list(items);
/** Why the game ended (the rules' `winner.reason`), in the reader's language. */
export const winnerText = (reason: string): string => winnerReason(now(), reason);
/** A seat's name to start a sentence ("The Invader", "攻方"). */
export const seatName = (seat: 'invader' | 'defender'): string => {
  const who = t(`seat.${seat}`);
  return who.charAt(0).toUpperCase() + who.slice(1);
};
/**
 * A player's name as shown: as typed, but the name the server gives a computer seat
 * ("Computer (Hard)", `computerName`) in the reader's words.
 */
export const playerName = (name: string): string => {
  const level = COMPUTER_LEVELS.find((l) => computerName(l) === name);
  return level ? t('computer.name', { level: t(`level.${level}`) }) : name;
};
/** "The Invader is deciding: …" (no text: the question is secret or empty). */
export const deciding = (seat: 'invader' | 'defender', text: string): string => {
  const who = t(`seat.${seat}`);
  const Who = who.charAt(0).toUpperCase() + who.slice(1);
  return text ? t('status.decidingWhat', { seat: Who, text }) : t('status.deciding', { seat: Who });
};
/**
 * A choice prompt's question: the catalog's sentence for its id over its context (a spell's
 * placement by `spells.place`), else the rules' own label. Its {slots} are fields of the id's
 * context (the rules' `ContextOf<Id>`; test/choice-text.test.ts checks the catalogs against them).
 */
export const choiceText = (p: Pick<ChoicePrompt, 'id' | 'label' | 'context'>): string => {
  const tr = now();
  const key = p.id.startsWith('spells.place.') ? 'choice.spells.place' : `choice.${p.id}`;
  const raw = (CATALOGS.en.ui as Record<string, string | { other: string } | undefined>)[key];
  if (raw === undefined) return p.label;
  return slotsOf(raw).every((k) => k in p.context) ? tr.t(key, p.context) : p.label;
};
/**
 * An error in words: English shows the rules' or server's own message (it says why); another
 * language shows the catalog's sentence for the code (the message is English).
 */
export const errorText = (e: { code: string; message?: string }): string => {
  const key = `error.${e.code}`;
  if (currentLanguage() === 'en' || t(key) === key) return e.message || e.code;
  return t(key);
};
