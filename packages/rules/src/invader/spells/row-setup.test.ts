import { itemAt } from '../../engine/item-at';
import { applyAction } from '../../game';
import { newGame } from '../../new-game';
import { mustApply } from '../../testing/play';
import { choose, options, promptId } from '../../testing';

const SETUP = 'seed 000 "Invader\'s Setup"';

describe('arranging the row at setup', () => {
  test(`${SETUP}: before the first Supply menu the Invader lays the six blue spells out, left to right`, () => {
    const s = newGame({ seed: 3 });
    expect(s.turn).toBe(1);
    expect(s.toAct).toBe('invader');
    expect(promptId(s)).toBe('spells.setup-order');
    expect(options(s)).toEqual([...s.invader.row, 'done']);
  });

  test(`${SETUP}: "in any order": picking the spells one at a time gives exactly that row`, () => {
    let s = newGame({ seed: 3 });
    const wanted = [...s.invader.row].reverse();
    for (const spell of wanted.slice(0, 5)) {
      expect(promptId(s)).toBe('spells.setup-order');
      s = mustApply(s, choose(spell, 'invader')).state;
    }
    expect(s.invader.row).toEqual(wanted);
    expect(s.prompts.some((p) => p.kind === 'choice' && p.id === 'spells.setup-order')).toBe(false);
  });

  test(`${SETUP}: 'done' keeps the rest of the row in its order`, () => {
    let s = newGame({ seed: 5 });
    const before = [...s.invader.row];
    s = mustApply(s, choose(itemAt(before, 3, 'row'), 'invader')).state;
    s = mustApply(s, choose('done', 'invader')).state;
    expect(s.invader.row).toEqual([before[3], before[0], before[1], before[2], before[4], before[5]]);
    expect(s.prompts.some((p) => p.kind === 'choice' && p.id === 'spells.setup-order')).toBe(false);
  });

  test(`${SETUP}: a spell already placed (or not in the row) is no option (illegal_target, state unchanged)`, () => {
    const s0 = newGame({ seed: 5 });
    const first = itemAt(s0.invader.row, 0, 'row');
    const s = mustApply(s0, choose(first, 'invader')).state;
    const before = JSON.stringify(s);
    const r = applyAction(s, choose(first, 'invader'));
    expect(!r.ok && r.error.code).toBe('illegal_target');
    const lib = itemAt(s.invader.library, 0, 'Library');
    const r2 = applyAction(s, choose(lib, 'invader'));
    expect(!r2.ok && r2.error.code).toBe('illegal_target');
    expect(JSON.stringify(s)).toBe(before);
  });

  test(`${SETUP}: only in turn I`, () => {
    let s = newGame({ seed: 3 });
    s = mustApply(s, choose('done', 'invader')).state;
    expect(s.prompts.some((p) => p.kind === 'choice' && p.id === 'spells.setup-order')).toBe(false);
  });
});
