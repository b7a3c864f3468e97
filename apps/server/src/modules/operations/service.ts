import {
  ADMIN_MESSAGES,
  fillMessage,
  DATA_ORDER_STATUSES,
  DEVICE_ORDER_STATUSES,
  REPORT_COLUMNS,
  UNKNOWN_ORDER_STATUSES,
  penceToPounds,
  personName,
  type AdminOrderItem,
  type AdminOrderPage,
  type AdminOverview,
  type AdminQueue,
  type AuditPage,
  type OrderKind,
  type PeriodAmounts,
  type adminOrdersQuerySchema,
} from '@recircuit/contract';
import type { z } from 'zod';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Auth } from '../../lib/auth.ts';
import { londonDate, londonMidnight, londonNextMidnight } from '../../lib/london-time.ts';
import type { StaffOrderQueries } from '../../lib/staff-order-queries.ts';
import type { OrderSort, PeriodStarts, PeriodSums, WaitingQueue } from '../../lib/staff-orders.ts';
import type { OwnerDirectory } from '../accounts/owner-directory.ts';
import { AuditLog } from '../audit/service.ts';
import type { DataOrderStaffService } from '../data-orders/staff.ts';
import type { DeviceOrderStaffService } from '../device-orders/staff.ts';
import type { PaymentsService } from '../payments/service.ts';
import type { UnknownOrderStaffService } from '../unknown-orders/staff.ts';
import { csv } from './csv.ts';

const DAY_MS = 86_400_000;
/** Without a kind the list merges the three kinds, so it pages only this far (a kind pages on). */
export const MERGED_PAGE_MAX = 10_000;

/** Each kind's console queries (lib/staff-order-queries.ts). */
type Queried = { staff: StaffOrderQueries };

export interface OperationsDeps {
  db: Database;
  devices: Pick<DeviceOrderStaffService, 'queues' | 'staff'>;
  unknowns: Queried & Pick<UnknownOrderStaffService, 'queues'>;
  data: Queried & Pick<DataOrderStaffService, 'queues'>;
  payments: Pick<PaymentsService, 'paidSince'>;
  owners: Pick<OwnerDirectory, 'details' | 'idsWithEmailContaining' | 'emailOf'>;
  /** The clock, moved by tests. */
  now?: () => Date;
}

const STATUSES: Record<OrderKind, readonly string[]> = {
  device: DEVICE_ORDER_STATUSES,
  unknown: UNKNOWN_ORDER_STATUSES,
  data: DATA_ORDER_STATUSES,
};

const pounds = (sums: PeriodSums): PeriodAmounts => ({
  today: penceToPounds(sums.today),
  last7Days: penceToPounds(sums.last7Days),
  last30Days: penceToPounds(sums.last30Days),
});

/**
 * The operations console's reading side (docs/operations.md, "The operations console"): the
 * overview, order lists across kinds, the audit log and the orders report. Each order module
 * answers for its own orders; this module only composes them.
 */
export class OperationsService {
  private readonly deps: OperationsDeps;
  private readonly now: () => Date;

  constructor(deps: OperationsDeps) {
    this.deps = deps;
    this.now = deps.now ?? (() => new Date());
  }

  private module(kind: OrderKind): StaffOrderQueries {
    const { devices, unknowns, data } = this.deps;
    return (kind === 'device' ? devices : kind === 'unknown' ? unknowns : data).staff;
  }

  async orders(query: z.output<typeof adminOrdersQuerySchema>): Promise<AdminOrderPage> {
    const kinds: OrderKind[] = query.kind ? [query.kind] : ['device', 'unknown', 'data'];
    if (query.status && !kinds.some((kind) => STATUSES[kind].includes(query.status as string))) {
      throw new AppError(400, ADMIN_MESSAGES.invalidStatus, {
        errors: [{ field: 'status', message: ADMIN_MESSAGES.invalidStatus }],
      });
    }
    const merged = kinds.length > 1;
    if (merged && (query.sort !== 'createdAt' || query.dir !== 'desc')) {
      throw new AppError(400, ADMIN_MESSAGES.sortNeedsKind, {
        errors: [{ field: 'sort', message: ADMIN_MESSAGES.sortNeedsKind }],
      });
    }
    if (merged && query.offset + query.limit > MERGED_PAGE_MAX) {
      const message = fillMessage(ADMIN_MESSAGES.mergedPageTooFar, { max: MERGED_PAGE_MAX });
      throw new AppError(400, message, { errors: [{ field: 'offset', message }] });
    }
    const text = query.q.toLowerCase();
    const sort: OrderSort = {
      key: query.sort,
      dir: query.dir,
      ownerEmail: (ownerId) => this.deps.owners.emailOf(ownerId),
    };
    const base = {
      text: text || undefined,
      ownerIds: text ? this.deps.owners.idsWithEmailContaining(text) : undefined,
      sort,
      // Merged, each kind gives its first offset + limit; the page is cut from their merge.
      limit: merged ? query.offset + query.limit : query.limit,
      offset: merged ? 0 : query.offset,
    };
    const answers = await Promise.all(
      kinds
        .filter((kind) => !query.status || STATUSES[kind].includes(query.status))
        .map(async (kind) => {
          const found = await this.module(kind).search({ ...base, status: query.status });
          return { total: found.total, rows: found.rows.map((row) => ({ kind, row })) };
        }),
    );
    const found = answers.flatMap((answer) => answer.rows);
    // One kind comes in the order asked for; merged kinds are put newest first and the page cut from them.
    const rows = merged
      ? found
          .sort(
            (a, b) => b.row.createdAt.getTime() - a.row.createdAt.getTime() || (a.row.orderId < b.row.orderId ? 1 : -1),
          )
          .slice(query.offset, query.offset + query.limit)
      : found;
    const owners = await this.deps.owners.details(rows.map(({ row }) => row.ownerId));
    const items: AdminOrderItem[] = rows.map(({ kind, row }) => {
      const owner = row.ownerId ? owners.get(row.ownerId) : undefined;
      return {
        kind,
        orderId: row.orderId,
        orderNumber: row.orderNumber,
        status: row.status,
        variant: row.variant,
        deviceName: row.deviceName,
        price: row.pricePence === null ? null : penceToPounds(row.pricePence),
        createdAt: row.createdAt.toISOString(),
        owner: owner
          ? { userId: owner.userId, name: personName(owner.firstName, owner.lastName), email: owner.email }
          : null,
      };
    });
    return {
      items,
      total: answers.reduce((sum, answer) => sum + answer.total, 0),
      limit: query.limit,
      offset: query.offset,
    };
  }

