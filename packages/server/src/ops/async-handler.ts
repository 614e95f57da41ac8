/**
 * An async Express route handler, for Express 4, which ignores the promise a handler returns: a
 * rejection goes to `failed` (which logs it and answers) instead of going unhandled.
 */
import type { Request, RequestHandler, Response } from 'express';

export function asyncHandler<P = Record<string, never>>(
  handler: (req: Request<P>, res: Response) => Promise<void>,
  failed: (e: unknown, res: Response) => void,
): RequestHandler<P> {
  return (req, res) => {
    handler(req, res).catch((e: unknown) => {
      failed(e, res);
    });
  };
}
