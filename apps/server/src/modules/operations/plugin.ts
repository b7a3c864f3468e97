import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { API_BASE } from '@recircuit/contract';
import { operationsRoutes } from './routes.ts';
import { OperationsService } from './service.ts';
import { orderCounts, paymentCounts } from './state-counts.ts';

/** The operations console's orders: each order module's staff service, composed (docs/operations.md). */
export const operationsModule = fp(
  async (app: FastifyInstance) => {
    const devices = app.deviceOrderStaff;
    const unknowns = app.unknownOrderStaff;
    const data = app.dataOrderStaff;
    const operations = new OperationsService({
      db: app.db,
      devices,
      unknowns,
      data,
      payments: app.payments,
      owners: app.owners,
    });
    app.metrics.countsGauge(
      'orders',
      'Orders by kind and state',
      ['kind', 'state'],
      orderCounts({ devices, data, unknowns }),
    );
    app.metrics.countsGauge(
      'payments',
      "The data service's checkouts by state",
      ['state'],
      paymentCounts(app.payments),
    );
    await app.register(operationsRoutes, { prefix: API_BASE, operations, devices, unknowns, data });
  },
  {
    name: 'operations',
    dependencies: ['db', 'metrics', 'accounts', 'payments', 'device-orders', 'unknown-orders', 'data-orders'],
  },
);
