import type { FastifyInstance, FastifyRequest } from 'fastify';
import requestCoercer from 'openapi-request-coercer';
import requestValidator from 'openapi-request-validator';
import responseValidator from 'openapi-response-validator';
import type { OpenAPIV3 } from 'openapi-types';

/** These CommonJS packages export their class as `default`: Node hands over the exports, Vite the class. */
const classOf = <T>(module: { default: T }): T => (module as { default?: T }).default ?? (module as T);
const ResponseValidator = classOf(responseValidator);
const RequestValidator = classOf(requestValidator);
const RequestCoercer = classOf(requestCoercer);

/**
 * Every exchange a test makes with the app, checked against the app's own OpenAPI document
 * by validators written elsewhere (openapi-request-validator and openapi-response-validator):
 * the status must be documented with the content type and body the app sent, and a request
 * the app accepted must be one the document accepts (docs/api.md, "The contract holds every status").
 */
export class OpenApiAudit {
  readonly violations = new Map<string, number>();
  private document: OpenAPIV3.Document | undefined;
  private readonly checkers = new Map<string, OperationChecker>();
  private readonly app: FastifyInstance;

  constructor(app: FastifyInstance) {
    this.app = app;
  }

  /** Hooks onto the app: the raw input before validation, then every answer as it leaves. */
  attach(): void {
    this.app.addHook('preValidation', async (request) => {
      rawInput.set(request, { body: structuredClone(request.body), query: rawQuery(request.url) });
    });
    this.app.addHook('onSend', async (request, reply, payload) => {
      const route = request.routeOptions.url;
      // A route with no schema, or a hidden one, is a test's own: every route of the app declares one
      // with a summary (openapi-contract.test.ts).
      const schema = request.routeOptions.schema as { hide?: boolean } | undefined;
      if (route?.startsWith('/proxy/') && !route.startsWith('/proxy/docs') && schema && !schema.hide) {
        this.check(request, route, reply.statusCode, String(reply.getHeader('content-type') ?? ''), payload);
      }
      return payload;
    });
  }

  private check(request: FastifyRequest, route: string, status: number, contentType: string, payload: unknown) {
    let checker: OperationChecker | undefined;
    try {
      checker = this.checker(request.method.toLowerCase(), route);
    } catch (error) {
      return this.add(`${request.method} ${route}: the document's schemas do not compile: ${(error as Error).message}`);
    }
    const where = `${request.method} ${route} → ${status}`;
    if (!checker) return this.add(`${request.method} ${route}: not in the document`);
    for (const problem of checker.response(status, contentType, payload)) this.add(`${where}: ${problem}`);
    if (status < 400) {
      for (const problem of checker.request(request)) this.add(`${where}: request ${problem}`);
    }
  }

  private add(violation: string): void {
    this.violations.set(violation, (this.violations.get(violation) ?? 0) + 1);
  }

  private checker(method: string, route: string): OperationChecker | undefined {
    const key = `${method} ${route}`;
    if (!this.checkers.has(key)) {
      this.document ??= this.app.swagger() as OpenAPIV3.Document;
      const path = route.replace(/:(\w+)/g, '{$1}');
      const operation = this.document.paths[path]?.[method as OpenAPIV3.HttpMethods];
      if (!operation) return undefined;
      this.checkers.set(key, new OperationChecker(draft7(operation), this.document.components ?? {}));
    }
    return this.checkers.get(key);
  }

  /** The violations as lines, most frequent first. */
  report(): string {
    return [...this.violations]
      .sort((a, b) => b[1] - a[1])
      .map(([violation, times]) => `${violation}${times > 1 ? ` (×${times})` : ''}`)
      .join('\n');
  }
}

/**
 * OpenAPI 3.0's schemas say an exclusive bound as `minimum` with `exclusiveMinimum: true`
 * (JSON Schema draft 4); the validators' Ajv reads draft 7, where the bound is the number itself.
 */
