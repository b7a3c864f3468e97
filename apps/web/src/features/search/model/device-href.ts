import type { SiteSearchResult } from '@recircuit/contract';

/**
 * Where a device model opens: the recycle form with the model chosen (it reads type, brand and name),
 * or for a rare model the specialist's form, which reads the same.
 */
export function deviceHref(device: SiteSearchResult['devices'][number]): string {
  const params = new URLSearchParams({ type: device.type, brand: device.brand, name: device.name });
  return `${device.classification === 'rare' ? '/recycle/rare' : '/recycle/recycle'}?${params.toString()}`;
}
