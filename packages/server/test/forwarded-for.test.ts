/**
 * Without a trusted proxy (TRUST_PROXY unset) the client address is the socket's;
 * a forged X-Forwarded-For (which Colyseus's own `context.ip` would believe) gains nothing.
 */
import { useTestServer } from './helpers/harness';
import { matchmake } from './helpers/matchmake';

jest.setTimeout(60_000);

const srv = useTestServer({ creationLimits: { perAddress: 2 } });

test('without a trusted proxy, X-Forwarded-For is ignored (a forged header gains nothing)', async () => {
  const made = [];
  for (let i = 0; i < 3; i++) made.push(await matchmake(srv.url, 'create', 'stronghold', { side: 'invader' }, `10.2.2.${i}`));
  expect(made[2]?.error).toMatch(/^too_many_games/);
});