function draft7<T>(value: T): T {
  if (Array.isArray(value)) return value.map(draft7) as T;
  if (!value || typeof value !== 'object') return value;
  const copy = Object.fromEntries(Object.entries(value).map(([key, child]) => [key, draft7(child)]));
  for (const [flag, bound] of [
    ['exclusiveMinimum', 'minimum'],
    ['exclusiveMaximum', 'maximum'],
  ] as const) {
    if (copy[flag] === true) {
      copy[flag] = copy[bound];
      delete copy[bound];
    } else if (copy[flag] === false) delete copy[flag];
  }
  return copy as T;
}

const rawInput = new WeakMap<FastifyRequest, { body: unknown; query: Record<string, string | string[]> }>();

function rawQuery(url: string): Record<string, string | string[]> {
  const query: Record<string, string | string[]> = {};
  for (const [name, value] of new URLSearchParams(url.split('?')[1] ?? '')) {
    const seen = query[name];
    query[name] = seen === undefined ? value : [...(Array.isArray(seen) ? seen : [seen]), value];
  }
  return query;
}

class OperationChecker {
  private readonly operation: OpenAPIV3.OperationObject;
  private readonly responses: InstanceType<typeof ResponseValidator>;
  private readonly requests: InstanceType<typeof RequestValidator>;
  /** The same checks without the body, for a multipart upload (its parts are the route's to read). */
  private readonly multipartRequests: InstanceType<typeof RequestValidator>;
  private readonly coercer: InstanceType<typeof RequestCoercer>;

  constructor(operation: OpenAPIV3.OperationObject, components: OpenAPIV3.ComponentsObject) {
    this.operation = operation;
    this.responses = new ResponseValidator({
      responses: operation.responses as never,
      components: components as never,
    });
    const parameters = (operation.parameters ?? []) as OpenAPIV3.ParameterObject[];
    const requestBody = operation.requestBody as OpenAPIV3.RequestBodyObject | undefined;
    this.requests = new RequestValidator({ parameters, requestBody, componentSchemas: components as never });
    this.multipartRequests = new RequestValidator({ parameters, componentSchemas: components as never });
    this.coercer = new RequestCoercer({ parameters });
  }

  *response(status: number, contentType: string, payload: unknown): Generator<string> {
    const documented = (this.operation.responses[String(status)] ??
      this.operation.responses[`${String(status)[0]}XX`] ??
      this.operation.responses.default) as OpenAPIV3.ResponseObject | undefined;
    if (!documented) return yield 'status not documented';
    const mediaTypes = Object.keys(documented.content ?? {});
    const mediaType = contentType.split(';')[0]!.trim();
    const hasBody = payload !== undefined && payload !== null && payload !== '';
    if (!hasBody && mediaTypes.length === 0) return;
    if (!mediaTypes.includes(mediaType)) return yield `content type ${mediaType || 'none'} not documented`;
    if (mediaType !== 'application/json' || typeof payload !== 'string') return;
    const invalid = this.responses.validateResponse(status, JSON.parse(payload));
    for (const error of invalid?.errors ?? []) yield `body ${error.path ?? ''} ${error.message}`;
  }

  *request(request: FastifyRequest): Generator<string> {
    const raw = rawInput.get(request);
    const input = {
      headers: request.headers,
      params: { ...(request.params as object) },
      query: { ...raw?.query },
      body: raw?.body,
    };
    this.coercer.coerce(input);
    let validator = this.requests;
    const contentType = request.headers['content-type']?.split(';')[0]?.trim();
    if (contentType === 'multipart/form-data') {
      const documented = (this.operation.requestBody as OpenAPIV3.RequestBodyObject | undefined)?.content ?? {};
      if (!documented[contentType]) yield 'multipart body not documented';
      validator = this.multipartRequests;
    }
    const invalid = validator.validateRequest(input) as {
      errors?: { location?: string; path?: string; message: string }[];
    };
    for (const error of invalid?.errors ?? []) yield `${error.location ?? ''} ${error.path ?? ''} ${error.message}`;
  }
}
