/**
 * A test server's door to a stored position: every new game starts from a seed with a prefix of
 * actions already played, so a browser test begins where its subject is (turn II, the Assault)
 * instead of playing there through the page. Only the server's environment opens it
 * (TEST_START_POSITION, JSON `{ "seed": n, "actions": [...] }`), never a client; the prefix is
 * checked by playing it through the rules when the server starts, and the server says it is open.
 */
import { z } from 'zod';
import { playActions, type OnPlayed, type PlayedActions } from './game-setup';

export interface StartPosition {
  seed: number;
  actions: readonly unknown[];
}

const StartPositionSchema = z.object({
  seed: z
    .number()
    .int()
    .min(0)
    .max(2 ** 31 - 2),
  actions: z.array(z.unknown()),
});

/** The position TEST_START_POSITION names, played once to prove the rules take it; none when unset. */
export function startPositionFromEnv(env: NodeJS.ProcessEnv = process.env): StartPosition | undefined {
  const raw = env.TEST_START_POSITION;
  if (!raw) return undefined;
  const parsed = StartPositionSchema.safeParse(JSON.parse(raw));
  if (!parsed.success) throw new Error(`TEST_START_POSITION: ${parsed.error.issues.map((i) => i.message).join('; ')}`);
  playStartPosition(parsed.data);
  return parsed.data;
}

/** The game a new room starts with at `position`. */
export function playStartPosition(position: StartPosition, onPlayed?: OnPlayed): PlayedActions {
  return playActions(position.seed, position.actions, 'TEST_START_POSITION', onPlayed);
}
