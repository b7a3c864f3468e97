import type { DataOrderStaffService } from '../data-orders/staff.ts';
import type { DeviceOrderStaffService } from '../device-orders/staff.ts';
import type { PaymentsService } from '../payments/service.ts';
import type { UnknownOrderStaffService } from '../unknown-orders/staff.ts';

/** A gauge's values: each set of labels and its count. */
type Counts = () => Promise<{ labels: Record<string, string>; value: number }[]>;

/**
 * Orders by kind and state, for the metrics' gauge (docs/operations.md, "Metrics"): a device
 * order's kind is its journey (recycle, current, rare, donate); a data-service order is `data`, an
 * unknown device `unknown`. Grouped counts, run at each scrape.
 */
export function orderCounts(orders: {
  devices: Pick<DeviceOrderStaffService, 'staff'>;
  data: Pick<DataOrderStaffService, 'staff'>;
  unknowns: Pick<UnknownOrderStaffService, 'staff'>;
}): Counts {
  return async () => {
    const [devices, data, unknown] = await Promise.all([
      orders.devices.staff.stateCounts(),
      orders.data.staff.stateCounts(),
      orders.unknowns.staff.stateCounts(),
    ]);
    return [
      ...devices,
      ...data.map((row) => ({ ...row, kind: 'data' })),
      ...unknown.map((row) => ({ ...row, kind: 'unknown' })),
    ].map(({ kind, state, value }) => ({ labels: { kind, state }, value }));
  };
}

/** The data service's checkouts by state. */
export function paymentCounts(payments: Pick<PaymentsService, 'checkoutCounts'>): Counts {
  return async () => (await payments.checkoutCounts()).map(({ state, value }) => ({ labels: { state }, value }));
}
