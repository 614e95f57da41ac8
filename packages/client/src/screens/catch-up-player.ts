/**
 * Plays the summary of what happened while the player waited: the board shows the view the
 * player's last decision left, then each of the other seat's moves in turn (the board's motion
 * animates each change), then the game as it is now. A new summary (the turn came back, or the
 * player reloaded or reconnected while it is theirs) plays by itself when the player was away
 * (the page hidden or connected again since their last decision) and is offered otherwise; one
 * already played on this page is not played again by itself, but Replay plays it again.
 * Skip (or Escape) ends it at once. The log marks the summary's entries until the player acts.
 */
import type { GameView } from '@stronghold/rules';
import type { LogEntry } from '@stronghold/protocol';
import { catchUpTitle, readCatchUp, stepText, type CatchUp } from '../logic/catch-up';
import { t } from '../i18n';
import { CatchUpBar } from '../ui/catch-up-bar';

/** How long the starting position stays, then each move (long enough to read its words). */
export const CATCH_UP_FIRST_MS = 1000;
export const CATCH_UP_STEP_MS = 1600;
/** A long summary (a whole Move out) goes faster, to about this long in all, but never under the shortest step. */
const CATCH_UP_TOTAL_MS = 12_000;
const CATCH_UP_MIN_STEP_MS = 500;

/** How long each of `n` moves stays on the board. */
export const catchUpStepMs = (n: number): number =>
  Math.round(Math.min(CATCH_UP_STEP_MS, Math.max(CATCH_UP_MIN_STEP_MS, CATCH_UP_TOTAL_MS / Math.max(1, n))));
/** Log entries kept to word the steps (the server sends a step's entries before the summary). */
const KEPT_ENTRIES = 400;

export interface CatchUpHost {
  /** Draw the board again (`fresh`: from nothing, no motion from what it showed). */
  draw(fresh: boolean): void;
  /** Mark these log entries (an empty set: none). */
  mark(seqs: ReadonlySet<number>): void;
}

export class CatchUpPlayer {
  readonly bar: CatchUpBar;
  private summary: CatchUp | null = null;
  /** The step shown while playing: -1 the starting view, then an index into the steps; null when not playing. */
  private at: number | null = null;
  private timer: ReturnType<typeof setTimeout> | null = null;
  /** The last state a summary ended on that this page played by itself. */
  private played = -1;
  private readonly entries = new Map<number, LogEntry>();

  constructor(private readonly host: CatchUpHost) {
    this.bar = new CatchUpBar({ skip: () => this.skip(), replay: () => this.replay() });
  }

  /** The log's entries as they come: the steps are worded from them. */
  noteLog(entries: readonly LogEntry[]): void {
    for (const e of entries) this.entries.set(e.seq, e);
    for (const seq of this.entries.keys()) {
      if (this.entries.size <= KEPT_ENTRIES) break;
      this.entries.delete(seq);
    }
  }

  /**
   * A `catchUp` from the server (a malformed one is dropped). `away`: the player did not watch the
   * moves come (the page was hidden, or it connected again, since their last decision): then it
   * plays by itself, unless this page played it already; else it is offered (Replay), the moves
   * having just been animated live.
   */
  receive(body: unknown, away: boolean): void {
    const c = readCatchUp(body);
    if (!c) return;
    this.summary = c;
    this.host.mark(c.seqs);
    if (!away || c.toStateId === this.played) {
      if (this.at === null) this.bar.done(catchUpTitle(c), c.toStateId === this.played ? 'finished' : 'offered');
      return;
    }
    this.played = c.toStateId;
    this.replay();
  }

  /** The view the board shows now instead of the game's, while the summary plays. */
  view(): GameView | null {
    const c = this.summary;
    if (!c || this.at === null) return null;
    return this.at < 0 ? c.from : (c.steps[this.at]?.view ?? null);
  }

  get playing(): boolean {
    return this.at !== null;
  }

  /** Plays the summary from its start. */
  replay(): void {
    if (!this.summary) return;
    this.stopTimer();
    this.at = -1;
    this.show(true);
  }

  /** Ends the summary now: the board shows the game as it is. */
  skip(): void {
    this.end('skipped');
  }

  /** The player acted, or another game opened: no summary, nothing marked. */
  clear(): void {
    const was = this.at !== null;
    this.stopTimer();
    this.at = null;
    this.summary = null;
    this.bar.hide();
    this.host.mark(new Set());
    if (was) this.host.draw(true);
  }

  /** A new game on the screen: what this page played before does not count for it. */
  reset(): void {
    this.clear();
    this.played = -1;
    this.entries.clear();
  }

  private show(fresh: boolean): void {
    const c = this.summary;
    if (!c || this.at === null) return;
    const step = this.at >= 0 ? c.steps[this.at] : undefined;
    const text = step ? stepText(step, (seq) => this.entries.get(seq)) : t('catchUp.start');
    const lead = this.at < 0 && c.earlier > 0 ? `${t('catchUp.earlier', { n: c.earlier })} ` : '';
    this.bar.playing(catchUpTitle(c), this.at + 1, c.steps.length, lead + text);
    this.host.draw(fresh);
    this.timer = setTimeout(
      () => {
        this.timer = null;
        if (this.at === null) return;
        if (this.at + 1 >= c.steps.length) this.end('finished');
        else {
          this.at++;
          this.show(false);
        }
      },
      this.at < 0 ? CATCH_UP_FIRST_MS : catchUpStepMs(c.steps.length),
    );
  }

  private end(how: 'finished' | 'skipped'): void {
    if (this.at === null || !this.summary) return;
    this.stopTimer();
    this.at = null;
    this.bar.done(catchUpTitle(this.summary), how);
    // Skipped mid-way, the board jumps to now (no motion from a past position).
    this.host.draw(how === 'skipped');
  }

  private stopTimer(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
  }
}
