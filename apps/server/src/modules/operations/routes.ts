import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import fp from 'fastify-plugin';
import { z } from 'zod';
import {
  ADMIN_MESSAGES,
  BY_POST_MESSAGES,
  adminDataOrderSchema,
  adminDeviceOrderSchema,
  adminOrderPageSchema,
  adminOrdersQuerySchema,
  adminOverviewSchema,
  adminUnknownOrderSchema,
  auditPageSchema,
  auditQuerySchema,
  deviceStatusRequestSchema,
  envelopeSchema,
  identifyRequestSchema,
  ok,
  postInspectionRequestSchema,
  rejectRequestSchema,
  transferRequestSchema,
  reportQuerySchema,
} from '@recircuit/contract';
import { requireAuth } from '../../lib/ownership.ts';
import { queryOrBody } from '../../lib/request-input.ts';
import { errorResponses, fileResponse } from '../../lib/documented-errors.ts';
import type { DataOrderStaffService } from '../data-orders/staff.ts';
import type { DeviceOrderStaffService } from '../device-orders/staff.ts';
import type { UnknownOrderStaffService } from '../unknown-orders/staff.ts';
import type { OperationsService } from './service.ts';

export interface OperationsRouteOptions {
  operations: OperationsService;
  devices: Pick<
    DeviceOrderStaffService,
    'detail' | 'advance' | 'recordArrival' | 'recordInspection' | 'recordTransfer'
  >;
  unknowns: Pick<UnknownOrderStaffService, 'detail' | 'review' | 'identify' | 'reject'>;
  data: Pick<DataOrderStaffService, 'detail'>;
}

const tags = ['admin: orders'];
const idParam = z.object({ id: z.string().max(100) });

/**
 * The operations console's orders API (docs/api.md, "Operations"). The staff-only plugin has
 * checked the role of every /api/admin request before it gets here; the handlers read the session.
 */
