import type { TFunction } from 'i18next';
import { DEVICE_ORDER_STATUSES, type DeviceOrderStatus } from '@recircuit/contract';
import type recycleWords from '../../../locales/en-GB/recycle.json';

/** The catalogue's device types the bundle names; a type added since is shown as the catalogue has it. */
type CatalogueType = keyof (typeof recycleWords)['recycle']['types'];

/** A catalogue device type ('Mobile Phone') in the page's language; the selects keep the catalogue's value. */
export function catalogueTypeOf(t: TFunction, type: string): string {
  return t(`recycle.types.${type as CatalogueType}`, { defaultValue: type });
}

/** A device order's status in the page's language (the order keeps the en-GB word). */
export function statusOf(t: TFunction, status: string): string {
  return (DEVICE_ORDER_STATUSES as readonly string[]).includes(status)
    ? t(`recycle.statuses.${status as DeviceOrderStatus}`)
    : status;
}
