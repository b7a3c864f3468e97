/**
 * JSON in sessionStorage for the device journeys: a reload or the login dialog's return
 * keeps what was entered, a new tab starts afresh.
 */
export function readSessionJson<T>(key: string): T | null {
  try {
    const raw = window.sessionStorage.getItem(key);
    return raw ? (JSON.parse(raw) as T) : null;
  } catch {
    return null;
  }
}

/** Stores `value` under `key`, or removes the key for null. */
export function writeSessionJson(key: string, value: unknown): void {
  try {
    if (value === null) window.sessionStorage.removeItem(key);
    else window.sessionStorage.setItem(key, JSON.stringify(value));
  } catch {
    // Private modes may refuse storage; the journey still works within the page.
  }
}
