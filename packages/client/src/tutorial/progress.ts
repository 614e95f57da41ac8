/**
 * The coach's progress through a script, as a pure function of what it has seen: which step to
 * show now, which steps are done (the player did what they asked, or pressed "Got it") and which
 * were skipped (their moment passed without coming).
 */
import { pastPhase, type CoachContext, type TutorialStep } from './step';

export interface Progress {
  /** Finished steps: done by the player, or skipped. */
  finished: Record<string, 'done' | 'skipped'>;
  /** Steps that have been shown: an action step is done when its `doneWhen` holds; an explanation comes back until read. */
  started: string[];
  /** The player left the tutorial: the coach stays away for this game. */
  left: boolean;
}

export const freshProgress = (): Progress => ({ finished: {}, started: [], left: false });

export interface Advanced {
  progress: Progress;
  /** The step to show, or null when none applies now (the other seat is playing). */
  current: TutorialStep | null;
  /** Steps the player completed in this update, in script order. */
  done: string[];
  /** Nothing was judged (an action is on its way): keep showing what was shown. */
  held?: true;
}

/**
 * One look at the game. `starts` keeps the context each action step was first shown in (for
 * `doneWhen`); it is filled here.
 */
export function advance(steps: readonly TutorialStep[], progress: Progress, c: CoachContext, starts: Map<string, CoachContext>): Advanced {
  const finished = { ...progress.finished };
  const started = new Set(progress.started);
  const done: string[] = [];
  let current: TutorialStep | null = null;
  /** An explanation shown earlier and not yet read to the end: shown again while nothing else applies. */
  let unread: TutorialStep | null = null;
  // An action on its way (our move, the legal list not back yet) is no moment to judge anything.
  if (progress.left || (c.view.toAct === c.seat && !c.legal.length && !c.view.winner)) return { progress, current: null, done, held: true };
  for (const s of steps) {
    if (finished[s.id]) continue;
    const shown = started.has(s.id);
    if (!s.ack && shown) {
      const start = starts.get(s.id) ?? c;
      if (s.doneWhen ? s.doneWhen(c, start) : !s.when(c)) {
        finished[s.id] = 'done';
        done.push(s.id);
        continue;
      }
    }
    if (s.when(c)) {
      if (!current) {
        current = s;
        if (!shown) {
          started.add(s.id);
          starts.set(s.id, c);
        }
      }
      continue;
    }
    // Its moment is over: skipped if it never came, or if it was only an explanation left unread.
    if ((!shown || s.ack) && pastPhase(c.view, s.phase, s.untilTurn ?? 1)) finished[s.id] = 'skipped';
    else if (s.ack && shown) unread ??= s;
  }
  current ??= unread;
  return { progress: { finished, started: [...started], left: progress.left }, current, done };
}

/** The player pressed "Got it" on an explanation. */
export function acknowledge(progress: Progress, id: string): Progress {
  return { ...progress, finished: { ...progress.finished, [id]: 'done' } };
}

/** Every step is finished: the tutorial is over. */
export const complete = (steps: readonly TutorialStep[], p: Progress): boolean => steps.every((s) => p.finished[s.id]);
