/**
 * What lets the client run under the server's Content-Security-Policy, which allows no eval
 * (packages/server/src/security/content-security-policy.ts). Imported first by main.ts, before
 * any renderer or schema exists:
 * - PixiJS generates its shader and uniform upload code with `new Function` unless its
 *   eval-free versions are installed (it refuses to start otherwise);
 * - zod probes for eval (a blocked `Function('')`, reported as a violation) unless it runs jitless.
 */
import 'pixi.js/unsafe-eval';
import { config } from 'zod';

config({ jitless: true });
