import { CSRF_COOKIE, CSRF_HEADER } from '@recircuit/contract';
import { getToken } from '../signed-in-user';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

const UNSAFE_METHODS = new Set<HttpMethod>(['POST', 'PUT', 'PATCH', 'DELETE']);

/** Reads one cookie the page can see (the XSRF-TOKEN cookie is deliberately not HttpOnly). */
export function readCookie(name: string): string | null {
  if (typeof document === 'undefined' || !document.cookie) return null;
  for (const part of document.cookie.split(';')) {
    const index = part.indexOf('=');
    if (index < 0) continue;
    if (part.slice(0, index).trim() === name) {
      const value = part.slice(index + 1).trim();
      try {
        return decodeURIComponent(value);
      } catch {
        return value;
      }
    }
  }
  return null;
}

/**
 * The headers that say who is asking (docs/api.md, "CSRF" and "Sessions"): the anti-forgery
 * header copied from its cookie on unsafe methods, and the stored bearer token when there is one.
 */
export function authHeaders(method: HttpMethod): Record<string, string> {
  const headers: Record<string, string> = {};
  if (UNSAFE_METHODS.has(method)) {
    const csrf = readCookie(CSRF_COOKIE);
    if (csrf) headers[CSRF_HEADER] = csrf;
  }
  const token = getToken();
  if (token) headers.Authorization = `Bearer ${token}`;
  return headers;
}
