/** The root state of a `stronghold` room: the public game, per-seat secrets (StateView) and room metadata. */
import { ArraySchema, MapSchema, Schema, type, view } from '@colyseus/schema';
import { GameSchema } from './game';

/**
 * What one seat may see and the other may not (rulings.md "Hidden information"). Every field is
 * @view(): it reaches only clients whose StateView holds this instance, and the room adds each
 * instance to its own seat's view only. Everybody else decodes an empty object. Only primitive
 * fields and collections of primitives (created once, mutated in place), so no later
 * `view.add()` is ever needed.
 */
export class SeatSecretsSchema extends Schema {
  /** The Necromancer's Library (Invader; Defender too after Scout Report). */
  @view() @type(['string']) library = new ArraySchema<string>();
  /** Face-down Illusionary Threat values by counter id (Invader). */
  @view() @type({ map: 'number' }) illusions = new MapSchema<number>();
  /** Illusionary Threat values still in the reserve (Invader). */
  @view() @type(['number']) illusionReserve = new ArraySchema<number>();
  /** Cards Desperation put on top of the Panic deck (Invader). */
  @view() @type(['string']) panicTop = new ArraySchema<string>();
  /**
   * Secret prompts addressed to this seat, as JSON `[{ index, id, options, context }]`: the public
   * prompt at `index` has its options and context emptied.
   */
  @view() @type('string') promptsJson = '[]';
}

export class PlayerSchema extends Schema {
  @type('string') name = '';
  @type('boolean') connected = false;
  /** Remaining clock time (ms) as of this patch, -1 without a clock (clocks/game-clock.ts). */
  @type('float64') clockMs = -1;
  @type('boolean') clockRunning = false;
  /** The computer's level while it plays this seat ('' = a person). */
  @type('string') computer = '';
  /**
   * When this seat's player lost their connection (the server's clock, ms since 1970); 0 while
   * a connection holds the seat, and for a seat nobody has held since the room opened.
   */
  @type('float64') awaySince = 0;
  /**
   * In a game without a clock: the player has been away past the grace period, so the other
   * player may offer this seat to the computer (`offerSeatToComputer`).
   */
  @type('boolean') offerable = false;
  /**
   * A signed-in account holds this seat, so `name` is that account's public name (its profile is
   * `#/player/<name>`); false for a guest, the computer and a free seat. Nothing else of the
   * account (no id, no session) is in the state.
   */
  @type('boolean') account = false;
  /** The account that held this seat was deleted: `name` is then a placeholder, shown as a deleted player. */
  @type('boolean') accountDeleted = false;
}

export class PlayersSchema extends Schema {
  @type(PlayerSchema) invader = new PlayerSchema();
  @type(PlayerSchema) defender = new PlayerSchema();
}

export class RoomState extends Schema {
  @type(GameSchema) game = new GameSchema();
  @type(SeatSecretsSchema) invaderSecrets = new SeatSecretsSchema();
  @type(SeatSecretsSchema) defenderSecrets = new SeatSecretsSchema();
  @type(PlayersSchema) players = new PlayersSchema();
  @type('number') spectators = 0;
  /** 'waiting' | 'playing' | 'ended' */
  @type('string') status = 'waiting';
  @type('string') roomCode = '';
  /** A rated game: its result moves both players' ratings. */
  @type('boolean') rated = false;
}
