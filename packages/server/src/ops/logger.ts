/**
 * One line per notable event. `LOG_FORMAT=json`: JSON lines `{ time, level, msg, ...fields }` for a
 * log collector; otherwise readable text `time level msg key=value ...`. Written by hand rather than
 * with pino: three levels and two formats are 40 lines, pino brings 11 packages and its readable
 * output needs pino-pretty (not meant for production) on top.
 */
export type LogFields = Record<string, string | number | boolean | null | undefined>;

export interface Logger {
  info(msg: string, fields?: LogFields): void;
  warn(msg: string, fields?: LogFields): void;
  error(msg: string, fields?: LogFields): void;
}

export type LogFormat = 'json' | 'text';

export interface LoggerOptions {
  format?: LogFormat;
  /** Where lines go (default: stdout for info, stderr for warn and error). */
  write?: (line: string, level: keyof Logger) => void;
  /** Clock for the time stamp (tests). */
  now?: () => Date;
}

export function logFormatFromEnv(env: { LOG_FORMAT?: string } = process.env): LogFormat {
  const f = env.LOG_FORMAT?.trim().toLowerCase();
  if (!f || f === 'text') return 'text';
  if (f === 'json') return 'json';
  throw new Error(`LOG_FORMAT must be 'json' or 'text', not '${env.LOG_FORMAT}'`);
}

const textValue = (v: unknown): string => {
  const s = String(v);
  return /^[^\s"=]*$/.test(s) && s !== '' ? s : JSON.stringify(s);
};

export function createLogger(options: LoggerOptions = {}): Logger {
  const format = options.format ?? 'text';
  const now = options.now ?? (() => new Date());
  const write =
    options.write ?? ((line: string, level: keyof Logger) => (level === 'info' ? process.stdout : process.stderr).write(`${line}\n`));
  const line = (level: keyof Logger, msg: string, fields: LogFields = {}): string => {
    const time = now().toISOString();
    const extra = Object.entries(fields).filter(([, v]) => v !== undefined);
    if (format === 'json') return JSON.stringify({ time, level, msg, ...Object.fromEntries(extra) });
    return [time, level.padEnd(5), msg, ...extra.map(([k, v]) => `${k}=${textValue(v)}`)].join(' ');
  };
  const at =
    (level: keyof Logger) =>
    (msg: string, fields?: LogFields): void => {
      try {
        write(line(level, msg, fields), level);
      } catch {
        /* logging never breaks the server */
      }
    };
  return { info: at('info'), warn: at('warn'), error: at('error') };
}

export const silentLogger: Logger = { info: () => {}, warn: () => {}, error: () => {} };
