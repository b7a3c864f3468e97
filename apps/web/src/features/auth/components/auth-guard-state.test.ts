import { describe, expect, it } from 'vitest';
import { guardState, shouldOfferLogin } from './auth-guard-state';

describe('the /user guard', () => {
  it('waits for the server before deciding', () => {
    expect(guardState(true, false)).toBe('checking');
    expect(guardState(false, false)).toBe('checking');
    expect(guardState(true, true)).toBe('signed-in');
    expect(guardState(false, true)).toBe('signed-out');
  });

  it('offers the login dialog to a signed-out visit, once', () => {
    expect(shouldOfferLogin(null, 'signed-out')).toBe(true);
    expect(shouldOfferLogin('checking', 'signed-out')).toBe(true);
    expect(shouldOfferLogin('signed-out', 'signed-out')).toBe(false);
    expect(shouldOfferLogin('checking', 'signed-in')).toBe(false);
  });

  it('does not offer it to someone who just signed out here (logout, deletion)', () => {
    expect(shouldOfferLogin('signed-in', 'signed-out')).toBe(false);
  });
});
