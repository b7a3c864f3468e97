import type { OpenAPIV3 } from 'openapi-types';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { envelopeSchema } from '@recircuit/contract';
import { errorResponses } from '../src/lib/documented-errors.ts';
import { queryOrBody } from '../src/lib/request-input.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';

let harness: TestApp;
let document: OpenAPIV3.Document;
const operations: { route: string; method: string; operation: OpenAPIV3.OperationObject & Record<string, unknown> }[] =
  [];

beforeAll(async () => {
  harness = await createTestApp();
  // Routes that break their own contract, to show the audit sees it.
  const answer = z.object({ name: z.string() });
  harness.app.get(
    '/proxy/test/contract/undocumented-status',
    { schema: { summary: 'Answers a status it does not document' } },
    async (_request, reply) => reply.code(409).send({ code: 409, message: 'conflict', data: null }),
  );
  harness.app.get(
    '/proxy/test/contract/wrong-body',
    { schema: { summary: 'Answers a body its schema refuses', response: { 200: envelopeSchema(answer) } } },
    async (_request, reply) =>
      reply.type('application/json').send(JSON.stringify({ code: 200, message: 'success', data: { name: 7 } })),
  );
  harness.app.post(
    '/proxy/test/contract/lenient',
    {
      schema: {
        summary: 'Accepts what its schema refuses',
        ...queryOrBody(z.object({ count: z.number().int() })),
        response: { 200: envelopeSchema(z.null()), ...errorResponses(409) },
      },
      attachValidation: true,
    },
    async () => ({ code: 200, message: 'success', data: null }),
  );
  await harness.app.ready();
  document = harness.app.swagger() as OpenAPIV3.Document;
  for (const [route, item] of Object.entries(document.paths)) {
    for (const [method, operation] of Object.entries(item ?? {})) {
      if (!route.startsWith('/proxy/test/')) operations.push({ route, method, operation: operation as never });
    }
  }
});

afterAll(async () => {
  // The test routes above break the document on purpose; the app's own violations still fail the file.
  for (const violation of [...harness.audit.violations.keys()]) {
    if (violation.includes('/proxy/test/contract/')) harness.audit.violations.delete(violation);
  }
  await harness.close();
});

describe('the OpenAPI document', () => {
  it('describes every route of the API with a summary and its error statuses in the envelope', () => {
    expect(operations.length).toBeGreaterThan(100);
    for (const { route, method, operation } of operations) {
      const where = `${method.toUpperCase()} ${route}`;
      expect(operation.summary, where).toBeTruthy();
      const statuses = Object.keys(operation.responses);
      expect(statuses, where).toEqual(expect.arrayContaining(['400', '500', '503']));
      if (method !== 'get') expect(statuses, where).toEqual(expect.arrayContaining(['403', '413', '415']));
      if (route.startsWith('/proxy/api/admin/'))
        expect(statuses, where).toEqual(expect.arrayContaining(['401', '403']));
      if (route.includes('{')) expect(statuses, where).toContain('404');
      const invalid = operation.responses['400'] as OpenAPIV3.ResponseObject;
      const envelope = invalid.content?.['application/json']?.schema as OpenAPIV3.SchemaObject;
      expect(envelope.required, where).toEqual(['code', 'message', 'data']);
      expect((envelope.properties?.code as OpenAPIV3.SchemaObject).enum, where).toEqual([400]);
    }
  });

  it('lists a rate-limited route’s 429 and an owner’s 401 and 403', () => {
    const find = (method: string, route: string) =>
      operations.find((entry) => entry.method === method && entry.route === route)!.operation;
    expect(Object.keys(find('get', '/proxy/api/device-recycle/search').responses)).toContain('429');
    expect(Object.keys(find('post', '/proxy/deviceOwner/login').responses)).toEqual(
      expect.arrayContaining(['401', '429']),
    );
    expect(Object.keys(find('get', '/proxy/api/data-retrieval/order/{id}').responses)).toEqual(
      expect.arrayContaining(['401', '403', '404']),
    );
  });

  it('takes the query string or an optional JSON body where the API reads both', () => {
    const saveDevice = operations.find((entry) => entry.route === '/proxy/api/device-recycle/save-device')!.operation;
    expect(saveDevice['x-query-or-body']).toBe(true);
    expect((saveDevice.requestBody as OpenAPIV3.RequestBodyObject).required).toBe(false);
    const query = (saveDevice.parameters as OpenAPIV3.ParameterObject[]).filter(
      (parameter) => parameter.in === 'query',
    );
    expect(query.map((parameter) => parameter.name)).toEqual(
      expect.arrayContaining(['type', 'brand', 'name', 'grade']),
    );
    expect(query.every((parameter) => !parameter.required)).toBe(true);
    const bodies = operations.filter((entry) => entry.operation['x-query-or-body']);
    expect(bodies.length).toBeGreaterThan(30);
    for (const { operation } of bodies)
      expect((operation.requestBody as OpenAPIV3.RequestBodyObject).required).toBe(false);
  });

  it('describes uploads as multipart, the webhook’s raw body, and files by their media type', () => {
    const find = (route: string) => operations.find((entry) => entry.route === route)!.operation;
    for (const route of [
      '/proxy/file/upload',
      '/proxy/api/unknown-device/upload-local',
      '/proxy/api/admin/data-orders/{id}/archive',
    ]) {
      const body = find(route).requestBody as OpenAPIV3.RequestBodyObject;
      expect(Object.keys(body.content), route).toEqual(['multipart/form-data']);
    }
    expect(find('/proxy/api/payments/webhook/{provider}').requestBody).toBeDefined();
    const slip = find('/proxy/api/recycle-orders/{id}/slip.pdf').responses['200'] as OpenAPIV3.ResponseObject;
    expect(Object.keys(slip.content ?? {})).toEqual(['application/pdf']);
  });

  it('has no request or response schema the validators cannot read', () => {
    const loose = operations.filter(({ operation }) =>
      (operation.parameters as OpenAPIV3.ParameterObject[] | undefined)?.some(
        (parameter) => typeof parameter.schema !== 'object' || parameter.name === 'additionalProperties',
      ),
    );
    expect(loose.map(({ method, route }) => `${method} ${route}`)).toEqual([]);
  });
});

describe('the audit of every exchange against the document', () => {
  it('reports a status the operation does not document', async () => {
    await harness.app.inject({ url: '/proxy/test/contract/undocumented-status' });
    expect(harness.audit.report()).toContain(
      'GET /proxy/test/contract/undocumented-status → 409: status not documented',
    );
  });

  it('reports a body its schema refuses', async () => {
    await harness.app.inject({ url: '/proxy/test/contract/wrong-body' });
    expect(harness.audit.report()).toMatch(/GET \/proxy\/test\/contract\/wrong-body → 200: body .*data\/name/);
  });

  it('reports a request the server accepted but the document refuses', async () => {
    const response = await harness.app.inject({
      method: 'POST',
      url: '/proxy/test/contract/lenient',
      payload: { count: 'many' },
    });
    expect(response.statusCode).toBe(200);
    expect(harness.audit.report()).toMatch(/POST \/proxy\/test\/contract\/lenient → 200: request body/);
  });

  it('finds nothing wrong with an exchange that keeps the document', async () => {
    const before = harness.audit.violations.size;
    const response = await harness.app.inject({ url: '/proxy/api/device-recycle/gettypes' });
    expect(response.statusCode).toBe(200);
    await harness.app.inject({ url: '/proxy/api/device-recycle/getbrands' });
    expect(harness.audit.violations.size).toBe(before);
  });
});
