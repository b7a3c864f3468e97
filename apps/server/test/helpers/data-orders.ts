import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { Config } from '../../src/config.ts';
import { LocalProvider } from '../../src/modules/payments/local.ts';
import { signatureHeader } from '../../src/modules/payments/webhook-signature.ts';
import type { SignedIn } from './accounts.ts';
import type { Json } from './admin.ts';

export const retrieval = (overrides: Record<string, unknown> = {}) => ({
  serviceType: 'retrieval',
  deviceType: 'phone',
  deviceName: 'Pixel 7',
  dataType: 'photos',
  dataSize: 100,
  storageDuration: 3,
  afterCare: 'collect',
  ...overrides,
});

export const erasure = (eraseLevel: 'standard' | 'certified', overrides: Record<string, unknown> = {}) => ({
  serviceType: 'erase',
  deviceType: 'laptop',
  deviceName: 'ThinkPad X1',
  deviceSerial: 'PF-12345678',
  eraseLevel,
  afterCare: 'collect',
  ...overrides,
});

/** A request as a browser would send it: a signed-in GET carries cookies, a write the CSRF header too. */
export async function call(
  app: FastifyInstance,
  method: 'GET' | 'POST',
  url: string,
  who?: SignedIn,
  payload?: object,
  headers: Record<string, string> = {},
): Promise<{ status: number; body: Json; raw: LightMyRequestResponse }> {
  const response = await app.inject({
    method,
    url,
    payload,
    headers: { ...(who ? (method === 'GET' ? { cookie: who.cookie } : who.writeHeaders) : {}), ...headers },
  });
  const isJson = String(response.headers['content-type']).includes('json');
  return { status: response.statusCode, body: (isJson ? response.json() : {}) as Json, raw: response };
}

export async function placeOrder(
  app: FastifyInstance,
  who: SignedIn,
  fields: object = retrieval(),
  headers: Record<string, string> = {},
) {
  const response = await call(
    app,
    'POST',
    '/proxy/api/data-retrieval/request-service',
    who,
    { userId: who.userId, ...fields },
    headers,
  );
  if (response.status !== 200) throw new Error(`order not placed: ${response.raw.payload}`);
  return response.body.data as {
    orderId: string;
    orderNumber: string;
    price: number;
    status: string;
    checkoutUrl: string | null;
  };
}

export async function orderDetail(app: FastifyInstance, who: SignedIn, orderId: string) {
  return (await call(app, 'GET', `/proxy/api/data-retrieval/order/${orderId}`, who)).body.data;
}

/** The local provider's session id at the end of a checkout URL. */
export const sessionIdOf = (checkoutUrl: string) => checkoutUrl.split('/').at(-1) as string;

/** A Stripe-shaped checkout.session event signed the local provider's way (or with `secret`). */
export function localEvent(
  config: Config,
  type: string,
  sessionId: string,
  options: { paymentStatus?: 'paid' | 'unpaid'; secret?: string; timestamp?: number; id?: string } = {},
) {
  const provider = new LocalProvider({ sessionSecret: config.sessionSecret, publicUrl: config.publicUrl });
  const event = JSON.parse(
    provider.signedEvent(type, {
      sessionId,
      orderId: 'ignored',
      paymentStatus: options.paymentStatus ?? 'paid',
      amountPence: 0,
    }).rawBody,
  ) as { id: string };
  if (options.id) event.id = options.id;
  const rawBody = JSON.stringify(event);
  const timestamp = options.timestamp ?? Math.floor(Date.now() / 1000);
  return {
    id: event.id,
    rawBody,
    headers: {
      'content-type': 'application/json',
      'stripe-signature': signatureHeader(options.secret ?? provider.secret, rawBody, timestamp),
    },
  };
}

export async function deliver(
  app: FastifyInstance,
  event: { rawBody: string; headers: Record<string, string> },
  provider = 'local',
) {
  const response = await app.inject({
    method: 'POST',
    url: `/proxy/api/payments/webhook/${provider}`,
    headers: event.headers,
    payload: event.rawBody,
  });
  return { status: response.statusCode, body: response.json() as Json };
}

/** Pays a local checkout as the webhook would be told. */
export async function payLocally(app: FastifyInstance, config: Config, checkoutUrl: string) {
  return deliver(app, localEvent(config, 'checkout.session.completed', sessionIdOf(checkoutUrl)));
}
