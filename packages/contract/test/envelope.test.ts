import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { envelopeSchema, errorEnvelopeSchema, ok, healthSchema } from '../src/index.ts';

describe('envelope', () => {
  it('wraps data with code 200', () => {
    expect(ok([1, 2])).toEqual({ code: 200, message: 'success', data: [1, 2] });
    expect(ok(null, 'Done').message).toBe('Done');
  });

  it('validates a typed envelope and rejects a wrong data type', () => {
    const schema = envelopeSchema(z.array(z.string()));
    expect(schema.safeParse({ code: 200, message: 'x', data: ['a'] }).success).toBe(true);
    expect(schema.safeParse({ code: 200, message: 'x', data: [1] }).success).toBe(false);
    expect(schema.safeParse({ code: 200, data: [] }).success).toBe(false);
  });

  it('describes errors with optional field errors', () => {
    const parsed = errorEnvelopeSchema.parse({
      code: 400,
      message: 'bad',
      data: null,
      errors: [{ field: 'email', message: 'Required' }],
    });
    expect(parsed.errors?.[0]?.field).toBe('email');
    expect(errorEnvelopeSchema.safeParse({ code: 400, message: 'bad', data: 1 }).success).toBe(false);
  });

  it('accepts only the documented health states', () => {
    expect(healthSchema.safeParse({ status: 'ok', database: 'ok', version: '1' }).success).toBe(true);
    expect(healthSchema.safeParse({ status: 'ok', database: 'maybe', version: '1' }).success).toBe(false);
  });
});
