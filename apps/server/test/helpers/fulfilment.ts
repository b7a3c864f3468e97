import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { newId } from '../../src/lib/ids.ts';
import { newOrderNumber } from '../../src/lib/order-number.ts';
import { DataOrdersRepository, type NewDataOrder } from '../../src/modules/data-orders/repository.ts';
import type { SignedIn } from './accounts.ts';
import { multipart } from './images.ts';

/** A data order straight in the database, as the owner's request (and payment) would leave it. */
export async function insertDataOrder(app: FastifyInstance, ownerId: string, overrides: Partial<NewDataOrder> = {}) {
  const retrieval = (overrides.serviceType ?? 'retrieval') === 'retrieval';
  const order = await new DataOrdersRepository(app.db).create({
    id: newId('dor'),
    orderNumber: newOrderNumber(),
    ownerId,
    serviceType: 'retrieval',
    deviceType: 'phone',
    deviceName: 'Pixel 7',
    deviceSerial: retrieval ? null : 'R58N12ABCD7XQ2',
    dataType: retrieval ? 'photos' : null,
    dataSizeGb: retrieval ? 50 : null,
    storageMonths: retrieval ? 3 : null,
    eraseLevel: retrieval ? null : 'certified',
    pricePence: retrieval ? 2999 : 999,
    status: 'Processing',
    ...overrides,
  });
  if (!order) throw new Error('order not created');
  return order;
}

/** A zip of `size` bytes: a local-file-header signature, then filler. */
export function zipOfSize(size: number): Buffer {
  const body = Buffer.alloc(size, 0x5a);
  body.write('PK\x03\x04', 0, 'latin1');
  return body;
}

export async function uploadArchive(
  app: FastifyInstance,
  staff: SignedIn,
  orderId: string,
  body: Buffer,
  options: { filename?: string; contentType?: string; field?: string } = {},
) {
  const form = multipart(
    options.filename ?? 'data.zip',
    options.contentType ?? 'application/zip',
    body,
    options.field ?? 'file',
  );
  return app.inject({
    method: 'POST',
    url: `/proxy/api/admin/data-orders/${orderId}/archive`,
    headers: { ...form.headers, ...staff.writeHeaders },
    payload: form.payload,
  });
}

/** The objects in the local store (no sidecars, no temporary files left behind either). */
export async function storedFiles(dataDir: string): Promise<string[]> {
  return (await readdir(join(dataDir, 'files')).catch(() => [] as string[])).filter((name) => !name.endsWith('.type'));
}
