import type { TFunction } from 'i18next';
import { UNKNOWN_ORDER_STATUSES, type UnknownOrder } from '@recircuit/contract';
import { readSessionJson, writeSessionJson } from '../../../lib/session-storage';

/**
 * What the unknown-device journey keeps between its pages, in sessionStorage like the rest
 * of the device flow: a reload or the login dialog's return keeps it, a new tab starts
 * afresh (docs/web-app.md, "What the browser keeps").
 */
export const UNKNOWN_DEVICE_KEY = 'unknownDeviceData';
export const UNKNOWN_RESULT_KEY = 'unknownOrderResult';

/** The unknown device submission kept as unknownDeviceData. */
export interface UnknownDeviceData {
  description: string;
  deviceClassification: 'unknown';
  imageUrls: string[];
  userId: string | null;
}

/** Reads unknownDeviceData, accepting only the shape this page writes. */
export function readUnknownDeviceData(): UnknownDeviceData | null {
  const data = readSessionJson<Partial<UnknownDeviceData>>(UNKNOWN_DEVICE_KEY);
  if (!data || typeof data !== 'object') return null;
  return {
    description: typeof data.description === 'string' ? data.description : '',
    deviceClassification: 'unknown',
    imageUrls: Array.isArray(data.imageUrls)
      ? data.imageUrls.filter((url): url is string => typeof url === 'string')
      : [],
    userId: typeof data.userId === 'string' ? data.userId : null,
  };
}

export const unknownStore = {
  read: readUnknownDeviceData,
  save: (data: UnknownDeviceData | null) => writeSessionJson(UNKNOWN_DEVICE_KEY, data),
  lastOrder: () => readSessionJson<UnknownOrder>(UNKNOWN_RESULT_KEY),
  saveLastOrder: (order: UnknownOrder | null) => writeSessionJson(UNKNOWN_RESULT_KEY, order),
};

/** The submission can go to the confirm page: a description, one to five images and an owner. */
export function isReadyToSubmit(data: UnknownDeviceData | null): data is UnknownDeviceData & { userId: string } {
  return Boolean(data && data.description.trim() && data.imageUrls.length > 0 && data.userId);
}

/** The server keeps a small thumbnail beside every image, at the image's address plus '.thumb'. */
export function thumbnailUrl(imageUrl: string): string {
  return `${imageUrl}.thumb`;
}

/** A fresh Idempotency-Key for one submission. */
export function newIdempotencyKey(): string {
  return typeof crypto !== 'undefined' && 'randomUUID' in crypto
    ? crypto.randomUUID()
    : `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;
}

/** An unknown-device order's status in the page's language (the order keeps the en-GB word). */
export function statusOf(t: TFunction, status: string): string {
  return (UNKNOWN_ORDER_STATUSES as readonly string[]).includes(status)
    ? t(`unknown.statuses.${status as (typeof UNKNOWN_ORDER_STATUSES)[number]}`)
    : status;
}
