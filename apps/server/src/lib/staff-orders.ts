import { sql, type SQL } from 'drizzle-orm';

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
  ownerId: string | null;
}

/** How many queued orders the overview shows per queue. */
export const OLDEST_SHOWN = 10;

/** An instant as a parameter inside raw SQL, where no column tells the driver how to send it. */
export const instant = (at: Date): SQL => sql`${at.toISOString()}::timestamptz`;
