import { roundPosition, type Position } from './search-params';

export type PositionAnswer =
  { ok: true; position: Position } | { ok: false; reason: 'unsupported' | 'denied' | 'unavailable' };

/** A minute's wait at most: a phone indoors may take a while to find itself. */
const TIMEOUT_MS = 60_000;
/** A position from the last five minutes is near enough to search from. */
const MAXIMUM_AGE_MS = 5 * 60_000;

/**
 * Asks the browser where the visitor is: the browser's own permission prompt appears now, on
 * the press of "Use my location", never before. Low accuracy is plenty for drop-off points miles
 * apart and answers faster; the position is rounded to about 100 m before it goes anywhere.
 */
export function currentPosition(
  geolocation: Geolocation | undefined = globalThis.navigator?.geolocation,
): Promise<PositionAnswer> {
  if (!geolocation) return Promise.resolve({ ok: false, reason: 'unsupported' });
  return new Promise((resolve) => {
    geolocation.getCurrentPosition(
      (found) =>
        resolve({ ok: true, position: roundPosition({ lat: found.coords.latitude, lng: found.coords.longitude }) }),
      (error) => resolve({ ok: false, reason: error.code === error.PERMISSION_DENIED ? 'denied' : 'unavailable' }),
      { enableHighAccuracy: false, timeout: TIMEOUT_MS, maximumAge: MAXIMUM_AGE_MS },
    );
  });
}
