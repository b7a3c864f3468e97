import type { TFunction } from 'i18next';
import { DEVICE_ORDER_STATUSES, GRADE_KEYS, type DeviceOrderStatus, type Grade } from '@recircuit/contract';
import type ordersWords from '../../../locales/en-GB/orders.json';

/** The catalogue's device types the bundle names; a type added since is shown as the catalogue has it. */
type CatalogueType = keyof (typeof ordersWords)['orders']['types'];

const isOneOf = <T extends string>(list: readonly T[], value: string): value is T =>
  (list as readonly string[]).includes(value);

/** A device order's status in the page's language (the data keeps the en-GB word). */
export function statusOf(t: TFunction, status: string): string {
  return isOneOf(DEVICE_ORDER_STATUSES, status) ? t(`orders.statuses.${status satisfies DeviceOrderStatus}`) : status;
}

/** 'A Brand New', 'B Like New', … in the page's language. */
export function gradeOf(t: TFunction, grade: string): string {
  return isOneOf(GRADE_KEYS, grade) ? `${grade} ${t(`orders.grades.${grade satisfies Grade}`)}` : grade;
}

/** A catalogue device type ('Mobile Phone') in the page's language. */
export function catalogueTypeOf(t: TFunction, type: string): string {
  return t(`orders.types.${type as CatalogueType}`, { defaultValue: type });
}
