import { refused } from '../testing/play';
import type { Action } from '../actions/schema';
import { legalActions } from '../game';
import type { GameEvent, LogCause } from '../engine/events';
import { topPrompt } from '../engine/prompt-stack';
import type { GameState } from '../state/types';
import { mustApply } from '../testing/play';
import { scenario, type ScenarioBuilder } from '../testing/scenario';
import { viewFor } from '../view/view-for';
import { CHOICE_LIBRARY_IN, CHOICE_LIBRARY_ORDER, CHOICE_LIBRARY_OUT } from './library';
import { CHOICE_PAY_MANA, invaderSupplyHandler } from './supply-menu';
import { choose } from '../testing/actions';
import { itemAt } from '../engine/item-at';

const P1 = 'seed 000 "Phase 1: Supply"';
const FLOW = 'rulings.md "Turn flow"';

const inv = (type: 'drawMana' | 'library' | 'done'): Action => ({ type, seat: 'invader' });
const altar = (pairs: number): Action => ({ type: 'altar', seat: 'invader', pairs });

/** The Supply menu open (debt, if any, already settled), with the builder's changes. */
function supplyMenu(change?: (b: ScenarioBuilder) => ScenarioBuilder, turn = 2): GameState {
  let b = scenario({ seed: 3 })
    .turn(turn)
    .phase('supply', 'end')
    .with((s) => {
      s.invader.paidTimeBoard = true;
      s.supplyWindowOpened = true;
    });
  if (change) b = change(b);
  return b.invaderMenu('invader-supply').build();
}

/** The Supply phase reached through its runner: a Defender window is answered, then the runner pushes the menu. */
function throughRunner(turn: number, mana: number): GameState {
  const s = scenario({ seed: 3 }).turn(turn).phase('supply', 'invader').mana(mana).defenderWindow(0).build();
  return mustApply(s, { type: 'done', seat: 'defender' }).state;
}

/** The Defender spends whatever it must (first legal action) until the Invader acts again. */
function defenderPasses(state: GameState): GameState {
  let s = state;
  for (let i = 0; i < 200 && s.toAct === 'defender'; i++) {
    const legal = legalActions(s);
    const done = legal.find((a) => a.type === 'done');
    s = mustApply(s, done ?? itemAt(legal, 0, 'legal actions')).state;
  }
  return s;
}

/** Apply through the menu handler only (no flow), to look at the prompt stack it leaves. */
function handlerOnly(state: GameState, action: Action): { draft: GameState; events: GameEvent[] } {
  const draft = structuredClone(state);
  const events: GameEvent[] = [];
  invaderSupplyHandler.apply(draft, topPrompt(draft) as never, action, { events });
  return { draft, events };
}

/** Does the event carry this id in a param (a spell named in it)? */
const names = (e: GameEvent, id: string): boolean => Object.values(e.params).flat().includes(id);

const received = (events: GameEvent[], n: number, why: LogCause): boolean =>
  events.some((e) => e.kind === 'hourglasses.gain' && e.params.n === n && e.params.cause === why);

const choiceOf = (s: GameState) => {
  const p = topPrompt(s);
  if (!p || p.kind !== 'choice') throw new Error(`no choice pending (top: ${p?.kind})`);
  return p;
};

describe('Phase 1: the Mana owed on the Time Board (turns VI-VIII)', () => {
  test(`${P1} "Basic Mana Allocation" example: turn VII, owes 4, has 7, pays 3: the Defender gets 1 Hourglass`, () => {
    const s = throughRunner(7, 7);
    const p = choiceOf(s);
    expect(p.id).toBe(CHOICE_PAY_MANA);
    expect(p.options).toEqual([0, 1, 2, 3, 4]);
    const { state, events } = mustApply(s, choose(3, 'invader'));
    expect(state.invader.mana).toBe(4);
    expect(state.invader.paidTimeBoard).toBe(true);
    expect(received(events, 1, 'unpaid-mana')).toBe(true);
  });

  test(`${P1}: paying in full gives the Defender nothing and opens the menu`, () => {
    const s = throughRunner(6, 5);
    const { state, events } = mustApply(s, choose(2, 'invader'));
    expect(state.invader.mana).toBe(3);
    expect(events.some((e) => e.kind.startsWith('hourglasses.'))).toBe(false);
    expect(topPrompt(state)?.kind).toBe('invader-supply');
    expect(legalActions(state)).toContainEqual(inv('drawMana'));
  });

  test(`${P1}: the Invader can pay at most the Mana it has (turn VIII owes 6, has 2)`, () => {
    expect(choiceOf(throughRunner(8, 2)).options).toEqual([0, 1, 2]);
  });

  test(`${P1}: with no Mana the choice is 0 and resolves by itself: every owed point is an Hourglass`, () => {
    const s = scenario({ seed: 3 }).turn(6).phase('supply', 'invader').mana(0).defenderWindow(0).build();
    const { state, events } = mustApply(s, { type: 'done', seat: 'defender' });
    expect(received(events, 2, 'unpaid-mana')).toBe(true);
    expect(state.invader.paidTimeBoard).toBe(true);
    expect(state.invader.mana).toBe(0);
  });

  test(`${P1}: turns I-V owe nothing: the menu opens at once`, () => {
    const s = throughRunner(5, 3);
    expect(topPrompt(s)?.kind).toBe('invader-supply');
    expect(legalActions(s)).toContainEqual(inv('done'));
  });

  test(`${P1}: nothing else is legal before the owed Mana is settled (out_of_order)`, () => {
    const s = scenario({ seed: 3 }).turn(7).phase('supply', 'end').mana(7).invaderMenu('invader-supply').build();
    expect(legalActions(s)).toEqual([inv('done')]);
    expect(refused(s, inv('drawMana'))).toBe('out_of_order');
  });
});

