import { Writable } from 'node:stream';
import pino, { type Logger } from 'pino';

/**
 * The one logger (issue 19): structured JSON, one object per line (time, level, msg and fields
 * such as `req_id`, `user_id`, `status`, `ms`), which a log shipper reads as it is; in
 * development the same events as short readable lines. `LOG_FORMAT=json|pretty` chooses (by
 * default pretty when writing to a terminal outside production, else JSON); `LOG_LEVEL` sets
 * the threshold (`info`; `silent` for none).
 */

const LEVELS: Record<number, string> = {
  10: 'TRACE',
  20: 'DEBUG',
  30: 'INFO',
  40: 'WARN',
  50: 'ERROR',
  60: 'FATAL',
};

/** Fields shown before the message in a pretty line, when present. */
const LEADING = ['method', 'path', 'status', 'ms'] as const;
const HIDDEN = new Set(['time', 'level', 'msg', 'pid', 'hostname', 'err', ...LEADING]);

/** `14:03:07 INFO  GET /api/v1/orders 200 4.1ms  req_id=… user_id=3`, and a stack under errors. */
export function prettyLine(event: Record<string, unknown>): string {
  const time = new Date(Number(event.time)).toISOString().slice(11, 19);
  const level = (LEVELS[Number(event.level)] ?? String(event.level)).padEnd(5);
  const leading = LEADING.filter((key) => event[key] !== undefined).map((key) =>
    key === 'ms' ? `${event.ms}ms` : String(event[key]),
  );
  const fields = Object.entries(event)
    .filter(([key]) => !HIDDEN.has(key))
    .map(([key, value]) => `${key}=${typeof value === 'string' ? value : JSON.stringify(value)}`);
  const err = event.err as { stack?: string } | undefined;
  return [
    [time, level, ...leading, event.msg, fields.join(' ')]
      .filter((part) => part !== undefined && part !== '')
      .join(' '),
    ...(err?.stack ? [err.stack] : []),
  ].join('\n');
}

/** A stream that turns pino's JSON lines into pretty ones on `out`. */
function prettyStream(out: NodeJS.WritableStream): Writable {
  return new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString().split('\n')) {
        if (line) out.write(`${prettyLine(JSON.parse(line) as Record<string, unknown>)}\n`);
      }
      done();
    },
  });
}

export function createLogger(
  env: Record<string, string | undefined> = process.env,
  out: NodeJS.WritableStream = process.stdout,
): Logger {
  const pretty =
    env.LOG_FORMAT === 'pretty' ||
    (env.LOG_FORMAT !== 'json' &&
      env.NODE_ENV !== 'production' &&
      Boolean((out as NodeJS.WriteStream).isTTY));
  const options = { level: env.LOG_LEVEL || 'info', base: undefined };
  if (pretty) return pino(options, prettyStream(out));
  // To stdout through pino's own fast writer; elsewhere (a test's stream) as given.
  return out === process.stdout ? pino(options) : pino(options, out);
}

/** The process's logger; the test harnesses keep it quiet (LOG_LEVEL=silent). */
export const log: Logger = createLogger();
