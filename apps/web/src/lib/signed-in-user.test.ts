import { describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS } from '@recircuit/contract';
import {
  clearSession,
  clearToken,
  getToken,
  getUser,
  normaliseUser,
  saveSession,
  subscribeSession,
} from './signed-in-user';

describe('session', () => {
  it('falls back to the id and to the email before "@"', () => {
    expect(normaliseUser({ id: 42, email: 'sam.jones@example.com', message: 'Login successful' })).toEqual({
      userId: '42',
      username: 'sam.jones',
      email: 'sam.jones@example.com',
      message: 'Login successful',
    });
    expect(normaliseUser({ userId: 'u1', id: 'ignored', username: 'Sam', email: 'x@y.z' })?.userId).toBe('u1');
    expect(normaliseUser({ email: 'no-id@example.com' })).toBeNull();
  });

  it('stores the user under "user" and the token under "token"', () => {
    saveSession({ userId: 'u1', username: 'sam', email: 'sam@example.com' }, 'tok');
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.user) ?? 'null')).toEqual({
      userId: 'u1',
      username: 'sam',
      email: 'sam@example.com',
    });
    expect(getToken()).toBe('tok');
    expect(getUser()).toEqual({ userId: 'u1', username: 'sam', email: 'sam@example.com' });
    expect(getUser()).toBe(getUser());
  });

  it('reads nothing from an unreadable stored value', () => {
    localStorage.setItem(STORAGE_KEYS.user, '{broken');
    expect(getUser()).toBeNull();
  });

  it('clears the token alone, or the whole session, telling subscribers', () => {
    const listener = vi.fn();
    const unsubscribe = subscribeSession(listener);
    saveSession({ userId: 'u1', email: 'a@b.co' }, 'tok');
    clearToken();
    expect(getToken()).toBeNull();
    expect(getUser()?.userId).toBe('u1');
    clearSession();
    expect(getUser()).toBeNull();
    expect(listener).toHaveBeenCalledTimes(3);
    unsubscribe();
  });
});
