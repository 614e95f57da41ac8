/**
 * What the account service tells a live game about its seats' accounts, through Colyseus's
 * presence (so it reaches the room in whichever process hosts it): an account there was disabled
 * or deleted (its connections are closed, a deleted one's name is replaced), or a seat there was
 * claimed by an account (the room shows the seat as an account's).
 */
import type { Presence } from '@colyseus/core';

export type SeatNews = { kind: 'ended'; accountId: string; deleted: boolean } | { kind: 'claimed' };

/** The presence channel of one game's seat news. */
export const seatNewsChannel = (gameId: string): string => `seat-news:${gameId}`;

/** Sends news to a game; never throws (a game nobody hosts simply does not hear it). */
export type SeatNewsSender = (gameId: string, news: SeatNews) => void;

export const seatNewsSender =
  (presence: () => Presence): SeatNewsSender =>
  (gameId, news) => {
    void Promise.resolve()
      .then((): unknown => presence().publish(seatNewsChannel(gameId), news))
      .catch(() => undefined);
  };
