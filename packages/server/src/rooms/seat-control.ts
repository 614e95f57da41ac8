/**
 * Who plays each seat besides the people who hold it, for one room: the seats the
 * computer plays (it thinks in the bot threads, never on this event loop, and answers through the
 * room's own action path), the seats' clocks and their flag timer, and absent players, whose seat
 * the Normal computer takes over when their time runs out, after a grace period, or when the other
 * player offers it. What must survive a restart is stored with the game as `games.live` (the clock,
 * the takeovers, and who acts / the turn for the status endpoint).
 *
 * The room tells it what happened (the game moved on, a player left or came back, the game
 * ended); it asks the room to act through `SeatControlHost`.
 */
import { randomInt } from 'node:crypto';
import { legalActions, viewFor, type Action, type GameEvent, type GameState, type Seat } from '@stronghold/rules';
import { type ComputerLevel, type ErrorMessage, type TimeControl } from '@stronghold/protocol';
import { GameClock, type ClockSnapshot } from '../clocks/game-clock';
import type { LiveState } from '../persistence/game-store';
import type { RoomContext } from './room-context';
import { SEATS } from './seats';
import { describeError as describe } from './describe-error';

/** A real-time player taking their seat back from the computer has at least this long (or one increment). */
const TAKE_BACK_MIN_MS = 30_000;

type Timer = { clear(): void };

/** What the room lends: its game, its timers and queue, and the one action path. */
export interface SeatControlHost {
  readonly roomId: string;
  readonly ctx: RoomContext;
  game(): GameState;
  playing(): boolean;
  disposed(): boolean;
  /** Both seats are the computer's (paced for watching, not for a person). */
  exhibition(): boolean;
  /** A rated game: a clock that runs out loses the game instead of handing the seat to the computer. */
  rated(): boolean;
  /** A connection holds the seat now. */
  seatHeld(seat: Seat): boolean;
  /** A timer of the room's (room-timers.ts: Node's own, all cleared with the room). */
  setTimeout(fn: () => void, ms: number): Timer;
  /** A task of the room's own, in the same queue as the messages. */
  enqueueTask(task: () => void | Promise<void>): void;
  /** intent -> zod -> rules -> persist -> sync -> patch, as for a player's message. */
  applyIntent(seat: Seat, message: unknown): Promise<ErrorMessage | null>;
  /** A server fact in the game log. */
  systemLog(event: GameEvent): void;
  sync(): void;
}

export class SeatControl {
  /** Seats the computer plays now (bots/bot-pool.ts thinks for them). */
  computer: Partial<Record<Seat, ComputerLevel>> = {};
  /** Seats of absent players the Normal computer plays now, and why. */
  private takenOver: NonNullable<LiveState['takenOver']> = {};
  /** The stateId the computer is thinking about (one question per state). */
  private thinkingAt: number | null = null;
  /** When the computer last acted (its moves are paced so people can follow). */
  private lastComputerAction = 0;
  /** The seats' clocks (clocks/game-clock.ts); kind 'none' in games without a clock. */
  private clock = new GameClock({ kind: 'none' });
  private flagTimer: Timer | null = null;
  /** When each seat's player went away (no connection and no pending reconnection). */
  private awaySince: Partial<Record<Seat, number>> = {};
  /** When each seat's player lost their connection (a reconnection may still be pending). */
  private leftAt: Partial<Record<Seat, number>> = {};
  private graceTimers: Partial<Record<Seat, Timer>> = {};
  /** The standing (who acts, turn) last written with `games.live`. */
  private savedStanding = '';
  /** Each computer seat's bot seed (botSeed), stored with `games.live`. */
  private botSeeds: NonNullable<LiveState['botSeeds']> = {};

  constructor(private readonly room: SeatControlHost) {}

  /** A new game's clocks. */
  startClock(control: TimeControl | undefined): void {
    this.clock = new GameClock(control ?? { kind: 'none' });
  }

  /** A restored game: its clocks and takeovers as stored (the time the server was down is not charged). */
  restore(control: TimeControl | undefined, live: LiveState | null | undefined): void {
    this.clock = new GameClock(control ?? { kind: 'none' }, live?.clock);
    if (live?.clock) this.clock.resume(live.clock, Date.now());
    this.takenOver = { ...live?.takenOver };
    this.botSeeds = { ...live?.botSeeds };
    for (const seat of SEATS) if (this.takenOver[seat]) this.computer[seat] = 'normal';
  }

  /**
   * The room is set up: a running game's clock runs for the seat to act, what is known is stored.
   * The clock is stored after the action it follows (an action is durable first), so a crash in
   * between restores it one decision behind: the game's state, not the stored clock, says whose
   * time runs.
   */
  begin(): void {
    const game = this.room.game();
    const toRun = game.winner ? null : game.toAct;
    if (this.room.playing() && this.clock.enabled && this.clock.snapshot(Date.now()).running !== toRun) this.moved();
    this.saveStanding();
    this.armFlagTimer();
  }

