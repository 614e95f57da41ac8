/**
 * Join tickets live in Colyseus's presence, not in the process that issued them: with several
 * processes (Redis presence) a ticket issued by one is redeemed by whichever process the
 * matchmaking request reaches, once. Here two JoinTickets (two processes' worth) share one real
 * LocalPresence, the in-memory presence of one process; their clocks are moved, nothing waits.
 * The live tickets are bounded over all processes, and per account over all processes; one
 * account cannot ask for them endlessly.
 */
import { LocalPresence } from '@colyseus/core';
import { JoinTickets, type IssuedTicket, type TicketRefusal } from '../src/accounts/join-tickets';

const issued = (r: IssuedTicket | TicketRefusal): string => {
  if (!('ticket' in r)) throw new Error(`no ticket: retry after ${r.retryAfterMs} ms`);
  return r.ticket;
};

test('a ticket issued by one process is redeemed by another sharing its presence, once; a refusal names why', async () => {
  const presence = new LocalPresence();
  const clock = { t: 1_000_000 };
  const [one, two] = [0, 1].map(() => new JoinTickets(() => presence, { lifetimeMs: 10_000, now: () => clock.t }));
  if (!one || !two) throw new Error('two ticket desks');
  const ticket = issued(await one.issue('acct-1', { method: 'joinById', roomId: 'ROOM1' }));

  expect(await two.redeem(ticket, { method: 'joinById', roomId: 'ROOM1' })).toEqual({ ok: true, accountId: 'acct-1' });
  expect(await one.redeem(ticket, { method: 'joinById', roomId: 'ROOM1' })).toEqual({
    ok: false,
    message: 'bad_ticket: this join ticket is unknown or was used already; ask for a new one',
  });

  const other = issued(await one.issue('acct-1', { method: 'create' }));
  expect(await two.redeem(other, { method: 'joinById', roomId: 'ROOM1' })).toEqual({
    ok: false,
    message: 'bad_ticket: this join ticket is for a create request; ask for one for this request',
  });
  // Presented once, for the wrong thing, it is used up all the same.
  expect(await two.redeem(other, { method: 'create' })).toEqual({
    ok: false,
    message: 'bad_ticket: this join ticket is unknown or was used already; ask for a new one',
  });

  const late = issued(await two.issue('acct-1', { method: 'joinOrCreate' }));
  clock.t += 10_001;
  expect(await one.redeem(late, { method: 'joinOrCreate' })).toEqual({
    ok: false,
    message: 'bad_ticket: this join ticket has expired; ask for a new one',
  });
  // Only digests are kept: the ticket itself is nowhere in the presence.
  expect(JSON.stringify(await presence.hgetall('stronghold:join-tickets'))).not.toContain(ticket);
});

test('live tickets are bounded over every process (expired ones are swept out first); one account is rate limited', async () => {
  const presence = new LocalPresence();
  const clock = { t: 5_000_000 };
  const desk = (maxLive: number) =>
    new JoinTickets(() => presence, { lifetimeMs: 10_000, now: () => clock.t, maxLive, perAccount: { capacity: 100, perSecond: 100 } });
  const [one, two] = [desk(3), desk(3)];
  for (const [i, d] of [one, two, one].entries()) issued(await d.issue(`acct-${i}`, { method: 'create' }));
  expect(await two.issue('acct-9', { method: 'create' })).toEqual({ retryAfterMs: 10_000 });

  clock.t += 10_001;
  issued(await two.issue('acct-9', { method: 'create' }));
  expect(await presence.hlen('stronghold:join-tickets')).toBe(1);

  const limited = new JoinTickets(() => presence, { now: () => clock.t, perAccount: { capacity: 2, perSecond: 1 } });
  issued(await limited.issue('eager', { method: 'create' }));
  issued(await limited.issue('eager', { method: 'create' }));
  expect(await limited.issue('eager', { method: 'create' })).toEqual({ retryAfterMs: 1000 });
  issued(await limited.issue('patient', { method: 'create' }));
  clock.t += 1000;
  issued(await limited.issue('eager', { method: 'create' }));
});

test('an account holds at most five live tickets over every process: a sixth uses up its oldest, so a few accounts cannot fill the table', async () => {
  const presence = new LocalPresence();
  const clock = { t: 9_000_000 };
  const desk = () => new JoinTickets(() => presence, { lifetimeMs: 10_000, now: () => clock.t, maxLive: 12 });
  const [one, two] = [desk(), desk()];
  const tickets: string[] = [];
  for (let i = 0; i < 7; i++) {
    tickets.push(issued(await (i % 2 ? two : one).issue('hoarder', { method: 'create' })));
    clock.t += 1;
  }
  expect(await presence.hlen('stronghold:join-tickets')).toBe(5);
  // Another account still gets tickets although the hoarder asked for more than the table's half.
  issued(await two.issue('other', { method: 'create' }));
  const outcomes = [];
  for (const [i, ticket] of tickets.entries()) outcomes.push((await (i % 2 ? one : two).redeem(ticket, { method: 'create' })).ok);
  expect(outcomes).toEqual([false, false, true, true, true, true, true]);
});
