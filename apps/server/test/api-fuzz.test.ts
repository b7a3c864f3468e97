import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { errorEnvelopeSchema } from '@recircuit/contract';
import { login, registerAndLogin, registerStaff, type SignedIn } from './helpers/accounts.ts';
import { placeDeviceOrder } from './helpers/admin.ts';
import { placeOrder } from './helpers/data-orders.ts';
import { useTestApp } from './helpers/test-app.ts';

// docs/api.md, "Errors": every operation of the generated OpenAPI
// document, called with hostile input, signed in as an owner and then as staff. No answer is a
// 5xx, every JSON error is the envelope, no answer shows a stack or SQL, and the server is healthy
// afterwards. A fixed seed and count keep it the same run every time, within a few minutes.
const SEED = 20261123;
const RUNS_PER_OPERATION = 40;

const harness = useTestApp();

interface Parameter {
  in: 'query' | 'path' | 'header' | 'cookie';
  name: string;
}
interface Operation {
  parameters?: Parameter[];
  requestBody?: { content?: Record<string, { schema?: { properties?: Record<string, unknown> } }> };
}
type Document = { paths: Record<string, Record<string, Operation>> };

// What a response may never show: a stack frame, a source path, SQL or a database's own error.
const LEAKS = [
  /\n\s+at \S.*:\d+:\d+/,
  /node_modules|\/src\/\S+\.ts\b/,
  /\bSELECT\s[\s\S]{0,200}\sFROM\s/,
  /\b(INSERT INTO|UPDATE \S+ SET|DELETE FROM)\b/,
  /syntax error at or near|violates (foreign key|unique|not-null|check) constraint|duplicate key value/i,
  /relation "[^"]+" does not exist|invalid input syntax for type/i,
  /ZodError|TypeError:|ReferenceError:|RangeError:/,
];

// Query names the API reads (the document lists some schemas as a whole object): the fuzz sends
// these as well as the listed ones and made-up ones.
const QUERY_NAMES = [
  'q',
  'type',
  'brand',
  'name',
  'color',
  'storage',
  'grade',
  'classification',
  'id',
  'userId',
  'limit',
  'offset',
  'page',
  'sort',
  'dir',
  'status',
  'kind',
  'postcode',
  'lat',
  'lng',
  'radius',
  'accepts',
  'token',
  'lang',
];

const hostileText = fc.oneof(
  fc.constantFrom(
    '',
    ' ',
    '\u0000',
    'a\u0000b',
    '\u0007\u001b[31m\r\n',
    "' OR 1=1 --",
    '"; DROP TABLE users; --',
    '<script>alert(1)</script>',
    '../../../../etc/passwd',
    '%00%ff',
    '\ud800',
    '🗑️'.repeat(300),
    'x'.repeat(70_000),
    '-1',
    '0',
    '1e309',
    'NaN',
    'true',
    'null',
    '[]',
    '{}',
    '00000000-0000-0000-0000-000000000000',
    '999999999999999999999999',
  ),
  fc.string({ unit: 'binary', maxLength: 40 }),
);
const hostileNumber = fc.oneof(
  fc.constantFrom(0, -1, 1.5, 2 ** 31, 2 ** 53, -(2 ** 53), 1e308, -1e308, Number.MIN_VALUE),
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
);
const hostileValue: fc.Arbitrary<unknown> = fc.letrec((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    hostileText,
    hostileNumber,
    fc.boolean(),
    fc.constant(null),
    fc.array(tie('value'), { maxLength: 3 }),
    fc.dictionary(fc.string({ maxLength: 8 }), tie('value'), { maxKeys: 3 }),
  ),
})).value;

function bodyOf(operation: Operation, ids: fc.Arbitrary<string>): fc.Arbitrary<unknown> {
  const names = Object.keys(operation.requestBody?.content?.['application/json']?.schema?.properties ?? {});
  const field = fc.oneof(hostileValue, ids);
  return fc.oneof(
    // Some of the fields, each of a wrong or hostile kind, and now and then one more.
    fc
      .record(Object.fromEntries(names.map((name) => [name, field])), { requiredKeys: [] })
      .chain((record) =>
        fc
          .option(fc.tuple(fc.string({ maxLength: 12 }), hostileValue), { nil: undefined })
          .map((extra) => (extra ? { ...record, [extra[0]]: extra[1] } : record)),
      ),
    hostileValue,
  );
}

function queryOf(operation: Operation, ids: fc.Arbitrary<string>): fc.Arbitrary<[string, string][]> {
  const listed = (operation.parameters ?? []).filter((parameter) => parameter.in === 'query').map((p) => p.name);
  const name = fc.oneof(fc.constantFrom(...listed, ...QUERY_NAMES), fc.string({ maxLength: 10 }));
  const value = fc.oneof(hostileText, ids, hostileNumber.map(String));
  return fc.array(fc.tuple(name, value), { maxLength: 4 });
}

interface Call {
  method: string;
  url: string;
  body?: unknown;
  rawBody?: string;
}

/** The request's address: each {name} of the path replaced by a value, then the query. */
function addressOf(path: string, pathValues: string[], query: [string, string][]): string {
  let index = 0;
  const filled = path.replace(/\{[^}]+\}/g, () =>
    encodeURIComponent((pathValues[index++] ?? '').replace(/\p{Cs}/gu, '\ufffd')),
  );
  const search = new URLSearchParams(query).toString();
  return search ? `${filled}?${search}` : filled;
}

