import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  BY_POST_MESSAGES,
  CATALOGUE_MESSAGES,
  bankDetailsRequestSchema,
  confirmHandInRequestSchema,
  revisedOfferDecisionSchema,
  envelopeSchema,
  handoverRequestSchema,
  ok,
  orderDetailSchema,
  orderListItemSchema,
  pageQuerySchema,
  saveDeviceRequestSchema,
  savedDeviceSchema,
} from '@recircuit/contract';
import { assertOwner, requireAuth, signedIn } from '../../lib/ownership.ts';
import { queryOrBody, validatedBody } from '../../lib/request-input.ts';
import { errorResponses, fileResponse } from '../../lib/documented-errors.ts';
import { perUser } from '../../lib/rate-limits/per-user.ts';
import type { DeviceOrdersService } from './service.ts';
import fp from 'fastify-plugin';

const tags = ['device orders'];
const idParam = z.object({ id: z.string().max(100) });
const detailQuery = z.object({
  userId: z.string().max(100).optional(),
  deviceOwnerId: z.string().max(100).optional(),
  deviceId: z.string({ error: CATALOGUE_MESSAGES.deviceIdRequired }).max(100),
  t: z.string().max(100).optional(),
});
const idempotencyKey = (header: unknown) =>
  typeof header === 'string' && header.length > 0 && header.length <= 200 ? header : undefined;

