/**
 * The Invader's Move out plan (logic/moveout-plan.ts, screens/moveout-planner.ts) driven against
 * the rules: every action it sends is one the rules list at that moment, "advance all from here"
 * moves what the per-area limits let go, a Trap is never sprung by the plan, a step larger than
 * the rules allow is trimmed to what they list, and "as last turn" is read back from the log.
 */
import { applyAction, legalActions, sameAction, viewFor, type Action, type GameState } from '@stronghold/rules';
import type { LogEntry } from '@stronghold/protocol';
import { scenario } from '@stronghold/rules/testing';
import { advanceAllFrom, lastMoveOut, nextPlanAction, type MoveOutPlan } from '../src/logic/moveout-plan';
import { MoveOutPlanner } from '../src/screens/moveout-planner';

type Units = Partial<Record<'phantom' | 'skeleton' | 'vampire', number>>;

/** The Move out card to choose in turn II, with these units on the board. */
function atTheCard(areas: Record<string, Units>, traps: Array<`${string}>${string}`> = []): GameState {
  let b = scenario({ seed: 9 }).turn(2).phase('moveout', 'chosen').mana(3);
  for (const [id, units] of Object.entries(areas)) b = b.area(id as 'camp', units);
  if (traps.length) b = b.traps(traps as never);
  const s = b.invaderMenu('invader-moveout').build();
  // The scenario's Camp is what the test says (no new units drawn here).
  s.board.areas['camp'] = { phantom: 0, skeleton: 0, vampire: 0, ...areas['camp'] };
  return s;
}

/** Sends the plan as the screen does (one action per legal list) until it is over; returns the end state, the actions and the log. */
function run(s: GameState, planner: MoveOutPlanner): { state: GameState; sent: Action[]; log: LogEntry[] } {
  const sent: Action[] = [];
  const log: LogEntry[] = [];
  planner.start();
  for (let i = 0; i < 100; i++) {
    const legal = s.toAct === 'invader' ? legalActions(s) : [];
    const next = planner.next(legal, viewFor(s, 'invader'));
    if (!next) return { state: s, sent, log };
    // The plan sends only what the rules list now.
    expect(legal.some((a) => sameAction(a, next))).toBe(true);
    const r = applyAction(s, next);
    if (!r.ok) throw new Error(r.error.message);
    for (const e of r.events) log.push({ seq: log.length + 1, kind: e.kind, params: e.params });
    sent.push(next);
    s = r.state;
  }
  throw new Error('the plan did not end');
}

const total = (s: GameState, id: string) => Object.values(s.board.areas[id as 'camp']).reduce((a, b) => a + b, 0);
const onWalls = (s: GameState) =>
  Object.values(s.board.walls).reduce((n, w) => n + w.invaders.phantom + w.invaders.skeleton + w.invaders.vampire, 0);

test('seed 000 "Phase 4: Moving Out": a planned Minor Move out, "advance all" from a Rampart, a Foreground and the Camp, sends only listed actions and ends the Move out', () => {
  const s = atTheCard({ 'r-left-1': { skeleton: 2 }, 'fg-left': { skeleton: 9 }, camp: { skeleton: 5, phantom: 4 } });
  const planner = new MoveOutPlanner();
  planner.setSize('minor');
  for (const from of ['r-left-1', 'fg-left', 'camp']) planner.addAllFrom(from);
  const { state, sent } = run(s, planner);
  // The Move out is over: the Defender's last window is next.
  expect(state.prompts.at(-1)?.kind).not.toBe('invader-advance');
  expect(sent[0]).toEqual({ type: 'moveOut', seat: 'invader', size: 'minor' });
  expect(onWalls(state)).toBe(2);
  // A Minor Move out lets 6 leave a Foreground (rulings.md "Camp and Move out"): 3 stay.
  expect(total(state, 'fg-left')).toBeGreaterThanOrEqual(3);
  expect(total(state, 'r-left-1') + total(state, 'r-left-2')).toBe(6);
  expect(total(state, 'camp')).toBe(0);
  expect(planner.report).toEqual({ moved: 2 + 6 + 9, notSent: [], stuck: false });
});

test('seed 000 "Trap": "advance all" never springs a Trap; the units go along the free paths', () => {
  const s = atTheCard({ 'fg-front': { skeleton: 3 } }, ['fg-front>r-barbican']);
  const planner = new MoveOutPlanner();
  planner.setSize('minor');
  planner.addAllFrom('fg-front');
  const { state, sent } = run(s, planner);
  expect(sent.some((a) => a.type === 'springTrap')).toBe(false);
  expect(sent.every((a) => a.type !== 'advance' || a.to !== 'r-barbican')).toBe(true);
  expect(total(state, 'fg-front')).toBe(0);
  expect(state.board.traps).toContain('fg-front>r-barbican');
});