const routes: FastifyPluginAsyncZod<OperationsRouteOptions> = async (app, { operations, devices, unknowns, data }) => {
  app.get(
    '/api/admin/overview',
    {
      schema: {
        tags,
        summary: 'What waits on staff, orders placed, revenue and commission (today, 7 and 30 days)',
        response: { 200: envelopeSchema(adminOverviewSchema) },
      },
    },
    async () => ok(await operations.overview()),
  );

  app.get(
    '/api/admin/orders',
    {
      schema: {
        tags,
        summary: 'Orders of every owner, newest first; q finds an order number, owner email or device name',
        querystring: adminOrdersQuerySchema,
        response: { 200: envelopeSchema(adminOrderPageSchema) },
      },
    },
    async (request) => ok(await operations.orders(request.query)),
  );

  app.get(
    '/api/admin/device-orders/:id',
    {
      schema: {
        tags,
        summary: 'A device order for staff: owner, timeline with who made each step, the next status',
        params: idParam,
        response: { 200: envelopeSchema(adminDeviceOrderSchema) },
      },
    },
    async (request) => ok(await devices.detail(request.params.id)),
  );

  app.post(
    '/api/admin/device-orders/:id/status',
    {
      schema: {
        tags,
        summary: 'Move a device order to its next status (Handed in → Received → Wiped → Completed), with a note',
        params: idParam,
        ...queryOrBody(deviceStatusRequestSchema),
        response: { 200: envelopeSchema(adminDeviceOrderSchema), ...errorResponses(409) },
      },
    },
    async (request) => {
      const auth = requireAuth(request);
      const input = request.body;
      return ok(await devices.advance(auth, request.params.id, input.status, input.note), ADMIN_MESSAGES.statusChanged);
    },
  );

  app.post(
    '/api/admin/device-orders/:id/arrival',
    {
      schema: {
        tags,
        summary: 'A device sent by post arrived at the hub: its hand-in (Submitted → Handed in), emailed to the owner',
        params: idParam,
        response: { 200: envelopeSchema(adminDeviceOrderSchema), ...errorResponses(409) },
      },
    },
    async (request) =>
      ok(await devices.recordArrival(requireAuth(request), request.params.id), BY_POST_MESSAGES.arrivalRecorded),
  );

  app.post(
    '/api/admin/device-orders/:id/inspection',
    {
      schema: {
        tags,
        summary:
          "The grade found for a device sent by post, `{gradeFound, amount?}` (amount in pounds, a rare device's valuation only): due at the offer, or a revised offer for the owner to answer",
        params: idParam,
        ...queryOrBody(postInspectionRequestSchema),
        response: { 200: envelopeSchema(adminDeviceOrderSchema), ...errorResponses(409) },
      },
    },
    async (request) => {
      const input = request.body;
      return ok(
        await devices.recordInspection(requireAuth(request), request.params.id, input),
        BY_POST_MESSAGES.inspectionRecorded,
      );
    },
  );

  app.post(
    '/api/admin/device-orders/:id/transfer',
    {
      schema: {
        tags,
        summary:
          'The bank transfer to the owner of a device sent by post is made, `{reference}`: paid, and the bank details deleted',
        params: idParam,
        ...queryOrBody(transferRequestSchema),
        response: { 200: envelopeSchema(adminDeviceOrderSchema), ...errorResponses(409) },
      },
    },
    async (request) => {
      const { reference } = request.body;
      return ok(
        await devices.recordTransfer(requireAuth(request), request.params.id, reference),
        BY_POST_MESSAGES.transferRecorded,
      );
    },
  );

  app.get(
    '/api/admin/unknown-orders/:id',
    {
      schema: {
        tags,
        summary: 'An unknown device for staff: photos, owner, timeline and the actions open',
        params: idParam,
        response: { 200: envelopeSchema(adminUnknownOrderSchema) },
      },
    },
    async (request) => ok(await unknowns.detail(request.params.id)),
  );

  app.post(
    '/api/admin/unknown-orders/:id/review',
    {
      schema: {
        tags,
        summary: 'Submitted → Under review',
        params: idParam,
        response: { 200: envelopeSchema(adminUnknownOrderSchema), ...errorResponses(409) },
      },
    },
    async (request) => ok(await unknowns.review(requireAuth(request), request.params.id), ADMIN_MESSAGES.reviewStarted),
  );

  app.post(
    '/api/admin/unknown-orders/:id/identify',
    {
      schema: {
        tags,
        summary: "→ Identified against a catalogue model (drafts too), with the server's quote; the owner is emailed",
        params: idParam,
        ...queryOrBody(identifyRequestSchema),
        response: { 200: envelopeSchema(adminUnknownOrderSchema), ...errorResponses(409) },
      },
    },
    async (request) => {
      const auth = requireAuth(request);
      const input = request.body;
      return ok(await unknowns.identify(auth, request.params.id, input), ADMIN_MESSAGES.identified);
    },
  );

  app.post(
    '/api/admin/unknown-orders/:id/reject',
    {
      schema: {
        tags,
        summary: '→ Rejected with a reason (1–500 characters); the owner is emailed',
        params: idParam,
        ...queryOrBody(rejectRequestSchema),
        response: { 200: envelopeSchema(adminUnknownOrderSchema), ...errorResponses(409) },
      },
    },
    async (request) => {
      const auth = requireAuth(request);
      const { reason } = request.body;
      return ok(await unknowns.reject(auth, request.params.id, reason), ADMIN_MESSAGES.rejected);
    },
  );

  app.get(
    '/api/admin/data-orders/:id',
    {
      schema: {
        tags,
        summary: 'A data order for staff: owner, timeline with who made each step, archive, certificate, next actions',
        params: idParam,
        response: { 200: envelopeSchema(adminDataOrderSchema) },
      },
    },
    async (request) => ok(await data.detail(request.params.id, requireAuth(request))),
  );

  app.get(
    '/api/admin/audit',
    {
      schema: {
        tags,
        summary: 'The audit log, newest first',
        querystring: auditQuerySchema,
        response: { 200: envelopeSchema(auditPageSchema) },
      },
    },
    async (request) => ok(await operations.audit(request.query.limit, request.query.offset)),
  );

  app.get(
    '/api/admin/reports/orders.csv',
    {
      schema: {
        tags,
        summary: 'Orders of every kind placed from one London day to another (at most 366 days), as CSV',
        querystring: reportQuerySchema,
        response: { 200: fileResponse('The orders, one row each', 'text/csv') },
      },
    },
    async (request, reply) => {
      const { from, to } = request.query;
      const body = await operations.report(requireAuth(request), from, to);
      return reply
        .type('text/csv; charset=utf-8')
        .header('Content-Disposition', `attachment; filename="recircuit-orders-${from}-to-${to}.csv"`)
        .send(body);
    },
  );
};

export const operationsRoutes = fp(routes, {
  name: 'operations-routes',
  dependencies: ['session', 'csrf', 'staff-only'],
  encapsulate: true,
});