describe('Phase 1: Drawing a card from the Mana deck', () => {
  const withDeck = (top: string, change?: (b: ScenarioBuilder) => ScenarioBuilder) =>
    supplyMenu((b) => {
      const c = b.with((s) => (s.decks.mana = [top, ...s.decks.mana.filter((x) => x !== top)]));
      return change ? change(c) : c;
    });

  test(`${P1} "Drawing a Card from the Mana Deck": the top card gives its Mana and is discarded`, () => {
    const s = withDeck('mana-2a', (b) => b.mana(1));
    const { state } = mustApply(s, inv('drawMana'));
    expect(state.invader.mana).toBe(3);
    expect(state.decks.mana).toHaveLength(8);
    expect(state.decks.mana).not.toContain('mana-2a');
    expect(state.invader.drewMana).toBe(true);
  });

  test('cards.md "Mana deck": 3 Mana and 2 Hourglasses to the Defender', () => {
    const { state, events } = mustApply(withDeck('mana-3a'), inv('drawMana'));
    expect(state.invader.mana).toBe(3);
    expect(received(events, 2, 'mana-card')).toBe(true);
  });

  test(`${P1} "If the Defender receives an extra unit ... place the unit in the Courtyard": a Soldier from the reserve`, () => {
    const s = withDeck('mana-2c');
    const { state } = mustApply(s, inv('drawMana'));
    expect(state.board.courtyard.soldier).toBe(s.board.courtyard.soldier + 1);
    expect(state.defender.reserve.soldier).toBe(s.defender.reserve.soldier - 1);
  });

  test(`${P1} note "a unit of the lower level instead": no Veteran left gives a Soldier`, () => {
    const s = withDeck('mana-3b', (b) => b.with((x) => (x.defender.reserve.veteran = 0)));
    const { state } = mustApply(s, inv('drawMana'));
    expect(state.board.courtyard.veteran).toBe(0);
    expect(state.board.courtyard.soldier).toBe(s.board.courtyard.soldier + 1);
    expect(state.defender.reserve.soldier).toBe(s.defender.reserve.soldier - 1);
  });

  test('cards.md "Mana deck": the Veteran card gives a Veteran while the reserve has one', () => {
    const s = withDeck('mana-3b');
    const { state } = mustApply(s, inv('drawMana'));
    expect(state.board.courtyard.veteran).toBe(1);
    expect(state.defender.reserve.veteran).toBe(s.defender.reserve.veteran - 1);
  });

  test('cards.md "Mana deck": 4 Mana and Panic -1', () => {
    const s = withDeck('mana-4b', (b) => b.panic(2));
    const { state } = mustApply(s, inv('drawMana'));
    expect(state.invader.mana).toBe(4);
    expect(state.panic.level).toBe(1);
  });

  test('cards.md "Mana deck": when the deck is empty no card can be drawn', () => {
    const s = supplyMenu((b) => b.with((x) => (x.decks.mana = [])));
    expect(legalActions(s)).not.toContainEqual(inv('drawMana'));
    expect(refused(s, inv('drawMana'))).toBe('illegal_action');
  });

  test(`${P1}: one Mana card a turn (already_used)`, () => {
    const s = supplyMenu((b) => b.with((x) => (x.invader.drewMana = true)));
    expect(legalActions(s)).not.toContainEqual(inv('drawMana'));
    expect(refused(s, inv('drawMana'))).toBe('already_used');
  });
});

