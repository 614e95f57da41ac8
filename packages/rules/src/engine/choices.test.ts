/** issue 10 "Typed choices": one table of choice ids, one resolver each, every offered option of its id's shape. */
import fs from 'node:fs';
import path from 'node:path';
import { withChoicesDoc } from './choices-doc';
import { applyAction, legalActions } from './apply';
import { CHOICES, CHOICE_IDS, choiceSchemaFor } from './choices';
import { CHOICE_RESOLVERS, mergeResolvers } from './registry';
import { newGame } from '../state/new-game';
import { ActionSchema } from '../actions/schema';
import { refused } from '../testing/play';
import { scenario } from '../testing/scenario';

describe('typed choices (issue 10)', () => {
  test('every choice id in the table has exactly one resolver, and every resolver an entry in the table', () => {
    expect(Object.keys(CHOICE_RESOLVERS).sort()).toEqual([...CHOICE_IDS].sort());
  });

  test('no two resolvers share an id: registering one twice throws', () => {
    const r = { 'assault.loss': () => undefined };
    expect(() => mergeResolvers(r, r)).toThrow("choice id 'assault.loss' registered twice");
  });

  test('every option the rules offer in self-play matches its choice id schema (and the action schema)', () => {
    const seen = new Set<string>();
    for (const seed of [3, 5, 8, 13]) {
      let s = newGame({ seed, ruleset: 'undead' });
      let x = seed;
      for (let i = 0; i < 4000 && s.phase !== 'ended'; i++) {
        const p = s.prompts[s.prompts.length - 1];
        if (p?.kind === 'choice') {
          seen.add(p.id);
          for (const o of p.options) {
            expect(choiceSchemaFor(p.id).safeParse(o).success).toBe(true);
            expect(ActionSchema.safeParse({ type: 'choose', seat: p.seat, option: o }).success).toBe(true);
          }
        }
        const legal = legalActions(s);
        x = (x * 1103515245 + 12345) % 2147483648;
        const r = applyAction(s, legal[x % legal.length]);
        if (!r.ok) throw new Error(r.error.message);
        s = r.state;
      }
    }
    expect(seen.size).toBeGreaterThan(20);
  });

  test('an option of the wrong shape for the pending choice is malformed (unknown fields rejected), state unchanged', () => {
    const s = scenario({ seed: 1 })
      .phase('assault', 'melee-4')
      .prompt({
        kind: 'choice',
        seat: 'defender',
        id: 'assault.stakes',
        label: 'Stakes',
        options: [{ wall: 'w9', unit: 'soldier' }, 'none'],
        context: { tower: 't5' },
      })
      .build();
    expect(refused(s, { type: 'choose', seat: 'defender', option: { wall: 'w9', unit: 'soldier', extra: 1 } })).toBe('malformed');
    expect(refused(s, { type: 'choose', seat: 'defender', option: 'w9:soldier' })).toBe('malformed');
    expect(refused(s, { type: 'choose', seat: 'defender', option: { wall: 'w8', unit: 'soldier' } })).toBe('illegal_target');
    expect(CHOICES['assault.stakes'].options).toContain('{ wall, unit }');
  });
});

describe('packages/rules/README.md "Choices" (issue 10: a client or bot author never reads the source)', () => {
  test('lists every choice id and its options, as generated from the table (node dist/engine/choices-doc.js)', () => {
    const readme = fs.readFileSync(path.join(__dirname, '../../README.md'), 'utf8');
    expect(withChoicesDoc(readme)).toBe(readme);
    for (const id of CHOICE_IDS) expect(readme).toContain(`| \`${id}\` |`);
  });
});
