import {
  DATA_ORDER_STATUSES,
  DEVICE_ORDER_STATUSES,
  ORDER_KINDS,
  UNKNOWN_ORDER_STATUSES,
  type OrderKind,
} from '@recircuit/contract';
import { parsePage } from './paging';
import type { SortState } from './table-sort';

/** The columns a queue sorts by. */
export const QUEUE_COLUMNS = ['orderNumber', 'deviceName', 'owner', 'status', 'price', 'createdAt'] as const;
export type QueueColumn = (typeof QUEUE_COLUMNS)[number];

/** The statuses a queue filters by, per kind, as the server names them. */
export const STATUSES_OF: Record<OrderKind, readonly string[]> = {
  device: DEVICE_ORDER_STATUSES,
  unknown: UNKNOWN_ORDER_STATUSES,
  data: DATA_ORDER_STATUSES,
};

export function isOrderKind(value: string | undefined): value is OrderKind {
  return (ORDER_KINDS as readonly (string | undefined)[]).includes(value);
}

/** A queue's filters, search, page and sort: kept in the address so a reload or a shared link shows the same. */
export interface QueueParams {
  status: string;
  q: string;
  page: number;
  sort: SortState<QueueColumn> | null;
}

export function readQueueParams(kind: OrderKind, search: URLSearchParams): QueueParams {
  const status = search.get('status') ?? '';
  const sortKey = search.get('sort') ?? '';
  const direction = search.get('dir') === 'descending' ? 'descending' : 'ascending';
  return {
    status: STATUSES_OF[kind].includes(status) ? status : '',
    q: (search.get('q') ?? '').slice(0, 100),
    page: parsePage(search.get('page')),
    sort: (QUEUE_COLUMNS as readonly string[]).includes(sortKey) ? { key: sortKey as QueueColumn, direction } : null,
  };
}

/** The address's query for `params`, leaving out what is the default. */
export function writeQueueParams(params: QueueParams): URLSearchParams {
  const search = new URLSearchParams();
  if (params.status) search.set('status', params.status);
  if (params.q.trim()) search.set('q', params.q.trim());
  if (params.page > 1) search.set('page', String(params.page));
  if (params.sort) {
    search.set('sort', params.sort.key);
    search.set('dir', params.sort.direction);
  }
  return search;
}
