/**
 * RoomStateSync: a public view field the schema does not declare is carried in game.extrasJson
 * (and reported) after every sync, also when the node or the map of nodes holding it is skipped
 * because its source did not change (docs/server.md "Hidden information and the sync").
 */
import {
  applyAction,
  legalActions,
  newGame,
  viewFor,
  type GameState,
  type GameView,
  type PreviousView,
  type Viewer,
} from '@stronghold/rules';
import { RoomState } from '../src/schema/room-state';
import { RoomStateSync } from '../src/schema/sync';

type Walls = GameView['board']['walls'];

test('an undeclared field under a map of nodes stays in extrasJson while the map is skipped as unchanged', () => {
  // The public view with `mystery` on wall w1: one copy per walls object, so unchanged walls keep their identity.
  const copies = new WeakMap<object, Walls>();
  const views = (state: GameState, viewer: Viewer, previous?: PreviousView): GameView => {
    const view = viewFor(state, viewer, previous);
    if (viewer !== 'spectator') return view;
    let walls = copies.get(state.board.walls);
    if (!walls) {
      walls = { ...state.board.walls, w1: { ...state.board.walls.w1, mystery: 7 } as Walls['w1'] };
      copies.set(state.board.walls, walls);
    }
    return { ...view, board: { ...view.board, walls } };
  };
  const target = new RoomState();
  const sync = new RoomStateSync(target, views);
  let game = newGame({ seed: 5, ruleset: 'undead' });
  let unchangedWalls = 0;
  for (let i = 0; i < 80 && game.phase !== 'ended'; i++) {
    const report = sync.apply(game);
    expect(report.unknownPaths).toEqual(['game.board.walls.w1.mystery']);
    expect(JSON.parse(target.game.extrasJson)).toEqual({ 'board.walls.w1.mystery': 7 });
    const legal = legalActions(game);
    const r = applyAction(game, legal[(i * 7) % legal.length]);
    if (!r.ok) throw new Error(r.error.message);
    if (r.state.board.walls === game.board.walls) unchangedWalls++;
    game = r.state;
  }
  expect(unchangedWalls).toBeGreaterThan(10);
});
