import { count, gte, sql, type SQL } from 'drizzle-orm';
import type { OrderSortKey } from '@recircuit/contract';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../db/client.ts';

/**
 * The shapes in which each order module answers the operations console's questions
 * (docs/operations.md, "The operations console"): the modules own their queries, the
 * operations module composes the answers.
 */
export interface OrderSearch {
  /** One of the module's statuses, already checked. */
  status?: string;
  /** Lower-case text to find in the order number or the device's name. */
  text?: string;
  /** Owners whose email matches the text (a subquery from the accounts module). */
  ownerIds?: SQL;
  sort: OrderSort;
  limit: number;
  offset: number;
}

export interface StaffOrderRow {
  orderId: string;
  orderNumber: string;
  status: string;
  variant: string | null;
  deviceName: string;
  pricePence: number | null;
  createdAt: Date;
  ownerId: string | null;
}

export interface WaitingRow {
  orderId: string;
  orderNumber: string;
  deviceName: string;
  since: Date;
}

export interface WaitingQueue {
  count: number;
  oldest: WaitingRow[];
}

/** The starts of the overview's periods (docs/operations.md, "Overview"). */
export interface PeriodStarts {
  today: Date;
  last7Days: Date;
  last30Days: Date;
}

export interface PeriodSums {
  today: number;
  last7Days: number;
  last30Days: number;
}

export interface ReportRow {
  orderNumber: string;
  status: string;
  createdAt: Date;
  deviceName: string;
  pricePence: number | null;
  /** What the owner was paid at hand-in, and the commission earned on it (device orders). */
  paidPence?: number | null;
  commissionPence?: number | null;
  ownerId: string | null;
}

/** How many queued orders the overview shows per queue. */
export const OLDEST_SHOWN = 10;

/** An instant as a parameter inside raw SQL, where no column tells the driver how to send it. */
export const instant = (at: Date): SQL => sql`${at.toISOString()}::timestamptz`;

/** How many rows of an order table were created in each of the overview's periods. */
export async function createdInPeriods(
  db: Database,
  table: PgTable,
  createdAt: PgColumn,
  starts: PeriodStarts,
): Promise<PeriodSums> {
  const [row] = await db
    .select({
      today: count(sql`case when ${createdAt} >= ${instant(starts.today)} then 1 end`),
      last7Days: count(sql`case when ${createdAt} >= ${instant(starts.last7Days)} then 1 end`),
      last30Days: count(),
    })
    .from(table)
    .where(gte(createdAt, starts.last30Days));
  return row ?? { today: 0, last7Days: 0, last30Days: 0 };
}

export interface OrderSort {
  key: OrderSortKey;
  dir: 'asc' | 'desc';
  /** The owner's email for an owner id column (an expression from the accounts module). */
  ownerEmail: (ownerId: SQL | PgColumn) => SQL;
}

/** The ORDER BY of a staff list: the sorted column (empty cells last either way), then the id so pages never overlap. */
export function staffOrderBy(
  sort: OrderSort,
  columns: Record<Exclude<OrderSortKey, 'owner'>, SQL | PgColumn> & { ownerId: PgColumn; id: PgColumn },
): SQL[] {
  const column = sort.key === 'owner' ? sort.ownerEmail(columns.ownerId) : columns[sort.key];
  const dir = sql.raw(sort.dir);
  return [sql`${column} ${dir} nulls last`, sql`${columns.id} ${dir}`];
}
