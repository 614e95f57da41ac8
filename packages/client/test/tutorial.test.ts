/**
 * Tutorial: the coach's step script (src/tutorial/). Given real views and the legal
 * lists a seat would get, which step applies, when it counts as done, and which steps are
 * skipped when their moment passes; the script's texts, targets and Rules links exist.
 */
import { applyAction, legalActions, type Action, type GameState } from '@stronghold/rules';
import * as fs from 'node:fs';
import * as path from 'node:path';
import { CATALOGS, translator } from '../src/i18n';
import { BOARD_AREAS, areaOnScreen, clipBox } from '../src/tutorial/board-areas';
import { acknowledge, advance, complete, freshProgress, type Progress } from '../src/tutorial/progress';
import { SCRIPT } from '../src/tutorial/script';
import type { CoachContext, TutorialSide } from '../src/tutorial/step';
import { loadTutorial, markTutorial, saveTutorial } from '../src/tutorial/store';
import { startState, view } from './fixtures';
import { must } from './must';
import { anchors } from './rules-anchors';

/** What the seat's client holds: its view, and the legal list the server sends it (empty when the other seat acts). */
const ctx = (s: GameState, seat: TutorialSide): CoachContext => ({
  view: view(s, seat),
  legal: s.toAct === seat ? legalActions(s) : [],
  seat,
});

function apply(s: GameState, a: Action): GameState {
  const r = applyAction(s, a);
  if (!r.ok) throw new Error(r.error.message);
  return r.state;
}
/** Play quickly (done where it may, else the first action) until `until` holds. */
function playUntil(s: GameState, until: (s: GameState) => boolean, each?: (s: GameState) => void, max = 400): GameState {
  for (let i = 0; i < max && !until(s); i++) {
    each?.(s);
    const legal = legalActions(s);
    const top = s.prompts[s.prompts.length - 1];
    const a =
      top?.kind === 'choice'
        ? (legal.find((x) => x.type === 'choose' && x.option === 'done') ?? legal[0])
        : (legal.find((x) => x.type === 'done') ?? legal.find((x) => x.type === 'moveOut' && x.size === 'minor') ?? legal[0]);
    s = apply(s, must(a, 'a legal action'));
  }
  if (!until(s)) throw new Error('playUntil: never reached');
  return s;
}
const choose = (s: GameState, pick: (o: unknown) => boolean) =>
  apply(
    s,
    must(
      legalActions(s).find((a) => a.type === 'choose' && pick(a.option)),
      'the option picked',
    ),
  );
const topId = (s: GameState) => {
  const p = s.prompts[s.prompts.length - 1];
  return p?.kind === 'choice' ? p.id : p?.kind;
};

/** A coach over a game: its progress and the steps' start contexts. */
function coach(side: TutorialSide) {
  let progress: Progress = freshProgress();
  const starts = new Map<string, CoachContext>();
  return {
    look(s: GameState, c = ctx(s, side)) {
      const a = advance(SCRIPT[side], progress, c, starts);
      progress = a.progress;
      return a;
    },
    ok(id: string) {
      progress = acknowledge(progress, id);
    },
    get progress() {
      return progress;
    },
  };
}

