import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ACCOUNT_MESSAGES,
  afterCareRequestSchema,
  DATA_MESSAGES,
  SUBSCRIPTION_MESSAGES,
  fillMessage,
  checkoutSchema,
  dataOrderDetailSchema,
  dataOrderListItemSchema,
  dataPriceRequestSchema,
  dataPriceSchema,
  dataServiceCreatedSchema,
  dataServiceRequestSchema,
  envelopeSchema,
  extendRequestSchema,
  ok,
  pageQuerySchema,
} from '@recircuit/contract';
import { assertOwner, requireAuth, signedIn } from '../../lib/ownership.ts';
import { queryOrBody } from '../../lib/request-input.ts';
import { errorResponses, fileResponse } from '../../lib/documented-errors.ts';
import { perUser } from '../../lib/rate-limits/per-user.ts';
import { requestAddressKey } from '../../lib/rate-limits/address-key.ts';
import type { DataOrdersService } from './service.ts';
import fp from 'fastify-plugin';

const tags = ['data service'];
const idParam = z.object({ id: z.string().max(100) });
const idempotencyKey = (header: unknown) =>
  typeof header === 'string' && header.length > 0 && header.length <= 200 ? header : undefined;

const required = (max: number) =>
  z.preprocess(
    (value) => (value === undefined || value === null ? '' : value),
    z
      .string({ error: SUBSCRIPTION_MESSAGES.requiredFields })
      .trim()
      .min(1, { error: SUBSCRIPTION_MESSAGES.requiredFields, abort: true })
      .max(max, fillMessage(SUBSCRIPTION_MESSAGES.tooLong, { max })),
  );
/** The secure-link form: both fields, and an email address that is one. */
const secureLinkInput = z.object({
  email: required(254)
    .pipe(z.email(ACCOUNT_MESSAGES.invalidEmail))
    .transform((value) => value.toLowerCase()),
  orderNumber: required(40),
});

const routes: FastifyPluginAsyncZod<{ dataOrders: DataOrdersService }> = async (app, { dataOrders }) => {
  app.post(
    '/api/data-retrieval/calculate-price',
    {
      schema: {
        tags,
        summary: "The server's price of a retrieval or erasure, with its breakdown (no sign-in)",
        ...queryOrBody(dataPriceRequestSchema),
        response: { 200: envelopeSchema(dataPriceSchema) },
      },
      config: { rateLimit: { max: 120, timeWindow: '1 minute' } },
    },
    async (request) => ok(dataOrders.price(request.body)),
  );

  app.post(
    '/api/data-retrieval/request-service',
    {
      schema: {
        tags,
        summary: "Place a retrieval or erasure order at the server's price (owner; Idempotency-Key)",
        ...queryOrBody(dataServiceRequestSchema),
        response: { 200: envelopeSchema(dataServiceCreatedSchema), ...errorResponses(401, 403) },
      },
      config: { rateLimit: { max: 30, timeWindow: '1 minute', keyGenerator: perUser } },
      preValidation: signedIn,
    },
    async (request) => {
      const auth = requireAuth(request);
      const input = request.body;
      const ownerId = input.userId ?? auth.userId;
      assertOwner(request, ownerId, 'write');
      const created = await dataOrders.request(ownerId, input, idempotencyKey(request.headers['idempotency-key']));
      return ok(created, DATA_MESSAGES.orderCreated);
    },
  );

  app.get(
    '/api/data-retrieval/order/:id',
    {
      schema: {
        tags,
        summary: 'A data order with its timeline, downloads and certificate (owner or staff)',
        params: idParam,
        response: { 200: envelopeSchema(dataOrderDetailSchema), ...errorResponses(401, 403) },
      },
    },
    async (request) => ok(await dataOrders.detail(requireAuth(request), request.params.id)),
  );

  app.post(
    '/api/data-retrieval/order/:id/cancel',
    {
      schema: {
        tags,
        summary: 'Cancel while Awaiting payment (owner); its checkouts can no longer be paid',
        params: idParam,
        response: { 200: envelopeSchema(dataOrderDetailSchema), ...errorResponses(401, 403, 409) },
      },
    },
    async (request) =>
      ok(await dataOrders.cancel(requireAuth(request), request.params.id), DATA_MESSAGES.orderCancelled),
  );

  app.put(
    '/api/data-retrieval/order/:id/after-care',
    {
      schema: {
        tags,
        summary:
          'Change what happens to the device afterwards (return with a UK address, collect, recycle): owner, until the order is completed',
        params: idParam,
        ...queryOrBody(afterCareRequestSchema),
        response: { 200: envelopeSchema(dataOrderDetailSchema), ...errorResponses(401, 403, 409) },
      },
      preValidation: signedIn,
    },
    async (request) => {
      const auth = requireAuth(request);
      return ok(await dataOrders.changeAfterCare(auth, request.params.id, request.body));
    },
  );

  app.get(
    '/api/data-retrieval/order/:id/label.pdf',
    {
      schema: {
        tags,
        summary:
          "The printable postage label (PDF: the hub's address, the order number, a QR of the order for staff), owner only, while Awaiting device",
        params: idParam,
        response: { 200: fileResponse('The label', 'application/pdf'), ...errorResponses(401, 403, 409) },
      },
    },
    async (request, reply) => {
      const { pdf, orderNumber } = await dataOrders.label(requireAuth(request), request.params.id);
      return reply
        .type('application/pdf')
        .header('Cache-Control', 'private, no-store')
        .header('Content-Disposition', `inline; filename="recircuit-${orderNumber}-label.pdf"`)
        .send(pdf);
    },
  );

  app.post(
    '/api/data-retrieval/order/:id/extend',
    {
      schema: {
        tags,
        summary: 'A checkout for extra hosting months (owner; at most 6 months in all)',
        params: idParam,
        ...queryOrBody(extendRequestSchema),
        response: { 200: envelopeSchema(checkoutSchema), ...errorResponses(401, 403, 409) },
      },
      config: { rateLimit: { max: 20, timeWindow: '1 minute', keyGenerator: perUser } },
      preValidation: signedIn,
    },
    async (request) => {
      const auth = requireAuth(request);
      const { months } = request.body;
      return ok(await dataOrders.extend(auth, request.params.id, months));
    },
  );

  app.get(
    '/api/data-orders/by-device-owner/:id',
    {
      schema: {
        tags,
        summary: "An owner's data orders, newest first",
        params: idParam,
        querystring: pageQuerySchema,
        response: { 200: envelopeSchema(z.array(dataOrderListItemSchema)), ...errorResponses(401, 403) },
      },
    },
    async (request) => {
      assertOwner(request, request.params.id, 'read');
      return ok(await dataOrders.list(request.params.id, request.query.limit, request.query.offset));
    },
  );

  app.post(
    '/subscription/send-secure-link',
    {
      schema: {
        tags,
        summary: "Email the order's owner a link to its page (the same answer whoever asks)",
        ...queryOrBody(secureLinkInput),
        response: { 200: envelopeSchema(z.null()), ...errorResponses(429) },
      },
    },
    async (request) => ok(null, await dataOrders.sendSecureLink(request.body, requestAddressKey(request))),
  );
};

export const dataOrderRoutes = fp(routes, {
  name: 'data-orders-routes',
  dependencies: ['session', 'csrf', 'rate-limits'],
  encapsulate: true,
});
