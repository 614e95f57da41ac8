/**
 * The shape of the Rules panel's text (one book per language: rules-en.ts, rules-zh-Hant.ts) and
 * the numbers it quotes, read from the rules package's own tables so that the text never restates
 * a figure by hand. Topic and section ids are the same in every language: they are the anchors
 * the hover cards and the tutorial open (logic/rules-topics.ts).
 */
import {
  CAPACITY,
  DEFENDER_STRENGTH,
  INVADER_STRENGTH,
  LAST_TURN,
  MOVE_OUT,
  PANIC_MAX,
  PANIC_MIN,
  TIME_BOARD_MANA,
  UNITS_DRAWN_PER_TURN,
  supplyHourglasses,
} from '@stronghold/rules/cards';

export interface RulesSectionText {
  /** Stable across languages (`topic--section` is the anchor). */
  id: string;
  heading: string;
  /** Paragraphs; one starting with "• " is a list item. */
  body: string[];
  /** A short worked example. */
  example?: string;
}

export interface RulesTopicText {
  id: string;
  title: string;
  sections: RulesSectionText[];
}

/** The figures the text quotes, from the rules' tables. */
export const RULES_NUMBERS = {
  lastTurn: LAST_TURN,
  timeBoard: TIME_BOARD_MANA,
  /** The first turn whose Time Board figure is owed rather than received. */
  firstOwedTurn: TIME_BOARD_MANA.findIndex((m) => m < 0) + 1,
  hourglassesFirst: supplyHourglasses(1),
  hourglassesLater: supplyHourglasses(2),
  panicMin: PANIC_MIN,
  panicMax: PANIC_MAX,
  inv: INVADER_STRENGTH,
  def: DEFENDER_STRENGTH,
  drawn: UNITS_DRAWN_PER_TURN,
  moveOut: MOVE_OUT,
  room: CAPACITY,
} as const;

export type RulesNumbers = typeof RULES_NUMBERS;

const ROMAN = ['I', 'II', 'III', 'IV', 'V', 'VI', 'VII', 'VIII', 'IX', 'X'];
/** A turn's number as the Time Board writes it (VIII). */
export const romanTurn = (n: number): string => ROMAN[n - 1] ?? String(n);
