/** A tiny seeded generator for test and bench drivers (never Math.random: runs are repeatable). */
export function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** One item of `list`, drawn with `random` (a generator of [0, 1) such as mulberry32's); throws on an empty list. */
export function pickOne<T>(list: readonly T[], random: () => number): T {
  const item = list[Math.floor(random() * list.length)];
  if (item === undefined) throw new Error(`no item to pick from a list of ${list.length}`);
  return item;
}
