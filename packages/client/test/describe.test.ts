import { describeAction, describeOption, describeShort } from '../src/logic/describe';
import { nameOf } from '../src/logic/ids';
import { A } from './fixtures';

test('actions read as plain words', () => {
  expect(describeAction(A.pay('forge.cannon', 2))).toBe('Pay 2 Hourglasses on Cannon');
  expect(describeAction(A.pay('workshop.stone', 1))).toBe('Pay 1 Hourglass on Stone Wall Section');
  expect(describeAction(A.move('courtyard', 'w3', 'marksman'))).toBe('Move a Marksman from the Courtyard to Wall 3');
  expect(describeAction(A.advance('camp', 'fg-left', 'vampire'))).toBe('Advance a Vampire from the Camp to the Left Foreground');
  expect(describeAction({ type: 'cast', seat: 'invader', spell: 'drums' })).toBe('Cast Drums (1 Mana)');
  expect(describeAction({ type: 'moveOut', seat: 'invader', size: 'camp' })).toBe('Declare Camp (free)');
  expect(describeAction({ type: 'council', seat: 'defender', card: 'pyre' })).toBe('Use Pyre');
  expect(describeAction({ type: 'springTrap', seat: 'invader', from: 'fg-left', to: 'r-left-1' })).toBe(
    'Spring the Trap on the Left Foreground → the Left Rampart 1',
  );
});

test('menu labels are short when the place is already known', () => {
  expect(describeShort(A.pay('forge.cannon', 3))).toBe('Pay 3');
  expect(describeShort(A.move('w1', 'w2', 'veteran'))).toBe('Move Veteran');
});

test('choice options name places and cards, not IDs', () => {
  expect(describeOption('w5')).toBe('Wall 5');
  expect(describeOption('t2')).toBe('Tower 2');
  expect(describeOption('gate-outer')).toBe('Outer Gate');
  expect(describeOption('r-barbican>w6')).toBe('Barbican path to Wall 6');
  expect(describeOption({ unit: 'soldier', wall: 'w3' })).toBe('Soldier · Wall 3');
  expect(describeOption('w2-w3')).toBe('Wall 2–Wall 3');
  expect(describeOption('bone-thrower')).toBe('Bone Thrower');
  expect(describeOption('scout-report')).toBe('Scout Report');
  expect(describeOption('4')).toBe('4');
  expect(describeOption('done')).toBe('Done');
});

test('every board place has a name', () => {
  for (const id of ['camp', 'fg-front', 'r-right-2', 'w10', 't6', 'gate-inner', 'courtyard', 'statue', 'hospital', 'mana-deck', 'p1']) {
    expect(nameOf(id)).not.toBe(id);
  }
});
