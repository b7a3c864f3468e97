import { afterEach, describe, expect, it } from 'vitest';
import { STORAGE_KEYS } from '@recircuit/contract';
import { clearSession, getUser, normaliseUser, saveSession } from './signed-in-user';

afterEach(() => clearSession());

describe('the role in the stored session', () => {
  it('keeps a staff or admin role the server gives; an owner keeps only userId, username and email', () => {
    expect(Object.keys(normaliseUser({ userId: '1', email: 'a@example.org', role: 'owner' }) ?? {}).sort()).toEqual([
      'email',
      'userId',
      'username',
    ]);
    for (const role of ['staff', 'admin']) {
      expect(normaliseUser({ userId: '1', email: 'a@example.org', role })?.role).toBe(role);
    }
  });

  it('drops a role it does not know, and stays without one when none came (login answers none)', () => {
    expect(normaliseUser({ userId: '1', email: 'a@example.org', role: 'root' })).not.toHaveProperty('role');
    expect(normaliseUser({ userId: '1', email: 'a@example.org' })).not.toHaveProperty('role');
  });

  it('reads back what was saved, and a role edited by hand into something unknown is ignored', () => {
    saveSession({ userId: '7', email: 'staff@example.org', role: 'staff' });
    expect(getUser()?.role).toBe('staff');
    window.localStorage.setItem(
      STORAGE_KEYS.user,
      JSON.stringify({ userId: '7', email: 'x@example.org', role: 'god' }),
    );
    expect(getUser()?.role).toBeUndefined();
  });
});
