import { useSyncExternalStore } from 'react';
import { STORAGE_KEYS, type Role } from '@recircuit/contract';

/**
 * The signed-in user as kept in localStorage (docs/web-app.md, "What the browser keeps"):
 * the user under 'user' and the token separately under 'token'. The server's HttpOnly
 * cookie is the real session; this copy only tells the pages who is signed in.
 */
export interface SessionUser {
  userId: string;
  username: string;
  email: string;
  message?: string;
  /**
   * Staff or admin, as the server last said (currentUser), so the menu can offer the console; absent for an owner.
   * Only a hint for what to show: the server checks the role on every call.
   */
  role?: Role;
}

/** What the login response carries; `userId` falls back to `id`, `username` to the email's local part. */
export interface StoredUserInput {
  userId?: string | number | null;
  id?: string | number | null;
  username?: string | null;
  email?: string | null;
  message?: string | null;
  role?: string | null;
}

// Only the roles that see more than an owner are kept, so an owner's stored user stays exactly
// userId, username and email (docs/web-app.md, "What the browser keeps"). Listed here rather than
// imported: the contract's account module carries zod, too big for the first load.
const STAFF_ROLES: readonly string[] = ['staff', 'admin'] satisfies readonly Role[];

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
  if (input.role && STAFF_ROLES.includes(input.role)) user.role = input.role as Role;
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

/*
 * Whether the server has been asked who is signed in since the page loaded. Until then a
 * stored user may be stale, so guarded pages wait instead of showing it or asking to sign in.
 */
let checked = false;
const checkedListeners = new Set<() => void>();

export function isSessionChecked(): boolean {
  return checked;
}

export function markSessionChecked(value = true): void {
  if (checked === value) return;
  checked = value;
  for (const listener of checkedListeners) listener();
}

function subscribeChecked(listener: () => void): () => void {
  checkedListeners.add(listener);
  return () => {
    checkedListeners.delete(listener);
  };
}

export function useSessionChecked(): boolean {
  return useSyncExternalStore(subscribeChecked, isSessionChecked, () => false);
}

/*
 * A third-party sign-in leaves the page and comes back with only a session cookie, which
 * the page cannot read: this note says to ask the server on return. It lives in
 * localStorage (a link opened in a new tab still finds it) and lapses with the server's
 * 10-minute sign-in state.
 */
const PENDING_SIGN_IN_KEY = 'recircuit:pending-sign-in';
const PENDING_SIGN_IN_MS = 10 * 60 * 1000;

export function notePendingSignIn(): void {
  storage()?.setItem(PENDING_SIGN_IN_KEY, String(Date.now()));
}

/** Reads and forgets the note; true when one was left within the last 10 minutes. */
export function takePendingSignIn(now = Date.now()): boolean {
  const store = storage();
  const noted = Number(store?.getItem(PENDING_SIGN_IN_KEY) ?? 0);
  store?.removeItem(PENDING_SIGN_IN_KEY);
  return noted > 0 && now - noted >= 0 && now - noted < PENDING_SIGN_IN_MS;
}

/** Fired on window after a successful sign-in, with the session view as `detail`. */
export const LOGIN_SUCCESS_EVENT = 'login-success';

/** Stores the session view (never the token) and tells the page. */
export function completeLogin(input: StoredUserInput): SessionUser | null {
  const user = saveSession({ userId: input.userId, id: input.id, username: input.username, email: input.email });
  markSessionChecked();
  if (user) window.dispatchEvent(new CustomEvent<SessionUser>(LOGIN_SUCCESS_EVENT, { detail: user }));
  return user;
}

/*
 * A call answered 401 (the session ended or was revoked): the stored user is already
 * cleared by the API client; the shell listens here to offer the login dialog.
 */
const unauthorizedListeners = new Set<() => void>();

export function notifyUnauthorized(): void {
  for (const listener of unauthorizedListeners) listener();
}

export function onUnauthorized(listener: () => void): () => void {
  unauthorizedListeners.add(listener);
  return () => {
    unauthorizedListeners.delete(listener);
  };
}
