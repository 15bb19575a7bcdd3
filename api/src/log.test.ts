import { PassThrough } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { createLogger, prettyLine } from './log.ts';

function capture(env: Record<string, string>) {
  const out = new PassThrough();
  const lines: string[] = [];
  out.on('data', (chunk: Buffer) => lines.push(...chunk.toString().split('\n').filter(Boolean)));
  return { logger: createLogger(env, out), lines };
}

describe('the log', () => {
  it('writes one JSON object per event, with its fields, for a log shipper', () => {
    const { logger, lines } = capture({ LOG_FORMAT: 'json' });
    logger.info({
      req_id: 'r-1',
      method: 'GET',
      path: '/api/v1/me',
      status: 200,
      ms: 1.5,
      user_id: 3,
    });
    logger.error({ err: new Error('disk full'), req_id: 'r-2' }, 'Unexpected error');
    const [request, error] = lines.map((line) => JSON.parse(line));
    expect(request).toMatchObject({
      level: 30,
      req_id: 'r-1',
      method: 'GET',
      path: '/api/v1/me',
      status: 200,
      ms: 1.5,
      user_id: 3,
      time: expect.any(Number),
    });
    expect(error).toMatchObject({ level: 50, msg: 'Unexpected error', req_id: 'r-2' });
    expect(error.err.stack).toContain('Error: disk full');
  });

  it('reads as short lines in development, an error with its stack', () => {
    const { logger, lines } = capture({ LOG_FORMAT: 'pretty' });
    logger.info({ req_id: 'r-1', method: 'GET', path: '/api/v1/me', status: 200, ms: 1.5 });
    logger.error({ err: new Error('disk full') }, 'Unexpected error');
    expect(lines[0]).toMatch(/^\d{2}:\d{2}:\d{2} INFO {2}GET \/api\/v1\/me 200 1\.5ms req_id=r-1$/);
    expect(lines[1]).toMatch(/^\d{2}:\d{2}:\d{2} ERROR Unexpected error$/);
    expect(lines[2]).toBe('Error: disk full');
  });

  it('keeps quiet below LOG_LEVEL', () => {
    const { logger, lines } = capture({ LOG_FORMAT: 'json', LOG_LEVEL: 'warn' });
    logger.info('not shown');
    logger.warn('shown');
    expect(lines).toHaveLength(1);
  });

  it('formats an event without request fields as its message and fields', () => {
    expect(prettyLine({ time: 0, level: 30, msg: 'Daily backup', file: 'ghala.db' })).toBe(
      '00:00:00 INFO  Daily backup file=ghala.db',
    );
  });
});