const routes: FastifyPluginAsyncZod<{ orders: DeviceOrdersService }> = async (app, { orders }) => {
  app.post(
    '/api/device-recycle/save-device',
    {
      schema: {
        tags,
        summary: "Place a device order at the server's own quote",
        ...queryOrBody(saveDeviceRequestSchema),
        response: { 200: envelopeSchema(savedDeviceSchema), ...errorResponses(401, 403, 404, 409) },
      },
      config: { rateLimit: { max: 30, timeWindow: '1 minute', keyGenerator: perUser } },
      preValidation: signedIn,
    },
    async (request) => {
      const auth = requireAuth(request);
      const input = request.body;
      const ownerId = input.userid ?? input.userId ?? auth.userId;
      assertOwner(request, ownerId, 'write');
      const saved = await orders.save(ownerId, input, idempotencyKey(request.headers['idempotency-key']));
      return ok(saved, CATALOGUE_MESSAGES.orderCreated);
    },
  );

  app.get(
    '/api/qr/generate',
    {
      schema: {
        tags,
        summary: "The order's QR code as a PNG",
        querystring: detailQuery,
        response: { 200: fileResponse('The QR code', 'image/png'), ...errorResponses(401, 403, 404) },
      },
    },
    async (request, reply) => {
      const png = await orders.qrPng(
        request.auth,
        request.query.deviceOwnerId ?? request.query.userId,
        request.query.deviceId,
      );
      return reply.type('image/png').header('Cache-Control', 'private, no-store').send(png);
    },
  );

  const detailHandler = async (request: {
    auth: Parameters<DeviceOrdersService['detail']>[0];
    query: z.infer<typeof detailQuery>;
  }) =>
    ok(
      await orders.detail(
        request.auth,
        request.query.userId ?? request.query.deviceOwnerId,
        request.query.deviceId,
        request.query.t,
      ),
    );
  const detailSchema = {
    tags,
    summary: 'Order detail for the owner, staff, or the holder of an unexpired QR token of an open order',
    querystring: detailQuery,
    response: { 200: envelopeSchema(orderDetailSchema), ...errorResponses(401, 403, 404) },
  };
  app.get('/api/qr/info', { schema: detailSchema }, detailHandler);
  app.get('/api/recycle-orders/detail', { schema: detailSchema }, detailHandler);

  app.post(
    '/api/recycle-orders/qr/:id/confirm',
    {
      schema: {
        tags,
        summary:
          "Confirm the hand-in with the grade found, the owner's decision on a revised offer and the payout (staff session, or the chosen partner's `Authorization: Partner <partnerId>:<key>`; the QR's view token never confirms). Body: `{gradeFound, decision?, payout?: {method, amount?}}`",
        params: idParam,
        ...queryOrBody(confirmHandInRequestSchema.extend({ t: z.string().max(100).optional() })),
        response: { 200: envelopeSchema(orderDetailSchema), ...errorResponses(401, 403, 409) },
      },
      // The body is checked only once the caller may confirm (the service asks for it).
      attachValidation: true,
    },
    async (request) => {
      const viewToken = (request.body as { t?: unknown } | null)?.t !== undefined;
      return ok(
        await orders.confirmHandIn(
          request.auth,
          request.params.id,
          { authorization: request.headers.authorization, viewToken },
          () => validatedBody(request),
        ),
        CATALOGUE_MESSAGES.handInConfirmed,
      );
    },
  );

  app.get(
    '/api/recycle-orders/:id/qr',
    {
      schema: {
        tags,
        summary:
          "The order's QR code as a PNG (owner or staff), while the device can be handed in; else 409 saying why (expired, handed in, cancelled, completed)",
        params: idParam,
        response: { 200: fileResponse('The QR code', 'image/png'), ...errorResponses(401, 403, 409) },
      },
    },
    async (request, reply) => {
      const png = await orders.orderQr(requireAuth(request), request.params.id);
      return reply.type('image/png').header('Cache-Control', 'private, no-store').send(png);
    },
  );

  app.get(
    '/api/recycle-orders/:id/slip.pdf',
    {
      schema: {
        tags,
        summary:
          "The printable hand-in slip (PDF in the owner's language: QR, order number, device, offer and expiry, the place with address and opening hours), owner or staff; 409 as for the QR",
        params: idParam,
        response: { 200: fileResponse('The hand-in slip', 'application/pdf'), ...errorResponses(401, 403, 409) },
      },
    },
    async (request, reply) => {
      const { pdf, orderNumber } = await orders.slip(requireAuth(request), request.params.id);
      return reply
        .type('application/pdf')
        .header('Cache-Control', 'private, no-store')
        .header('Content-Disposition', `inline; filename="recircuit-${orderNumber}-slip.pdf"`)
        .send(pdf);
    },
  );

  app.get(
    '/api/recycle-orders/:id/label.pdf',
    {
      schema: {
        tags,
        summary:
          "The postage label of an order sent by post (PDF in the owner's language: the hub's address, the order number, a QR for staff), owner or staff, while the device is on its way; else 409",
        params: idParam,
        response: { 200: fileResponse('The postage label', 'application/pdf'), ...errorResponses(401, 403, 409) },
      },
    },
    async (request, reply) => {
      const { pdf, orderNumber } = await orders.label(requireAuth(request), request.params.id);
      return reply
        .type('application/pdf')
        .header('Cache-Control', 'private, no-store')
        .header('Content-Disposition', `inline; filename="recircuit-${orderNumber}-label.pdf"`)
        .send(pdf);
    },
  );

  app.put(
    '/api/recycle-orders/:id/bank-details',
    {
      schema: {
        tags,
        summary:
          'The account a sold device sent by post is paid into, for this order only (owner): `{accountName, sortCode, accountNumber}`, format and modulus checked, answered masked, deleted once paid',
        params: idParam,
        ...queryOrBody(bankDetailsRequestSchema),
        response: { 200: envelopeSchema(orderDetailSchema), ...errorResponses(401, 403, 409) },
      },
      config: { rateLimit: { max: 20, timeWindow: '1 minute', keyGenerator: perUser } },
      preValidation: signedIn,
    },
    async (request) => {
      const auth = requireAuth(request);
      return ok(await orders.saveBankDetails(auth, request.params.id, request.body), BY_POST_MESSAGES.bankDetailsSaved);
    },
  );

  app.post(
    '/api/recycle-orders/:id/revised-offer',
    {
      schema: {
        tags,
        summary:
          "The owner's answer to the hub's revised offer for a device sent by post: `{decision: 'accept'}` or `{decision: 'decline', returnAddress}`",
        params: idParam,
        ...queryOrBody(revisedOfferDecisionSchema),
        response: { 200: envelopeSchema(orderDetailSchema), ...errorResponses(401, 403, 409) },
      },
      preValidation: signedIn,
    },
    async (request) => {
      const auth = requireAuth(request);
      const decision = request.body;
      const detail = await orders.decideRevisedOffer(auth, request.params.id, decision);
      const said = decision.decision === 'accept' ? BY_POST_MESSAGES.offerAccepted : BY_POST_MESSAGES.offerDeclined;
      return ok(detail, said);
    },
  );

  app.post(
    '/api/recycle-orders/:id/voucher/activate',
    {
      schema: {
        tags,
        summary: 'Activate the 10% voucher (owner)',
        params: idParam,
        response: { 200: envelopeSchema(orderDetailSchema), ...errorResponses(401, 403, 409) },
      },
    },
    async (request) =>
      ok(await orders.activateVoucher(requireAuth(request), request.params.id), CATALOGUE_MESSAGES.voucherActivated),
  );

  app.put(
    '/api/recycle-orders/:id/handover',
    {
      schema: {
        tags,
        summary: 'The checklist before hand-in: the steps done (owner, while Submitted)',
        params: idParam,
        ...queryOrBody(handoverRequestSchema),
        response: { 200: envelopeSchema(orderDetailSchema), ...errorResponses(401, 403, 409) },
      },
    },
    async (request) => ok(await orders.setHandover(requireAuth(request), request.params.id, request.body.done)),
  );

  app.post(
    '/api/recycle-orders/:id/cancel',
    {
      schema: {
        tags,
        summary: 'Cancel while Submitted (owner)',
        params: idParam,
        response: { 200: envelopeSchema(orderDetailSchema), ...errorResponses(401, 403, 409) },
      },
    },
    async (request) =>
      ok(await orders.cancel(requireAuth(request), request.params.id), CATALOGUE_MESSAGES.orderCancelled),
  );

  app.get(
    '/api/recycle-orders/by-device-owner/:id',
    {
      schema: {
        tags,
        summary: "An owner's device orders, newest first",
        params: idParam,
        querystring: pageQuerySchema,
        response: { 200: envelopeSchema(z.array(orderListItemSchema)), ...errorResponses(401, 403) },
      },
    },
    async (request) => {
      assertOwner(request, request.params.id, 'read');
      return ok(await orders.list(request.params.id, request.query.limit, request.query.offset));
    },
  );
};

export const deviceOrderRoutes = fp(routes, {
  name: 'device-orders-routes',
  dependencies: ['session', 'csrf', 'rate-limits'],
  encapsulate: true,
});
