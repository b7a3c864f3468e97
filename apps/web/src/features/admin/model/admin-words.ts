import type { TFunction } from 'i18next';
import {
  DATA_DEVICE_TYPES,
  DATA_ORDER_STATUSES,
  DATA_TYPES,
  DEVICE_ORDER_STATUSES,
  GRADE_KEYS,
  UNKNOWN_ORDER_STATUSES,
  type DataDeviceType,
  type DataType,
  type Grade,
} from '@recircuit/contract';

const STATUSES = [...DEVICE_ORDER_STATUSES, ...DATA_ORDER_STATUSES, ...UNKNOWN_ORDER_STATUSES];
type OrderStatus = (typeof STATUSES)[number];

const isOneOf = <T extends string>(list: readonly T[], value: string): value is T =>
  (list as readonly string[]).includes(value);

/** An order's status in the console's language; the data, the filters' values and the API keep the en-GB word. */
export function statusOf(t: TFunction, status: string): string {
  return isOneOf<OrderStatus>(STATUSES, status) ? t(`admin.statuses.${status}`) : status;
}

/** 'A · Brand New', … in the console's language. */
export function gradeOf(t: TFunction, grade: string): string {
  return isOneOf<Grade>(GRADE_KEYS, grade) ? `${grade} · ${t(`admin.grades.${grade}`)}` : grade;
}

/** A data order's device type ('phone') as people say it. */
export function dataDeviceTypeOf(t: TFunction, type: string): string {
  return isOneOf<DataDeviceType>(DATA_DEVICE_TYPES, type) ? t(`admin.data.deviceTypes.${type}`) : type;
}

/** A retrieval's data type ('photos') as people say it. */
export function dataTypeOf(t: TFunction, type: string): string {
  return isOneOf<DataType>(DATA_TYPES, type) ? t(`admin.data.dataTypes.${type}`) : type;
}