  /** Today is since midnight in London; 7 and 30 days are rolling, up to now. */
  periodStarts(now: Date): PeriodStarts {
    return {
      today: londonMidnight(londonDate(now)),
      last7Days: new Date(now.getTime() - 7 * DAY_MS),
      last30Days: new Date(now.getTime() - 30 * DAY_MS),
    };
  }

  async overview(): Promise<AdminOverview> {
    const now = this.now();
    const starts = this.periodStarts(now);
    const { devices, unknowns, data } = this.deps;
    const [
      deviceQueues,
      unknownQueues,
      dataQueues,
      deviceCreated,
      unknownCreated,
      dataCreated,
      revenue,
      commission,
      paidToOwners,
    ] = await Promise.all([
      devices.queues(),
      unknowns.queues(),
      data.queues(),
      devices.staff.createdSince(starts),
      unknowns.staff.createdSince(starts),
      data.staff.createdSince(starts),
      this.deps.payments.paidSince(starts),
      devices.staff.commissionSince(starts),
      devices.staff.paidSince(starts),
    ]);
    const queue = (key: AdminQueue['key'], kind: OrderKind, status: string, waiting: WaitingQueue): AdminQueue => ({
      key,
      kind,
      status,
      count: waiting.count,
      oldest: waiting.oldest.map((order) => ({
        orderId: order.orderId,
        orderNumber: order.orderNumber,
        deviceName: order.deviceName,
        waitingSince: order.since.toISOString(),
        ageSeconds: Math.max(0, Math.floor((now.getTime() - order.since.getTime()) / 1000)),
      })),
    });
    return {
      queues: [
        queue('device-handed-in', 'device', 'Handed in', deviceQueues['Handed in']),
        queue('device-received', 'device', 'Received', deviceQueues.Received),
        queue('device-wiped', 'device', 'Wiped', deviceQueues.Wiped),
        queue('unknown-submitted', 'unknown', 'Submitted', unknownQueues.Submitted),
        queue('unknown-under-review', 'unknown', 'Under review', unknownQueues['Under review']),
        queue('data-not-started', 'data', 'Processing', dataQueues.notStarted),
        queue('data-started', 'data', 'Processing', dataQueues.started),
      ],
      created: { device: deviceCreated, unknown: unknownCreated, data: dataCreated },
      revenue: pounds(revenue),
      commission: pounds(commission),
      paidToOwners: pounds(paidToOwners),
      generatedAt: now.toISOString(),
    };
  }

  async audit(limit: number, offset: number): Promise<AuditPage> {
    const [entries, total] = await Promise.all([
      AuditLog.list(this.deps.db, limit, offset),
      AuditLog.count(this.deps.db),
    ]);
    const actors = await this.deps.owners.details(entries.map((entry) => entry.actorId));
    return {
      items: entries.map((entry) => ({
        id: entry.id,
        at: entry.at.toISOString(),
        actorId: entry.actorId,
        actorEmail: (entry.actorId && actors.get(entry.actorId)?.email) || null,
        action: entry.action,
        subject: entry.subject,
        detail: entry.detail ?? null,
      })),
      total,
      limit,
      offset,
    };
  }

  /**
   * Orders of every kind placed from the first London day to the last (both included), as CSV.
   * An export of owners' emails: audited, with the period and the number of rows.
   */
  async report(auth: Auth, from: string, to: string): Promise<string> {
    const money = (pence: number | null) => (pence === null ? null : (pence / 100).toFixed(2));
    const start = londonMidnight(from);
    const end = londonNextMidnight(to);
    const kinds: OrderKind[] = ['device', 'unknown', 'data'];
    const found = await Promise.all(
      kinds.map(async (kind) => (await this.module(kind).placedBetween(start, end)).map((row) => ({ kind, row }))),
    );
    const rows = found.flat().sort((a, b) => a.row.createdAt.getTime() - b.row.createdAt.getTime());
    const owners = await this.deps.owners.details(rows.map(({ row }) => row.ownerId));
    await AuditLog.record(this.deps.db, {
      actorId: auth.userId,
      action: 'report.orders-csv',
      subject: 'report:orders',
      detail: { from, to, rows: rows.length },
    });
    return csv([
      [...REPORT_COLUMNS],
      ...rows.map(({ kind, row }) => [
        row.orderNumber,
        kind,
        row.status,
        row.createdAt.toISOString(),
        row.deviceName,
        money(row.pricePence),
        money(row.paidPence ?? null),
        money(row.commissionPence ?? null),
        (row.ownerId && owners.get(row.ownerId)?.email) || null,
      ]),
    ]);
  }
}
