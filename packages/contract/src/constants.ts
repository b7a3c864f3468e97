/** Business constants and limits (docs/web-app.md, docs/product.md, docs/api.md). */
export const API_BASE = '/proxy';
export const REQUEST_TIMEOUT_MS = 15_000;
export const TOAST_MS = 3_000;
export const IMAGE_TOAST_MS = 2_000;
export const Z_INDEX_TOAST = 1_200;
export const Z_INDEX_MODAL = 1_100;
export const LOADING_OVERLAY_DELAY_MS = 500;

export const MAX_IMAGES = 5;
export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;
export const JSON_BODY_LIMIT_BYTES = 100 * 1024;

export const GRADES = {
  A: 'Brand New',
  B: 'Like New',
  C: 'Good',
  D: 'Fair',
} as const;
export type Grade = keyof typeof GRADES;

export const COMMISSION_RATE = 0.08;
export const VOUCHER_PERCENT = 10;
export const QUOTE_VALID_DAYS = 14;
export const MAX_STORAGE_MONTHS = 6;

export const CAROUSEL_INTERVAL_MS = 5_000;
export const CAROUSEL_ITEM_WIDTH = 200;

export const LOCATIONS_CLAIM = 26_600;

export const CSRF_COOKIE = 'XSRF-TOKEN';
export const CSRF_HEADER = 'X-XSRF-TOKEN';
export const SESSION_COOKIE = 'sid';

export const STORAGE_KEYS = {
  user: 'user',
  token: 'token',
} as const;
