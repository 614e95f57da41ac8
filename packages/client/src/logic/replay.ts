/**
 * A finished game's record, replayed with the rules package: each step's state is
 * newGame + applyAction, shown as the spectator sees it. Only for displaying a finished game;
 * the client never uses the engine to decide what a live player may do.
 */
import { applyAction, newGame, viewFor, type Action, type GameState, type GameView } from '@stronghold/rules';
import { eventText, t } from '../i18n';

export interface GameRecord {
  id: string;
  seed: number;
  options?: Record<string, unknown> | null;
  actions: Action[];
  winner?: { seat: 'invader' | 'defender'; reason: string } | null;
}

export interface ReplayStep {
  /** The action that led here (null for the start position). */
  action: Action | null;
  view: GameView;
  /** Public log lines of this step. */
  log: string[];
}

export interface Replay {
  steps: ReplayStep[];
  /** Set when an action could not be applied (the record and the rules disagree). */
  error: string | null;
}

export function buildReplay(record: GameRecord): Replay {
  let state: GameState = newGame({ ...(record.options ?? {}), seed: record.seed, ruleset: 'undead' });
  const steps: ReplayStep[] = [{ action: null, view: viewFor(state, 'spectator'), log: [t('log.gameBegins')] }];
  for (const [i, action] of record.actions.entries()) {
    const r = applyAction(state, action);
    if (!r.ok) return { steps, error: t('replay.cannotReplay', { n: i + 1, message: r.error.message }) };
    state = r.state;
    steps.push({
      action,
      view: viewFor(state, 'spectator'),
      log: r.events.filter((e) => e.to === 'all').map((e) => eventText(e.kind, e.params)),
    });
  }
  return { steps, error: null };
}
