/**
 * Text from the server (log lines, prompt labels) in the board's words: internal ids become the
 * names the board shows ("r-front-1" -> "Rampart F1", "r-barbican>w5" -> "the path Barbican
 * Rampart → wall W5"), turn numbers become Roman numerals like the status bar, and a few fixed
 * slips of the rules' sentences are mended. Pure; the rules' own texts are not changed.
 */
import { bare, isBoardTarget, nameOf, ROMAN } from './ids';
import { SPELL_IDS } from '@stronghold/rules/cards';

/** A turn number as everywhere in the client (the board's Time Board uses I ... VIII). */
export function turnName(turn: number): string {
  return ROMAN[turn - 1] ?? String(turn);
}

const SPELL_SET = new Set<string>(SPELL_IDS);
// An id: letters/digits joined by '-' or '.', optionally a path "a>b". Longest first by regex greed.
const TOKEN = /(\bthe\s+)?\b([a-z][a-z0-9]*(?:[-.][a-z0-9]+)*(?:>[a-z][a-z0-9]*(?:[-.][a-z0-9]+)*)?)\b/g;

// One-word ids that are also English words are named only when they are places.
const PLACE_WORDS = new Set(['camp', 'courtyard', 'barracks', 'statue', 'hospital', 'forge', 'workshop', 'scouts', 'cathedral', 'altar']);

function isNameable(id: string): boolean {
  if (id.includes('>')) return id.split('>').every((p) => isBoardTarget(p));
  if (!/[-.\d]/.test(id)) return PLACE_WORDS.has(id) || SPELL_SET.has(id);
  return (isBoardTarget(id) && !/^p[1-9]$/.test(id)) || SPELL_SET.has(id);
}

/** Replace the board ids inside `text` by their board names. */
export function nameIds(text: string): string {
  const out = text.replace(TOKEN, (whole, the: string | undefined, id: string, offset: number) => {
    if (!isNameable(id)) return whole;
    // "camp" is also a plain word ("Declare Camp"); only the lower-case id is the place.
    const name = the ? `${the}${bare(id)}` : nameOf(id);
    return offset === 0 ? capFirst(name) : name;
  });
  return out;
}

/** A log line or prompt label in the board's words. */
export function boardWords(text: string): string {
  let t = nameIds(text);
  t = t.replace(/\bTurn (\d+)\b/g, (_m, n: string) => `Turn ${turnName(Number(n))}`);
  t = t.replace(/\bturn (\d+)\b/g, (_m, n: string) => `turn ${turnName(Number(n))}`);
  t = t
    .replace(/\ball 1 of its counter( on the board)? are\b/g, 'its one counter$1 is')
    .replace(/\ball 1 of its counter\b/g, 'its one counter');
  t = t.replace(
    /\bThe (Camp|Ramparts|Foregrounds) have moved out\b/g,
    (_m, s: string) => `The units ${s === 'Camp' ? 'in the Camp' : `on the ${s}`} have moved out`,
  );
  return capFirst(t);
}

export function capFirst(s: string): string {
  return s.charAt(0).toUpperCase() + s.slice(1);
}

const GERUND: Record<string, string> = {
  choose: 'choosing',
  pick: 'picking',
  order: 'ordering',
  arrange: 'arranging',
  place: 'placing',
  spend: 'spending',
  select: 'selecting',
  move: 'moving',
  remove: 'removing',
  take: 'taking',
  decide: 'deciding',
  cast: 'casting',
  draw: 'drawing',
  pay: 'paying',
  use: 'using',
  give: 'giving',
  put: 'putting',
  assign: 'assigning',
};

/** Does `text` start with an instruction verb ("Choose ...", "spend ...")? */
export function startsWithVerb(text: string): boolean {
  return (/^(\w+)/.exec(text)?.[1]?.toLowerCase() ?? '') in GERUND;
}

/**
 * An instruction addressed to the seat that acts ("Choose the target of ...", "spend your 6
 * Hourglasses") said about that seat for everybody else ("is choosing the target of ...").
 * Returns the predicate: the caller puts "The Defender" in front.
 */
export function thirdPerson(instruction: string): string {
  const t = instruction.trim();
  const m = /^(\w+)(.*)$/s.exec(t);
  if (!m) return `is deciding: ${t}`;
  const [, first = '', tail = ''] = m;
  const verb = first.toLowerCase();
  const rest = tail
    .replace(/\byour\b/g, 'their')
    .replace(/\byou\b/g, 'they')
    .replace(/\(secretly\)\s*/g, '')
    .replace(/\s*\((?:'done'|done|“Done”)[^)]*\)/g, '')
    .replace(/,?\s*or (?:done|“Done”)(?: to [^,.;]*)?/g, '')
    .replace(/,?\s*or go on\b/g, '');
  const g = GERUND[verb];
  if (g) return `is ${g}${rest}`;
  return `is deciding: ${lowerFirstWord(t)}`;
}

/**
 * Lower-cases an instruction's first word to follow "is deciding: ", never a name the rules
 * capitalise: a prompt that opens with a card's or building's name ("Necromancer's Library:
 * ...", "Ghostly Carriage: ...") keeps it as the rules name it.
 */
function lowerFirstWord(s: string): string {
  if (/^[A-Z][\w'’-]*(?: [A-Z][\w'’-]*)*:/.test(s)) return s;
  const second = s.charAt(1);
  return s.length > 1 && second !== second.toUpperCase() ? s.charAt(0).toLowerCase() + s.slice(1) : s;
}
