import { describe, expect, it } from 'vitest';
import { checkPassword } from './password-check';

const met = (password: string) =>
  Object.fromEntries(checkPassword(password).rules.map(({ rule, met: ok }) => [rule, ok]));

describe('the live password hint', () => {
  it('ticks off each part of the rule on its own', () => {
    expect(met('')).toEqual({ length: false, capital: false, digit: false });
    expect(met('abcdefghi')).toEqual({ length: true, capital: false, digit: false });
    expect(met('A')).toEqual({ length: false, capital: true, digit: false });
    expect(met('1')).toEqual({ length: false, capital: false, digit: true });
  });

  it('needs more than 8 characters: 8 is not enough, 9 is', () => {
    expect(checkPassword('Abcdefg1').strong).toBe(false);
    expect(checkPassword('Abcdefgh1').strong).toBe(true);
  });

  it('agrees with the contract on the upper limit', () => {
    const long = `A1${'x'.repeat(127)}`;
    expect(checkPassword(long).strong).toBe(false);
    expect(met(long).length).toBe(false);
  });
});
