import type { Condition } from '@recircuit/contract';
import type { Selection } from './cascade';
import { readSessionJson, writeSessionJson } from '../../../lib/session-storage';

/**
 * What the device flow keeps between its pages, in sessionStorage so a reload (or the login
 * dialog's return) keeps it and a new tab starts afresh.
 */
export const RECYCLE_DEVICE_KEY = 'recycleDeviceData';
export const RARE_DEVICE_KEY = 'rareDeviceData';
export const DONATE_DEVICE_KEY = 'donateDeviceData';

/** The recycle device submission kept as recycleDeviceData. */
export interface RecycleDeviceData {
  userid: string | null;
  classification: 'recycle' | 'current' | null;
  type: string | null;
  brand: string | null;
  name: string | null;
  color: string | null;
  storage: number | null;
  grade: string | null;
  /** The condition answers the grade came from (docs/product.md, "Condition and grade"). */
  condition?: Condition;
  suggestedPrice: number | null;
}

export interface RareDeviceData {
  type: string;
  brand: string;
  name: string;
  year: number | null;
  grade: string;
  description: string;
}

/** The journeys where the owner describes the device in words rather than choosing it from the catalogue. */
export type DescribedKind = 'rare' | 'donate';
const DESCRIBED_KEYS: Record<DescribedKind, string> = { rare: RARE_DEVICE_KEY, donate: DONATE_DEVICE_KEY };

export const deviceStore = {
  recycle: () => readSessionJson<RecycleDeviceData>(RECYCLE_DEVICE_KEY),
  saveRecycle: (data: RecycleDeviceData | null) => writeSessionJson(RECYCLE_DEVICE_KEY, data),
  /** A rare device, or one described for a donation (the same fields, each journey its own key). */
  described: (kind: DescribedKind) => readSessionJson<RareDeviceData>(DESCRIBED_KEYS[kind]),
  saveDescribed: (kind: DescribedKind, data: RareDeviceData | null) => writeSessionJson(DESCRIBED_KEYS[kind], data),
};

export function toDeviceData(
  selection: Selection,
  extra: {
    userid: string | null;
    classification: 'recycle' | 'current' | null;
    suggestedPrice: number | null;
    condition: Condition;
  },
): RecycleDeviceData {
  return { ...extra, ...selection };
}

/** The submission is ready for the confirm page: every field set and a price from the server. */
export function isReadyToConfirm(data: RecycleDeviceData | null): data is RecycleDeviceData & {
  classification: 'recycle' | 'current';
  suggestedPrice: number;
} & {
  [K in 'type' | 'brand' | 'name' | 'color' | 'grade']: string;
} & { storage: number } {
  return Boolean(
    data &&
    data.classification &&
    data.type &&
    data.brand &&
    data.name &&
    data.color &&
    data.storage !== null &&
    data.grade &&
    typeof data.suggestedPrice === 'number',
  );
}

/** A fresh Idempotency-Key for one submission. */
export function newIdempotencyKey(): string {
  return typeof crypto !== 'undefined' && 'randomUUID' in crypto
    ? crypto.randomUUID()
    : `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;
}
