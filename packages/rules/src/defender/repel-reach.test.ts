import { scenario } from '../testing/scenario';
import { viewFor } from '../view/view-for';
import { repelCanAct } from './repel-reach';

/** Priest p1 on Wall 5 with `vampires` Vampires there, the Defender's window open (`final` or not). */
const windowWithPriest = (final: boolean, vampires: number) =>
  viewFor(
    scenario({ seed: 4 })
      .turn(2)
      .phase('moveout', 'final')
      .priests([{ at: 'w5' }])
      .wall('w5', { invaders: { vampire: vampires } })
      .defenderWindow(2, final)
      .build(),
    'defender',
  );

describe('seed 000 Priests Action I "Repel" (docs/rules/defender.md "Priests"): whether a Repel bought now can act', () => {
  it('in the last window before the Assault, with no Vampire on his wall: it cannot', () => {
    expect(repelCanAct(windowWithPriest(true, 0), 'p1')).toBe(false);
  });
  it('in the last window, with a Vampire on his wall: it can', () => {
    expect(repelCanAct(windowWithPriest(true, 1), 'p1')).toBe(true);
  });
  it('in an earlier window a Vampire may still arrive: it can', () => {
    expect(repelCanAct(windowWithPriest(false, 0), 'p1')).toBe(true);
  });
});
