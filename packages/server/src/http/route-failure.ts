/** How an HTTP route answers its own failure: logged under what the route does, answered 500 `{ error: 'internal_error' }`. */
import type { Response } from 'express';
import type { Logger } from '../ops/logger';

export const internalError =
  (logger: Logger, what: string) =>
  (e: unknown, res: Response): void => {
    logger.error(`${what}: ${e instanceof Error ? e.message : String(e)}`);
    res.status(500).json({ error: 'internal_error' });
  };
