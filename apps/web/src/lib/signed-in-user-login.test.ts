import { describe, expect, it } from 'vitest';
import {
  completeLogin,
  LOGIN_SUCCESS_EVENT,
  notePendingSignIn,
  takePendingSignIn,
  type SessionUser,
} from './signed-in-user';

describe('signing in', () => {
  it('stores only the session view, never a token, and fires login-success', () => {
    const seen: SessionUser[] = [];
    const listener = (event: Event) => seen.push((event as CustomEvent<SessionUser>).detail);
    window.addEventListener(LOGIN_SUCCESS_EVENT, listener);
    const input = { userId: 'u1', username: 'ada', email: 'ada@example.org', token: 'secret' };
    completeLogin(input);
    window.removeEventListener(LOGIN_SUCCESS_EVENT, listener);
    expect(JSON.parse(localStorage.getItem('user') ?? 'null')).toEqual({
      userId: 'u1',
      username: 'ada',
      email: 'ada@example.org',
    });
    expect(localStorage.getItem('token')).toBeNull();
    expect(seen).toEqual([{ userId: 'u1', username: 'ada', email: 'ada@example.org' }]);
  });

  it('remembers a third-party sign-in in progress for 10 minutes, once', () => {
    notePendingSignIn();
    expect(takePendingSignIn()).toBe(true);
    expect(takePendingSignIn()).toBe(false);
    notePendingSignIn();
    expect(takePendingSignIn(Date.now() + 11 * 60 * 1000)).toBe(false);
  });
});
