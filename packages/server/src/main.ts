/**
 * Entry point. PORT (default 2567), HOST (default: every interface); the database from DATABASE_URL (PostgreSQL) or DATA_DIR
 * (SQLite, default ./data); several processes with REDIS_URL + PUBLIC_ADDRESS (distributed.ts);
 * LOG_FORMAT (json | text), ADMIN_PASSWORD (operator page), IDLE_GAME_DAYS, LOBBY_IDLE_MINUTES, abuse limits and
 * TRUST_PROXY (security/limits-from-env.ts), ALLOWED_ORIGINS (security/origin-policy.ts), the computer's BOT_THREADS, BOT_HARD_MS, BOT_PACE_MS,
 * EXHIBITION_PACE_MS, and the hints' and game reviews' BOT_HINT_MS, REVIEW_POSITION_MS,
 * REVIEW_SWING_MS (bots/bot-pool.ts), what a rated game needs: RATED_MIN_DECISIONS, RATED_PAIR_RESULTS,
 * RATED_PAIR_WINDOW_HOURS, PROVISIONAL_RD (ratings/rating-rules.ts); RECONNECT_SECONDS (seats/reconnect-window.ts),
 * REDIS_COMMAND_TIMEOUT_MS (distributed.ts); a test server's TEST_START_POSITION (rooms/start-position.ts); see docs/operations.md.
 */
import { startServer } from './app';
import { absentGraceFromEnv, botPoolOptionsFromEnv, computerPaceFromEnv } from './bots/bot-pool';
import { distributedOptions } from './distributed';
import { idleSecondsFromEnv, lobbyIdleSecondsFromEnv } from './idle-games';
import { createLogger, logFormatFromEnv } from './ops/logger';
import { openStore } from './persistence/open-store';
import { ratingRulesFromEnv } from './ratings/rating-rules';
import { limitOptionsFromEnv } from './security/limits-from-env';
import { allowedOriginsFromEnv } from './security/origin-policy';
import { reconnectSecondsFromEnv } from './seats/reconnect-window';
import { startPositionFromEnv } from './rooms/start-position';

const consoleLogger = createLogger({ format: logFormatFromEnv() });

process.on('unhandledRejection', (e) => consoleLogger.error(`unhandled rejection: ${e instanceof Error ? e.stack : String(e)}`));
process.on('uncaughtException', (e) => consoleLogger.error(`uncaught exception: ${e.stack ?? e.message}`));

async function main(): Promise<void> {
  const store = await openStore();
  const startPosition = startPositionFromEnv();
  if (startPosition)
    consoleLogger.warn(`TEST_START_POSITION: a test server, every new game starts after ${startPosition.actions.length} actions`);
  await startServer({
    handleSignals: true,
    host: process.env.HOST || undefined,
    store,
    logger: consoleLogger,
    idleSeconds: idleSecondsFromEnv(),
    lobbyIdleSeconds: lobbyIdleSecondsFromEnv(),
    adminPassword: process.env.ADMIN_PASSWORD || undefined,
    allowedOrigins: allowedOriginsFromEnv(),
    bots: botPoolOptionsFromEnv(),
    computerPace: computerPaceFromEnv(),
    absentGraceSeconds: absentGraceFromEnv(),
    reconnectSeconds: reconnectSecondsFromEnv(),
    ratingRules: ratingRulesFromEnv(),
    ...(startPosition ? { startPosition } : {}),
    ...limitOptionsFromEnv(),
    ...distributedOptions(),
  });
}

main().catch((e: unknown) => {
  consoleLogger.error(`could not start: ${e instanceof Error ? (e.stack ?? e.message) : String(e)}`);
  process.exit(1);
});
