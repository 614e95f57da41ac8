import { botRng, pick } from '../bots/bot-rng';
import { applyAction, legalActions } from '../game';
import { newGame } from '../new-game';
import type { AssaultProgress, AssaultState, GameState, Viewer } from '../state/types';
import { canSeeLibrary, viewFor, type GameView } from './view-for';
import { itemAt } from '../engine/item-at';
import { mustApply } from '../testing/play';
import { must } from '../testing/must';

/** Does the serialized view hold this id as a value (not as an object key such as effects.plague)? */
const holdsValue = (text: string, id: string): boolean => new RegExp(`"${id}"(?!:)`).test(text);

describe('rulings.md "Hidden information"', () => {
  const s = newGame({ seed: 21 });

  test('the set-aside spells and Council cards are seen by nobody', () => {
    for (const viewer of ['invader', 'defender', 'spectator'] as const) {
      const text = JSON.stringify(viewFor(s, viewer));
      for (const id of s.invader.setAside) expect(holdsValue(text, id)).toBe(false);
      for (const id of s.defender.council.setAside) expect(holdsValue(text, id)).toBe(false);
    }
  });

  test('the Library is seen by the Invader only (before Scout Report)', () => {
    expect(viewFor(s, 'invader').invader.library).toEqual(s.invader.library);
    for (const viewer of ['defender', 'spectator'] as const) {
      const text = JSON.stringify(viewFor(s, viewer));
      for (const id of s.invader.library) expect(holdsValue(text, id)).toBe(false);
      expect(viewFor(s, viewer).hidden.library).toBe(12);
    }
  });

  test('after Scout Report the Defender sees the Library; spectators still do not', () => {
    const t = structuredClone(s);
    t.defender.scoutReport = true;
    expect(viewFor(t, 'defender').invader.library).toEqual(t.invader.library);
    expect(viewFor(t, 'spectator').invader.library).toEqual([]);
  });

  test('deck orders and the RNG never appear; their counts do', () => {
    for (const viewer of ['invader', 'defender', 'spectator'] as const) {
      const v = viewFor(s, viewer);
      expect('rng' in v).toBe(false);
      expect(v.decks.panic).toEqual([]);
      expect(v.decks.mana).toEqual([]);
      expect(v.hidden.panicDeck).toBe(12);
      expect(v.hidden.manaDeck).toBe(9);
    }
  });

  test('a face-down Illusionary Threat value is seen by the Invader only', () => {
    const t = structuredClone(s);
    t.board.counters.push({ id: 99, spell: 'illusionary-threat', at: 'w3', castTurn: 1, value: 3 });
    const counter = (viewer: Viewer) => itemAt(viewFor(t, viewer).board.counters, 0, 'counters');
    expect(counter('invader').value).toBe(3);
    expect(counter('defender').value).toBeUndefined();
    expect(counter('spectator').value).toBeUndefined();
  });

  test('viewFor does not change the state', () => {
    const before = JSON.stringify(s);
    viewFor(s, 'defender');
    expect(JSON.stringify(s)).toBe(before);
  });
});

/** The Assault's cursor with its queue items as the state held them when they were strings: what views have always shown. */
function assaultAsFirstWritten(a: AssaultState): AssaultProgress {
  switch (a.step) {
    case 'ranged-2':
      return { ...a, queue: a.queue.map(({ act, counter }) => (act === 'aim' ? 'aim:' : 'fire:') + String(counter)) };
    case 'ranged-4':
      return { ...a, queue: a.queue.map((counter) => String(counter)) };
    case 'melee-1':
      return { ...a, queue: a.queue.map(({ priest, unit }) => `${priest}:${unit}`) };
    case 'melee-3':
      return { ...a, queue: a.queue.map(({ kind, wall }) => `${kind}:${wall}`) };
    default:
      return { ...a, queue: [...a.queue] };
  }
}

/** The redaction as first written: a deep copy with the secrets removed (the rewrite must match it). */
function referenceView(state: GameState, viewer: Viewer): GameView {
  const copy = structuredClone(state);
  const s: Omit<GameState, 'rng' | 'assault'> & { rng?: number[]; assault: AssaultProgress | null } = Object.assign(copy, {
    assault: copy.assault && assaultAsFirstWritten(copy.assault),
  });
  const hidden = {
    library: s.invader.library.length,
    setAsideSpells: s.invader.setAside.length,
    setAsideCouncil: s.defender.council.setAside.length,
    manaDeck: s.decks.mana.length,
    crossbowDeck: s.decks.crossbow.length,
    cannonDeck: s.decks.cannon.length,
    panicDeck: s.decks.panic.length,
    illusionReserve: s.invader.illusionReserve.length,
  };
  delete s.rng;
  delete s.undo; // the undo window holds an earlier state, which no view may carry
  s.invader.setAside = [];
  s.defender.council.setAside = [];
  s.decks.mana = [];
  s.decks.crossbow = [];
  s.decks.cannon = [];
  s.decks.panic = [];
  if (!canSeeLibrary(state, viewer)) s.invader.library = [];
  if (viewer !== 'invader') {
    s.decks.panicTop = [];
    s.invader.illusionReserve = [];
  }
  for (const c of s.board.counters) {
    if (c.stack) {
      c.stackSize = c.stack.length;
      c.stack = [];
    }
    if (viewer !== 'invader' && c.value !== undefined) delete c.value;
  }
  s.prompts = s.prompts.map((p) => (p.kind === 'choice' && p.secret && p.seat !== viewer ? { ...p, options: [], context: {} } : p));
  return { ...s, viewer, hidden };
}

