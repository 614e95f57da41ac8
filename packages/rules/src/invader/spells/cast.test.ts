import { applyAction, legalActions } from '../../game';
import { newGame } from '../../new-game';
import { mustApply } from '../../testing/play';
import { viewFor } from '../../view/view-for';
import { SPELLS } from '../../cards/spells';
import { cast, castOnly, choose, refused, spellsMenu } from '../../testing';
import { must } from '../../testing/must';

const P2 = 'seed 000 "Phase 2: Casting Spells"';

describe('the invader-spells menu', () => {
  test(`${P2}: every castable spell of the row is offered, and 'done'`, () => {
    const s = spellsMenu(['drums', 'mists', 'piercing-wail'], 10);
    expect(legalActions(s)).toEqual([cast('drums'), cast('mists'), cast('piercing-wail'), { type: 'done', seat: 'invader' }]);
  });

  test(`${P2}: a cast pays the Mana, is marked as cast and logged`, () => {
    const s = spellsMenu(['mists', 'piercing-wail'], 5);
    const { state, events } = mustApply(s, cast('mists'));
    expect(state.invader.mana).toBe(4);
    expect(state.invader.cast).toEqual(['mists']);
    expect(events.some((e) => e.kind === 'cast.cast' && e.params.spell === 'mists')).toBe(true);
  });

  test(`${P2}: spells are cast left to right: one left of the last cast spell is out_of_order`, () => {
    const s = spellsMenu(['drums', 'mists', 'piercing-wail'], 10, (b) => b.with((x) => (x.invader.cast = ['mists'])));
    expect(refused(s, cast('drums'))).toBe('out_of_order');
    expect(legalActions(s)).toEqual([cast('piercing-wail'), { type: 'done', seat: 'invader' }]);
  });

  test(`${P2}: skipping spells is allowed (cast the third, then the fourth)`, () => {
    const s = spellsMenu(['drums', 'mists', 'dragon-phantom', 'piercing-wail'], 10, (b) => b.with((x) => (x.invader.cast = ['mists'])));
    const { state } = mustApply(s, cast('dragon-phantom'));
    expect(state.invader.cast).toEqual(['mists', 'dragon-phantom']);
  });

  test(`${P2}: each spell at most once a turn (already_used)`, () => {
    const s = spellsMenu(['drums', 'piercing-wail'], 10, (b) => b.with((x) => (x.invader.cast = ['drums'])));
    expect(refused(s, cast('drums'))).toBe('already_used');
  });

  test(`${P2}: a spell costing more Mana than the Invader has is insufficient_mana`, () => {
    const s = spellsMenu(['spectral-ballista', 'drums'], 2);
    expect(refused(s, cast('spectral-ballista'))).toBe('insufficient_mana');
    expect(legalActions(s)).toEqual([cast('drums'), { type: 'done', seat: 'invader' }]);
  });

  test('cards.md "Spells": a spell whose counters are all on the board cannot be cast (no_counter_left)', () => {
    const s = spellsMenu(['drums', 'piercing-wail'], 10, (b) =>
      b.with((x) => {
        for (const at of ['r-left-1', 'r-left-2', 'r-front-1'] as const)
          x.board.counters.push({ id: x.nextId++, spell: 'drums', at, castTurn: 0 });
      }),
    );
    expect(refused(s, cast('drums'))).toBe('no_counter_left');
  });

  test(`${P2}: a spell without a legal target cannot be cast (illegal_target)`, () => {
    const s = spellsMenu(['phantom-gale', 'piercing-wail'], 10);
    expect(refused(s, cast('phantom-gale'))).toBe('illegal_target');
  });

  test(`${P2}: a spell not in the row is illegal_action; other phases' actions are wrong_phase`, () => {
    const s = spellsMenu(['drums', 'piercing-wail'], 10);
    expect(refused(s, cast('bloodlust'))).toBe('illegal_action');
    expect(refused(s, { type: 'drawMana', seat: 'invader' })).toBe('wrong_phase');
    expect(refused(s, { type: 'activate', seat: 'invader', spell: 'drums' })).toBe('wrong_phase');
  });

  test(`${P2}: only the Invader casts (a Defender cast is malformed)`, () => {
    const s = spellsMenu(['drums'], 10);
    const r = applyAction(s, { type: 'cast', seat: 'defender', spell: 'drums' });
    expect(!r.ok && r.error.code).toBe('malformed');
  });

  test(`${P2}: 'done' ends Phase 2 (the menu closes)`, () => {
    const s = spellsMenu(['drums'], 10);
    const { state } = mustApply(s, { type: 'done', seat: 'invader' });
    expect(state.phase).not.toBe('spells');
  });

  test(`${P2}: with nothing castable the menu only offers 'done'`, () => {
    const s = spellsMenu(['drums', 'mists'], 0);
    expect(legalActions(s)).toEqual([{ type: 'done', seat: 'invader' }]);
  });
});

