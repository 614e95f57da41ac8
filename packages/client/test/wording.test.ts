import { boardWords, thirdPerson, turnName } from '../src/logic/wording';

describe('board words for server text', () => {
  test('ids become the names the board shows', () => {
    expect(boardWords('The Invader places Drums on r-front-1.')).toBe('The Invader places Drums on the Front Rampart 1.');
    expect(boardWords('A Skeleton advances from camp to fg-front.')).toBe('A Skeleton advances from the Camp to the Front Foreground.');
    expect(boardWords('Trap on r-barbican>w5.')).toBe('Trap on the Barbican path to Wall 5.');
    expect(boardWords('A Marksman in t3 holds fire.')).toBe('A Marksman in Tower 3 holds fire.');
    expect(boardWords('The Invader casts illusionary-threat.')).toBe('The Invader casts Illusionary Threat.');
    expect(boardWords('Pay on forge.cannon')).toContain('Cannon');
    expect(boardWords('The Invader lays out the spells: terror, mists, Bone Thrower.')).toBe(
      'The Invader lays out the spells: Terror, Mists, Bone Thrower.',
    );
  });
  test('turn numbers are Roman, slips mended', () => {
    expect(boardWords('Turn 2 begins.')).toBe('Turn II begins.');
    expect(turnName(8)).toBe('VIII');
    expect(boardWords('all 1 of its counter on the board are active')).toBe('Its one counter on the board is active');
    expect(boardWords('The Camp have moved out.')).toBe('The units in the Camp have moved out.');
  });
  test('plain words are left alone', () => {
    expect(boardWords('The Invader declares Camp: the engineers rest.')).toBe('The Invader declares Camp: the engineers rest.');
  });
  test('instructions for the acting seat read in the third person for the others', () => {
    expect(thirdPerson('Spend your 6 Hourglasses (Supply)')).toBe('is spending their 6 Hourglasses (Supply)');
    expect(thirdPerson('Choose the target of a Marksman on w5')).toBe('is choosing the target of a Marksman on w5');
    expect(thirdPerson("Necromancer's Library: choose a spell")).toMatch(/^is deciding: /);
  });
  test('a prompt that opens with a name keeps the name capitalised as the rules name it', () => {
    expect(thirdPerson("Necromancer's Library: choose a spell")).toBe("is deciding: Necromancer's Library: choose a spell");
    expect(thirdPerson('Ghostly Carriage: choose a unit to carry to a Rampart (0 moved)')).toBe(
      'is deciding: Ghostly Carriage: choose a unit to carry to a Rampart (0 moved)',
    );
    // An instruction's own first word still follows "is deciding: " in lower case.
    expect(thirdPerson('Which wall? Answer now')).toBe('is deciding: which wall? Answer now');
  });
});