  /** The game moved on (or started): the seat to act spends its time now; stored, the flag timer re-armed. */
  moved(): void {
    if (this.clock.enabled) {
      const game = this.room.game();
      this.clock.turn(game.winner ? null : game.toAct, Date.now());
      this.saveLive();
      this.armFlagTimer();
    }
    this.saveStanding();
  }

  /** The game ended: the clocks stop where they are. */
  ended(): void {
    this.clock.stop(Date.now());
    this.saveLive();
  }

  dispose(): void {
    this.flagTimer?.clear();
    for (const t of Object.values(this.graceTimers)) t.clear();
  }

  /** The clocks as of now, or null in a game without a clock. */
  clockNow(): ClockSnapshot | null {
    return this.clock.enabled ? this.clock.snapshot(Date.now()) : null;
  }

  /** The player acts again (an action of theirs, or their token): a takeover of their seat ends. */
  playerActs(seat: Seat): void {
    if (this.takenOver[seat]) this.takeSeatBack(seat);
  }

  /**
   * When a seat the computer plays must act: asks the bot threads with what that seat may see,
   * waits out the pace, then submits the answer through the room's action path like a player's
   * action. An answer for a state that has moved on is refused there (stale_state) and dropped.
   */
  ask(): void {
    const game = this.room.game();
    if (this.room.disposed() || !this.room.playing() || game.winner) return;
    const seat = game.toAct;
    const level = seat ? this.computer[seat] : undefined;
    if (!seat || !level || this.thinkingAt === game.stateId) return;
    const stateId = game.stateId;
    this.thinkingAt = stateId;
    // The computer chooses among the game's moves (legalActions: the rules leave the undo out).
    const legal = legalActions(game);
    const submit = (action: Action): void => {
      const pace = this.room.exhibition() ? this.room.ctx.computerPace.exhibitionMs : this.room.ctx.computerPace.opponentMs;
      const wait = Math.max(0, this.lastComputerAction + pace - Date.now());
      const go = (): void =>
        this.room.enqueueTask(async () => {
          if (this.thinkingAt === stateId) this.thinkingAt = null;
          if (this.computer[seat] !== level || this.room.game().stateId !== stateId) {
            this.ask();
            return;
          }
          this.lastComputerAction = Date.now();
          const error = await this.room.applyIntent(seat, { stateId, action });
          if (error && error.code !== 'stale_state')
            this.room.ctx.logger.warn(
              `game ${this.room.roomId}: the computer's ${seat} action was refused: ${error.code} ${error.message}`,
            );
          if (error) this.ask();
        });
      if (wait > 0) this.room.setTimeout(go, wait);
      else go();
    };
    this.room.ctx.bots
      .decide({
        game: this.room.roomId,
        seat,
        level,
        seed: this.botSeed(seat),
        view: viewFor(game, seat),
        legal,
      })
      .then(submit, (e: unknown) => {
        // The game must not wait forever: a failed search plays the first legal action.
        this.room.ctx.logger.error(`game ${this.room.roomId}: the computer (${level}, ${seat}) failed: ${describe(e)}`);
        if (!this.room.disposed() && legal[0]) submit(legal[0]);
      });
  }

  /**
   * The seed of the bot that plays `seat`: drawn with node:crypto the first time the computer
   * plays there and stored with the game (a restored game goes on with the same bot). Never
   * derived from the game's seed: that mix can be undone, and a bot that undid it would know the
   * Panic deck and the Library.
   */
  private botSeed(seat: Seat): number {
    const stored = this.botSeeds[seat];
    if (stored !== undefined) return stored;
    const seed = randomInt(0, 2 ** 31 - 1);
    this.botSeeds = { ...this.botSeeds, [seat]: seed };
    this.saveLive();
    return seed;
  }

  /** A seat's player left with no reconnection pending: after the grace period the computer may take it. */
  away(seat: Seat): void {
    if (!this.room.playing() || this.computer[seat]) return;
    this.awaySince[seat] = Date.now();
    this.graceTimers[seat]?.clear();
    // Without a clock the other player decides (offerSeat): when the grace period is over the
    // players are told the seat may be offered (`offerable` in the schema).
    const graceOver = this.clock.enabled
      ? () => {
          if (!this.room.seatHeld(seat) && this.room.playing()) this.handOver(seat, 'away');
        }
      : () => this.tellOfferable(seat);
    this.graceTimers[seat] = this.room.setTimeout(() => this.room.enqueueTask(graceOver), this.room.ctx.absentGraceSeconds * 1000);
  }

  /**
   * Without a clock: sync once the seat is offerable. The room's timer may fire a millisecond
   * before Date.now() says the grace period is over; syncing then would show the seat as not
   * offerable until some later change, so the rest of the wait is timed again.
   */
  private tellOfferable(seat: Seat): void {
    const since = this.awaySince[seat];
    if (since === undefined) return;
    const left = since + this.room.ctx.absentGraceSeconds * 1000 - Date.now();
    if (left > 0) {
      this.graceTimers[seat] = this.room.setTimeout(() => this.room.enqueueTask(() => this.tellOfferable(seat)), left);
      return;
    }
    this.room.sync();
  }

