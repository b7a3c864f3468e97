import { describe, expect, it } from 'vitest';
import { publicUrlMismatch } from '../src/lib/public-url-check.ts';

describe('the start-up warning about PUBLIC_URL', () => {
  it('warns when the server listens on 127.0.0.1 while links say localhost, and says what to do', () => {
    expect(publicUrlMismatch('127.0.0.1', 3000, 'http://localhost:3000')).toBe(
      'PUBLIC_URL is http://localhost:3000 but the server listens on http://127.0.0.1:3000: open the site at ' +
        'http://localhost:3000, or set PUBLIC_URL=http://127.0.0.1:3000. Links, payment returns and sign-in ' +
        'cookies use PUBLIC_URL.',
    );
    expect(publicUrlMismatch('localhost', 3000, 'http://127.0.0.1:3000')).toMatch(/listens on http:\/\/localhost:3000/);
    expect(publicUrlMismatch('::1', 8080, 'http://localhost:8080')).toMatch(/listens on http:\/\/\[::1\]:8080/);
  });

  it('says nothing when they agree, on every interface, or behind a proxy with a public name', () => {
    expect(publicUrlMismatch('localhost', 3000, 'http://localhost:3000')).toBeUndefined();
    expect(publicUrlMismatch('127.0.0.1', 3000, 'http://127.0.0.1:3000')).toBeUndefined();
    expect(publicUrlMismatch('0.0.0.0', 3000, 'http://localhost:3000')).toBeUndefined();
    expect(publicUrlMismatch('::', 3000, 'http://localhost:3000')).toBeUndefined();
    expect(publicUrlMismatch('127.0.0.1', 3000, 'https://recircuit.example')).toBeUndefined();
  });
});
