import { describe, expect, it } from 'vitest';
import { AUTH_ERRORS } from '@recircuit/contract';
import enGB from '../../../locales/en-GB/auth.json';
import { authErrorMessage } from './auth-error';

describe('a failed third-party sign-in', () => {
  it('says in en-GB exactly what the contract says, for every reason', () => {
    expect(enGB.auth.errors).toEqual(AUTH_ERRORS);
    for (const [reason, words] of Object.entries(AUTH_ERRORS)) expect(authErrorMessage(reason)).toBe(words);
  });

  it('treats an unknown reason as a failed exchange', () => {
    expect(authErrorMessage('nonsense')).toBe(AUTH_ERRORS.exchange_failed);
  });
});
