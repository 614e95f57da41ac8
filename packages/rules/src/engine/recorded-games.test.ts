/**
 * Behaviour kept through the copy-on-write rewrite: games recorded with the engine
 * before it (whole-state structuredClone, full legal list per action; fixtures/recorded-games.json)
 * replay to the same final state, with the same legal lists, views and events at every step.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Action } from '../actions/schema';
import { newGame } from '../new-game';
import type { GameState } from '../state/types';
import { viewFor } from '../view/view-for';
import { applyAction, legalActions } from '../game';

interface Recorded {
  seed: number;
  actions: Action[];
  legalListsSha256: string;
  viewsSha256: string;
  eventsSha256: string;
  final: GameState;
}

const fixture = JSON.parse(fs.readFileSync(path.join(__dirname, 'fixtures/recorded-games.json'), 'utf8')) as { games: Recorded[] };

describe('recorded games replay exactly (self-play.md "Replay")', () => {
  test.each(fixture.games.map((g) => [g.seed, g] as const))('seed %i', (_seed, game) => {
    const legalHash = createHash('sha256');
    const viewHash = createHash('sha256');
    const eventHash = createHash('sha256');
    let s = newGame({ seed: game.seed, ruleset: 'undead' });
    for (const action of game.actions) {
      legalHash.update(JSON.stringify(legalActions(s)));
      for (const v of ['spectator', 'invader', 'defender'] as const) viewHash.update(JSON.stringify(viewFor(s, v)));
      const r = applyAction(s, action);
      if (!r.ok) throw new Error(`${JSON.stringify(action)} refused: ${r.error.message}`);
      eventHash.update(JSON.stringify(r.events));
      s = r.state;
    }
    expect(s).toEqual(game.final);
    expect(JSON.stringify(s)).toBe(JSON.stringify(game.final));
    expect(legalHash.digest('hex')).toBe(game.legalListsSha256);
    expect(viewHash.digest('hex')).toBe(game.viewsSha256);
    expect(eventHash.digest('hex')).toBe(game.eventsSha256);
  });
});
