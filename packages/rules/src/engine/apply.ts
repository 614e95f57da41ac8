/**
 * applyAction: the only way a game state changes. Checks in layers (shape, game over, seat,
 * legality) before touching anything, then applies to a copy-on-write draft (copy-on-write.ts):
 * the input state is never mutated, every subtree the action did not change is the very same
 * object in the result (reshare.ts also covers values written back), and every one it changed
 * is a new object. Nothing is thrown at the caller.
 *
 * Data flow: an action equal to one the rules list now is taken as that listed action (see
 * listedEqual); anything else is parsed with ActionSchema and checked layer by layer, so it gets
 * the precise error it always got.
 *
 * Every function here takes the game definition to run (its handlers and phase runners): the
 * engine knows no rule. src/game.ts passes the game's own definition and exports applyAction,
 * legalActions and playerActions over it.
 */
import { ActionSchema, type Action } from '../actions/schema';
import type { GameState } from '../state/types';
import { sameAction } from './action-key';
import { err, type GameError } from './errors';
import type { GameEvent } from './events';
import { draftOf, finish } from './copy-on-write';
import { concedeBy } from './concede';
import { advance, handlerFor, type Edit } from './flow';
import type { GameDefinition } from './handler';
import { pendingPrompt, topPrompt } from './prompt-stack';
import { reshare } from './reshare';
import { undoOffer, undone, withUndoWindow } from './undo';

export type ApplyResult =
  /** `legal`: the legal actions in the new state, as legalActions(state) lists them (listed once by the flow). */
  | { ok: true; state: GameState; events: GameEvent[]; legal: Action[] }
  | { ok: false; error: GameError | { code: 'internal_error'; message: string } };

/** Each change runs on a copy-on-write draft of the state (engine/copy-on-write.ts). */
const copyOnWrite: Edit = (state, change) => {
  const draft = draftOf(state);
  change(draft);
  return finish(draft);
};

/** applyAction (src/game.ts) in `game`: the new state, its events and legal list, or the error. */
export function applyActionIn(game: GameDefinition, state: GameState, raw: unknown): ApplyResult {
  const listed = listedEqual(game, state, raw);
  if (listed) return applyListed(game, state, listed);
  const parsed = parseAction(raw);
  if ('error' in parsed) return { ok: false, error: parsed.error };
  const action = parsed.action;
  if (state.winner || state.phase === 'ended') return { ok: false, error: err('game_over', 'The game is over.') };
  if (action.type === 'concede' || action.type === 'timeout') {
    const events: GameEvent[] = [];
    const how = action.type === 'timeout' ? 'time' : 'conceded';
    const next = advance(game, state, { events }, copyOnWrite, (draft) =>
      concedeBy(draft, action.seat, how, { events }, state.stateId + 1),
    );
    return { ok: true, state: reshare(state, next.state), events, legal: next.legal };
  }
  if (action.seat !== state.toAct) {
    return { ok: false, error: err('not_your_turn', `It is the ${state.toAct}'s turn to act.`) };
  }
  if (action.type === 'undo') return applyUndo(game, state, action);
  const prompt = topPrompt(state);
  if (!prompt) return { ok: false, error: { code: 'internal_error', message: 'No decision is pending.' } };
  const handler = handlerFor(game, prompt);
  try {
    if (!isListedIn(game, state, action)) {
      return {
        ok: false,
        error: handler.explain?.(state, prompt, action) ?? err('illegal_action', `'${action.type}' is not legal now.`),
      };
    }
  } catch (e) {
    return { ok: false, error: { code: 'internal_error', message: e instanceof Error ? e.message : String(e) } };
  }
  return applyListed(game, state, action);
}

/** ActionSchema's reading of `raw`, or its malformed error (also for input whose reading throws: a getter, a proxy). */
function parseAction(raw: unknown): { action: Action } | { error: GameError } {
  try {
    const parsed = ActionSchema.safeParse(raw);
    if (parsed.success) return { action: parsed.data };
    const issue = parsed.error.issues[0];
    const where = issue && issue.path.length ? ` at '${issue.path.join('.')}'` : '';
    return { error: err('malformed', `Malformed action${where}: ${issue?.message ?? 'invalid'}`) };
  } catch {
    return { error: err('malformed', 'Malformed action: it could not be read.') };
  }
}

