import { applyAction, BUILDING_ACTION_IDS, legalActions, viewFor, type Action, type GameView } from '@stronghold/rules';
import { BUILDING_ACTIONS, COUNCIL } from '@stronghold/rules/cards';
import { councilProgress, dragonProgress, fractionText, slotProgress } from '../src/board/progress';
import { playSome, view } from './fixtures';

/** A copy of a view to set one thing on (the functions read views only). */
const copy = (v: GameView): GameView => structuredClone(v);

test('a building action nobody has paid reads 0 of its cost', () => {
  const v = view();
  for (const id of BUILDING_ACTION_IDS) expect(slotProgress(v, id)).toEqual({ have: 0, of: BUILDING_ACTIONS[id].cost, state: 'unpaid' });
  expect(fractionText(slotProgress(v, 'forge.cannon'))).toBe(`0/${BUILDING_ACTIONS['forge.cannon'].cost}`);
});

test('a part payment reads the Hourglasses paid of the cost, as the rules keep it', () => {
  const s = playSome(200, 3, (x) => legalActions(x).some((a) => a.type === 'pay'));
  const part = legalActions(s).find(
    (a): a is Extract<Action, { type: 'pay' }> => a.type === 'pay' && a.amount < BUILDING_ACTIONS[a.slot].cost,
  );
  if (!part) throw new Error('the first Defender window lists a part payment');
  const r = applyAction(s, part);
  if (!r.ok) throw new Error(r.error.message);
  const p = slotProgress(viewFor(r.state, 'defender'), part.slot);
  expect(p).toEqual({ have: part.amount, of: BUILDING_ACTIONS[part.slot].cost, state: 'part' });
});

test('a Bone marker and Broken Chain raise the cost the count reads', () => {
  const v = copy(view());
  v.defender.slots['workshop.gate'].bone = true;
  const base = BUILDING_ACTIONS['workshop.gate'].cost;
  expect(slotProgress(v, 'workshop.gate').of).toBe(base + 1);
  v.panic.active.push({ card: 'broken-chain', target: null });
  expect(slotProgress(v, 'workshop.gate').of).toBe(base + 2);
});

test('a completed action reads paid up; a blocked one reads what is paid of what lifts the block', () => {
  const v = copy(view());
  v.defender.slots['forge.cross'].done = true;
  const cost = BUILDING_ACTIONS['forge.cross'].cost;
  expect(slotProgress(v, 'forge.cross')).toEqual({ have: cost, of: cost, state: 'done' });
  v.defender.slots['scouts.trap'].paid = 1;
  v.defender.slots['scouts.trap'].block = { phantoms: 3, paid: 2 };
  expect(slotProgress(v, 'scouts.trap')).toEqual({ have: 2, of: 3, state: 'blocked' });
});

test('a Council card reads its markers of those it needs', () => {
  const v = copy(view());
  const [first, second] = v.defender.council.cards;
  if (!first || !second) throw new Error('six Council cards at setup');
  v.defender.council.markers[first] = 1;
  expect(councilProgress(v, first)).toEqual({ have: 1, of: COUNCIL[first].markers });
  expect(councilProgress(v, second)).toEqual({ have: 0, of: COUNCIL[second].markers });
});

test('the Dragon Phantom reads the counters on its card of its three spaces', () => {
  const v = copy(view());
  expect(dragonProgress(v)).toEqual({ have: 0, of: 3 });
  v.board.counters.push({ id: 900, spell: 'dragon-phantom', at: 'dragon-card', castTurn: 1 });
  v.board.counters.push({ id: 901, spell: 'dragon-phantom', at: 'dragon-card', castTurn: 2 });
  expect(fractionText(dragonProgress(v))).toBe('2/3');
});
