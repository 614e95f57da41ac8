import { GAME_CODE_ALPHABET, GAME_CODE_LENGTH, isGameCode, makeGameCode, normalizeGameCode } from './game-code';

describe('invites: game codes easy to read aloud', () => {
  it('has no look-alike characters and no dashes in its alphabet', () => {
    for (const c of ['0', 'O', '1', 'I', 'L', 'l', '-', '_']) expect(GAME_CODE_ALPHABET).not.toContain(c);
    expect(GAME_CODE_ALPHABET).toBe(GAME_CODE_ALPHABET.toUpperCase());
    expect(new Set(GAME_CODE_ALPHABET).size).toBe(GAME_CODE_ALPHABET.length);
  });

  it('makes codes of the alphabet only, each character drawn from all of it', () => {
    let x = 12345;
    const pick = (n: number) => ((x = (x * 1103515245 + 12345) % 2147483648), x % n);
    const seen = new Set<string>();
    for (let i = 0; i < 500; i++) {
      const c = makeGameCode(pick);
      expect(c).toHaveLength(GAME_CODE_LENGTH);
      expect(isGameCode(c)).toBe(true);
      for (const ch of c) seen.add(ch);
    }
    expect(seen.size).toBe(GAME_CODE_ALPHABET.length);
    expect(makeGameCode(() => 0)).toBe('222222');
    expect(makeGameCode((n) => n - 1)).toBe('ZZZZZZ');
  });

  it('reads a typed code in any case, with spaces or dashes; other ids stay as typed', () => {
    expect(normalizeGameCode('  k7m-q2x ')).toBe('K7MQ2X');
    expect(normalizeGameCode('k7m q2x')).toBe('K7MQ2X');
    expect(normalizeGameCode('K7MQ2X')).toBe('K7MQ2X');
    // An old Colyseus id (mixed case, dashes) is not a code: kept exactly.
    expect(normalizeGameCode('aB3-x_9Qz')).toBe('aB3-x_9Qz');
    expect(isGameCode('K7MQ20')).toBe(false);
    expect(isGameCode('k7mq2x')).toBe(false);
  });
});
