/**
 * "Fewer clicks": a whole Move out of 14 units in at most 10 clicks. Drives the rules with
 * the clicks the board logic offers (clickOffers, then the destination menu as advanceCounts trims
 * it): choose the Move out card, then per group select its source, click its destination, pick
 * "all N"; 'done' ends each of the three stages.
 */
import { applyAction, legalActions, type Action, type GameState } from '@stronghold/rules';
import { scenario } from '@stronghold/rules/testing';
import { describeShort } from '../src/logic/describe';
import { advanceCounts, clickOffers } from '../src/logic/targets';
import { must } from './must';

function apply(s: GameState, a: Action): GameState {
  const r = applyAction(s, a);
  if (!r.ok) throw new Error(r.error.message);
  return r.state;
}

test('a Minor Move out of 14 Camp units (9 Skeletons, 5 Phantoms) takes at most 10 clicks', () => {
  let s = scenario({ seed: 9 })
    .turn(3)
    .phase('moveout', 'chosen')
    .mana(3)
    .area('camp', { skeleton: 9, phantom: 5 })
    .invaderMenu('invader-moveout')
    .build();
  s.board.areas['camp'] = { phantom: 5, skeleton: 9, vampire: 0 };
  let clicks = 0;
  const minor = must(
    legalActions(s).find((a) => a.type === 'moveOut' && a.size === 'minor'),
    'a Minor Move out',
  );
  clicks++; // the Move out card's menu item
  s = apply(s, minor);
  const groups: Array<[string, string, 'skeleton' | 'phantom']> = [
    ['camp', 'fg-left', 'skeleton'],
    ['camp', 'fg-front', 'phantom'],
  ];
  while (s.prompts.at(-1)?.kind === 'invader-advance') {
    const legal = legalActions(s);
    const group = groups.find(([from, , unit]) => legal.some((a) => a.type === 'advance' && a.from === from && a.unit === unit));
    if (!group) {
      clicks++; // 'done' for this stage
      s = apply(
        s,
        must(
          legal.find((a) => a.type === 'done'),
          "'done'",
        ),
      );
      continue;
    }
    const [from, to, unit] = group;
    expect(clickOffers(legal, from, null)).toEqual({ kind: 'select', source: from });
    clicks++; // select the source
    const menu = clickOffers(legal, to, from);
    if (menu.kind !== 'menu') throw new Error('no menu at the destination');
    clicks++; // the destination
    const offered = advanceCounts(menu.actions.filter((a) => a.type === 'advance' && a.unit === unit));
    expect(offered.map(describeShort)).toContain(
      `Advance all ${unit === 'skeleton' ? 9 : 5} × ${unit === 'skeleton' ? 'Skeleton' : 'Phantom'}`,
    );
    if (groups.indexOf(group) > 0) clicks++; // pick the other unit type in the panel
    const all = offered.reduce((m, a) => (a.type === 'advance' && m.type === 'advance' && a.count > m.count ? a : m));
    clicks++; // "all N"
    s = apply(s, all);
  }
  expect(s.board.areas['fg-left'].skeleton).toBe(9);
  expect(s.board.areas['fg-front'].phantom).toBe(5);
  expect(clicks).toBe(8); // measured: stages with nothing to move close by themselves
  expect(clicks).toBeLessThanOrEqual(10);
});
