import { UPLOAD_MESSAGES, type UnknownOrder, type unknownDeviceRequestSchema } from '@recircuit/contract';
import type { z } from 'zod';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { newId } from '../../lib/ids.ts';
import { newOrderNumber } from '../../lib/order-number.ts';
import { fileUrl, keyFromUrl, type UploadsService } from '../uploads/service.ts';
import { identificationView } from './identification.ts';
import { UnknownOrdersRepository, type UnknownOrderRow } from './repository.ts';

/**
 * Unknown devices: described and photographed by the owner, identified by staff
 * (docs/product.md, "Unknown-device orders").
 */
export class UnknownOrdersService {
  private readonly deps: { db: Database; uploads: UploadsService; publicUrl: string };
  private readonly repository: UnknownOrdersRepository;
  constructor(deps: { db: Database; uploads: UploadsService; publicUrl: string }) {
    this.deps = deps;
    this.repository = new UnknownOrdersRepository(deps.db);
  }

  async submit(
    ownerId: string,
    input: z.output<typeof unknownDeviceRequestSchema>,
    idempotencyKey: string | undefined,
  ): Promise<UnknownOrder> {
    if (idempotencyKey) {
      const earlier = await this.repository.findByIdempotencyKey(ownerId, idempotencyKey);
      if (earlier) return this.view(earlier);
    }
    const keys = input.imageUrls.map((url) => keyFromUrl(url, this.deps.publicUrl));
    if (keys.some((key) => !key) || new Set(keys).size !== keys.length) throw notYours();
    try {
      const order = await this.deps.db.transaction(async (tx) => {
        const row = await this.repository.create(
          {
            id: newId('unk'),
            orderNumber: newOrderNumber('EU'),
            ownerId,
            description: input.description,
            status: 'Submitted',
            idempotencyKey: idempotencyKey ?? null,
          },
          tx,
        );
        if (!row) throw new Error('the Idempotency-Key is already taken');
        // Every image must be taken by this order, or the whole order is rolled back.
        const claimed = await this.deps.uploads.claim(tx, ownerId, keys as string[], row.id);
        if (claimed.length !== keys.length) throw notYours();
        await this.repository.attachImages(row.id, keys as string[], tx);
        return row;
      });
      return await this.view(order);
    } catch (error) {
      // The same Idempotency-Key may have won a race a moment ago: it took the key, or already attached the images.
      const winner = idempotencyKey ? await this.repository.findByIdempotencyKey(ownerId, idempotencyKey) : undefined;
      if (winner) return this.view(winner);
      throw error;
    }
  }

  async list(ownerId: string, limit: number, offset: number): Promise<UnknownOrder[]> {
    return this.views(await this.repository.listByOwner(ownerId, limit, offset));
  }

  /** One order as its owner sees it (staff see the same, with more: see staff.ts). */
  async view(order: UnknownOrderRow): Promise<UnknownOrder> {
    const [view] = await this.views([order]);
    return view as UnknownOrder;
  }

  /** The orders with their images, read in one query whatever the number of orders. */
  private async views(orders: UnknownOrderRow[]): Promise<UnknownOrder[]> {
    if (orders.length === 0) return [];
    const images = await this.repository.imagesOf(orders.map((order) => order.id));
    return orders.map((order) => {
      const keys = images.filter((image) => image.orderId === order.id).map((image) => image.key);
      return {
        orderId: order.id,
        orderNumber: order.orderNumber,
        description: order.description,
        imageUrls: keys.map((key) => fileUrl(key)),
        thumbnailUrls: keys.map((key) => fileUrl(`${key}.thumb`)),
        status: order.status,
        createdAt: order.createdAt.toISOString(),
        identification: identificationView(order),
        rejectionReason: order.status === 'Rejected' ? order.rejectionReason : null,
      };
    });
  }
}

function notYours() {
  return new AppError(400, UPLOAD_MESSAGES.notYourImage, {
    errors: [{ field: 'imageUrls', message: UPLOAD_MESSAGES.notYourImage }],
  });
}
