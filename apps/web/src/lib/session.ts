import { useSyncExternalStore } from 'react';
import { STORAGE_KEYS } from '@recircuit/contract';

/**
 * The signed-in user as kept in localStorage (SPEC.md section 3): the user under 'user'
 * and the token separately under 'token'. The server's HttpOnly cookie is the real session;
 * this copy only tells the pages who is signed in.
 */
export interface SessionUser {
  userId: string;
  username: string;
  email: string;
  message?: string;
}

/** What the login response carries; `userId` falls back to `id`, `username` to the email's local part. */
export interface StoredUserInput {
  userId?: string | number | null;
  id?: string | number | null;
  username?: string | null;
  email?: string | null;
  message?: string | null;
}

const listeners = new Set<() => void>();
let cachedRaw: string | null | undefined;
let cachedUser: SessionUser | null = null;

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

function notify() {
  for (const listener of listeners) listener();
}

export function normaliseUser(input: StoredUserInput): SessionUser | null {
  const email = (input.email ?? '').trim();
  const rawId = input.userId ?? input.id;
  const userId = rawId === null || rawId === undefined ? '' : String(rawId);
  if (!userId) return null;
  const username = (input.username ?? '').trim() || email.split('@')[0] || '';
  const user: SessionUser = { userId, username, email };
  if (input.message) user.message = input.message;
  return user;
}

/** The stored user, or null when nobody is signed in (or the stored value is unreadable). */
export function getUser(): SessionUser | null {
  const raw = storage()?.getItem(STORAGE_KEYS.user) ?? null;
  if (raw === cachedRaw) return cachedUser;
  cachedRaw = raw;
  try {
    cachedUser = raw ? normaliseUser(JSON.parse(raw) as StoredUserInput) : null;
  } catch {
    cachedUser = null;
  }
  return cachedUser;
}

export function getToken(): string | null {
  return storage()?.getItem(STORAGE_KEYS.token) || null;
}

export function saveSession(input: StoredUserInput, token?: string | null): SessionUser | null {
  const user = normaliseUser(input);
  const store = storage();
  if (!user || !store) return user;
  store.setItem(STORAGE_KEYS.user, JSON.stringify(user));
  if (token) store.setItem(STORAGE_KEYS.token, token);
  notify();
  return user;
}

export function clearToken(): void {
  storage()?.removeItem(STORAGE_KEYS.token);
  notify();
}

/** Forget the stored user and token (HTTP 401, logout). */
export function clearSession(): void {
  const store = storage();
  store?.removeItem(STORAGE_KEYS.token);
  store?.removeItem(STORAGE_KEYS.user);
  notify();
}

export function subscribeSession(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === STORAGE_KEYS.user || event.key === STORAGE_KEYS.token) {
      listener();
    }
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** The signed-in user, kept in step with other tabs and with the API client clearing it. */
export function useSession(): SessionUser | null {
  return useSyncExternalStore(subscribeSession, getUser, () => null);
}
