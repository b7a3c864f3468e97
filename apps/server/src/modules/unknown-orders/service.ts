import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import { UPLOAD_MESSAGES, type UnknownOrder, type unknownDeviceRequestSchema } from '@recircuit/contract';
import type { z } from 'zod';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { newId } from '../../lib/ids.ts';
import { newOrderNumber } from '../../lib/order-number.ts';
import { fileUrl, keyFromUrl, type UploadsService } from '../uploads/service.ts';
import { unknownOrderEvents, unknownOrderImages, unknownOrders } from './tables.ts';
import { identificationView } from './identification.ts';

type OrderRow = typeof unknownOrders.$inferSelect;

/**
 * Unknown devices: described and photographed by the owner, identified by staff
 * (docs/product.md, "Unknown-device orders").
 */
export class UnknownOrdersService {
  private readonly deps: { db: Database; uploads: UploadsService; publicUrl: string };
  constructor(deps: { db: Database; uploads: UploadsService; publicUrl: string }) {
    this.deps = deps;
  }

  async submit(
    ownerId: string,
    input: z.output<typeof unknownDeviceRequestSchema>,
    idempotencyKey: string | undefined,
  ): Promise<UnknownOrder> {
    if (idempotencyKey) {
      const earlier = await this.findByKey(ownerId, idempotencyKey);
      if (earlier) return this.view(earlier);
    }
    const keys = input.imageUrls.map((url) => keyFromUrl(url, this.deps.publicUrl));
    if (keys.some((key) => !key) || new Set(keys).size !== keys.length) throw notYours();
    try {
      const order = await this.deps.db.transaction(async (tx) => {
        const [row] = await tx
          .insert(unknownOrders)
          .values({
            id: newId('unk'),
            orderNumber: newOrderNumber('EU'),
            ownerId,
            description: input.description,
            status: 'Submitted',
            idempotencyKey: idempotencyKey ?? null,
          })
          .onConflictDoNothing()
          .returning();
        if (!row) throw new Error('the Idempotency-Key is already taken');
        await tx.insert(unknownOrderEvents).values({ orderId: row.id, status: row.status, at: row.createdAt });
        // Every image must be taken by this order, or the whole order is rolled back.
        const claimed = await this.deps.uploads.claim(tx as unknown as Database, ownerId, keys as string[], row.id);
        if (claimed.length !== keys.length) throw notYours();
        await tx
          .insert(unknownOrderImages)
          .values((keys as string[]).map((uploadKey, position) => ({ orderId: row.id, uploadKey, position })));
        return row;
      });
      return await this.view(order);
    } catch (error) {
      // The same Idempotency-Key may have won a race a moment ago: it took the key, or already attached the images.
      const winner = idempotencyKey ? await this.findByKey(ownerId, idempotencyKey) : undefined;
      if (winner) return this.view(winner);
      throw error;
    }
  }

  async list(ownerId: string, limit: number, offset: number): Promise<UnknownOrder[]> {
    const rows = await this.deps.db
      .select()
      .from(unknownOrders)
      .where(eq(unknownOrders.ownerId, ownerId))
      .orderBy(desc(unknownOrders.createdAt), desc(unknownOrders.id))
      .limit(limit)
      .offset(offset);
    return this.views(rows);
  }

  private async findByKey(ownerId: string, key: string): Promise<OrderRow | undefined> {
    const [row] = await this.deps.db
      .select()
      .from(unknownOrders)
      .where(and(eq(unknownOrders.ownerId, ownerId), eq(unknownOrders.idempotencyKey, key)));
    return row;
  }

  /** One order as its owner sees it (staff see the same, with more: see staff.ts). */
  async view(order: OrderRow): Promise<UnknownOrder> {
    const [view] = await this.views([order]);
    return view as UnknownOrder;
  }

  /** The orders with their images, read in one query whatever the number of orders. */
  private async views(orders: OrderRow[]): Promise<UnknownOrder[]> {
    if (orders.length === 0) return [];
    const images = await this.deps.db
      .select({ orderId: unknownOrderImages.orderId, key: unknownOrderImages.uploadKey })
      .from(unknownOrderImages)
      .where(
        inArray(
          unknownOrderImages.orderId,
          orders.map((order) => order.id),
        ),
      )
      .orderBy(asc(unknownOrderImages.position));
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
