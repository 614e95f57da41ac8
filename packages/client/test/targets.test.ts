import { anchorOf, actionKey, clickOffers, highlights, optionTarget, panelActions } from '../src/logic/targets';
import { A, view } from './fixtures';
import { must } from './must';

describe('what a click offers (from the legal list only)', () => {
  const legal = [
    A.pay('forge.cannon', 1),
    A.pay('forge.cannon', 2),
    A.pay('workshop.stone', 1),
    A.move('w1', 'w2', 'soldier'),
    A.move('w1', 'w2', 'marksman'),
    A.move('w1', 'courtyard', 'soldier'),
    A.move('courtyard', 'w3', 'soldier'),
    A.done(),
  ];

  test('a building slot offers the payments listed for it, nothing else', () => {
    const r = clickOffers(legal, 'forge.cannon', null);
    expect(r).toEqual({ kind: 'menu', target: 'forge.cannon', actions: [legal[0], legal[1]], canSelect: false });
  });

  test('a place that is only a source selects it for a two-click move', () => {
    expect(clickOffers(legal, 'w1', null)).toEqual({ kind: 'select', source: 'w1' });
  });

  test('with a source selected, a destination offers one button per unit that can go there', () => {
    const r = clickOffers(legal, 'w2', 'w1');
    expect(r.kind).toBe('menu');
    if (r.kind === 'menu') expect(r.actions).toEqual([legal[3], legal[4]]);
  });

  test('an illegal click does nothing', () => {
    expect(clickOffers(legal, 'w7', null)).toEqual({ kind: 'none' });
    expect(clickOffers(legal, 'cathedral.saint', null)).toEqual({ kind: 'none' });
    expect(clickOffers([], 'forge.cannon', null)).toEqual({ kind: 'none' });
  });

  test('clicking elsewhere with a source selected falls back to a fresh click there', () => {
    expect(clickOffers(legal, 'courtyard', 'w1')).toMatchObject({ kind: 'menu', actions: [legal[5]] });
    expect(clickOffers(legal, 'workshop.stone', 'w1')).toMatchObject({ kind: 'menu', actions: [legal[2]] });
  });

  test('a choice option that names a board place is offered by clicking that place', () => {
    const choice = [A.choose('t3'), A.choose('t4'), A.choose('done')];
    expect(clickOffers(choice, 't3', null)).toEqual({ kind: 'menu', target: 't3', actions: [choice[0]], canSelect: false });
    expect(clickOffers(choice, 't1', null)).toEqual({ kind: 'none' });
  });

  test('a Priest action is offered where the Priest stands', () => {
    const v = view();
    const priest = must(v.defender.priests[0], 'a Priest');
    const act = { type: 'priest', seat: 'defender', priest: priest.id, act: 'repel' } as const;
    expect(anchorOf(act, v)).toBe(priest.at);
    expect(clickOffers([act], priest.at, null, v)).toMatchObject({ kind: 'menu', actions: [act] });
  });
});

describe('highlights', () => {
  test('every anchor and every move source glows; nothing else', () => {
    const legal = [A.pay('forge.cross'), A.move('w4', 'w5'), A.advance('camp', 'fg-left'), A.done('defender')];
    const h = highlights(legal, null);
    expect([...h.active].sort()).toEqual(['camp', 'forge.cross', 'w4'].sort());
    expect(h.selected).toBeNull();
  });

  test('with a source selected, its destinations glow', () => {
    const legal = [A.advance('camp', 'fg-left'), A.advance('camp', 'fg-front', 'phantom'), A.advance('fg-left', 'r-left-1')];
    const h = highlights(legal, 'camp');
    expect([...h.active].sort()).toEqual(['fg-front', 'fg-left']);
    expect(h.selected).toBe('camp');
  });

  test('choice options that are board IDs glow, compound keys by their first board part', () => {
    const legal = [A.choose({ wall: 'w3', unit: 'soldier' }), A.choose('r-left-1>w2'), A.choose(2), A.choose('done')];
    expect([...highlights(legal, null).active].sort()).toEqual(['r-left-1>w2', 'w3']);
  });

  test('no legal actions, no highlights', () => {
    expect(highlights([], null).active.size).toBe(0);
  });
});

describe('panel actions and helpers', () => {
  test('actions with no place on the board go to the prompt panel', () => {
    const legal = [A.done('invader'), { type: 'drawMana', seat: 'invader' } as const, A.choose('3', 'invader'), A.pay('forge.cross')];
    expect(panelActions(legal)).toEqual([legal[0], legal[2]]);
  });

  test('optionTarget reads board IDs out of options (IDs and the fields of structured options)', () => {
    expect(optionTarget('w5')).toBe('w5');
    expect(optionTarget({ unit: 'soldier', wall: 'w5' })).toBe('w5');
    expect(optionTarget({ a: 'w2', b: 'w3' })).toBe('w2');
    expect(optionTarget('bone-thrower')).toBe('bone-thrower');
    expect(optionTarget(3)).toBeNull();
    expect(optionTarget('done')).toBeNull();
  });

  test('actionKey is stable and distinguishes actions', () => {
    expect(actionKey(A.pay('forge.cross', 2))).toBe('pay_2_forge.cross');
    expect(actionKey(A.move('w1', 'w2', 'soldier'))).not.toBe(actionKey(A.move('w1', 'w2', 'marksman')));
    expect(actionKey(A.choose('r-left-1>w2'))).toBe('choose_r-left-1>w2');
  });
});
