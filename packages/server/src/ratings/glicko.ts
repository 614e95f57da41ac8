/**
 * One rated game as one Glicko-2 rating period, computed by the `glicko2` package: for each kind
 * of rating (the Invader's Invader rating against the Defender's Defender rating; both players'
 * overall ratings) the two players' new values. Pure.
 */
import { Glicko2 } from 'glicko2';
import type { Seat } from '@stronghold/rules';
import type { RatingKind } from '../persistence/account-store';

/** The package's defaults, written out: a new account's rating. */
export const GLICKO_SETTINGS = { tau: 0.5, rating: 1500, rd: 350, vol: 0.06 } as const;

export interface GlickoValue {
  rating: number;
  rd: number;
  vol: number;
}

export const NEW_RATING: GlickoValue = { rating: GLICKO_SETTINGS.rating, rd: GLICKO_SETTINGS.rd, vol: GLICKO_SETTINGS.vol };

/** The new values of the Invader's and the Defender's ratings after one game between them. */
export function rateGame(invader: GlickoValue, defender: GlickoValue, winner: Seat): { invader: GlickoValue; defender: GlickoValue } {
  const glicko = new Glicko2({ ...GLICKO_SETTINGS });
  const inv = glicko.makePlayer(invader.rating, invader.rd, invader.vol);
  const def = glicko.makePlayer(defender.rating, defender.rd, defender.vol);
  glicko.updateRatings([[inv, def, winner === 'invader' ? 1 : 0]]);
  const value = (p: typeof inv): GlickoValue => ({ rating: p.getRating(), rd: p.getRd(), vol: p.getVol() });
  return { invader: value(inv), defender: value(def) };
}

/** The kind of rating each seat's player plays a game for, per kind rated: [invader's, defender's]. */
export const RATED_KINDS: readonly { invader: RatingKind; defender: RatingKind }[] = [
  { invader: 'invader', defender: 'defender' },
  { invader: 'overall', defender: 'overall' },
];
