/**
 * A Priest's Repel that can do nothing is not offered in the Defender's last window before the
 * Assault (logic/menu-notes.ts idleActions): Repel acts in Melee step 1, and from that window on no
 * Vampire can reach the wall (docs/rules/defender.md "Priests"). Earlier it stays offered, its note
 * saying it would do nothing as the board stands.
 */
import { legalActions, viewFor, type Action, type GameState } from '@stronghold/rules';
import { scenario } from '@stronghold/rules/testing';
import { choiceNote, idleActions } from '../src/logic/menu-notes';

const repel: Action = { type: 'priest', seat: 'defender', priest: 'p1', act: 'repel' };
const speech: Action = { type: 'priest', seat: 'defender', priest: 'p1', act: 'speech' };

/** Priest p1 on Wall 5 with `vampires` Vampires there, the Defender's window open (`final` or not) with 2 Hourglasses. */
function windowWithPriest(final: boolean, vampires: number): GameState {
  return scenario({ seed: 4 })
    .turn(2)
    .phase('moveout', 'final')
    .priests([{ at: 'w5' }])
    .wall('w5', { invaders: { vampire: vampires } })
    .defenderWindow(2, final)
    .build();
}

test('seed 000 Priests Action I "Repel", last window before the Assault, no Vampire on his wall: listed by the rules, but not offered, with why', () => {
  const s = windowWithPriest(true, 0);
  const legal = legalActions(s);
  expect(legal).toContainEqual(repel);
  const idle = idleActions(legal, viewFor(s, 'defender'));
  expect(idle.map((i) => i.action)).toEqual([repel]);
  expect(idle[0]?.places).toEqual(['w5', 'p1']);
  expect(idle[0]?.reason).toBe(
    'Repel (Priest 1): no Vampire on Wall 5, and none can reach it before this Assault now, so it would have no effect.',
  );
  // The Speech still does something: it stays offered.
  expect(legal).toContainEqual(speech);
  expect(idle.some((i) => i.action.type === 'priest' && i.action.act === 'speech')).toBe(false);
});

test('seed 000 "Repel": with a Vampire on his wall the Repel is offered in the last window too', () => {
  const s = windowWithPriest(true, 1);
  expect(legalActions(s)).toContainEqual(repel);
  expect(idleActions(legalActions(s), viewFor(s, 'defender'))).toEqual([]);
});

test('docs/rules/defender.md "Priests" (a Vampire may still reach the wall before the Assault): in an earlier window the Repel stays offered and says so', () => {
  const s = windowWithPriest(false, 0);
  const v = viewFor(s, 'defender');
  expect(legalActions(s)).toContainEqual(repel);
  expect(idleActions(legalActions(s), v)).toEqual([]);
  expect(choiceNote(repel, v)).toMatch(/No Vampire on Wall 5 now: this has no effect unless a Vampire arrives there before the Assault/);
});