  /** A seat's player lost their connection (a reconnection may still come): when, for the schema. */
  left(seat: Seat): number {
    const at = Date.now();
    this.leftAt[seat] = at;
    return at;
  }

  /** When the seat's player lost their connection, 0 while they are here. */
  leftSince(seat: Seat): number {
    return this.leftAt[seat] ?? 0;
  }

  /** Without a clock: whether the other player may offer this seat to the computer now (offerSeat). */
  offerable(seat: Seat): boolean {
    const since = this.awaySince[seat];
    return (
      !this.clock.enabled &&
      !this.computer[seat] &&
      !this.room.seatHeld(seat) &&
      since !== undefined &&
      Date.now() - since >= this.room.ctx.absentGraceSeconds * 1000
    );
  }

  /** A seat's player is connected again. */
  present(seat: Seat): void {
    this.leftAt = withoutSeat(this.leftAt, seat);
    this.awaySince = withoutSeat(this.awaySince, seat);
    this.graceTimers[seat]?.clear();
    this.graceTimers = withoutSeat(this.graceTimers, seat);
  }

  /** Without a clock: the present player `asker` lets the computer play the other seat, if its player is away past the grace period. */
  offerSeat(asker: Seat): ErrorMessage | null {
    const other: Seat = asker === 'invader' ? 'defender' : 'invader';
    if (!this.offerable(other)) {
      return { code: 'not_away', message: `The ${other} player is not away for ${this.room.ctx.absentGraceSeconds} s.` };
    }
    this.handOver(other, 'offered');
    return null;
  }

  private armFlagTimer(): void {
    this.flagTimer?.clear();
    this.flagTimer = null;
    const at = this.clock.expiresAt();
    if (at === null || !this.room.playing()) return;
    this.flagTimer = this.room.setTimeout(
      () =>
        this.room.enqueueTask(() => {
          const seat = this.clock.flagged(Date.now());
          if (!seat)
            this.armFlagTimer(); // the timer fired early
          else if (this.room.rated()) return this.loseOnTime(seat);
          else if (!this.computer[seat]) this.handOver(seat, 'time');
        }),
      Math.max(0, at - Date.now()) + 5,
    );
  }

  /**
   * In a rated game the seat whose clock ran out loses (the rules' `timeout`, recorded like any
   * action). Should that fail (the save failed), the computer plays the seat as in any other game,
   * so the game never waits on a clock at zero.
   */
  private async loseOnTime(seat: Seat): Promise<void> {
    const error = await this.room.applyIntent(seat, { stateId: this.room.game().stateId, action: { type: 'timeout', seat } });
    if (!error) return;
    this.room.ctx.logger.error(`room ${this.room.roomId}: the ${seat}'s loss on time was refused: ${error.message}`);
    if (!this.computer[seat]) this.handOver(seat, 'time');
  }

  /** The Normal computer plays the absent player's seat ("zombie" mode) until they come back. */
  private handOver(seat: Seat, why: 'time' | 'away' | 'offered'): void {
    if (this.computer[seat] || !this.room.playing()) return;
    this.computer[seat] = 'normal';
    this.takenOver[seat] = why;
    this.room.systemLog({ to: 'all', kind: 'seat.computerPlays', params: { seat, why } });
    this.saveLive();
    this.room.sync();
    this.ask();
  }

  /** The player is back (their token or an action of theirs): the computer's takeover of that seat ends. */
  private takeSeatBack(seat: Seat): void {
    this.takenOver = withoutSeat(this.takenOver, seat);
    this.computer = withoutSeat(this.computer, seat);
    const control = this.clock.control;
    const grace =
      control.kind === 'realtime'
        ? Math.max(control.incrementMs, TAKE_BACK_MIN_MS)
        : control.kind === 'correspondence'
          ? control.perDecisionMs
          : 0;
    this.clock.topUp(seat, grace, Date.now());
    this.armFlagTimer();
    this.room.systemLog({ to: 'all', kind: 'seat.playerBack', params: { seat } });
    this.saveLive();
    this.room.sync();
  }

  private saveLive(): void {
    const game = this.room.game();
    const standing = { toAct: game.toAct, turn: game.turn };
    this.savedStanding = JSON.stringify(standing);
    const live: LiveState = {
      takenOver: this.takenOver,
      standing,
      botSeeds: this.botSeeds,
      ...(this.clock.enabled ? { clock: this.clock.snapshot(Date.now()) } : {}),
    };
    this.room.ctx.store
      .setLive(this.room.roomId, live)
      .catch((e: unknown) => this.room.ctx.logger.error(`game ${this.room.roomId}: could not save clocks: ${describe(e)}`));
  }

  /** Who acts or the turn changed and no clock write carried it: stored for the status endpoint. */
  private saveStanding(): void {
    const game = this.room.game();
    if (JSON.stringify({ toAct: game.toAct, turn: game.turn }) !== this.savedStanding) this.saveLive();
  }
}

/** `record` less the entry of `seat`. */
function withoutSeat<T>(record: Partial<Record<Seat, T>>, seat: Seat): Partial<Record<Seat, T>> {
  const { [seat]: _dropped, ...rest } = record;
  return rest;
}