async function send(who: SignedIn, request: Call) {
  const write = request.method !== 'GET';
  const payload = request.rawBody ?? (request.body === undefined ? undefined : JSON.stringify(request.body));
  return harness.app.inject({
    method: request.method as 'GET',
    url: request.url,
    payload,
    headers: {
      ...(write ? who.writeHeaders : { cookie: who.cookie }),
      ...(payload === undefined ? {} : { 'content-type': 'application/json' }),
    },
  });
}

/** How often each status answered, to show the fuzz reached past the first check of each route. */
const statuses = new Map<number, number>();

/** What every answer must be, whatever it was asked. */
function expectSafe(request: Call, response: Awaited<ReturnType<typeof send>>) {
  statuses.set(response.statusCode, (statuses.get(response.statusCode) ?? 0) + 1);
  const where = `${request.method} ${request.url.slice(0, 200)} → ${response.statusCode}`;
  expect(response.statusCode, where).toBeLessThan(500);
  const type = String(response.headers['content-type'] ?? '');
  if (type.includes('application/pdf') || type.includes('image/') || type.includes('zip')) return;
  for (const leak of LEAKS) expect(response.payload, `${where}: ${response.payload.slice(0, 300)}`).not.toMatch(leak);
  if (!type.includes('application/json')) return;
  const body = JSON.parse(response.payload) as { code?: unknown };
  if (response.statusCode === 200) {
    expect(body.code, where).toBe(200);
  } else if (response.statusCode >= 400) {
    const envelope = errorEnvelopeSchema.safeParse(body);
    expect(envelope.success, `${where}: ${response.payload.slice(0, 300)}`).toBe(true);
    expect(envelope.data?.code, where).toBe(response.statusCode);
  }
}

/** A session that still works: an operation may have ended it (logout, the session list). */
async function stillSignedIn(who: SignedIn, again: () => Promise<SignedIn>): Promise<SignedIn> {
  const check = await harness.app.inject({
    method: 'GET',
    url: '/proxy/deviceOwner/sessions',
    headers: { cookie: who.cookie },
  });
  return check.statusCode === 200 ? who : again();
}

async function fuzzEveryOperation(signIn: () => Promise<SignedIn>, ids: string[]) {
  const document = harness.app.swagger() as unknown as Document;
  const idValues = fc.constantFrom(...ids);
  let who = await signIn();
  let operations = 0;
  for (const [path, methods] of Object.entries(document.paths)) {
    for (const [lowerMethod, operation] of Object.entries(methods)) {
      const method = lowerMethod.toUpperCase();
      operations += 1;
      const pathNames = path.match(/\{[^}]+\}/g) ?? [];
      const calls = fc.record({
        pathValues: fc.array(fc.oneof(hostileText, idValues), {
          minLength: pathNames.length,
          maxLength: pathNames.length,
        }),
        query: queryOf(operation, idValues),
        body: method === 'GET' ? fc.constant(undefined) : bodyOf(operation, idValues),
      });
      await fc.assert(
        fc.asyncProperty(calls, async ({ pathValues, query, body }) => {
          who = await stillSignedIn(who, signIn);
          const request = { method, url: addressOf(path, pathValues, query), body };
          expectSafe(request, await send(who, request));
        }),
        { seed: SEED + operations, numRuns: RUNS_PER_OPERATION, endOnFailure: true },
      );
      if (method === 'GET') continue;
      // Bodies no JSON parser or schema expects, and one over the size limit.
      for (const rawBody of ['{"unterminated": ', 'null', '[1,2,3]', '"\u0000"', `"${'y'.repeat(2_000_000)}"`]) {
        who = await stillSignedIn(who, signIn);
        const request = {
          method,
          url: addressOf(
            path,
            pathNames.map(() => ids[0]!),
            [],
          ),
          rawBody,
        };
        expectSafe(request, await send(who, request));
      }
    }
  }
  return operations;
}

describe('every operation of the OpenAPI document, with hostile input', () => {
  let ids: string[] = [];
  let owner: { email: string } | undefined;

  it('never answers 5xx, a bare error, a stack or SQL to an owner', { timeout: 600_000 }, async () => {
    const app = harness.app;
    await app.ready();
    // Someone else's orders, so the fuzz also sends ids that exist but belong to another.
    const other = await registerAndLogin(app);
    const deviceOrder = await placeDeviceOrder(app, other);
    const dataOrder = await placeOrder(app, other);
    ids = [other.userId, deviceOrder.orderId, deviceOrder.deviceId, dataOrder.orderId, dataOrder.orderNumber, '1'];
    const first = await registerAndLogin(app);
    owner = { email: first.email };
    ids.push(first.userId);
    const operations = await fuzzEveryOperation(() => login(app, first.email), ids);
    expect(operations).toBeGreaterThan(80);
  });

  it(
    'never answers 5xx, a bare error, a stack or SQL to staff, and the server stays healthy',
    { timeout: 600_000 },
    async () => {
      expect(owner, 'the owner run came first').toBeDefined();
      await fuzzEveryOperation(() => registerStaff(harness.app), ids);
      // The fuzz got past the first check of routes: some answers succeeded, some were refused, some not found.
      for (const status of [200, 400, 403, 404]) expect(statuses.get(status), `answers ${status}`).toBeGreaterThan(0);
      const health = await harness.app.inject({ method: 'GET', url: '/proxy/health' });
      expect(health.statusCode).toBe(200);
      // Still serves an ordinary request as before.
      const articles = await harness.app.inject({ method: 'GET', url: '/proxy/api/articles' });
      expect(articles.statusCode).toBe(200);
    },
  );
});