describe('Phase 1: Activating the Altar of Death', () => {
  const withAltar = (skeletons: number) => supplyMenu((b) => b.mana(1).with((x) => (x.units.altar.skeleton = skeletons)));

  test(`${P1} "Activating the Altar of Death": 2 Skeleton cubes for 1 Mana, removed from the game, 1 Hourglass to the Defender`, () => {
    const s = withAltar(5);
    const { state, events } = mustApply(s, altar(2));
    expect(state.invader.mana).toBe(3);
    expect(state.units.altar.skeleton).toBe(1);
    expect(state.units.removed.skeleton).toBe(s.units.removed.skeleton + 4);
    expect(state.invader.usedAltar).toBe(true);
    expect(received(events, 1, 'altar')).toBe(true);
  });

  test(`${P1}: any number of pairs up to what the Altar holds is offered`, () => {
    const s = withAltar(5);
    const offered = legalActions(s).filter((a) => a.type === 'altar');
    expect(offered).toEqual([altar(1), altar(2)]);
    expect(refused(s, altar(3))).toBe('illegal_action');
  });

  test(`${P1}: an Altar with fewer than 2 cubes cannot be used`, () => {
    const s = withAltar(1);
    expect(legalActions(s).some((a) => a.type === 'altar')).toBe(false);
    expect(refused(s, altar(1))).toBe('illegal_action');
  });

  test(`${P1}: the Altar once a turn (already_used)`, () => {
    const s = supplyMenu((b) => b.with((x) => ((x.units.altar.skeleton = 6), (x.invader.usedAltar = true))));
    expect(refused(s, altar(1))).toBe('already_used');
  });
});

describe("Phase 1: Activating the Necromancer's Library", () => {
  const ROW = ['drums', 'mists', 'terror', 'bone-thrower', 'dragon-phantom', 'hallucinations'] as const;
  const LIB = ['totems', 'cemetery', 'plague'] as const;
  const libraryMenu = () =>
    supplyMenu((b) =>
      b.with((x) => {
        x.invader.row = [...ROW];
        x.invader.library = [...LIB];
        x.invader.setAside = [];
      }),
    );

  test(`${P1} "Activating the Necromancer's Library": 1 Hourglass to the Defender, exchanges one spell, then reorders`, () => {
    let { state, events } = mustApply(libraryMenu(), inv('library'));
    expect(received(events, 1, 'library')).toBe(true);
    expect(state.invader.usedLibrary).toBe(true);
    // The exchange comes first; the Defender's window waits below it.
    expect(choiceOf(state).id).toBe(CHOICE_LIBRARY_OUT);
    expect(choiceOf(state).options).toEqual([...ROW, 'done']);

    ({ state } = mustApply(state, choose('mists', 'invader')));
    const inChoice = choiceOf(state);
    expect(inChoice.id).toBe(CHOICE_LIBRARY_IN);
    expect(inChoice.secret).toBe(true);
    expect(inChoice.options).toEqual([...LIB]);

    ({ state, events } = mustApply(state, choose('plague', 'invader')));
    expect(state.invader.row).toEqual(['drums', 'plague', 'terror', 'bone-thrower', 'dragon-phantom', 'hallucinations']);
    expect(state.invader.library).toEqual(['totems', 'cemetery']);
    // Out of the game: mists is nowhere any more.
    expect([...state.invader.row, ...state.invader.library]).not.toContain('mists');
    // The outgoing spell is public; the incoming one is named to the Invader only.
    expect(events.some((e) => e.to === 'all' && names(e, 'mists'))).toBe(true);
    expect(events.some((e) => e.to === 'all' && names(e, 'plague'))).toBe(false);
    expect(events.some((e) => e.to === 'invader' && names(e, 'plague'))).toBe(true);

    // Back to the exchange choice; done moves on to the order.
    expect(choiceOf(state).id).toBe(CHOICE_LIBRARY_OUT);
    state = mustApply(state, choose('done', 'invader')).state;
    expect(choiceOf(state).id).toBe(CHOICE_LIBRARY_ORDER);
    state = mustApply(state, choose('plague', 'invader')).state;
    state = mustApply(state, choose('terror', 'invader')).state;
    state = mustApply(state, choose('done', 'invader')).state;
    expect(state.invader.row).toEqual(['plague', 'terror', 'drums', 'bone-thrower', 'dragon-phantom', 'hallucinations']);
    expect(state.invader.row).toHaveLength(6);
    // Only now does the Defender spend the Library's Hourglass; then the menu goes on.
    expect(topPrompt(state)?.kind).toBe('defender-spend');
    expect(topPrompt(defenderPasses(state))?.kind).toBe('invader-supply');
  });

  test(`${P1} "readjust the order": every spell can be placed, the last one goes by itself`, () => {
    let { state } = mustApply(libraryMenu(), inv('library'));
    state = mustApply(state, choose('done', 'invader')).state;
    for (const id of ['hallucinations', 'dragon-phantom', 'bone-thrower', 'terror', 'mists'])
      state = mustApply(state, choose(id, 'invader')).state;
    expect(state.invader.row).toEqual(['hallucinations', 'dragon-phantom', 'bone-thrower', 'terror', 'mists', 'drums']);
  });

  test('rulings.md "Hidden information": the Library choice is hidden from the Defender and spectators', () => {
    let { state } = mustApply(libraryMenu(), inv('library'));
    state = mustApply(state, choose('drums', 'invader')).state;
    const top = (v: ReturnType<typeof viewFor>) => v.prompts[v.prompts.length - 1];
    expect(top(viewFor(state, 'defender'))).toMatchObject({ kind: 'choice', options: [], context: {} });
    expect(top(viewFor(state, 'spectator'))).toMatchObject({ kind: 'choice', options: [] });
    expect(top(viewFor(state, 'invader'))).toMatchObject({ options: [...LIB] });
  });

  test(`${P1}: with an empty Library only the order can change`, () => {
    const s = supplyMenu((b) => b.with((x) => ((x.invader.row = [...ROW]), (x.invader.library = []))));
    const { state } = mustApply(s, inv('library'));
    expect(choiceOf(state).id).toBe(CHOICE_LIBRARY_ORDER);
  });

  test(`${P1}: the Library once a turn (already_used)`, () => {
    const s = supplyMenu((b) => b.with((x) => (x.invader.usedLibrary = true)));
    expect(legalActions(s)).not.toContainEqual(inv('library'));
    expect(refused(s, inv('library'))).toBe('already_used');
  });
});

