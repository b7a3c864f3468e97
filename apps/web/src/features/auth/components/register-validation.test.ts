import { describe, expect, it } from 'vitest';
import { ACCOUNT_MESSAGES } from '@recircuit/contract';
import { validateRegistration } from '../model/registration';

const valid = {
  firstName: 'Zoë',
  lastName: 'O’Brien-Smith',
  email: 'a@example.org',
  password: 'Recycle2026',
  privacyConsent: true,
};

describe('validateRegistration', () => {
  it('accepts letters of any script, spaces, hyphens and apostrophes', () => {
    expect(validateRegistration(valid)).toEqual({});
    expect(validateRegistration({ ...valid, firstName: '山田', lastName: "d'Arcy" })).toEqual({});
  });

  it.each(['Visit https://spam.example', 'Ann2', '<b>Ann</b>'])(
    'refuses the name %s as the server would',
    (firstName) => {
      expect(validateRegistration({ ...valid, firstName })).toEqual({ firstName: ACCOUNT_MESSAGES.nameCharacters });
    },
  );

  it('refuses a name over 50 characters', () => {
    expect(validateRegistration({ ...valid, lastName: 'a'.repeat(51) })).toEqual({
      lastName: ACCOUNT_MESSAGES.nameTooLong,
    });
  });
});
