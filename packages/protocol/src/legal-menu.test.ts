/** The compact `legal` encoding loses nothing: expand(encode(x)) deep-equals x, order included. */
import { applyAction, legalActions, newGame, type Action } from '@stronghold/rules';
import { botRng } from '@stronghold/rules/bots';
import {
  ACTION_CODECS,
  applyLegalDiff,
  diffLegal,
  encodeMenu,
  expandMenu,
  LegalReader,
  LegalWriter,
  type LegalWire,
  type Menu,
  type MenuTrie,
} from './legal-menu';
import { must } from '@stronghold/rules/testing';

/** Every legal list of a seeded random game, with the seat that must act. */
function legalLists(seed: number, max = 400): { seat: string; actions: Action[] }[] {
  const rng = botRng(seed);
  let s = newGame({ seed, ruleset: 'undead' });
  const out: { seat: string; actions: Action[] }[] = [];
  while (!s.winner && s.phase !== 'ended' && out.length < max) {
    const actions = legalActions(s);
    out.push({ seat: s.toAct ?? '', actions });
    const r = applyAction(s, actions[rng.int(0, actions.length - 1)]);
    if (!r.ok) throw new Error(r.error.message);
    s = r.state;
  }
  return out;
}

const lists = [5, 77, 2024].flatMap((seed) => legalLists(seed));
/** The actions of list `i`. */
const listAt = (i: number): Action[] => must(lists[i], `legal list ${i}`).actions;
/** A list of over 100 actions. */
const longList = (): Action[] =>
  must(
    lists.find((l) => l.actions.length > 100),
    'a legal list of over 100 actions',
  ).actions;
/** A writer's message as the client decodes it. */
const wireCopy = (msg: LegalWire): LegalWire => JSON.parse(JSON.stringify(msg)) as LegalWire;

test('expandMenu(encodeMenu(x)) deep-equals x for every legal list of three seeded games', () => {
  expect(lists.length).toBeGreaterThan(300);
  for (const { actions } of lists) expect(expandMenu(encodeMenu(actions))).toEqual(actions);
});

/**
 * The menu as docs/protocol.md (Messages, `legal`) defines it, built action by action: a group per
 * run of one type and field order, each field's value (an enum's index) merged with the previous
 * entry of its level when equal. encodeMenu builds each level at its final length instead.
 */
function menuOneByOne(actions: readonly Action[]): Menu {
  const menu: Menu = [];
  let last = '';
  for (const action of actions) {
    const a = action as unknown as Record<string, string | number>;
    const ti = ACTION_CODECS.findIndex((c) => c.type === a.type);
    const codec = must(ACTION_CODECS[ti], `the codec of ${a.type}`);
    const keys = Object.keys(a).filter((k) => k !== 'type');
    const order = keys.map((k) => codec.fields.findIndex((f) => f.name === k));
    const signature = `${ti}|${keys.join(',')}`;
    if (signature !== last) menu.push([ti, order, []]);
    last = signature;
    let node: MenuTrie = must(menu.at(-1), 'a group')[2];
    if (order.length === 0) node.push(0);
    order.forEach((fi, depth) => {
      const f = must(codec.fields[fi], `field ${fi} of ${codec.type}`);
      const raw = must(a[f.name], f.name);
      const v = f.options && typeof raw === 'string' && f.options.includes(raw) ? f.options.indexOf(raw) : raw;
      if (depth === order.length - 1) node.push(v);
      else if (node.length >= 2 && node[node.length - 2] === v) node = node[node.length - 1] as MenuTrie;
      else {
        const child: MenuTrie = [];
        node.push(v, child);
        node = child;
      }
    });
  }
  return menu;
}

test('encodeMenu gives the menu built action by action (docs/protocol.md, Messages, `legal`), for every legal list of three seeded games', () => {
  for (const { actions } of lists) expect(encodeMenu(actions)).toEqual(menuOneByOne(actions));
  const mixed = lists.flatMap((l) => l.actions.slice(0, 3));
  expect(encodeMenu(mixed)).toEqual(menuOneByOne(mixed));
});

test('the menu is much smaller than the plain list (field values as enum indexes, shared prefixes once)', () => {
  const plain = lists.reduce((n, l) => n + JSON.stringify(l.actions).length, 0);
  const menu = lists.reduce((n, l) => n + JSON.stringify(encodeMenu(l.actions)).length, 0);
  expect(menu * 5).toBeLessThan(plain);
});

test('applyLegalDiff(prev, diffLegal(prev, next)) deep-equals next, for neighbours and for unrelated lists', () => {
  for (let i = 1; i < lists.length; i++) {
    const prev = listAt(i - 1);
    const next = listAt(i);
    expect(applyLegalDiff(prev, diffLegal(prev, next))).toEqual(next);
    const far = listAt((i * 37) % lists.length);
    expect(applyLegalDiff(far, diffLegal(far, next))).toEqual(next);
  }
  expect(applyLegalDiff([], diffLegal([], listAt(0)))).toEqual(listAt(0));
  expect(applyLegalDiff(listAt(0), diffLegal(listAt(0), []))).toEqual([]);
});

