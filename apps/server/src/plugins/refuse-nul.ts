import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { SERVER_MESSAGES } from '@recircuit/contract';
import { AppError } from '../lib/app-error.ts';
import { isApiRequest } from '../lib/api-request.ts';

const NUL = '\u0000';

interface Entry {
  value: unknown;
  key: string;
  parent: Entry | undefined;
}

function pathOf(entry: Entry): string {
  const keys: string[] = [];
  for (let at: Entry | undefined = entry; at?.parent; at = at.parent) keys.push(at.key.replaceAll(NUL, '\\0'));
  return keys.reverse().join('.');
}

/** The dotted path of the first string (value or key) holding a NUL, or undefined. */
export function fieldWithNul(input: unknown): string | undefined {
  // An explicit stack: a 100 KB JSON body can nest deeper than the call stack allows.
  const stack: Entry[] = [{ value: input, key: '', parent: undefined }];
  for (let entry = stack.pop(); entry; entry = stack.pop()) {
    const { value } = entry;
    if (typeof value === 'string') {
      if (value.includes(NUL)) return pathOf(entry);
    } else if (value && typeof value === 'object' && !Buffer.isBuffer(value)) {
      // Pushed last to first, so fields are checked in the order they were sent.
      for (const [key, child] of Object.entries(value).reverse()) {
        const childEntry = { value: child, key, parent: entry };
        if (key.includes(NUL)) return pathOf(childEntry);
        stack.push(childEntry);
      }
    }
  }
  return undefined;
}

/**
 * PostgreSQL cannot store U+0000 in text, so a NUL anywhere in an API request's path
 * parameters, query or JSON body is refused here, once for every route, with a 400 that
 * names the field, before any route reads or writes anything.
 */
export const refuseNulPlugin = fp(
  async (app: FastifyInstance) => {
    app.addHook('preValidation', (request, _reply, done) => {
      const field = isApiRequest(request)
        ? [request.params, request.query, request.body].map(fieldWithNul).find((found) => found !== undefined)
        : undefined;
      if (field === undefined) return done();
      done(
        new AppError(400, SERVER_MESSAGES.invalidCharacter, {
          errors: [{ field, message: SERVER_MESSAGES.invalidCharacter }],
        }),
      );
    });
  },
  { name: 'refuse-nul', dependencies: ['errors'] },
);
