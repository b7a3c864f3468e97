import type { DeviceOrderKind } from '@recircuit/contract';

/** A seeded demo place of the kind each kind of order takes (PLACE_KIND_FOR), for tests that place orders. */
export const SEED_PLACES: Record<DeviceOrderKind, string> = {
  current: 'swapshop-demo',
  rare: 'heritage-handsets-demo',
  recycle: 'circuit-reclaim-demo',
  donate: 'second-life-devices-demo',
};