describe('Phase 1: when the Defender spends the Supply Hourglasses', () => {
  test(`${FLOW} "spent after the Invader's first Phase 1 action": a window opens after the first action`, () => {
    const s = supplyMenu((b) =>
      b.hourglasses(2).with((x) => {
        x.supplyWindowOpened = false;
        x.decks.mana = ['mana-1a', ...x.decks.mana.filter((c) => c !== 'mana-1a')];
      }),
    );
    const { draft } = handlerOnly(s, inv('drawMana'));
    expect(draft.supplyWindowOpened).toBe(true);
    expect(draft.prompts.map((p) => p.kind)).toEqual(['invader-supply', 'defender-spend']);
  });

  test(`${FLOW}: only the first action opens the Supply window`, () => {
    const s = supplyMenu((b) => b.hourglasses(0).with((x) => (x.decks.mana = ['mana-1a', ...x.decks.mana.filter((c) => c !== 'mana-1a')])));
    const { draft } = handlerOnly(s, inv('drawMana'));
    expect(draft.prompts.map((p) => p.kind)).toEqual(['invader-supply']);
  });

  test(`${FLOW}: the window after the Library opens once the exchanges are resolved (below them on the stack)`, () => {
    const s = supplyMenu((b) => b.hourglasses(2).with((x) => (x.supplyWindowOpened = false)));
    const { draft } = handlerOnly(s, inv('library'));
    expect(draft.prompts.map((p) => (p.kind === 'choice' ? p.id : p.kind))).toEqual([
      'invader-supply',
      'defender-spend',
      CHOICE_LIBRARY_OUT,
    ]);
    expect(draft.defender.hourglasses).toBe(3);
  });

  test(`${FLOW}: unpaid Mana opens a window that spends the Supply Hourglasses too`, () => {
    const s = scenario({ seed: 3 }).turn(7).phase('supply', 'end').mana(7).hourglasses(2).invaderMenu('invader-supply').build();
    const { draft } = handlerOnly(s, inv('done'));
    expect(draft.prompts.map((p) => (p.kind === 'choice' ? p.id : p.kind))).toEqual(['invader-supply', CHOICE_PAY_MANA]);
    const r = mustApply(s, inv('done'));
    const after = mustApply(r.state, choose(0, 'invader')).state;
    expect(after.supplyWindowOpened).toBe(true);
  });

  test(`${P1}: 'done' ends the menu; an action of another phase is wrong_phase`, () => {
    const s = supplyMenu();
    expect(refused(s, { type: 'cast', seat: 'invader', spell: 'drums' })).toBe('wrong_phase');
    const { draft } = handlerOnly(s, inv('done'));
    expect(draft.prompts).toEqual([]);
  });
});
