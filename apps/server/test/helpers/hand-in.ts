import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import type { Language } from '@recircuit/contract';
import { PartnerKeys } from '../../src/modules/catalogue/partner-keys.ts';
import { quotePence } from '../../src/modules/catalogue/pricing.ts';
import type { SignedIn } from './accounts.ts';
import { call, currentModel, recycleModel, rowsOf, type Json, type SeedModel } from './admin.ts';

/** Demo places of each kind (apps/server/src/db/seed-data/partners.json). */
export const PLACES = {
  shop: 'swapshop-demo',
  /** Pays 95% of our quote, by bank transfer only (set by `preparePlaces`). */
  bankOnly: 'handback-mobile-demo',
  specialist: 'heritage-handsets-demo',
  dropOff: 'circuit-reclaim-demo',
  charity: 'second-life-devices-demo',
} as const;

/** Fixes the factors and payout methods the tests count on, whatever the seed says, and issues each a key. */
export async function preparePlaces(app: FastifyInstance): Promise<Record<keyof typeof PLACES, string>> {
  await app.db.execute(
    sql`update partners set payout_methods = '{cash,bank-transfer,store-credit}', price_factor = 1 where id = ${PLACES.shop}`,
  );
  await app.db.execute(
    sql`update partners set payout_methods = '{bank-transfer}', price_factor = 0.95 where id = ${PLACES.bankOnly}`,
  );
  await app.db.execute(sql`update partners set payout_methods = '{bank-transfer}' where id = ${PLACES.specialist}`);
  await app.catalogueCache.reload();
  const keys = new PartnerKeys(app.db);
  const headers = {} as Record<keyof typeof PLACES, string>;
  for (const [name, id] of Object.entries(PLACES) as [keyof typeof PLACES, string][]) {
    headers[name] = `Partner ${id}:${(await keys.issue(id)) as string}`;
  }
  return headers;
}

export const setLanguage = (app: FastifyInstance, userId: string, language: Language) =>
  app.db.execute(sql`update users set language = ${language} where id = ${userId}`);

/** An order placed through the API at a chosen place; `grade` declared B unless told. */
export async function placeAt(
  app: FastifyInstance,
  who: SignedIn,
  partnerId: string,
  kind: 'current' | 'recycle' | 'rare' | 'donate',
  grade = 'B',
) {
  const model: SeedModel = kind === 'current' ? currentModel : recycleModel;
  const response = await call(app, 'POST', '/proxy/api/device-recycle/save-device', who, {
    userid: who.userId,
    classification: kind === 'current' || kind === 'recycle' ? model.classification : kind,
    partnerId,
    type: model.type,
    brand: model.brand,
    name: model.name,
    color: model.colors[0],
    storage: model.storagesGb[0],
    grade,
    description: kind === 'rare' ? 'A boxed 1998 organiser with its stylus' : undefined,
  });
  if (response.status !== 200) throw new Error(`device order not placed: ${response.raw.payload}`);
  return response.body.data as { orderId: string; orderNumber: string; deviceId: string; price: number | null };
}

/** Our quote for the current test model at a grade, in pence, as the server computes it. */
export function ourQuote(app: FastifyInstance, grade: 'A' | 'B' | 'C' | 'D'): number {
  const model = app.catalogueCache.catalogue.find(currentModel.type, currentModel.brand, currentModel.name);
  if (!model) throw new Error('no current model');
  return quotePence(model, currentModel.storagesGb[0] as number, grade);
}

/** POST …/confirm with a partner's key (a string) or a signed-in person. */
export function confirm(app: FastifyInstance, orderId: string, by: string | SignedIn | undefined, body: object = {}) {
  const url = `/proxy/api/recycle-orders/qr/${orderId}/confirm`;
  if (typeof by === 'string') {
    return app
      .inject({ method: 'POST', url, payload: body, headers: { authorization: by } })
      .then((response) => ({ status: response.statusCode, body: response.json() as Json }));
  }
  return call(app, 'POST', url, by, body);
}

/**
 * Staff confirm the hand-in as a counter would (the status route no longer makes that step): at the declared
 * grade, paid by the place's first payout method for a sale, £10 for a rare device.
 */
export async function handInAsStaff(app: FastifyInstance, staff: SignedIn, orderId: string) {
  const [order] = await rowsOf<{ classification: string; grade: string; partner_id: string | null }>(
    app,
    sql`select classification, grade, partner_id from device_orders where id = ${orderId}`,
  );
  if (!order) throw new Error(`no order ${orderId}`);
  const place = app.catalogueCache.partners.find((partner) => partner.id === order.partner_id);
  const sale = order.classification === 'current' || order.classification === 'rare';
  const payout = {
    method: place?.payoutMethods[0] ?? 'cash',
    ...(order.classification === 'rare' ? { amount: 10 } : {}),
  };
  return confirm(app, orderId, staff, { gradeFound: order.grade, ...(sale ? { payout } : {}) });
}
