import { DATA_MESSAGES, type DataDeviceType } from '@recircuit/contract';
import type { Transaction } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { newId } from '../../lib/ids.ts';
import { newOrderNumber } from '../../lib/order-number.ts';
import type { CatalogueCache } from '../catalogue/cache.ts';
import { placeFor } from '../catalogue/service.ts';
import type { DeviceOrdersRepository } from './repository.ts';

/** The catalogue's words for a data order's kinds of device. */
const DEVICE_TYPE_NAMES: Record<DataDeviceType, string> = {
  phone: 'Mobile Phone',
  tablet: 'Tablet',
  laptop: 'Laptop',
  desktop: 'Desktop',
  watch: 'Smartwatch',
  console: 'Games Console',
  drive: 'Storage Drive',
  other: 'Other',
};

export interface HubRecycleInput {
  ownerId: string | null;
  deviceType: DataDeviceType;
  deviceName: string;
  /** The hub's own drop-off point (HUB_DROP_OFF_PARTNER_ID). */
  partnerId: string;
  /** The data order it comes from, kept on the new order's first step. */
  fromOrderNumber: string;
}

/**
 * A recycle order for a device already at the data hub, whose owner chose to recycle it after a
 * data order (docs/product.md, "Data service: the device's journey"): placed at the hub's own
 * drop-off point, in the data order's step's transaction, with no price (nobody pays for a
 * recycled device). Staff take it on from Submitted as any recycle order.
 */
export async function openHubRecycleOrder(
  deps: { repository: DeviceOrdersRepository; cache: CatalogueCache },
  input: HubRecycleInput,
  tx: Transaction,
): Promise<{ orderId: string; orderNumber: string }> {
  const place = placeFor(deps.cache, input.partnerId);
  if (!place || place.kind !== 'drop-off') throw new AppError(409, DATA_MESSAGES.hubDropOffMissing);
  const order = await deps.repository.create(
    {
      id: newId('ord'),
      orderNumber: newOrderNumber(),
      deviceId: newId('dev'),
      ownerId: input.ownerId,
      classification: 'recycle',
      type: DEVICE_TYPE_NAMES[input.deviceType],
      // A data order names its device in the owner's words only: the whole name stands as the model.
      brand: '',
      modelName: input.deviceName,
      grade: 'D',
      status: 'Submitted',
      partnerId: place.id,
      pricePence: null,
      offerPence: null,
      commissionPence: null,
      voucherCode: null,
      quoteExpiresAt: null,
      description: `From data order ${input.fromOrderNumber}`,
    },
    tx,
    `Opened at the hub from data order ${input.fromOrderNumber}`,
  );
  if (!order) throw new Error('could not allocate a unique order number');
  return { orderId: order.id, orderNumber: order.orderNumber };
}
