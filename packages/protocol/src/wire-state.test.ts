/** toWireGame: the public view as `state.game` holds it (docs/protocol.md "State"). */
import { botRng, pick } from '@stronghold/rules/bots';
import { applyAction, legalActions, newGame, type GameState, viewFor, type GameView } from '@stronghold/rules';
import { mustApply, must } from '@stronghold/rules/testing';
import { toWireGame, toWireSecrets, wireOption, type WireGame, type WireSecrets } from './wire-state';

/** The mapping as first written: the view less `viewer`, choice prompts and the assault's data as strings. */
function referenceWire(state: GameState): unknown {
  const { viewer: _viewer, prompts, assault, ...rest } = viewFor(state, 'spectator');
  const wirePrompts = prompts.map((p) => {
    if (p.kind !== 'choice') return p;
    const { context, options, ...r } = p;
    return { ...r, options: options.map(wireOption), contextJson: JSON.stringify(context) };
  });
  const wireAssault = assault ? (({ data, ...a }) => ({ ...a, dataJson: JSON.stringify(data) }))(assault) : null;
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

test.each([
  ['views made from the previous ones (as the server syncs)', true],
  ['views made afresh', false],
])('toWireGame and toWireSecrets made from the previous wire forms equal those made afresh, %s', (_name, chained) => {
  let sharedSecrets = 0;
  let secretPrompts = 0;
  let illusions = 0;
  type Seats = Record<'invader' | 'defender', { view: GameView; secrets: WireSecrets }>;
  for (const seed of [43, 44, 50]) {
    const rng = botRng(seed);
    let s: GameState = newGame({ seed, ruleset: 'undead' });
    let last: { state: GameState; publicView: GameView; game: WireGame; seats: Seats } | null = null;
    while (s.phase !== 'ended') {
      const prior = chained ? last : null;
      const publicView = viewFor(s, 'spectator', prior ? { state: prior.state, view: prior.publicView } : undefined);
      const game = toWireGame(publicView, last ? { view: last.publicView, wire: last.game } : undefined);
      expect(game).toStrictEqual(toWireGame(viewFor(s, 'spectator')));
      const seats = {} as Seats;
      for (const seat of ['invader', 'defender'] as const) {
        const view = viewFor(s, seat, prior ? { state: prior.state, view: prior.seats[seat].view } : undefined);
        const before = last?.seats[seat];
        const secrets = toWireSecrets(
          view,
          publicView,
          before && last ? { view: before.view, wire: before.secrets, publicView: last.publicView } : undefined,
        );
        const fresh = toWireSecrets(viewFor(s, seat), viewFor(s, 'spectator'));
        expect(secrets).toStrictEqual(fresh);
        if (before && secrets === before.secrets) sharedSecrets++;
        if (fresh.promptsJson !== '[]') secretPrompts++;
        if (Object.keys(fresh.illusions).length) illusions++;
        seats[seat] = { view, secrets };
      }
      last = { state: s, publicView, game, seats };
      const legal = legalActions(s);
      s = mustApply(s, pick(rng, legal)).state;
    }
  }
  expect(secretPrompts).toBeGreaterThan(0);
  expect(illusions).toBeGreaterThan(0);
  // Fresh views copy the Invader and the decks every time: then nothing may be taken as unchanged.
  if (chained) expect(sharedSecrets).toBeGreaterThan(100);
  else expect(sharedSecrets).toBe(0);
});

test("toWireSecrets ignores a previous seat's secrets made for the other seat", () => {
  const s = newGame({ seed: 46, ruleset: 'undead' });
  const publicView = viewFor(s, 'spectator');
  const invader = viewFor(s, 'invader');
  const invaderSecrets = toWireSecrets(invader, publicView);
  // Same objects where views share them (board counters, prompts), but the defender's own view:
  const defender = viewFor(s, 'defender', { state: s, view: invader });
  expect(toWireSecrets(defender, publicView, { view: invader, wire: invaderSecrets, publicView })).toStrictEqual(
    toWireSecrets(defender, publicView),
  );
  expect(toWireSecrets(defender, publicView).library).toEqual([]);
});

test('toWireSecrets does not take the previous secrets when only the board counters changed (an Illusion turned)', () => {
  const rng = botRng(55);
  let s: GameState = newGame({ seed: 55, ruleset: 'undead' });
  while (s.phase !== 'ended' && !s.board.counters.some((c) => c.value !== undefined)) {
    const legal = legalActions(s);
    s = mustApply(s, pick(rng, legal)).state;
  }
  const hiddenValue = s.board.counters.find((c) => c.value !== undefined);
  expect(hiddenValue).toBeDefined();
  const publicView = viewFor(s, 'spectator');
  const invader = viewFor(s, 'invader');
  const secrets = toWireSecrets(invader, publicView);
  const counters = s.board.counters.map((c) => (c === hiddenValue ? { ...c, value: (c.value ?? 0) + 1 } : c));
  const t: GameState = { ...s, board: { ...s.board, counters } };
  const next = viewFor(t, 'invader', { state: s, view: invader });
  const nextPublic = viewFor(t, 'spectator', { state: s, view: publicView });
  const made = toWireSecrets(next, nextPublic, { view: invader, wire: secrets, publicView });
  expect(made).not.toBe(secrets);
  const counter = must(hiddenValue, 'a counter with a hidden value');
  expect(made.illusions[String(counter.id)]).toBe((counter.value ?? 0) + 1);
});
