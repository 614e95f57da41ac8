/**
 * determinize(view, rng): a full GameState consistent with what one seat sees (rulings.md
 * "Hidden information"). Every public fact of the view is kept; what the seat cannot see is drawn
 * at random among what the view allows:
 * - the game's generator (hence the order of the bag draws and of every later shuffle);
 * - the Necromancer's Library (unless the seat sees it) and the set-aside spells: two of each
 *   stage among the spells of that stage seen nowhere, the Library from the stage II/III rest;
 * - the set-aside Council cards (the six not drawn);
 * - the Mana, Crossbow, Cannon and Panic decks (orders, and which cards are left), the cards
 *   Desperation put on top of the Panic deck (their number follows from the public counts);
 * - face-down Illusionary Threat values and the reserve (together always the four values);
 * - machine stacks (a stack always holds its 2 Hit cards: a revealed Hit goes back, a Miss leaves).
 * So viewFor(determinize(viewFor(s, seat), rng), seat) deep-equals viewFor(s, seat).
 *
 * A spell removed from the game by a Library exchange is not recorded in the state, so it may be
 * sampled into the Library or the set-aside cards: the view alone cannot tell it apart.
 */
import { CANNON_DECK, CROSSBOW_DECK, ILLUSIONARY_VALUES, MACHINE_STACK, MANA_DECK, type CannonCard } from '../cards/decks';
import { COUNCIL_IDS } from '../cards/council';
import { PANIC_IDS, type PanicId } from '../cards/panic';
import { SPELLS, SPELL_IDS, type SpellId } from '../cards/spells';
import { seedRng } from '../engine/rng';
import type { GameState, MachineCard } from '../state/types';
import { assaultFromView } from '../view/assault-view';
import { canSeeLibrary, type GameView } from '../view/view-for';
import { nextSeed, sample, shuffled, type BotRng } from './bot-rng';

/** The view holds a secret prompt of the other seat whose options cannot be rebuilt. */
export class DeterminizeError extends Error {}

/** Remove one occurrence of each of `taken` from `pool` (multisets). */
function without<T>(pool: readonly T[], taken: readonly T[]): T[] {
  const rest = pool.slice();
  for (const t of taken) {
    const i = rest.indexOf(t);
    if (i >= 0) rest.splice(i, 1);
  }
  return rest;
}

/** `n` cards of `all` (a multiset) in random order: the unseen rest of a deck. */
const deal = <T>(rng: BotRng, all: readonly T[], n: number): T[] => sample(rng, all, n);

function sampleSpells(s: GameState, view: GameView, rng: BotRng, libraryKnown: boolean): void {
  const seen = new Set<SpellId>([...s.invader.row, ...s.invader.cast, ...s.invader.activated]);
  for (const c of s.board.counters) seen.add(c.spell);
  if (libraryKnown) for (const id of s.invader.library) seen.add(id);
  const unseen = (stage: number) =>
    shuffled(
      rng,
      SPELL_IDS.filter((id) => SPELLS[id].stage === stage && !seen.has(id)),
    );
  const perStage = Math.floor(view.hidden.setAsideSpells / 3);
  const setAside: SpellId[] = [];
  const rest: SpellId[] = [];
  for (const stage of [1, 2, 3]) {
    const pool = unseen(stage);
    setAside.push(...pool.slice(0, perStage));
    if (stage > 1) rest.push(...pool.slice(perStage));
  }
  s.invader.setAside = setAside;
  if (!libraryKnown) s.invader.library = sample(rng, rest, view.hidden.library);
}

function samplePanic(s: GameState, view: GameView, rng: BotRng): void {
  // Drawn this turn, or still in force (a card goes back to the deck only after its effects): public.
  const placed = [...s.panic.drawn, ...s.panic.active.map((p) => p.card)];
  if (view.viewer === 'invader') {
    const rest = without<PanicId>(PANIC_IDS, [...placed, ...s.decks.panicTop]);
    s.decks.panic = deal(rng, rest, view.hidden.panicDeck);
    return;
  }
  // Cards not drawn are in the deck or on top of it (Desperation); the deck's size is public.
  const rest = shuffled(rng, without<PanicId>(PANIC_IDS, placed));
  const top = Math.max(0, rest.length - view.hidden.panicDeck);
  s.decks.panicTop = rest.slice(0, top);
  s.decks.panic = rest.slice(top, top + view.hidden.panicDeck);
}

function sampleCounters(s: GameState, view: GameView, rng: BotRng): void {
  const faceDown = s.board.counters.filter((c) => c.spell === 'illusionary-threat' && c.value === undefined);
  if (view.viewer !== 'invader') {
    const known: number[] = [];
    for (const c of s.board.counters) if (c.spell === 'illusionary-threat' && c.value !== undefined) known.push(c.value);
    const values = shuffled(rng, without<number>(ILLUSIONARY_VALUES, known));
    faceDown.forEach((c, i) => (c.value = values[i] ?? 0));
    s.invader.illusionReserve = values.slice(faceDown.length, faceDown.length + view.hidden.illusionReserve).sort((a, b) => a - b);
  }
  for (const c of s.board.counters) {
    if (c.stackSize === undefined) continue;
    const hits = Math.min(MACHINE_STACK.hit, c.stackSize);
    const cards: MachineCard[] = [...Array<MachineCard>(hits).fill('hit'), ...Array<MachineCard>(c.stackSize - hits).fill('miss')];
    c.stack = shuffled(rng, cards);
    delete c.stackSize;
  }
}

export function determinize(view: GameView, rng: BotRng): GameState {
  const { viewer: _viewer, hidden, ...rest } = structuredClone(view);
  // The view writes the Assault's queue items as strings: the state holds them typed (in place,
  // so the state's fields keep their order).
  const s = Object.assign(rest, { assault: rest.assault && assaultFromView(rest.assault) }) as unknown as GameState;
  for (const p of s.prompts) {
    if (p.kind === 'choice' && p.secret && p.seat !== view.viewer && p.options.length === 0) {
      throw new DeterminizeError(`determinize: the ${p.seat}'s secret prompt ${p.id} cannot be rebuilt from the ${view.viewer}'s view`);
    }
  }
  s.rng = seedRng(nextSeed(rng));
  const libraryKnown = canSeeLibrary(s, view.viewer);
  sampleSpells(s, view, rng, libraryKnown);
  s.defender.council.setAside = deal(
    rng,
    COUNCIL_IDS.filter((c) => !s.defender.council.cards.includes(c)),
    hidden.setAsideCouncil,
  );
  s.decks.mana = deal(
    rng,
    MANA_DECK.map((c) => c.id),
    hidden.manaDeck,
  );
  s.decks.crossbow = deal(
    rng,
    CROSSBOW_DECK.map((c) => c.id),
    hidden.crossbowDeck,
  );
  s.decks.cannon = deal<CannonCard>(rng, CANNON_DECK, hidden.cannonDeck);
  samplePanic(s, view, rng);
  sampleCounters(s, view, rng);
  // Prompts and counters are the view's own copies (structuredClone above): the view is untouched.
  return s;
}
