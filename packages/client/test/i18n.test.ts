import { LOG_KINDS, type GameEvent } from '@stronghold/rules';
import { seededEvents } from '@stronghold/rules/testing';
import { CATALOGS, LANGUAGES, pickLanguage, translator } from '../src/i18n';
import { LOG_SAMPLES } from './log-samples';

/** A rules id in running text ("r-front-1", "fg-front", "illusionary-threat", "w5", "t3", "p1"). */
const RAW_ID = /\b([a-z]+-[a-z0-9-]+|[wtp]\d+)\b/;
/** Latin words in a Chinese sentence (Roman numerals of turns are allowed). */
const ENGLISH_WORD = /[A-Za-z]{2,}/;
const ROMAN_ONLY = /^[IVX]+$/;

/** The events of a few seeded self-play games, and one example of every kind. */
const events: GameEvent[] = [
  ...seededEvents([900, 901, 902, 903]),
  ...LOG_KINDS.map((kind) => ({ to: 'all', kind, params: LOG_SAMPLES[kind] }) as GameEvent),
];

describe('the message catalogs (docs/client.md "Languages")', () => {
  test('zh-Hant has every key of en, in every section', () => {
    const en = CATALOGS.en;
    const zh = CATALOGS['zh-Hant'];
    for (const section of ['ui', 'log', 'names', 'units', 'texts'] as const) {
      const missing = Object.keys(en[section]).filter((k) => !(k in zh[section]));
      expect({ section, missing }).toEqual({ section, missing: [] });
    }
    expect(Object.keys(en.log).sort()).toEqual([...LOG_KINDS].sort());
  });

  test('zh-Hant names and card texts are Chinese (no English word left)', () => {
    const zh = CATALOGS['zh-Hant'];
    const latin = [...Object.entries(zh.names), ...Object.entries(zh.texts)].filter(([, v]) => ENGLISH_WORD.test(v)).map(([k]) => k);
    expect(latin).toEqual([]);
  });

  test('seeded self-play covers many event kinds (the samples cover the rest)', () => {
    const seen = new Set(seededEvents([900, 901]).map((e) => e.kind));
    expect(seen.size).toBeGreaterThan(LOG_KINDS.length / 3);
  });

  for (const lang of LANGUAGES) {
    test(`${lang}: every event of seeded games renders with no missing key and no raw id`, () => {
      const tr = translator(lang);
      for (const e of events) {
        const text = tr.event(e.kind, e.params);
        expect({ kind: e.kind, text, raw: RAW_ID.exec(text)?.[0] ?? null }).toEqual({ kind: e.kind, text, raw: null });
        expect(text).not.toMatch(/\{\w+\}|undefined|NaN|\[object/);
        expect(text).not.toBe(e.kind);
        if (lang === 'zh-Hant') {
          const latin = (text.match(new RegExp(ENGLISH_WORD, 'g')) ?? []).filter((w) => !ROMAN_ONLY.test(w));
          expect({ kind: e.kind, text, latin }).toEqual({ kind: e.kind, text, latin: [] });
        }
      }
    });
  }

  test('every id the events carry has a name in both languages', () => {
    const ids = new Set<string>();
    const walk = (v: unknown): void => {
      if (typeof v === 'string') ids.add(v);
      else if (Array.isArray(v)) v.forEach(walk);
    };
    // `seat`, `size` and `why` (a takeover's cause) are words of the sentence, not names.
    for (const e of events) for (const [k, v] of Object.entries(e.params)) if (k !== 'seat' && k !== 'size' && k !== 'why') walk(v);
    for (const lang of LANGUAGES) {
      const tr = translator(lang);
      // English names the sides by the same words as their ids.
      const sameWord = (id: string) => lang === 'en' && ['left', 'front', 'right'].includes(id);
      expect([...ids].filter((id) => tr.name(id) === id && !sameWord(id))).toEqual([]);
    }
  });

  test('places render as the board names them; turns as Roman numerals; plurals by Intl.PluralRules', () => {
    const en = translator('en');
    const zh = translator('zh-Hant');
    expect(en.event('move.advance', { unit: 'skeleton', from: 'camp', to: 'fg-front', n: 1 })).toBe(
      'A Skeleton advances from the Camp to the Front Foreground.',
    );
    expect(en.event('move.advance', { unit: 'skeleton', from: 'camp', to: 'fg-front', n: 5 })).toBe(
      '5 × Skeleton advance from the Camp to the Front Foreground.',
    );
    expect(en.event('build.trap', { path: 'r-barbican>w5' })).toBe('The Defender places a Trap on the Barbican path to Wall 5.');
    expect(en.event('cast.placed', { spell: 'illusionary-threat', at: 'r-front-1' })).toBe(
      'Illusionary Threat is placed on the Front Rampart 1.',
    );
    expect(en.event('turn.begins', { turn: 2 })).toBe('Turn II begins.');
    expect(zh.event('turn.begins', { turn: 2 })).toBe('第 II 回合開始。');
    expect(en.event('activate.spell', { spell: 'drums', mana: 1, n: 1 })).toBe(
      'The Invader activates Drums for 1 Mana: its 1 counter on the board is active this turn.',
    );
    expect(en.event('moveout.stageDone', { stage: 'camp' })).toBe('The units of the Camp have moved out.');
    expect(en.event('hourglasses.lost', { n: 1 })).toBe('The Defender cannot spend 1 Hourglass: it is lost.');
    expect(en.event('hourglasses.lost', { n: 3 })).toBe('The Defender cannot spend 3 Hourglasses: they are lost.');
    expect(en.event('ranged.marksmanKill', { at: 't3', unit: 'vampire', rampart: 'r-left-1' })).toBe(
      'A Marksman on Tower 3 kills a Vampire on the Left Rampart 1.',
    );
    expect(zh.event('move.advance', { unit: 'skeleton', from: 'camp', to: 'fg-front', n: 1 })).toBe('1 個骷髏從營地推進到正面前線。');
  });

  test('the language comes from the stored choice, else the browser, else English', () => {
    expect(pickLanguage(null, ['zh-TW', 'en-US'])).toBe('zh-Hant');
    expect(pickLanguage(null, ['zh-Hant-HK'])).toBe('zh-Hant');
    expect(pickLanguage('en', ['zh-TW'])).toBe('en');
    expect(pickLanguage('zh-Hant', ['en-GB'])).toBe('zh-Hant');
    expect(pickLanguage(null, ['fr-FR', 'de'])).toBe('en');
    expect(pickLanguage('klingon', [])).toBe('en');
  });
});
