/**
 * Self-play: one game between two bots, every invariant (invariants.ts) checked after every
 * action. A violation names the game seed and the action index: the offending state is
 * replay(seed, actions.slice(0, actionIndex)) (index 0 is the state newGame returns).
 */
import type { Action } from '../actions/schema';
import type { Bot, Budget } from '../bots/bot';
import { botRng, deriveSeed, sample } from '../bots/bot-rng';
import type { HardOptions } from '../bots/hard-bot';
import { createBot } from '../bots/levels';
import { randomBot } from '../bots/random-bot';
import { referenceHardBot } from '../bots/reference-hard-bot';
import { applyAction, legalActions } from '../game';
import { checkAccepted, checkEvents, checkInvariants, describePrompt, type InvariantFailure, type InvariantId } from '../invariants';
import { newGame } from '../new-game';
import type { GameState, Seat } from '../state/types';
import { viewFor } from '../view/view-for';

/**
 * 'normal' is the greedy bot; 'greedy' stays as its old name. 'random-single' is the random bot
 * that advances one unit at a time (the granularity before multi-unit Move out). 'hard-v1' is the
 * first Hard search, kept as a fixed reference for strength figures (never offered to players).
 */
export type BotKind = 'random' | 'random-single' | 'easy' | 'normal' | 'greedy' | 'hard' | 'hard-v1';
export const BOT_KINDS: readonly BotKind[] = ['random', 'random-single', 'easy', 'normal', 'greedy', 'hard', 'hard-v1'];
const SEARCHERS: ReadonlySet<BotKind> = new Set<BotKind>(['hard', 'hard-v1']);
/** Does this kind search (and so take a budget and report its decision times)? */
export const searches = (kind: BotKind): boolean => SEARCHERS.has(kind);

export interface SelfPlayOptions {
  seed: number;
  /**
   * The bots' own seed, a stream apart from the game's (default 0): a bot's randomness tells it
   * nothing about the game's generator, hence nothing about the decks or the Library.
   */
  botSeed?: number;
  invader?: BotKind | Bot;
  defender?: BotKind | Bot;
  /** A game still running after this many actions is reported as a 'flow' violation. */
  maxActions?: number;
  /** Check the invariants after every action (default true). */
  checks?: boolean;
  /** How many other listed actions are also tried on applyAction at each step (default 5). */
  acceptSample?: number;
  /** The Hard bot's budget per decision (default: 200 playouts; with `now` and only ms, time). */
  budget?: Budget;
  /** The Hard bot's search settings (docs/rules/self-play.md "Hard"). */
  hard?: Omit<HardOptions, 'budget'>;
  /** A clock in ms (the sim CLI passes performance.now): for games/s and the bots' time budgets; the engine never sees it. */
  now?: () => number;
}

export interface Violation {
  seed: number;
  /** Actions applied to reach the offending state. */
  actionIndex: number;
  invariant: InvariantId;
  message: string;
  turn: number;
  phase: string;
  prompt: string;
  /** Further actions of the same game at which the same invariant failed again. */
  repeats: number;
}

export interface GameException {
  seed: number;
  actionIndex: number;
  message: string;
}

export interface GameResult {
  seed: number;
  winner: Seat | null;
  reason: string | null;
  turns: number;
  actions: Action[];
  violations: Violation[];
  exception: GameException | null;
  final: GameState | null;
  /** Wall time of each decision in ms, per seat (with a clock `now` only). */
  decisionMs: Record<Seat, number[]>;
  /** A seat's thinking in each turn it acted in, in ms (the sum of its decisions: what the other player waits). */
  turnMs: Record<Seat, number[]>;
}

export const DEFAULT_MAX_ACTIONS = 20_000;
export const DEFAULT_ACCEPT_SAMPLE = 5;

/** Each bot's seed comes from the bot seed, the checker's from the game seed, one stream each. */
export const streamSeed = { invader: 1, defender: 2, checker: 3 } as const;

