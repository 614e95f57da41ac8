/** The log events of seeded random self-play games: a wide sample of every kind for tests. */
import { botRng } from '../bots/random-bot';
import { applyAction, legalActions } from '../game';
import type { GameEvent } from '../engine/events';
import { newGame } from '../new-game';

export function seededEvents(seeds: readonly number[], maxActions = 2000): GameEvent[] {
  const events: GameEvent[] = [];
  for (const seed of seeds) {
    const rng = botRng(seed);
    let s = newGame({ seed, ruleset: 'undead' });
    for (let n = 0; n < maxActions && !s.winner && s.phase !== 'ended'; n++) {
      const legal = legalActions(s);
      const action = legal[rng.int(0, legal.length - 1)];
      if (!action) break;
      const r = applyAction(s, action);
      if (!r.ok) break;
      events.push(...r.events);
      s = r.state;
    }
  }
  return events;
}
