import { describe, expect, it } from 'vitest';
import { err, ok } from './result';

describe('Result', () => {
  it('wraps a value', () => {
    expect(ok(3)).toEqual({ ok: true, value: 3 });
  });
  it('carries a code, a message and optional field errors', () => {
    expect(err('NOT_FOUND', 'Membership not found.')).toEqual({
      ok: false,
      code: 'NOT_FOUND',
      message: 'Membership not found.',
    });
    expect(
      err('VALIDATION_ERROR', 'Please fix the errors in the form', { firstName: 'First name is required' }),
    ).toMatchObject({ fieldErrors: { firstName: 'First name is required' } });
  });
});