/** A bot of `kind` for `seat`, seeded from `botSeed` (never from the game's seed). */
export function makeBot(kind: BotKind, botSeed: number, seat: Seat, budget?: Budget, hard: Omit<HardOptions, 'budget'> = {}): Bot {
  const s = deriveSeed(botSeed, streamSeed[seat]);
  if (kind === 'random' || kind === 'random-single') return randomBot(s, seat, { oneUnitAdvances: kind === 'random-single' });
  if (kind === 'hard-v1') {
    // Only the settings both searches share, and only those given (an undefined would hide a default).
    const shared = Object.fromEntries(
      (['depth', 'width', 'determinizations', 'playoutSample'] as const).flatMap((k) => (hard[k] === undefined ? [] : [[k, hard[k]]])),
    );
    return referenceHardBot(s, seat, { ...shared, budget });
  }
  return createBot(kind === 'greedy' ? 'normal' : kind, s, seat, { ...hard, budget });
}

const errorText = (e: unknown): string => (e instanceof Error ? e.message : String(e));

/** The two seats' bots: given, or made from their kind. */
function botsOf(options: SelfPlayOptions): Record<Seat, Bot> {
  const of = (seat: Seat): Bot => {
    const given = options[seat];
    return typeof given === 'object' ? given : makeBot(given ?? 'random', options.botSeed ?? 0, seat, options.budget, options.hard);
  };
  return { invader: of('invader'), defender: of('defender') };
}

export function playGame(options: SelfPlayOptions): GameResult {
  const { seed } = options;
  const maxActions = options.maxActions ?? DEFAULT_MAX_ACTIONS;
  const checks = options.checks ?? true;
  const acceptSample = options.acceptSample ?? DEFAULT_ACCEPT_SAMPLE;
  const bots = botsOf(options);
  const checker = botRng(deriveSeed(seed, streamSeed.checker));
  const violations: Violation[] = [];
  const seen = new Map<InvariantId, Violation>();
  const actions: Action[] = [];
  const decisionMs: Record<Seat, number[]> = { invader: [], defender: [] };
  const perTurn: Record<Seat, Map<number, number>> = { invader: new Map(), defender: new Map() };
  const result = (state: GameState | null, exception: GameException | null): GameResult => ({
    seed,
    winner: state?.winner?.seat ?? null,
    reason: state?.winner?.reason ?? null,
    turns: state?.turn ?? 0,
    actions,
    violations,
    exception,
    final: state,
    decisionMs,
    turnMs: { invader: [...perTurn.invader.values()], defender: [...perTurn.defender.values()] },
  });
  const report = (state: GameState, failures: InvariantFailure[]) => {
    for (const f of failures) {
      const earlier = seen.get(f.invariant);
      if (earlier) {
        earlier.repeats += 1;
        continue;
      }
      const top = state.prompts[state.prompts.length - 1];
      const v: Violation = {
        seed,
        actionIndex: actions.length,
        invariant: f.invariant,
        message: f.message,
        turn: state.turn,
        phase: state.phase,
        prompt: top ? describePrompt(top) : 'none',
        repeats: 0,
      };
      seen.set(f.invariant, v);
      violations.push(v);
    }
  };

  let state: GameState;
  try {
    state = newGame({ seed, ruleset: 'undead' });
  } catch (e) {
    return result(null, { seed, actionIndex: 0, message: `newGame: ${errorText(e)}` });
  }

  for (;;) {
    let legal: Action[];
    try {
      legal = legalActions(state);
      if (checks) report(state, checkInvariants(state, legal));
    } catch (e) {
      return result(state, { seed, actionIndex: actions.length, message: `legalActions/invariants: ${errorText(e)}` });
    }
    const first = legal[0];
    if (state.winner || state.phase === 'ended' || first === undefined) return result(state, null);
    if (actions.length >= maxActions) {
      report(state, [{ invariant: 'flow', message: `the game did not end within ${maxActions} actions (turn ${state.turn})` }]);
      return result(state, null);
    }
    const seat = state.toAct ?? first.seat;
    let action: Action;
    try {
      const t0 = options.now?.();
      action = bots[seat].decide({ view: viewFor(state, seat), legal, now: options.now });
      if (t0 !== undefined && options.now) {
        const ms = options.now() - t0;
        decisionMs[seat].push(ms);
        perTurn[seat].set(state.turn, (perTurn[seat].get(state.turn) ?? 0) + ms);
      }
    } catch (e) {
      return result(state, { seed, actionIndex: actions.length, message: `${bots[seat].name}: ${errorText(e)}` });
    }
    if (checks && acceptSample > 0) {
      const others = sample(
        checker,
        legal.filter((a) => a !== action),
        acceptSample,
      );
      report(state, checkAccepted(state, others));
    }
    const r = applyAction(state, action);
    if (!r.ok) {
      const message = `chosen action ${JSON.stringify(action)} rejected: ${r.error.code}: ${r.error.message}`;
      if (r.error.code === 'internal_error') return result(state, { seed, actionIndex: actions.length, message });
      report(state, [{ invariant: 'legal.accepted', message }]);
      return result(state, null);
    }
    actions.push(action);
    state = r.state;
    if (checks) report(state, checkEvents(state, r.events));
  }
}

