/**
 * States met in seeded random-vs-random games, for tests that need many positions (the bots'
 * determinization and no-peeking tests). Deterministic: the same arguments give the same states.
 */
import { botRng, deriveSeed } from '../bots/bot-rng';
import { itemAt } from '../engine/item-at';
import { applyAction, legalActions } from '../game';
import { newGame } from '../new-game';
import type { GameState } from '../state/types';

/** Every `every`-th state of the games of seeds `seeds` (each played to its end). */
export function randomStates(seeds: readonly number[], every: number): GameState[] {
  const out: GameState[] = [];
  for (const seed of seeds) {
    const rng = botRng(deriveSeed(seed, 7));
    let s = newGame({ seed });
    for (let i = 0; ; i++) {
      if (i % every === 0) out.push(s);
      const legal = legalActions(s);
      if (legal.length === 0) break;
      const r = applyAction(s, itemAt(legal, rng.int(0, legal.length - 1), 'random move'));
      if (!r.ok) throw new Error(`seed ${seed} action ${i}: ${r.error.message}`);
      s = r.state;
    }
  }
  return out;
}
