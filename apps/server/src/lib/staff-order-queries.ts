import { and, asc, count, eq, gte, inArray, lt, or, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../db/client.ts';
import { containsPattern } from './like-pattern.ts';
import {
  createdInPeriods,
  staffOrderBy,
  type OrderSearch,
  type PeriodStarts,
  type PeriodSums,
  type ReportRow,
  type StaffOrderRow,
  type WaitingQueue,
} from './staff-orders.ts';

/**
 * An order table as the operations console reads it (docs/operations.md, "The operations console"):
 * each order module describes its own table, and these queries, the same for every kind, run on it.
 */
export interface StaffOrderTable {
  table: PgTable;
  id: PgColumn;
  orderNumber: PgColumn;
  status: PgColumn;
  /** The order's variant as the list shows it (a journey, a service), or SQL null. */
  variant: SQL | PgColumn;
  deviceName: SQL | PgColumn;
  pricePence: PgColumn;
  createdAt: PgColumn;
  ownerId: PgColumn;
  /** What a search's text is looked for in besides the order number, each lower-cased. */
  searched: (SQL | PgColumn)[];
  /** The table of its history: one row per step. */
  events: { table: PgTable; id: PgColumn; orderId: PgColumn; status: PgColumn; at: PgColumn };
}

type Columns = Record<string, SQL | PgColumn | SQL.Aliased>;

/** The console's queries of one kind of order. */
export class StaffOrderQueries {
  readonly #db: Database;
  readonly #orders: StaffOrderTable;

  constructor(db: Database, orders: StaffOrderTable) {
    this.#db = db;
    this.#orders = orders;
  }

  #where(search: Pick<OrderSearch, 'status' | 'text' | 'ownerIds'>): SQL | undefined {
    const orders = this.#orders;
    const conditions: SQL[] = [];
    if (search.status) conditions.push(eq(orders.status, search.status));
    if (search.text) {
      const pattern = containsPattern(search.text);
      const matches = [orders.orderNumber, ...orders.searched].map((column) => sql`lower(${column}) like ${pattern}`);
      if (search.ownerIds) matches.push(inArray(orders.ownerId, search.ownerIds));
      conditions.push(or(...matches) as SQL);
    }
    return conditions.length ? and(...conditions) : undefined;
  }

  /** A page of orders of every owner in the order asked for, and how many match in all (one query). */
  async search(search: OrderSearch): Promise<{ rows: StaffOrderRow[]; total: number }> {
    const orders = this.#orders;
    const where = this.#where(search);
    const found = await this.#db
      .select({
        orderId: orders.id,
        orderNumber: orders.orderNumber,
        status: orders.status,
        variant: orders.variant,
        deviceName: orders.deviceName,
        pricePence: orders.pricePence,
        createdAt: orders.createdAt,
        ownerId: orders.ownerId,
        total: sql<number>`count(*) over()`.mapWith(Number),
      })
      .from(orders.table)
      .where(where)
      .orderBy(
        ...staffOrderBy(search.sort, {
          createdAt: orders.createdAt,
          orderNumber: orders.orderNumber,
          deviceName: orders.deviceName,
          status: orders.status,
          price: orders.pricePence,
          ownerId: orders.ownerId,
          id: orders.id,
        }),
      )
      .limit(search.limit)
      .offset(search.offset);
    const rows = found.map(({ total: _total, ...row }) => row as StaffOrderRow);
    if (found[0]) return { rows, total: found[0].total };
    // A page past the end has no row to carry the total.
    if (search.offset === 0) return { rows, total: 0 };
    const [counted] = await this.#db.select({ total: count() }).from(orders.table).where(where);
    return { rows, total: counted?.total ?? 0 };
  }

  /** Orders in `status`, the longest waiting first, since they reached it (their latest step into it). */
  async waitingIn(status: string, limit: number): Promise<WaitingQueue> {
    const { table, id, orderNumber, deviceName, events } = this.#orders;
    const since = sql`max(${events.at})`;
    const inStatus = eq(this.#orders.status, status);
    const [oldest, [total]] = await Promise.all([
      this.#db
        .select({ orderId: id, orderNumber, deviceName, since: since.mapWith(events.at) })
        .from(table)
        .innerJoin(events.table, and(eq(events.orderId, id), eq(events.status, this.#orders.status)))
        .where(inStatus)
        .groupBy(id)
        .orderBy(asc(since), asc(id))
        .limit(limit),
      this.#db.select({ total: count() }).from(table).where(inStatus),
    ]);
    return { count: total?.total ?? 0, oldest: oldest as WaitingQueue['oldest'] };
  }

  createdSince(starts: PeriodStarts): Promise<PeriodSums> {
    return createdInPeriods(this.#db, this.#orders.table, this.#orders.createdAt, starts);
  }

  /** Orders placed in [from, to), oldest first, with any columns of the kind's own (`more`). */
  placedBetween(from: Date, to: Date, more: Columns = {}): Promise<ReportRow[]> {
    const { table, id, orderNumber, status, createdAt, deviceName, pricePence, ownerId } = this.#orders;
    return this.#db
      .select({ orderNumber, status, createdAt, deviceName, pricePence, ownerId, ...more })
      .from(table)
      .where(and(gte(createdAt, from), lt(createdAt, to)))
      .orderBy(asc(createdAt), asc(id)) as Promise<ReportRow[]>;
  }

  /** Every step of an order, oldest first, as `columns` of its history table (`Row` names their types). */
  stepsOf<Row>(orderId: string, columns: Record<string, PgColumn>): Promise<Row[]> {
    const { events } = this.#orders;
    return this.#db
      .select(columns)
      .from(events.table)
      .where(eq(events.orderId, orderId))
      .orderBy(asc(events.at), asc(events.id)) as Promise<Row[]>;
  }
}
