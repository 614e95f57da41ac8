/**
 * The Assault's cursor as views and the wire show it (AssaultProgress): the state's
 * (AssaultState) with each queue item written as the string clients have always received (a
 * Colyseus string array on the wire, docs/protocol.md), and back. The rules never read these
 * strings: viewFor writes them, and only determinize (bots/), which rebuilds a state from a view,
 * reads them back. Each step's item has one way to be written (QUEUE_ITEMS), so the two
 * directions cannot disagree (assault-view.test.ts: every item of seeded games goes there and
 * back).
 */
import { RAMPARTS, TOWERS, WALLS, type RampartId, type TowerId, type WallId } from '../board/undead-board';
import type { AssaultProgress, AssaultProgressOf, AssaultQueueItems, AssaultState, AssaultStateOf, AssaultStepId } from '../state/types';

/** How one step's queue items are written in a view, and read back from one. */
interface QueueItemWriting<Item> {
  write: (item: Item) => string;
  /** The item written as `text`; throws on a string no view holds. */
  read: (text: string) => Item;
}

const fail = (text: string, what: string): never => {
  throw new Error(`assault view: '${text}' is not ${what}`);
};

/** A place id of `ids`, written as itself. */
const placeOf = <Id extends string>(ids: readonly Id[], what: string): QueueItemWriting<Id> => ({
  write: (id) => id,
  read: (text) => ids.find((id) => id === text) ?? fail(text, what),
});

/** A counter id, written in decimal. */
const counterId = (text: string): number => (/^\d+$/.test(text) ? Number(text) : fail(text, 'a counter id'));

/** `<first>:<second>`, split at the last ':' (a Priest id has none). */
function pair(text: string): [string, string] {
  const at = text.lastIndexOf(':');
  return at < 0 ? fail(text, 'a pair') : [text.slice(0, at), text.slice(at + 1)];
}

/** One literal of `values`, written as itself. */
const literal = <V extends string>(values: readonly V[]): QueueItemWriting<V> => ({
  write: (v) => v,
  read: (text) => values.find((v) => v === text) ?? fail(text, values.join(' or ')),
});

const QUEUE_ITEMS: { [Id in AssaultStepId]: QueueItemWriting<AssaultQueueItems[Id]> } = {
  'ranged-1': placeOf<TowerId>(TOWERS, 'a Tower'),
  'ranged-2': {
    write: ({ act, counter }) => `${act}:${counter}`,
    read(text) {
      const [act, counter] = pair(text);
      return { act: literal(['aim', 'fire'] as const).read(act), counter: counterId(counter) };
    },
  },
  'ranged-3': placeOf<WallId | TowerId>([...WALLS, ...TOWERS], 'a wall or Tower'),
  'ranged-4': { write: (counter) => String(counter), read: counterId },
  'melee-1': {
    write: ({ priest, unit }) => `${priest}:${unit}`,
    read(text) {
      const [priest, unit] = pair(text);
      return { priest, unit: literal(['phantom', 'vampire'] as const).read(unit) };
    },
  },
  'melee-2': placeOf<RampartId>(RAMPARTS, 'a Rampart'),
  'melee-3': {
    write: ({ kind, wall }) => `${kind}:${wall}`,
    read(text) {
      const [kind, wall] = pair(text);
      return { kind: literal(['cauldron', 'poison'] as const).read(kind), wall: placeOf<WallId>(WALLS, 'a wall').read(wall) };
    },
  },
  'melee-4': placeOf<TowerId>(TOWERS, 'a Tower'),
  'melee-5': placeOf<WallId>(WALLS, 'a wall'),
  'melee-6': literal(['plague', 'heal'] as const),
  barbican: literal(['dragon'] as const),
};

// Generic in the step id (a step's items are written its own way). Called with the union of every
// step, `Id` is that union, and so is the result: AssaultProgress, AssaultState.
type ViewOfStep<Id extends AssaultStepId> = { [P in Id]: AssaultProgressOf<P> }[Id];
type StateOfStep<Id extends AssaultStepId> = { [P in Id]: AssaultStateOf<P> }[Id];

function viewOf<Id extends AssaultStepId>(a: AssaultStateOf<Id>): ViewOfStep<Id> {
  const { write } = QUEUE_ITEMS[a.step];
  return { step: a.step, queue: a.queue.map((item) => write(item)), data: a.data };
}

function stateOf<Id extends AssaultStepId>(p: AssaultProgressOf<Id>): StateOfStep<Id> {
  const { read } = QUEUE_ITEMS[p.step];
  return { step: p.step, queue: p.queue.map((text) => read(text)), data: p.data };
}

/** The cursor as a view shows it: the same step and data, each queue item written as a string. */
export function assaultView(a: AssaultState): AssaultProgress {
  return viewOf(a);
}

/** The cursor a view shows, as the state holds it (determinize). */
export function assaultFromView(p: AssaultProgress): AssaultState {
  return stateOf(p);
}
