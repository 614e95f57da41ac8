/**
 * Every card's full text, as the Rules panel's "Cards" page (markdown), built from the rules
 * package's card tables: the one source the engine plays by. Pure.
 */
import {
  BUILDING_ACTION_IDS,
  BUILDING_ACTIONS,
  COUNCIL,
  COUNCIL_IDS,
  PANIC_CARDS,
  PANIC_IDS,
  SPELL_IDS,
  SPELLS,
} from '@stronghold/rules/cards';
import { cap } from './ids';

const STAGE = ['', 'I', 'II', 'III'];
const LASTS = { moment: 'resolves at the turn start', supply: 'lasts until Phase 1 has paid out', turn: 'lasts the whole turn' } as const;

/** Markdown-safe plain text (the tables hold plain sentences). */
const md = (s: string): string => s.replace(/([\\`*_[\]<>#|])/g, '\\$1');

export function cardsMarkdown(): string {
  const out: string[] = ['# Cards', '', "The full text of every card, as the game plays it (from the rules package's card tables).", ''];
  out.push('## Spells', '', 'Cast in Phase 2, left to right along the row; see [spells.md](spells.md).', '');
  for (const id of SPELL_IDS) {
    const s = SPELLS[id];
    out.push(
      `### ${s.name}`,
      '',
      `*Stage ${STAGE[s.stage]} · ${s.mana} Mana${s.activation ? ' · needs Activation' : ''}${s.counters !== null ? ` · ${s.counters} in the reserve` : ''}*`,
      '',
      md(s.text),
      '',
    );
  }
  out.push('## Council cards', '', 'Markers are placed in Phase 1; a card is used once it holds enough; see [council.md](council.md).', '');
  for (const id of COUNCIL_IDS) {
    const c = COUNCIL[id];
    out.push(`### ${c.name}`, '', `*Needs ${c.markers} markers*`, '', md(c.text), '');
  }
  out.push(
    '## Panic cards',
    '',
    'Drawn at the start of a turn when Panic calls for it; see [panic-and-victory.md](panic-and-victory.md).',
    '',
  );
  for (const id of PANIC_IDS) {
    const p = PANIC_CARDS[id];
    out.push(`### ${p.name}`, '', `*${cap(LASTS[p.lasts])}*`, '', md(p.text), '');
  }
  out.push('## Building actions', '', "Paid with Hourglasses in the Defender's window; see [defender.md](defender.md).", '');
  for (const id of BUILDING_ACTION_IDS) {
    const a = BUILDING_ACTIONS[id];
    out.push(`### ${a.name}`, '', `*${cap(a.building)} · ${a.cost} Hourglass${a.cost === 1 ? '' : 'es'}*`, '', md(a.text), '');
  }
  return out.join('\n');
}
