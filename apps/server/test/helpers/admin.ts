import { readFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { CatalogueFile } from '../../src/modules/catalogue/seed.ts';
import type { SignedIn } from './accounts.ts';
import { image, multipart } from './images.ts';
import { SEED_PLACES } from './places.ts';

// Tests read many shapes of answer; each checks the fields it reads.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type Json = { code: number; message: string; data: any; errors?: { field: string; message: string }[] };

export const catalogue = JSON.parse(
  readFileSync(new URL('../../src/db/seed-data/catalogue.json', import.meta.url), 'utf8'),
) as CatalogueFile;
export type SeedModel = CatalogueFile['models'][number];
export const currentModel = catalogue.models.find(
  (model) => model.classification === 'current' && model.storagesGb.length > 1,
) as SeedModel;
export const recycleModel = catalogue.models.find((model) => model.classification === 'recycle') as SeedModel;
export const rareModel = catalogue.models.find((model) => model.classification === 'rare') as SeedModel | undefined;

/** A request as a browser sends it: a GET carries the cookies, a write the CSRF header too. */
export async function call(
  app: FastifyInstance,
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  who?: SignedIn,
  payload?: object,
): Promise<{ status: number; body: Json; raw: LightMyRequestResponse }> {
  const response = await app.inject({
    method,
    url,
    payload,
    headers: who ? (method === 'GET' ? { cookie: who.cookie } : who.writeHeaders) : {},
  });
  const isJson = String(response.headers['content-type']).includes('json');
  return { status: response.statusCode, body: (isJson ? response.json() : {}) as Json, raw: response };
}

/** A device order placed by its owner through the API, at the server's quote. */
export async function placeDeviceOrder(app: FastifyInstance, who: SignedIn, model: SeedModel = recycleModel) {
  const response = await call(app, 'POST', '/proxy/api/device-recycle/save-device', who, {
    userid: who.userId,
    classification: model.classification,
    partnerId: SEED_PLACES[model.classification],
    type: model.type,
    brand: model.brand,
    name: model.name,
    color: model.colors[0],
    storage: model.storagesGb[0],
    grade: 'B',
  });
  if (response.status !== 200) throw new Error(`device order not placed: ${response.raw.payload}`);
  return response.body.data as { orderId: string; orderNumber: string; deviceId: string; price: number };
}

/** An unknown device described and photographed by its owner through the API. */
export async function submitUnknown(app: FastifyInstance, who: SignedIn, description = 'An old phone with a keyboard') {
  const form = multipart('p.png', 'image/png', await image('png'));
  const uploaded = await app.inject({
    method: 'POST',
    url: '/proxy/file/upload',
    payload: form.payload,
    headers: { ...form.headers, ...who.writeHeaders },
  });
  const imageUrl = (uploaded.json() as { data: string }).data;
  const response = await call(app, 'POST', '/proxy/api/unknown-device/submit', who, {
    description,
    imageUrls: [imageUrl],
  });
  if (response.status !== 200) throw new Error(`unknown device not submitted: ${response.raw.payload}`);
  return response.body.data as { orderId: string; orderNumber: string; imageUrls: string[] };
}

/** The catalogue id of a seeded model, as staff's catalogue API names it. */
export async function modelIdOf(app: FastifyInstance, model: SeedModel): Promise<number> {
  const result = (await app.db.execute(
    sql`select m.id from device_models m join brands b on b.id = m.brand_id where b.name = ${model.brand} and m.name = ${model.name}`,
  )) as unknown as { rows: { id: number }[] };
  const id = result.rows[0]?.id;
  if (id === undefined) throw new Error(`no model ${model.name}`);
  return Number(id);
}

export async function rowsOf<T>(app: FastifyInstance, query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await app.db.execute(query)) as unknown as { rows: T[] }).rows;
}