describe('viewFor copies only what it redacts (rulings.md "Hidden information")', () => {
  test('over seeded random games every view equals the deep-copy redaction, key order included', () => {
    for (const seed of [31, 32]) {
      const rng = botRng(seed);
      let s = newGame({ seed, ruleset: 'undead' });
      while (s.phase !== 'ended') {
        const before = JSON.stringify(s);
        for (const viewer of ['invader', 'defender', 'spectator'] as const) {
          expect(JSON.stringify(viewFor(s, viewer))).toBe(JSON.stringify(referenceView(s, viewer)));
        }
        expect(JSON.stringify(s)).toBe(before);
        const legal = legalActions(s);
        const r = applyAction(s, legal[rng.int(0, legal.length - 1)]);
        if (!r.ok) throw new Error(r.error.message);
        s = r.state;
      }
    }
  });

  test('a view shares every part it does not redact with the state', () => {
    const s = newGame({ seed: 33 });
    const v = viewFor(s, 'spectator');
    expect(v.board.walls).toBe(s.board.walls);
    expect(v.units).toBe(s.units);
    expect(v.defender.slots).toBe(s.defender.slots);
    expect(v.invader.row).toBe(s.invader.row);
    expect(v.decks).not.toBe(s.decks);
  });

  test("a view has every field of the state but rng and undo, in the state's order (it is written out field by field)", () => {
    const rng = botRng(34);
    let s: GameState = { ...newGame({ seed: 34 }), holdSingleAnswers: true };
    for (let i = 0; i < 60 && s.phase !== 'ended'; i++) {
      const expected = [...Object.keys(s).filter((k) => k !== 'rng' && k !== 'undo' && k !== 'holdSingleAnswers'), 'viewer', 'hidden'];
      for (const viewer of ['invader', 'defender', 'spectator'] as const) {
        const keys = Object.keys(viewFor(s, viewer));
        expect(keys.filter((k) => k !== 'holdSingleAnswers')).toEqual(expected);
        expect(viewFor(s, viewer).holdSingleAnswers).toBe(true);
      }
      const legal = legalActions(s);
      const r = applyAction(s, legal[rng.int(0, legal.length - 1)]);
      if (!r.ok) throw new Error(r.error.message);
      s = r.state;
    }
  });
});

describe('viewFor with the previous view (consecutive views share unchanged copies)', () => {
  const VIEWERS = ['invader', 'defender', 'spectator'] as const;

  test('over seeded random games the view made from the previous one equals the view made afresh, for every viewer', () => {
    let reused = 0;
    for (const seed of [35, 36, 37]) {
      const rng = botRng(seed);
      let s = newGame({ seed, ruleset: 'undead' });
      const previous = new Map(VIEWERS.map((v) => [v, { state: s, view: viewFor(s, v) }]));
      while (s.phase !== 'ended') {
        const legal = legalActions(s);
        s = mustApply(s, pick(rng, legal)).state;
        for (const viewer of VIEWERS) {
          const before = must(previous.get(viewer), `the previous view for the ${viewer}`);
          const view = viewFor(s, viewer, before); // chained: `before.view` was itself made from its previous
          expect(JSON.stringify(view)).toBe(JSON.stringify(viewFor(s, viewer)));
          if (before.state.defender === s.defender) {
            expect(view.defender).toBe(before.view.defender);
            reused++;
          }
          previous.set(viewer, { state: s, view });
        }
      }
    }
    expect(reused).toBeGreaterThan(100);
  });

  test("another viewer's previous view is ignored: the Invader's Library never reaches the spectator or the Defender", () => {
    const s = newGame({ seed: 38, ruleset: 'undead' });
    const invaderView = viewFor(s, 'invader');
    for (const viewer of ['defender', 'spectator'] as const) {
      const view = viewFor(s, viewer, { state: s, view: invaderView });
      expect(view.invader.library).toEqual([]);
      expect(JSON.stringify(view)).toBe(JSON.stringify(viewFor(s, viewer)));
    }
  });

  test('a previous view of another game (or of the same state) gives the same view as none', () => {
    const a = newGame({ seed: 39, ruleset: 'undead' });
    const b = newGame({ seed: 40, ruleset: 'undead' });
    for (const viewer of VIEWERS) {
      expect(JSON.stringify(viewFor(b, viewer, { state: a, view: viewFor(a, viewer) }))).toBe(JSON.stringify(viewFor(b, viewer)));
      const same = viewFor(b, viewer);
      const again = viewFor(b, viewer, { state: b, view: same });
      expect(again.invader).toBe(same.invader);
      expect(again.decks).toBe(same.decks);
      expect(again.hidden).toBe(same.hidden);
    }
  });

  test('after Scout Report the Defender view made from the previous one shows the Library (the copy is not reused)', () => {
    const s = newGame({ seed: 21 });
    const before = viewFor(s, 'defender');
    const t = { ...s, defender: { ...s.defender, scoutReport: true } };
    expect(viewFor(t, 'defender', { state: s, view: before }).invader.library).toEqual(s.invader.library);
    // and back: the same Invader object, the Library hidden again once the report no longer holds
    const seen = viewFor(t, 'defender');
    expect(viewFor(s, 'defender', { state: t, view: seen }).invader.library).toEqual([]);
  });
});
