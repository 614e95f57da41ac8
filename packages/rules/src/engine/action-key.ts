/** A canonical string for an action (keys sorted), to compare an incoming action with the legal list. */
export function actionKey(action: object): string {
  const entries = Object.entries(action).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return JSON.stringify(entries);
}