describe("tutorial: the Invader's first turn", () => {
  test('the overview first, then arranging the row: shown while asked, done when the row is set', () => {
    let s = startState(3);
    const c = coach('invader');
    let a = c.look(s);
    for (const id of ['inv.welcome', 'inv.board', 'inv.walls', 'inv.status']) {
      expect(a.current?.id).toBe(id);
      expect(a.current?.ack).toBe(true);
      c.ok(id);
      a = c.look(s);
    }
    expect(topId(s)).toBe('spells.setup-order');
    expect(a.current?.id).toBe('inv.row');
    expect(a.current?.targets(ctx(s, 'invader'))).toEqual([{ board: 'spell-row' }, { testid: 'options' }]);

    // While an action is on its way (our move, no legal list yet) nothing is judged.
    expect(c.look(s, { ...ctx(s, 'invader'), legal: [] }).held).toBe(true);

    // One spell placed: the row is still being arranged, the step goes on.
    s = choose(s, (o) => o !== 'done');
    expect(topId(s)).toBe('spells.setup-order');
    a = c.look(s);
    expect([a.current?.id, a.done]).toEqual(['inv.row', []]);

    // The rest kept as they are: the step is done. Phase 1 goes in seed 000's order: the Invader's
    // Supply menu comes next (the Defender's Council markers only after it), with its own step.
    s = choose(s, (o) => o === 'done');
    a = c.look(s);
    expect(a.done).toEqual(['inv.row']);
    expect(c.progress.finished['inv.row']).toBe('done');
    expect(topId(s)).toBe('invader-supply');
    expect(s.toAct).toBe('invader');
    expect(a.current?.id).toBe('inv.supply');
  });

  test("Supply stays until the phase is over; the Defender's window in between has its own explanation", () => {
    let s = startState(3);
    const c = coach('invader');
    for (const id of ['inv.welcome', 'inv.board', 'inv.walls', 'inv.status']) c.ok(id);
    c.look(s);
    s = playUntil(s, (x) => x.prompts.at(-1)?.kind === 'invader-supply');
    expect(c.look(s).current?.id).toBe('inv.supply');
    // A Mana card: the Defender spends his Supply Hourglasses now; Supply is not over.
    s = apply(
      s,
      must(
        legalActions(s).find((a) => a.type === 'drawMana'),
        'a Mana card to draw',
      ),
    );
    expect(s.toAct).toBe('defender');
    const a = c.look(s);
    expect(a.current?.id).toBe('inv.hourglasses');
    expect(a.done).toEqual([]);
    c.ok('inv.hourglasses');
    s = playUntil(s, (x) => x.phase !== 'supply');
    expect(c.look(s).done).toEqual(['inv.supply']);
  });

  test('an explanation not yet read comes back while nothing else applies, until its moment is over', () => {
    let s = startState(3);
    const c = coach('invader');
    for (const id of ['inv.welcome', 'inv.board', 'inv.walls', 'inv.status']) c.ok(id);
    s = playUntil(s, (x) => x.prompts.at(-1)?.kind === 'invader-supply');
    c.look(s);
    s = apply(
      s,
      must(
        legalActions(s).find((a) => a.type === 'drawMana'),
        'a Mana card to draw',
      ),
    );
    expect(c.look(s).current?.id).toBe('inv.hourglasses');
    // The Defender's window gives way to a choice of his (where a paid action goes): nothing else applies.
    const v = view(s, 'invader');
    const choosing = {
      ...v,
      prompts: [{ kind: 'choice', seat: 'defender', id: 'forge.cannon.tower', label: '', options: [], context: {} }],
    } as typeof v;
    expect(c.look(s, { view: choosing, legal: [], seat: 'invader' }).current?.id).toBe('inv.hourglasses');
    // Our Supply menu again: the action step comes first.
    s = playUntil(s, (x) => x.toAct === 'invader');
    expect(c.look(s).current?.id).toBe('inv.supply');
    // Past the Spells of turn I, unread, it is skipped.
    s = playUntil(
      s,
      (x) => x.phase === 'moveout',
      (x) => c.look(x),
    );
    c.look(s);
    expect(c.progress.finished['inv.hourglasses']).toBe('skipped');
  });

  test('steps whose moment passed without coming are skipped; later ones are not', () => {
    let s = startState(3);
    const c = coach('invader');
    c.look(s);
    s = playUntil(s, (x) => x.phase === 'moveout' && x.prompts.at(-1)?.kind === 'invader-moveout');
    const a = c.look(s);
    // Still turn I: the overview waits for its "Got it".
    expect(a.current?.id).toBe('inv.welcome');
    for (const id of ['inv.row', 'inv.supply', 'inv.cast', 'inv.place']) expect([id, c.progress.finished[id]]).toEqual([id, 'skipped']);
    // Activation may still come in turn II; the Move out is now.
    for (const id of ['inv.activation', 'inv.moveout', 'inv.advance', 'inv.own'])
      expect([id, c.progress.finished[id]]).toEqual([id, undefined]);
    for (const id of ['inv.welcome', 'inv.board', 'inv.walls', 'inv.status']) c.ok(id);
    // Before the first Assault (this turn's), at the Move out: what the army marches to.
    expect(c.look(s).current?.id).toBe('inv.assault');
    c.ok('inv.assault');
    expect(c.look(s).current?.id).toBe('inv.moveout');
  });

  test('turn II: Panic, then "on your own" pointing at the Rules button, then the tips; all finished ends the tutorial', () => {
    let s = startState(3);
    const c = coach('invader');
    // The coach looks at every state, as the game screen shows each one.
    s = playUntil(
      s,
      (x) => x.turn === 2 && x.toAct === 'invader',
      (x) => c.look(x),
    );
    let a = c.look(s);
    expect(a.current?.id).toBe('inv.panic');
    expect(a.current?.targets(ctx(s, 'invader'))).toEqual([{ board: 'panic-board' }]);
    c.ok('inv.panic');
    a = c.look(s);
    expect(a.current?.id).toBe('inv.own');
    expect(a.current?.targets(ctx(s, 'invader'))).toEqual([{ testid: 'game-rules' }]);
    c.ok('inv.own');
    // The last step: the tips.
    expect(c.look(s).current?.id).toBe('inv.tips');
    expect(SCRIPT.invader.at(-1)?.id).toBe('inv.tips');
    expect(SCRIPT.defender.at(-1)?.id).toBe('def.tips');
    c.ok('inv.tips');
    s = playUntil(s, (x) => x.turn === 3);
    c.look(s);
    expect(complete(SCRIPT.invader, c.progress)).toBe(true);
  });
});

