import OpeningHours from 'opening_hours';
import { toNormalised } from 'postcode';

/** The box around the United Kingdom (Scilly to Shetland, Northern Ireland's west to Lowestoft), with a little margin. */
export const UK_BOX = { minLat: 49.5, maxLat: 61.1, minLng: -8.9, maxLng: 2.1 } as const;

export function insideUk(lat: number, lng: number): boolean {
  return lat >= UK_BOX.minLat && lat <= UK_BOX.maxLat && lng >= UK_BOX.minLng && lng <= UK_BOX.maxLng;
}

/** A number from a JSON or CSV value ("51.5", 51.5), or null. */
export function toCoordinate(value: unknown): number | null {
  const number = typeof value === 'number' ? value : typeof value === 'string' && value.trim() ? Number(value) : NaN;
  return Number.isFinite(number) ? number : null;
}

/** Trimmed text with inner runs of white space made one space; null when empty. */
export function text(value: unknown, maxLength = 300): string | null {
  if (typeof value !== 'string' && typeof value !== 'number') return null;
  const cleaned = String(value).replace(/\s+/g, ' ').trim();
  return cleaned ? cleaned.slice(0, maxLength) : null;
}

/** `sw1a1aa` → `SW1A 1AA`; null when it is not a valid UK postcode. */
export function cleanPostcode(value: unknown): string | null {
  const raw = text(value, 20);
  return raw ? toNormalised(raw) : null;
}

/**
 * Only http(s) addresses are kept. OSM often leaves out the scheme ("www.example.gov.uk"): a bare
 * host name with a dot and no spaces gets https://.
 */
export function cleanWebsite(value: unknown): string | null {
  let raw = text(value, 500);
  if (!raw) return null;
  raw = raw.split(';')[0]!.trim();
  if (!/^[a-z][a-z0-9+.-]*:/i.test(raw) && /^[a-z0-9-]+(\.[a-z0-9-]+)+(\/\S*)?$/i.test(raw)) raw = `https://${raw}`;
  try {
    const url = new URL(raw);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
    if (url.username || url.password) return null;
    return url.toString();
  } catch {
    return null;
  }
}

/** The first of several numbers ("01234 567890; 01234 567891"), when it has enough digits to be one. */
export function cleanPhone(value: unknown): string | null {
  const raw = text(value, 100)?.split(/[;,]/)[0]?.trim();
  if (!raw) return null;
  const digits = raw.replace(/\D/g, '');
  return digits.length >= 6 && digits.length <= 15 && /^[+\d\s()./-]+$/.test(raw) ? raw : null;
}

/** The opening_hours text when the opening_hours library can read it (UK holidays for `PH`); otherwise null. */
export function cleanOpeningHours(value: unknown, lat: number, lng: number): string | null {
  const raw = text(value, 500);
  if (!raw) return null;
  try {
    new OpeningHours(raw, { lat, lon: lng, address: { country_code: 'gb', state: 'England' } } as never);
    return raw;
  } catch {
    return null;
  }
}
