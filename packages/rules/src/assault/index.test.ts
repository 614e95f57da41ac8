import { WALLS } from '../board/undead-board';
import type { ChoiceId } from '../actions/choices';
import type { GameState } from '../state/types';
import { ASSAULT_STEP_ORDER } from '.';
import { answer, assaultScenario, startAssault, topChoice } from '../testing';

describe('Phase 5: the Assault steps in order', () => {
  test('seed 000 "Assault Steps": Ranged 1-4, Melee 1-6, then the Barbican', () => {
    expect(ASSAULT_STEP_ORDER).toEqual([
      'ranged-1',
      'ranged-2',
      'ranged-3',
      'ranged-4',
      'melee-1',
      'melee-2',
      'melee-3',
      'melee-4',
      'melee-5',
      'melee-6',
      'barbican',
    ]);
  });

  test('rulings.md "Assault": order exactly as seed 000; the cursor in state.assault survives a JSON round trip at every decision', () => {
    const s0 = startAssault(
      assaultScenario()
        .priests([{ at: 'courtyard' }])
        .with((s) => {
          for (const w of WALLS) s.board.walls[w].defenders.marksman = 0;
          s.decks.cannon = ['skeleton', 'miss', 'miss', 'phantom', 'skeleton', 'vampire'];
        })
        .tower('t1', { machine: 'cannon' })
        .tower('t2', { machine: 'stakes' })
        .wall('w3', { defenders: { marksman: 1, soldier: 1, veteran: 1 }, invaders: { vampire: 2, skeleton: 2 }, stones: 0 })
        .wall('w4', { defenders: { soldier: 1 } })
        .area('r-left-1', { skeleton: 2 }),
    );
    const roundTrip = (s: GameState): GameState => JSON.parse(JSON.stringify(s)) as GameState;
    const seen: string[] = [];
    let s = s0;
    const reply = (id: ChoiceId, seat: 'invader' | 'defender', option: string) => {
      expect(topChoice(s).id).toBe(id);
      if (!s.assault) throw new Error('expected an Assault under way');
      seen.push(s.assault.step);
      s = answer(roundTrip(s), seat, option);
    };
    reply('assault.cannon', 'defender', 'r-left-1');
    expect(s.board.areas['r-left-1'].skeleton).toBe(1);
    reply('assault.stakes', 'defender', 'none');
    reply('assault.loss', 'defender', 'marksman');
    reply('assault.hospital', 'defender', 'veteran');
    expect(seen).toEqual(['ranged-1', 'melee-4', 'melee-5', 'melee-6']);
    expect(s.board.courtyard.veteran).toBe(1);
    expect(s.defender.dead.marksman).toBe(1);
    expect(s.phase).toBe('ended');
    expect(s.assault).toBeNull();
  });
});
