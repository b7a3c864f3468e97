import { personName, type AdminDataOrder, type DataOrderDetail } from '@recircuit/contract';
import type { Database } from '../../db/client.ts';
import type { Auth } from '../../lib/auth.ts';
import { OLDEST_SHOWN, type WaitingQueue } from '../../lib/staff-orders.ts';
import type { OwnerDirectory } from '../accounts/owner-directory.ts';
import type { DataOrderRow } from './repository.ts';
import { DataOrdersStaffRepository } from './staff-repository.ts';

export interface DataOrderStaffDeps {
  db: Database;
  owners: Pick<OwnerDirectory, 'details'>;
  /** The order and the detail its owner sees (history, archive, downloads, certificate). */
  detailOf: (orderId: string) => Promise<{ order: DataOrderRow; detail: DataOrderDetail }>;
}

const END_ACTION = { return: 'dispatch', collect: 'collected', recycle: 'recycled' } as const;

/**
 * What the viewer may do next to a data order (the steps of fulfilment.ts): an erasure is
 * recorded once, while Processing; afterwards only an admin may correct its certificate.
 */
function actionsOf(order: DataOrderRow, viewer: Auth, certificateCode: string | null): AdminDataOrder['actions'] {
  const actions: AdminDataOrder['actions'] = [];
  if (order.status === 'Awaiting device') actions.push('receive');
  if (order.status === 'Processing' && !order.startedAt) actions.push('start');
  if (order.serviceType === 'retrieval' && order.status === 'Processing') actions.push('archive');
  if (order.serviceType === 'erase' && order.status === 'Processing') actions.push('erasure');
  const certified = order.serviceType === 'erase' && order.eraseLevel === 'certified';
  if (certified && order.status === 'Completed' && certificateCode && viewer.role === 'admin') actions.push('correct');
  // The device goes back (or on) once the work is done, by the step of the owner's choice (logistics.ts).
  const done = order.status === 'Completed' || order.status === 'Expired';
  if (done && order.afterCare && !order.afterCareDoneAt) actions.push(END_ACTION[order.afterCare]);
  return actions;
}

/** The staff side's reading of data orders: lists, queues, counts and the staff order page. */
export class DataOrderStaffService {
  private readonly deps: DataOrderStaffDeps;
  /** The console's queries of these orders, which the operations module runs as they are. */
  readonly staff: DataOrdersStaffRepository;

  constructor(deps: DataOrderStaffDeps) {
    this.deps = deps;
    this.staff = new DataOrdersStaffRepository(deps.db);
  }

  async queues(): Promise<{ notStarted: WaitingQueue; started: WaitingQueue }> {
    const [notStarted, started] = await Promise.all([
      this.staff.waiting(false, OLDEST_SHOWN),
      this.staff.waiting(true, OLDEST_SHOWN),
    ]);
    return { notStarted, started };
  }

  async detail(orderId: string, viewer: Auth): Promise<AdminDataOrder> {
    const [{ order, detail }, timeline] = await Promise.all([
      this.deps.detailOf(orderId),
      this.staff.timeline(orderId),
    ]);
    const people = await this.deps.owners.details([order.ownerId, ...timeline.map((entry) => entry.actorId)]);
    return {
      ...detail,
      kind: 'data',
      owner: (order.ownerId && people.get(order.ownerId)) || null,
      deviceSerial: order.deviceSerial,
      startedAt: order.startedAt?.toISOString() ?? null,
      timeline: timeline.map((entry) => {
        const person = entry.actorId ? people.get(entry.actorId) : undefined;
        return {
          status: entry.status,
          at: entry.at.toISOString(),
          note: entry.note,
          actor: person
            ? { userId: person.userId, email: person.email, name: personName(person.firstName, person.lastName) }
            : null,
        };
      }),
      actions: actionsOf(order, viewer, detail.certificateCode),
    };
  }
}