test('a LegalReader fed every message of a LegalWriter (as one client) gets every list back exactly', () => {
  const writer = new LegalWriter();
  const reader = new LegalReader();
  let diffs = 0;
  lists.forEach(({ actions }, stateId) => {
    const msg = wireCopy(writer.message(stateId, actions));
    if (msg.d) diffs++;
    expect(reader.read(msg)).toEqual({ stateId, actions });
  });
  expect(diffs).toBeGreaterThan(0);
  // A new connection starts over with a full menu.
  writer.reset();
  expect(writer.message(9, listAt(3)).m).toBeDefined();
});

test('encodeMenu refuses an action that is not of ActionSchema’s shape', () => {
  expect(() => encodeMenu([{ type: 'fly', seat: 'invader' } as unknown as Action])).toThrow(/unknown action type/);
  expect(() => encodeMenu([{ type: 'done', seat: 'invader', extra: 1 } as unknown as Action])).toThrow(/unknown field/);
});

test('structured choice options and advance counts round-trip (typed choices)', () => {
  const list: Action[] = [
    { type: 'choose', seat: 'defender', option: { wall: 'w9', unit: 'soldier' } },
    { type: 'choose', seat: 'defender', option: { wall: 'w9', unit: 'veteran' } },
    { type: 'choose', seat: 'defender', option: 'none' },
    { type: 'choose', seat: 'defender', option: 3 },
  ];
  expect(expandMenu(encodeMenu(list))).toEqual(list);
  const advances: Action[] = [1, 2, 3].map((count) => ({
    type: 'advance',
    seat: 'invader',
    from: 'camp',
    to: 'fg-left',
    unit: 'skeleton',
    count,
  }));
  expect(expandMenu(encodeMenu(advances))).toEqual(advances);
  expect(applyLegalDiff(list, diffLegal(list, [...list].reverse()))).toEqual([...list].reverse());
});

test('a diff never copies an action that only hashes like one the client holds (the index is confirmed by sameAction)', () => {
  // Counts are hashed as integers, so 1 and 1.5 share a hash: the diff must still send the new one.
  const base = { type: 'advance', seat: 'invader', from: 'camp', to: 'fg-left', unit: 'skeleton' } as const;
  const prev = [{ ...base, count: 1 }] as unknown as Action[];
  const next = [{ ...base, count: 1.5 }] as unknown as Action[];
  const diff = diffLegal(prev, next);
  expect(diff[1]).toBe(0); // nothing copied
  expect(applyLegalDiff(prev, diff)).toEqual(next);
  // A writer that held `prev` sends `next` whole or as inserted menus, never as a copy of prev.
  const writer = new LegalWriter();
  const reader = new LegalReader();
  reader.read(wireCopy(writer.message(1, prev)));
  expect(reader.read(wireCopy(writer.message(2, next))).actions).toEqual(next);
});

test('the diff matches actions by value, not identity, and copies a repeated action from its first position', () => {
  const long = longList();
  const clone = (a: readonly Action[]): Action[] => JSON.parse(JSON.stringify(a)) as Action[];
  const withRepeats = [...long, ...long.slice(0, 5)];
  expect(diffLegal(withRepeats, clone(long.slice(0, 5))).slice(0, 2)).toEqual([0, 5]);
  // A writer keeps the objects it held for the actions listed again: what it diffs against next.
  const writer = new LegalWriter();
  const reader = new LegalReader();
  [long, clone(long), clone(long.slice(7)), clone(withRepeats), clone(long)].forEach((actions, stateId) => {
    const msg = wireCopy(writer.message(stateId, actions));
    if (stateId > 0) expect(msg.d).toBeDefined();
    expect(reader.read(msg)).toEqual({ stateId, actions });
  });
});

test('actions moved, dropped and added between two lists are copied from where prev holds them (not only from the next expected position)', () => {
  const long = longList();
  const prev = long.slice(0, 60);
  // Two runs swapped, one action dropped, a new one in between.
  const next = [...prev.slice(30, 45), ...prev.slice(0, 29), must(long[80], 'action 80'), ...prev.slice(45)];
  const diff = diffLegal(prev, next);
  expect(applyLegalDiff(prev, diff)).toEqual(next);
  const copied = diff.filter((_, k) => k % 3 === 1).reduce((n: number, c) => n + Number(c), 0);
  expect(copied).toBe(next.length - 1); // everything but the new action is a copy
});

test('when it prices both, the writer sends the shorter of diff and menu by JSON length', () => {
  const long = longList();
  // Every other action moved: many short runs, nothing new (neither clearly a diff nor a menu).
  const shuffled = long.filter((_, i) => i % 2 === 0).concat(long.filter((_, i) => i % 2 === 1));
  const reversed = [...long].reverse();
  for (const next of [shuffled, reversed, long.slice(10)]) {
    const w = new LegalWriter();
    w.message(1, long);
    const msg = w.message(2, next);
    const diffLength = JSON.stringify(diffLegal(long, next)).length;
    const menuLength = JSON.stringify(encodeMenu(next)).length;
    if (msg.d) expect(JSON.stringify(msg.d).length).toBeLessThanOrEqual(menuLength);
    else expect(JSON.stringify(msg.m).length).toBeLessThanOrEqual(diffLength);
  }
});