describe("tutorial: the Defender's first turn", () => {
  test('Council markers, then the Supply Hourglasses: done at the first Hourglass spent', () => {
    let s = startState(3);
    const c = coach('defender');
    // The computer arranges its row first: the overview is shown meanwhile.
    expect(c.look(s).current?.id).toBe('def.welcome');
    for (const id of ['def.welcome', 'def.board', 'def.inside', 'def.status']) c.ok(id);
    expect(c.look(s).current).toBeNull();
    s = playUntil(s, (x) => topId(x) === 'council.marker');
    let a = c.look(s);
    expect(a.current?.id).toBe('def.markers');
    expect(a.current?.targets(ctx(s, 'defender'))).toEqual([{ board: 'council' }, { testid: 'options' }]);
    while (topId(s) === 'council.marker') s = choose(s, () => true);
    a = c.look(s);
    expect(a.done).toEqual(['def.markers']);

    s = playUntil(s, (x) => x.prompts.at(-1)?.kind === 'defender-spend');
    a = c.look(s);
    expect(a.current?.id).toBe('def.hourglasses');
    const hand = s.defender.hourglasses;
    expect(a.current?.params?.(ctx(s, 'defender'))).toMatchObject({ hand, supply: 6, later: 2 });
    s = apply(
      s,
      must(
        legalActions(s).find((x) => x.type === 'pay' && x.amount === 1),
        'a payment of 1',
      ),
    );
    expect(s.defender.hourglasses).toBe(hand - 1);
    a = c.look(s);
    expect(a.done).toEqual(['def.hourglasses']);
    // Next in the same window: closing the Council, explained.
    expect(a.current?.id).toBe('def.council');
  });

  test('the last window before the Assault points at the walls', () => {
    let s = startState(3);
    const c = coach('defender');
    s = playUntil(s, (x) => {
      const p = x.prompts.at(-1);
      return p?.kind === 'defender-spend' && p.final;
    });
    for (const st of SCRIPT.defender) if (st.ack && st.id !== 'def.assault') c.ok(st.id);
    // Turn I's last window comes before the first Assault: the Assault is explained first.
    expect(s.turn).toBe(1);
    expect(c.look(s).current?.id).toBe('def.assault');
    c.ok('def.assault');
    const a = c.look(s);
    expect(a.current?.id).toBe('def.final');
    expect(a.current?.targets(ctx(s, 'defender'))[0]).toEqual({ board: 'walls' });
  });
});