describe('Hourglasses for the Defender', () => {
  test(`${P2}: the Defender receives Hourglasses equal to the cost; the window opens after the effect's choices`, () => {
    const s = spellsMenu(['mists', 'piercing-wail'], 5, (b) => b.hourglasses(0));
    const { draft, events } = castOnly(s, 'mists');
    expect(draft.defender.hourglasses).toBe(SPELLS.mists.mana);
    expect(events.some((e) => e.kind.startsWith('hourglasses.'))).toBe(true);
    // Stack, last answered first: the target choice, then the Defender window, then the menu.
    expect(draft.prompts.map((p) => p.kind)).toEqual(['invader-spells', 'defender-spend', 'choice']);
  });

  test(`${P2}: an immediate effect is resolved before the Defender spends`, () => {
    const s = spellsMenu(['piercing-wail', 'drums'], 5, (b) => b.hourglasses(0).panic(1));
    const { draft } = castOnly(s, 'piercing-wail');
    expect(draft.panic.level).toBe(3);
    expect(draft.defender.hourglasses).toBe(3);
    expect(draft.prompts.map((p) => p.kind)).toEqual(['invader-spells', 'defender-spend']);
  });

  test(`${P2}: the window comes after the last of the effect's choices`, () => {
    const s = spellsMenu(['mists', 'piercing-wail'], 5, (b) => b.hourglasses(0));
    const a = mustApply(s, cast('mists')).state;
    expect(a.toAct).toBe('invader');
    expect(a.prompts.map((p) => p.kind)).toEqual(['invader-spells', 'defender-spend', 'choice']);
    const b = mustApply(a, choose('r-front-1', 'invader')).state;
    expect(b.prompts.some((p) => p.kind === 'choice')).toBe(false);
    expect(b.board.counters.some((c) => c.spell === 'mists' && c.at === 'r-front-1')).toBe(true);
  });
});

describe('rulings.md "Hidden information" in Phase 2', () => {
  const hasId = (json: string, id: string) => new RegExp(`"${id}"(?!:)`).test(json);

  test('viewFor(defender/spectator) never holds a Library or set-aside spell id', () => {
    const s = newGame({ seed: 11 });
    for (const viewer of ['defender', 'spectator'] as const) {
      const json = JSON.stringify(viewFor(s, viewer));
      for (const id of [...s.invader.library, ...s.invader.setAside]) expect(hasId(json, id)).toBe(false);
    }
    const inv = JSON.stringify(viewFor(s, 'invader'));
    expect(s.invader.library.every((id) => hasId(inv, id))).toBe(true);
  });

  test('viewFor(defender/spectator) never holds a face-down Illusionary Threat value, even during the secret choice', () => {
    const s = spellsMenu(['illusionary-threat', 'piercing-wail'], 10, (b) => b.with((x) => (x.invader.illusionReserve = [2, 3])));
    const a = mustApply(s, cast('illusionary-threat')).state;
    const b = mustApply(a, choose('w4', 'invader')).state;
    for (const viewer of ['defender', 'spectator'] as const) {
      const json = JSON.stringify(viewFor(b, viewer));
      expect(json).not.toContain('"value"');
      const secret = viewFor(b, viewer).prompts.find((p) => p.kind === 'choice');
      expect(secret?.options).toEqual([]);
    }
    const c = mustApply(b, choose(3, 'invader')).state;
    for (const viewer of ['defender', 'spectator'] as const) {
      const json = JSON.stringify(viewFor(c, viewer));
      expect(json).not.toContain('"value"');
      expect(json).not.toContain('illusionReserve":[2');
    }
    expect(viewFor(c, 'invader').board.counters.find((x) => x.spell === 'illusionary-threat')?.value).toBe(3);
  });

  test("viewFor never shows a machine stack's cards", () => {
    const s = spellsMenu(['bone-thrower', 'piercing-wail'], 10);
    const a = mustApply(mustApply(s, cast('bone-thrower')).state, choose('r-left-1', 'invader')).state;
    for (const viewer of ['invader', 'defender', 'spectator'] as const) {
      const c = must(
        viewFor(a, viewer).board.counters.find((x) => x.spell === 'bone-thrower'),
        'a Bone Thrower counter',
      );
      expect(c.stack).toEqual([]);
      expect(c.stackSize).toBe(7);
    }
  });
});
