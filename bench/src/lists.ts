/** `list[i]`, of a list built to match another one item for item; throws if it is not there. */
export function at<T>(list: readonly T[], i: number): T {
  const item = list[i];
  if (item === undefined) throw new Error(`no item ${i} in a list of ${list.length}`);
  return item;
}
