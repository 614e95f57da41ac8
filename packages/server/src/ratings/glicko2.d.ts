/**
 * Types of the `glicko2` package (1.2.2, plain JavaScript), the part this server calls, as its
 * source (glicko2.js) defines it.
 */
declare module 'glicko2' {
  export interface GlickoSettings {
    /** System constant (default 0.5). */
    tau?: number;
    /** Default rating (1500). */
    rating?: number;
    /** Default rating deviation (350). */
    rd?: number;
    /** Default volatility (0.06). */
    vol?: number;
  }
  export interface Player {
    getRating(): number;
    getRd(): number;
    getVol(): number;
  }
  /** A match: [player1, player2, outcome for player1: 1 win, 0 loss, 0.5 draw]. */
  export type Match = [Player, Player, number];
  export class Glicko2 {
    constructor(settings?: GlickoSettings);
    makePlayer(rating?: number, rd?: number, vol?: number): Player;
    /** One rating period: every player's rating from the matches given. */
    updateRatings(matches: Match[]): void;
  }
}
