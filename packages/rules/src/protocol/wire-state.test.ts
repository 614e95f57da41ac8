/** toWireGame: the public view as `state.game` holds it (docs/protocol.md "State"). */
import { botRng } from '../bots/random-bot';
import { applyAction, legalActions } from '../engine/apply';
import { newGame } from '../state/new-game';
import type { GameState } from '../state/types';
import { viewFor } from '../view/view-for';
import { toWireGame, wireOption } from './wire-state';

/** The mapping as first written: the view less `viewer`, choice prompts and the assault's data as strings. */
function referenceWire(state: GameState): unknown {
  const { viewer: _viewer, prompts, assault, ...rest } = viewFor(state, 'spectator');
  const wirePrompts = prompts.map((p) => {
    if (p.kind !== 'choice') return p;
    const { context, options, ...r } = p;
    return { ...r, options: options.map(wireOption), contextJson: JSON.stringify(context ?? {}) };
  });
  const wireAssault = assault ? (({ data, ...a }) => ({ ...a, dataJson: JSON.stringify(data ?? {}) }))(assault) : null;
  return { ...rest, prompts: wirePrompts, assault: wireAssault };
}

test('toWireGame equals the view less viewer with prompts and assault as the wire holds them, over seeded random games', () => {
  let assaults = 0;
  let choices = 0;
  for (const seed of [41, 42]) {
    const rng = botRng(seed);
    let s: GameState = newGame({ seed });
    for (let i = 0; i < 400 && s.phase !== 'ended'; i++) {
      const view = viewFor(s, 'spectator');
      const wire = toWireGame(view);
      expect(wire).toStrictEqual(referenceWire(s));
      // Every other part is the view's own object, so a sync can skip what did not change.
      expect(wire.board).toBe(view.board);
      expect(wire.invader).toBe(view.invader);
      if (s.assault) assaults++;
      if (s.prompts.some((p) => p.kind === 'choice')) choices++;
      const legal = legalActions(s);
      const r = applyAction(s, legal[rng.int(0, legal.length - 1)]);
      if (!r.ok) throw new Error(r.error.message);
      s = r.state;
    }
  }
  expect(assaults).toBeGreaterThan(0);
  expect(choices).toBeGreaterThan(0);
});
