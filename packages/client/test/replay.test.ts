import { applyAction, legalActions, type Action } from '@stronghold/rules';
import { buildReplay } from '../src/logic/replay';
import { startState } from './fixtures';
import { must } from './must';

function record(n: number) {
  let s = startState(11);
  const actions: Action[] = [];
  for (let i = 0; i < n; i++) {
    const legal = legalActions(s);
    const a = must(legal.find((x) => x.type !== 'done') ?? legal[0], 'a legal action');
    const r = applyAction(s, a);
    if (!r.ok) throw new Error(r.error.message);
    actions.push(a);
    s = r.state;
  }
  return { rec: { id: 'g1', seed: 11, options: {}, actions, winner: null }, final: s };
}

test('each step of a replay is the spectator view after that many actions', () => {
  const { rec, final } = record(8);
  const r = buildReplay(rec);
  expect(r.error).toBeNull();
  expect(r.steps).toHaveLength(9);
  const [setup] = r.steps;
  const last = must(r.steps[8], 'the step after 8 actions');
  expect(setup?.action).toBeNull();
  expect(last.view.stateId).toBe(final.stateId);
  expect(last.view.viewer).toBe('spectator');
  expect(last.view.invader.library).toEqual([]);
});

test('a record the rules refuse stops the replay with an error, keeping the steps before', () => {
  const { rec } = record(3);
  const bad = { ...rec, actions: [...rec.actions, { type: 'drawMana', seat: 'defender' } as unknown as Action] };
  const r = buildReplay(bad);
  expect(r.steps).toHaveLength(4);
  expect(r.error).toMatch(/Step 4/);
});
