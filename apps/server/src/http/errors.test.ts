import { HTTPException } from 'hono/http-exception';
import { describe, expect, it } from 'vitest';
import { exceptionToBody, logException } from './errors';
import { memoryLogger } from './logger';

const REQUEST = { requestId: 'req-12345678', path: '/functions/v1/auth-login' };

describe('logException', () => {
  it('logs a client error (4xx) as one warning without a stack', () => {
    const logger = memoryLogger();
    const error = new HTTPException(400, { message: 'Malformed JSON in request body' });
    logException(logger, REQUEST, error, exceptionToBody(error).status);
    const line = JSON.parse(logger.lines[0] ?? '{}');
    expect(line).toMatchObject({ level: 'warn', msg: 'client error', status: 400, ...REQUEST });
    expect(logger.lines.join('')).not.toContain('stack');
  });

  it('logs our own failures (5xx) as errors with their stack', () => {
    const logger = memoryLogger();
    const error = new Error('database unreachable');
    logException(logger, REQUEST, error, exceptionToBody(error).status);
    const line = JSON.parse(logger.lines[0] ?? '{}');
    expect(line).toMatchObject({ level: 'error', msg: 'unhandled error', ...REQUEST });
    expect(line.error.stack).toContain('database unreachable');
  });
});
