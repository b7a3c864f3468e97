import type { Database } from '../../db/client.ts';
import { dataOrderCounts } from '../data-orders/state-counts.ts';
import { deviceOrderCounts } from '../device-orders/state-counts.ts';
import { checkoutCounts } from '../payments/state-counts.ts';
import { unknownOrderCounts } from '../unknown-orders/state-counts.ts';

/** A gauge's values: each set of labels and its count. */
type Counts = () => Promise<{ labels: Record<string, string>; value: number }[]>;

/**
 * Orders by kind and state, for the metrics' gauge (docs/operations.md, "Metrics"): a device
 * order's kind is its journey (recycle, current, rare, donate); a data-service order is `data`, an
 * unknown device `unknown`. Grouped counts, run at each scrape.
 */
export function orderCounts(db: Database): Counts {
  return async () => {
    const [devices, data, unknown] = await Promise.all([
      deviceOrderCounts(db),
      dataOrderCounts(db),
      unknownOrderCounts(db),
    ]);
    return [
      ...devices,
      ...data.map((row) => ({ ...row, kind: 'data' })),
      ...unknown.map((row) => ({ ...row, kind: 'unknown' })),
    ].map(({ kind, state, value }) => ({ labels: { kind, state }, value }));
  };
}

/** The data service's checkouts by state. */
export function paymentCounts(db: Database): Counts {
  return async () => (await checkoutCounts(db)).map(({ state, value }) => ({ labels: { state }, value }));
}