export interface SimSummary {
  games: number;
  invaderWins: number;
  defenderWins: number;
  unfinished: number;
  totalActions: number;
  meanActions: number;
  seconds: number;
  gamesPerSecond: number;
  violations: Violation[];
  exceptions: GameException[];
  /** Wall time of every decision in ms, per seat (empty without a clock). */
  decisionMs: Record<Seat, number[]>;
  /** Each seat's thinking per turn of every game, in ms (empty without a clock). */
  turnMs: Record<Seat, number[]>;
}

/** The summary of no games, taking `seconds`: what simulate, and the CLI's sum of its workers, count up from. */
export function emptySummary(seconds = 0): SimSummary {
  return {
    games: 0,
    invaderWins: 0,
    defenderWins: 0,
    unfinished: 0,
    totalActions: 0,
    meanActions: 0,
    seconds,
    gamesPerSecond: 0,
    violations: [],
    exceptions: [],
    decisionMs: { invader: [], defender: [] },
    turnMs: { invader: [], defender: [] },
  };
}

export interface SimOptions extends Omit<SelfPlayOptions, 'seed' | 'botSeed'> {
  games: number;
  /** Game k plays seed + k. */
  seed: number;
  /** Game k's bots are seeded from botSeed + k (default 0). */
  botSeed?: number;
  onGame?: (r: GameResult) => void;
}

/** Play `games` games with seeds seed, seed+1, ... and sum up. */
export function simulate(options: SimOptions): SimSummary {
  const now = options.now ?? (() => 0);
  const t0 = now();
  const s = emptySummary();
  for (let k = 0; k < options.games; k++) {
    const r = playGame({ ...options, seed: options.seed + k, botSeed: (options.botSeed ?? 0) + k });
    s.games += 1;
    if (r.winner === 'invader') s.invaderWins += 1;
    else if (r.winner === 'defender') s.defenderWins += 1;
    else s.unfinished += 1;
    s.totalActions += r.actions.length;
    s.violations.push(...r.violations);
    if (r.exception) s.exceptions.push(r.exception);
    for (const seat of ['invader', 'defender'] as const) {
      s.decisionMs[seat].push(...r.decisionMs[seat]);
      s.turnMs[seat].push(...r.turnMs[seat]);
    }
    options.onGame?.(r);
  }
  s.seconds = (now() - t0) / 1000;
  s.meanActions = s.games ? s.totalActions / s.games : 0;
  s.gamesPerSecond = s.seconds > 0 ? s.games / s.seconds : 0;
  return s;
}

/** One line per violation or exception of a game, for reports and test failures. */
export function problemsOf(r: GameResult): string[] {
  const lines = r.violations.map(
    (v) =>
      `seed ${v.seed} action ${v.actionIndex} [${v.invariant}] turn ${v.turn} ${v.phase} (${v.prompt}): ${v.message}` +
      (v.repeats ? ` (+${v.repeats} more)` : ''),
  );
  if (r.exception) lines.push(`seed ${r.exception.seed} action ${r.exception.actionIndex}: exception: ${r.exception.message}`);
  return lines;
}