describe('tutorial: the script itself', () => {
  const sides: TutorialSide[] = ['invader', 'defender'];

  test('every step has a title and a text in both languages, its slots filled, Chinese with no English word', () => {
    const s = startState(3);
    for (const side of sides)
      for (const st of SCRIPT[side]) {
        const params = st.params?.(ctx(s, side)) ?? {};
        for (const lang of ['en', 'zh-Hant'] as const) {
          const tr = translator(lang);
          for (const part of ['title', 'text']) {
            const key = `tutorial.${st.id}.${part}`;
            expect([key, lang, key in CATALOGS[lang].ui]).toEqual([key, lang, true]);
            const text = tr.t(key, params);
            expect([key, text.includes('{')]).toEqual([key, false]);
            if (lang === 'zh-Hant')
              expect([key, (text.match(/[A-Za-z]{2,}/g) ?? []).filter((w) => !/^[IVX]+$/.test(w))]).toEqual([key, []]);
          }
        }
      }
  });

  test('numbers in the texts come from the rules package', () => {
    const tr = translator('en');
    const s = startState(3);
    const welcome = must(
      SCRIPT.invader.find((x) => x.id === 'inv.welcome'),
      'the step inv.welcome',
    );
    expect(tr.t('tutorial.inv.welcome.text', welcome.params?.(ctx(s, 'invader')))).toMatch(/all 3 Gates .* turn VIII ends/);
    const supply = must(
      SCRIPT.invader.find((x) => x.id === 'inv.supply'),
      'the step inv.supply',
    );
    expect(tr.t('tutorial.inv.supply.text', supply.params?.(ctx(s, 'invader')))).toContain('gave you 7 Mana');
  });

  test('every step links to a Rules section that exists, and points at things that exist', () => {
    const known = anchors();
    const src = fs
      .readdirSync(path.join(__dirname, '../src'), { recursive: true, encoding: 'utf8' })
      .filter((f) => f.endsWith('.ts'))
      .map((f) => fs.readFileSync(path.join(__dirname, '../src', f), 'utf8'))
      .join('\n');
    const s = startState(3);
    const ids = new Set<string>();
    for (const side of sides)
      for (const st of SCRIPT[side]) {
        expect([st.id, known.has(st.rules)]).toEqual([st.id, true]);
        expect(st.side).toBe(side);
        expect(ids.has(st.id)).toBe(false);
        ids.add(st.id);
        for (const t of st.targets(ctx(s, side))) {
          if ('board' in t) expect(BOARD_AREAS).toContain(t.board);
          // A fixed test id in the client (the board canvas's, the panels', the buttons').
          else expect([t.testid, src.includes(`'data-testid': '${t.testid}'`)]).toEqual([t.testid, true]);
        }
      }
  });

  test('a board area lands where the canvas draws it, clipped to what shows', () => {
    // The design space (1440 x 1000) drawn at half size, at (100, 50).
    const canvas = { left: 100, top: 50, width: 720, height: 500 };
    expect(areaOnScreen('camp', canvas)).toEqual({ left: 115, top: 54, width: 500, height: 36 });
    expect(clipBox({ left: 0, top: 0, width: 50, height: 50 }, { left: 100, top: 100, width: 10, height: 10 })).toBeNull();
    expect(clipBox({ left: 90, top: 90, width: 50, height: 50 }, { left: 100, top: 100, width: 100, height: 100 })).toEqual({
      left: 100,
      top: 100,
      width: 40,
      height: 40,
    });
  });
});

describe('tutorial: the room is remembered', () => {
  const mem = new Map<string, string>();
  beforeEach(() => {
    mem.clear();
    (globalThis as unknown as { localStorage: unknown }).localStorage = {
      getItem: (k: string) => mem.get(k) ?? null,
      setItem: (k: string, v: string) => void mem.set(k, v),
      removeItem: (k: string) => void mem.delete(k),
    };
  });

  test('a marked room reads back with its progress; other rooms and broken records are not tutorials', () => {
    markTutorial('ROOM1', 'defender');
    expect(loadTutorial('ROOM1')).toMatchObject({ side: 'defender', progress: { finished: {}, started: [], left: false } });
    saveTutorial('ROOM1', { side: 'defender', progress: { finished: { 'def.welcome': 'done' }, started: [], left: true }, at: 1 });
    expect(loadTutorial('ROOM1')?.progress).toEqual({ finished: { 'def.welcome': 'done' }, started: [], left: true });
    expect(loadTutorial('OTHER')).toBeNull();
    mem.set('stronghold.tutorial.BAD', '{not json');
    expect(loadTutorial('BAD')).toBeNull();
    mem.set('stronghold.tutorial.BAD', JSON.stringify({ side: 'spectator', progress: freshProgress() }));
    expect(loadTutorial('BAD')).toBeNull();
  });
});