/**
 * The action the rules list now that `raw` equals (listedAs), or null. A listed action is
 * well-formed by construction (apply.test.ts parses every listed action with ActionSchema), so
 * applyAction takes it as it is, without parsing `raw`: in a game's mixed workload the parse
 * costs several µs per action, and the candidates it is compared with are the ones isListedIn reads
 * anyway. `raw` is not trusted here: handlers' `candidates` only compare the action's fields with
 * listed values (engine/handler.ts), and whatever throws (a getter, an exotic object) just leaves
 * `raw` to the parse. The result never holds `raw` itself.
 */
function listedEqual(game: GameDefinition, state: GameState, raw: unknown): Action | null {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return null;
  try {
    return listedAs(game, state, raw as Action) ?? null;
  } catch {
    return null;
  }
}

/** Applies an action known to be legal (listed now) to `state`: the new state, its events and legal list. */
function applyListed(game: GameDefinition, state: GameState, action: Action): ApplyResult {
  const prompt = topPrompt(state);
  if (!prompt) return { ok: false, error: { code: 'internal_error', message: 'No decision is pending.' } };
  const handler = handlerFor(game, prompt);
  try {
    const events: GameEvent[] = [];
    const ctx = { events };
    const next = advance(game, state, ctx, copyOnWrite, (draft) => {
      handler.apply(draft, pendingPrompt(draft), action, ctx);
      draft.stateId = state.stateId + 1;
    });
    return { ok: true, state: withUndoWindow(state, reshare(state, next.state), action), events, legal: next.legal };
  } catch (e) {
    return { ok: false, error: { code: 'internal_error', message: e instanceof Error ? e.message : String(e) } };
  }
}

/** The seat takes back its last action (engine/undo.ts decides when it may). */
function applyUndo(game: GameDefinition, state: GameState, action: Extract<Action, { type: 'undo' }>): ApplyResult {
  if (!undoOffer(state)) {
    return { ok: false, error: err('nothing_to_undo', 'Nothing to take back: something new has become known since your last action.') };
  }
  try {
    const restored = undone(state, (s, a) => {
      const r = applyActionIn(game, s, a);
      if (!r.ok) throw new Error(`undo: replaying ${JSON.stringify(a)} failed: ${r.error.message}`);
      return r.state;
    });
    const events: GameEvent[] = [{ to: 'all', kind: 'undo.taken', params: { seat: action.seat } }];
    return { ok: true, state: restored, events, legal: legalActionsIn(game, restored) };
  } catch (e) {
    return { ok: false, error: { code: 'internal_error', message: e instanceof Error ? e.message : String(e) } };
  }
}

/**
 * Would legalActions(state) list this (well-formed, right-seat) action in `game`? Compares it with
 * the handler's candidates only: the part of the legal list with its type and keys.
 */
export function isListedIn(game: GameDefinition, state: GameState, action: Action): boolean {
  return listedAs(game, state, action) !== undefined;
}

/** The listed action equal to `action` (same fields and values: sameAction), if any (see isListedIn). */
function listedAs(game: GameDefinition, state: GameState, action: Action): Action | undefined {
  const prompt = topPrompt(state);
  if (!prompt || state.winner || state.phase === 'ended' || action.seat !== state.toAct) return undefined;
  const handler = handlerFor(game, prompt);
  const candidates = handler.candidates ? handler.candidates(state, prompt, action) : handler.enumerate(state, prompt);
  return candidates.find((a) => sameAction(a, action));
}

/**
 * What the seat to act may send: legalActions plus, when it has something to take back, the undo action.
 * The server offers this list to the players; legalActions stays the game's moves.
 */
export function playerActionsIn(game: GameDefinition, state: GameState, listed: Action[] = legalActionsIn(game, state)): Action[] {
  // `listed`: legalActions(state) when the caller has it already (applyAction's `legal`).
  const undo = undoOffer(state);
  return undo ? [...listed, undo] : listed;
}

/** Every legal action in `game` for the seat that must act now (state.toAct); empty once the game is over. */
export function legalActionsIn(game: GameDefinition, state: GameState): Action[] {
  if (state.winner || state.phase === 'ended') return [];
  const prompt = topPrompt(state);
  return prompt ? handlerFor(game, prompt).enumerate(state, prompt) : [];
}
