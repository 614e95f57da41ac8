/** "Typed choices": one table of choice ids, one resolver each, every offered option of its id's shape. */
import fs from 'node:fs';
import path from 'node:path';
import { withChoicesDoc } from './choices-doc';
import { CHOICES, CHOICE_IDS, choiceSchemaFor, contextSchemaFor, contextShapes, type ContextOf } from './choices';
import type { ChoiceResolver } from '../engine/handler';
import { pushChoice } from '../engine/prompt-stack';
import type { TowerId } from '../board/undead-board';
import { mergeResolvers } from '../engine/choice';
import { applyAction, GAME, legalActions } from '../game';
import { newGame } from '../new-game';
import { ActionSchema } from './schema';
import { refused } from '../testing/play';
import { scenario } from '../testing/scenario';

describe('typed choices', () => {
  test('every choice id in the table has exactly one resolver, and every resolver an entry in the table', () => {
    expect(Object.keys(GAME.choices).sort()).toEqual([...CHOICE_IDS].sort());
  });

  test('no two resolvers share an id: registering one twice throws', () => {
    const r = { 'assault.loss': () => undefined };
    expect(() => mergeResolvers(r, r)).toThrow("choice id 'assault.loss' registered twice");
  });

  test('every option the rules offer in self-play matches its choice id schema (and the action schema), every context its context schema', () => {
    const seen = new Set<string>();
    const withContext = new Set<string>();
    for (const seed of [3, 5, 8, 13]) {
      let s = newGame({ seed, ruleset: 'undead' });
      let x = seed;
      for (let i = 0; i < 4000 && s.phase !== 'ended'; i++) {
        const p = s.prompts[s.prompts.length - 1];
        if (p?.kind === 'choice') {
          seen.add(p.id);
          const context = contextSchemaFor(p.id).safeParse(p.context);
          if (!context.success) throw new Error(`${p.id}: context ${JSON.stringify(p.context)}: ${context.error.message}`);
          if (Object.keys(p.context).length > 0) withContext.add(p.id);
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
    expect(withContext.size).toBeGreaterThan(8);
  });

  test('a context schema rejects a wrong shape: a missing field, a field of the wrong type, an unknown field', () => {
    const repel = contextSchemaFor('repel.rampart');
    expect(repel.safeParse({ wall: 'w2', unit: 'phantom' }).success).toBe(true);
    expect(repel.safeParse({ wall: 'w2' }).success).toBe(false);
    expect(repel.safeParse({ wall: 'w2', unit: 'soldier' }).success).toBe(false);
    expect(repel.safeParse({ wall: 'w2', unit: 'phantom', extra: 1 }).success).toBe(false);
    // Melee losses name the losing seat's three unit types, never a mix.
    const loss = contextSchemaFor('assault.loss');
    const defender = { wall: 'w1', target: 3, 'removed-marksman': 0, 'removed-soldier': 1, 'removed-veteran': 0 };
    expect(loss.safeParse(defender).success).toBe(true);
    expect(loss.safeParse({ ...defender, target: '3' }).success).toBe(false);
    expect(loss.safeParse({ ...defender, 'removed-phantom': 0 }).success).toBe(false);
    // A question without context takes only the empty object.
    expect(contextSchemaFor('forge.cannon.tower').safeParse({}).success).toBe(true);
    expect(contextSchemaFor('forge.cannon.tower').safeParse({ tower: 't1' }).success).toBe(false);
  });

  test('asking and resolving a choice are typed by its id: options and context are of its shapes (checked by tsc, npm run typecheck)', () => {
    const s = newGame({ seed: 1, ruleset: 'undead' });
    const before = s.prompts.length;
    const stakes: ContextOf<'assault.stakes'> = { tower: 't5' };
    pushChoice(s, 'defender', 'assault.stakes', 'Stakes', ['none'], stakes);
    pushChoice(s, 'defender', 'forge.cannon.tower', 'Cannon', ['t1']);
    expect(s.prompts.slice(before).map((p) => p.kind === 'choice' && p.context)).toEqual([{ tower: 't5' }, {}]);
    // Never called (hence the `_` names): they are here for tsc.
    const _wrong = () => {
      // @ts-expect-error the context of 'assault.stakes' is required
      pushChoice(s, 'defender', 'assault.stakes', 'Stakes', ['none']);
      // @ts-expect-error 'wall' is not a field of its context
      pushChoice(s, 'defender', 'assault.stakes', 'Stakes', ['none'], { tower: 't5', wall: 'w1' });
      // @ts-expect-error a Tower id, not a wall id
      pushChoice(s, 'defender', 'assault.stakes', 'Stakes', ['none'], { tower: 'w1' });
      // @ts-expect-error 'forge.cannon.tower' takes no context
      pushChoice(s, 'defender', 'forge.cannon.tower', 'Cannon', ['t1'], { tower: 't1' });
      // @ts-expect-error the options are of the id's option type: Tower ids
      pushChoice(s, 'defender', 'forge.cannon.tower', 'Cannon', ['w1']);
    };
    const _resolver: ChoiceResolver<'assault.stakes'> = (_draft, prompt, option) => {
      const tower: TowerId = prompt.context.tower;
      // @ts-expect-error the Stakes' context has no wall
      const wall: unknown = prompt.context.wall;
      // @ts-expect-error the option is `{ wall, unit }` or 'none', never a number
      const n: number = option;
      return [tower, wall, n];
    };
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

describe('packages/rules/README.md "Choices" (a client or bot author never reads the source)', () => {
  test('lists every choice id and its options, as generated from the table (npm run choices:doc -w @stronghold/rules)', () => {
    const readme = fs.readFileSync(path.join(__dirname, '../../README.md'), 'utf8');
    expect(withChoicesDoc(readme)).toBe(readme);
    for (const id of CHOICE_IDS) expect(readme).toContain(`| \`${id}\` |`);
  });

  test('every context field is listed, and every id with context fields says what they are', () => {
    const readme = fs.readFileSync(path.join(__dirname, '../../README.md'), 'utf8');
    for (const id of CHOICE_IDS) {
      const fields = contextShapes(CHOICES[id].context.schema).flat();
      if (fields.length > 0) expect(CHOICES[id].context.doc).not.toBe('');
      const row = readme.split('\n').find((line) => line.startsWith(`| \`${id}\` |`));
      for (const field of fields) expect(row).toContain(field);
    }
    expect(readme).toContain('`{ wall, unit }`: the wall the unit is repelled from');
  });
});
