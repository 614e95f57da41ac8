/**
 * "What would the computer do?" (docs/server.md "Hints"): a player of a game against the computer
 * (the tutorial is one) may ask what the Hard search would play at their decision. The search runs
 * in the bot threads (bots/bot-pool.ts), never on the room's event loop, on that seat's view and
 * legal actions only, with a seed of its own; the answer goes to the asker alone. One hint per
 * seat is worked out at a time.
 */
import { randomInt } from 'node:crypto';
import { legalActions, viewFor, type Seat } from '@stronghold/rules';
import { HintRequestSchema, MAX_ADVICE_TERMS, type ComputerLevel, type ErrorMessage, type HintMessage } from '@stronghold/protocol';
import type { Viewer } from './game-log';
import type { SeatControlHost } from './seat-control';

/** What the hint desk reads of its room (live): the same view of the room as SeatControl's. */
export type HintHost = Pick<SeatControlHost, 'roomId' | 'ctx' | 'game' | 'playing'>;

export class HintDesk {
  /** Seats whose hint is being worked out. */
  private readonly pending = new Set<Seat>();

  /** `computerSeats`: the seats the computer plays by the game's options (not a takeover of an absent player's seat). */
  constructor(
    private readonly room: HintHost,
    private readonly computerSeats: () => Partial<Record<Seat, ComputerLevel>>,
  ) {}

  /**
   * Checks `asker`'s hint request and, if it may have one, asks the bot threads; `answer` gets the
   * hint, or the error when the search failed. Returns the refusal (nothing is asked then).
   */
  ask(asker: Viewer, message: unknown, answer: (reply: { hint: HintMessage } | { error: ErrorMessage }) => void): ErrorMessage | null {
    const parsed = HintRequestSchema.safeParse(message);
    if (!parsed.success) return { code: 'bad_message', message: 'A hint request is { stateId }.' };
    if (asker === 'spectator') return { code: 'spectator', message: 'Spectators cannot ask for hints.' };
    const computer = this.computerSeats();
    const other: Seat = asker === 'invader' ? 'defender' : 'invader';
    if (!computer[other] || computer[asker])
      return { code: 'no_hints', message: 'Hints are for a game against the computer, not between two people.' };
    if (!this.room.playing()) return { code: 'game_over', message: 'The game is not being played.' };
    const game = this.room.game();
    if (game.toAct !== asker) return { code: 'not_your_turn', message: 'A hint is for your own decision.' };
    const { stateId } = parsed.data;
    if (stateId !== game.stateId) return { code: 'stale_state', message: `The state is now ${game.stateId}.` };
    if (this.pending.has(asker)) return { code: 'hint_pending', message: 'Your last hint is still being worked out.' };
    this.pending.add(asker);
    this.room.ctx.bots
      .advise({
        game: this.room.roomId,
        seed: randomInt(0, 2 ** 31 - 1),
        view: viewFor(game, asker),
        legal: legalActions(game),
        budgetMs: this.room.ctx.bots.hintBudgetMs,
      })
      .finally(() => this.pending.delete(asker))
      .then(
        (advice) =>
          answer({
            hint: {
              stateId,
              action: advice.action,
              terms: advice.terms.slice(0, MAX_ADVICE_TERMS).map((t) => ({ term: t.term, delta: t.delta })),
            },
          }),
        (e: unknown) => {
          this.room.ctx.logger.error(`game ${this.room.roomId}: hint failed: ${e instanceof Error ? e.message : String(e)}`);
          answer({ error: { code: 'internal_error', message: 'The computer could not work out a hint.' } });
        },
      );
    return null;
  }
}
