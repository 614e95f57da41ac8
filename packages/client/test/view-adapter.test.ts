import { roomMeta, toGameView } from '../src/logic/view-adapter';
import { toWireSecrets } from '@stronghold/protocol';
import { playSome, roomStateJson, view } from './fixtures';
import { must } from './must';

test('the room state becomes the GameView the rules package defines', () => {
  const s = playSome(6);
  const spectator = view(s, 'spectator');
  expect(toGameView(roomStateJson(spectator), 'spectator')).toEqual({ ...spectator });
});

test('the seat’s own secrets are merged in; a spectator never gets them', () => {
  const s = playSome(3);
  const inv = view(s, 'invader');
  const json = roomStateJson(view(s, 'spectator'), {
    invaderSecrets: { library: inv.invader.library, illusionReserve: inv.invader.illusionReserve },
  });
  expect(toGameView(json, 'invader')?.invader.library).toEqual(inv.invader.library);
  expect(toGameView(json, 'spectator')?.invader.library).toEqual([]);
  expect(toGameView(json, 'defender')?.invader.library).toEqual([]);
});

test('no game in the state yet gives null', () => {
  expect(toGameView({}, 'spectator')).toBeNull();
  expect(toGameView(undefined, 'spectator')).toBeNull();
});

test('room metadata: players, spectators, status, code', () => {
  const guestSeat = {
    clockMs: -1,
    clockRunning: false,
    computer: '',
    awaySince: 0,
    offerable: false,
    account: false,
    accountDeleted: false,
  };
  expect(roomMeta(roomStateJson(view()))).toEqual({
    players: {
      invader: { name: 'Vlad', connected: true, ...guestSeat },
      defender: { name: 'Anna', connected: false, ...guestSeat },
    },
    spectators: 2,
    status: 'playing',
    roomCode: 'abc123',
    rated: false,
  });
  expect(roomMeta({}).players.invader.name).toBe('');
  // A rated game says so on the game screen.
  expect(roomMeta({ ...roomStateJson(view()), rated: true }).rated).toBe(true);
});

test('secret prompts and face-down values reach only their seat (promptsJson, illusions)', () => {
  const base = view(playSome(2), 'spectator');
  const secretPrompt = {
    kind: 'choice' as const,
    seat: 'invader' as const,
    id: 'supply.library.in' as const,
    label: 'Take a spell from the Library',
    options: [],
    context: {},
    secret: true,
  };
  const pub = {
    ...base,
    prompts: [...base.prompts, secretPrompt],
    board: { ...base.board, counters: [{ id: 41, spell: 'illusionary-threat' as const, at: 'w3' as const, castTurn: 1 }] },
  };
  const json = roomStateJson(pub, {
    invaderSecrets: {
      promptsJson: JSON.stringify([
        { index: pub.prompts.length - 1, id: 'supply.library.in', options: ['plague', 'bloodlust'], context: { n: 1 } },
      ]),
      illusions: { '41': 2 },
    },
    defenderSecrets: {},
  });
  const inv = must(toGameView(json, 'invader'), "the Invader's view");
  const top = inv.prompts.at(-1);
  expect(top?.kind === 'choice' && top.options).toEqual(['plague', 'bloodlust']);
  expect(top?.kind === 'choice' && top.context).toEqual({ n: 1 });
  expect(inv.board.counters[0]?.value).toBe(2);
  const spec = must(toGameView(json, 'spectator'), "a spectator's view");
  const stop = spec.prompts.at(-1);
  expect(stop?.kind === 'choice' && stop.options).toEqual([]);
  expect(must(spec.board.counters[0], 'a counter').value).toBeUndefined();
  expect(must(toGameView(json, 'defender')?.board.counters[0], "a counter in the Defender's view").value).toBeUndefined();
});

test('every seat’s view comes back exactly from the wire the server writes (toWireGame + toWireSecrets)', () => {
  for (const n of [0, 5, 40, 120]) {
    const s = playSome(n, 11);
    const pub = view(s, 'spectator');
    const json = roomStateJson(pub, {
      invaderSecrets: toWireSecrets(view(s, 'invader'), pub),
      defenderSecrets: toWireSecrets(view(s, 'defender'), pub),
    });
    for (const seat of ['invader', 'defender', 'spectator'] as const) expect(toGameView(json, seat)).toEqual(view(s, seat));
  }
});