test('rulings.md "Camp and Move out" (room at the destination): a step larger than the rules allow sends what they list and reports the rest as not sent', () => {
  const s = atTheCard({ camp: { skeleton: 12 } });
  const planner = new MoveOutPlanner();
  planner.plan = { size: 'minor', steps: [{ from: 'camp', to: 'fg-left', unit: 'skeleton', count: 12 }] };
  const { state } = run(s, planner);
  expect(state.board.areas['fg-left'].skeleton).toBe(10);
  expect(planner.report?.moved).toBe(10);
  expect(planner.report?.notSent).toEqual([{ from: 'camp', to: 'fg-left', unit: 'skeleton', count: 2 }]);
});

test('cards.md "Move out card": a plan whose Move out is not offered (no Mana for a Major) sends nothing and says so', () => {
  const s = atTheCard({ camp: { skeleton: 2 } });
  s.invader.mana = 1;
  const planner = new MoveOutPlanner();
  planner.setSize('major');
  planner.addAllFrom('camp');
  const { sent } = run(s, planner);
  expect(sent).toEqual([]);
  expect(planner.report?.stuck).toBe(true);
});

test('"as last turn": the log gives back last turn\'s size and moves, and replaying them moves the same way', () => {
  const first = atTheCard({ camp: { skeleton: 4, phantom: 3 } });
  const planner = new MoveOutPlanner();
  planner.plan = {
    size: 'major',
    steps: [
      { from: 'camp', to: 'fg-right', unit: 'skeleton', count: 4 },
      { from: 'camp', to: 'fg-front', unit: 'phantom', count: 3 },
    ],
  };
  const { log } = run(first, planner);
  const last = lastMoveOut(log);
  expect(last).toEqual<MoveOutPlan>({
    size: 'major',
    steps: [
      { from: 'camp', to: 'fg-right', unit: 'skeleton', count: 4 },
      { from: 'camp', to: 'fg-front', unit: 'phantom', count: 3 },
    ],
  });
  const again = new MoveOutPlanner();
  again.record(log);
  again.asLastTurn(true);
  expect(again.plan).toEqual(last);
  const { state } = run(atTheCard({ camp: { skeleton: 4, phantom: 3 } }), again);
  expect(state.board.areas['fg-right'].skeleton).toBe(4);
  expect(state.board.areas['fg-front'].phantom).toBe(3);
});

test('a Move out still going on is not "last turn\'s"', () => {
  const log: LogEntry[] = [
    { seq: 1, kind: 'moveout.pays', params: { mana: 1, size: 'minor', perArea: 6 } },
    { seq: 2, kind: 'move.advance', params: { unit: 'skeleton', from: 'camp', to: 'fg-left', n: 2 } },
  ] as LogEntry[];
  expect(lastMoveOut(log)).toBeNull();
});

test("while a Trap's victims are the Invader's to pick, the plan waits", () => {
  const plan: MoveOutPlan = { size: null, steps: [advanceAllFrom('camp')] };
  const prompts = [{ kind: 'choice', seat: 'invader', id: 'moveout.trap-victim', label: '', options: [], context: {} }];
  expect(nextPlanAction(plan, [], { prompts } as never)).toEqual({ kind: 'wait' });
});

test('rulings.md "Camp and Move out" (stages): "advance all from here" moves what may leave that area now and leaves the stage open', () => {
  let s = atTheCard({ 'fg-left': { skeleton: 3 }, 'fg-right': { phantom: 2 }, camp: { skeleton: 1 } });
  const pay = applyAction(s, { type: 'moveOut', seat: 'invader', size: 'minor' });
  if (!pay.ok) throw new Error(pay.error.message);
  s = pay.state;
  // No unit on a Rampart: that stage closed by itself.
  expect(s.moveOut?.stage).toBe('foregrounds');
  const planner = new MoveOutPlanner();
  planner.advanceAllNow('fg-left');
  const { state, sent } = run(s, planner);
  expect(sent.every((a) => a.type === 'advance' && a.from === 'fg-left')).toBe(true);
  expect(total(state, 'fg-left')).toBe(0);
  // The other Foreground's units wait for the player; the stage is still the Foregrounds'.
  expect(total(state, 'fg-right')).toBe(2);
  expect(state.moveOut?.stage).toBe('foregrounds');
  expect(planner.report).toEqual({ moved: 3, notSent: [], stuck: false, here: true });
});
