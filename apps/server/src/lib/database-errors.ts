import { DrizzleQueryError } from 'drizzle-orm';

/**
 * What an error from the database means, for the error handler and the logs. Drizzle
 * wraps the driver's error (node-postgres or PGlite) as `cause` and puts the query and
 * its parameters (emails, password hashes...) in its message; the driver's error
 * carries them too (PGlite: `query`, `params`; PostgreSQL: `detail`, "Failing row
 * contains (...)"). None of that may reach a log.
 */

interface DriverError extends Error {
  code?: unknown;
  severity?: unknown;
  table?: unknown;
  column?: unknown;
  constraint?: unknown;
  routine?: unknown;
}

/** Node's codes for a server that cannot be reached or went away. */
const CONNECTION_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EPIPE',
]);

/** SQLSTATEs of a server that is shutting down, starting up, or out of connections. */
const UNAVAILABLE_SQLSTATES = new Set(['57P01', '57P02', '57P03', '53300']);

/** node-postgres raises these as plain errors, without a code. */
const UNAVAILABLE_MESSAGES = [
  /^Connection terminated/,
  /^timeout exceeded when trying to connect$/,
  /^Client has encountered a connection error and is not queryable$/,
  /^Cannot use a pool after calling end on the pool$/,
];

/** PGlite's own words once closed; its `transaction()` raises them before Drizzle wraps anything. */
const PGLITE_CLOSED = /^PGlite is clos(ed|ing)$/;

/** Errors the database client raised outside a query (a pool that could not connect); see `raisedByDatabase`. */
const fromDatabaseClient = new WeakSet<Error>();

/**
 * Marks an error as the database client's own, for errors that reach the app without Drizzle's
 * wrapper (the pool's `connect()` in a transaction). Returns the error, to be thrown again.
 */
export function raisedByDatabase(error: unknown): unknown {
  if (error instanceof Error) fromDatabaseClient.add(error);
  return error;
}

function causes(error: unknown): Error[] {
  const chain: Error[] = [];
  let current: unknown = error;
  while (current instanceof Error && !chain.includes(current) && chain.length < 10) {
    chain.push(current);
    current = current.cause;
  }
  return chain;
}

function isDriverError(error: Error): boolean {
  return error instanceof DrizzleQueryError || 'severity' in error || 'query' in error || 'params' in error;
}

/** The error in the chain that came from the database, if any. */
function databaseError(error: unknown): { outer: Error; driver: DriverError } | undefined {
  const chain = causes(error);
  const index = chain.findIndex(isDriverError);
  if (index === -1) return undefined;
  // The innermost error is the driver's own (or the socket's); the outer ones only wrap it.
  const driver = chain.at(-1) as DriverError;
  return { outer: chain[index] as Error, driver };
}

function meansUnreachable(link: Error): boolean {
  const code = (link as DriverError).code;
  if (
    typeof code === 'string' &&
    (CONNECTION_CODES.has(code) || UNAVAILABLE_SQLSTATES.has(code) || code.startsWith('08'))
  )
    return true;
  return UNAVAILABLE_MESSAGES.some((pattern) => pattern.test(link.message));
}

/**
 * Whether the error means the database cannot be reached just now (answer 503, not 500). Only
 * the database's own errors count: a query Drizzle wrapped, the driver's error, or one marked
 * by `raisedByDatabase`, and what they wrap. An ECONNRESET from anything else (a client that
 * closed its connection mid-upload, object storage) is not the database's (docs/api.md, "Errors").
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  const chain = causes(error);
  if (chain.some((link) => PGLITE_CLOSED.test(link.message))) return true;
  return fromTheDatabase(chain).some(meansUnreachable);
}

/** The links of the chain from its first database error inwards (none when no link is the database's). */
function fromTheDatabase(chain: Error[]): Error[] {
  const from = chain.findIndex((link) => fromDatabaseClient.has(link) || isDriverError(link));
  return from === -1 ? [] : chain.slice(from);
}

/** Whether PostgreSQL cancelled the statement: its `statement_timeout` ran out (SQLSTATE 57014). */
export function isStatementCancelled(error: unknown): boolean {
  return fromTheDatabase(causes(error)).some((link) => (link as DriverError).code === '57014');
}

/** PostgreSQL quotes the offending value after a colon ('invalid input syntax for type uuid: "..."'). */
function withoutValues(message: string): string {
  return message.replace(/: ".*"$/s, ': "[redacted]"').replace(/at or near ".*"/s, 'at or near "[redacted]"');
}

export interface LoggableError {
  [key: string]: unknown;
  type: string;
  message: string;
  stack: string;
}

const text = (value: unknown): string | undefined => (typeof value === 'string' ? value : undefined);

/**
 * A database error as a log may keep it: the SQLSTATE (or socket) code, the driver's
 * message without values, the names of the table and constraint, and where it was
 * thrown. Returns undefined for any other error.
 */
export function loggableDatabaseError(error: unknown): LoggableError | undefined {
  const found = databaseError(error);
  if (!found) return undefined;
  const { outer, driver } = found;
  const frames = (outer.stack ?? '').split('\n').filter((line) => /^\s+at /.test(line));
  return {
    type: 'DatabaseError',
    code: text(driver.code),
    severity: text(driver.severity),
    message: driver instanceof DrizzleQueryError ? 'Failed query' : withoutValues(driver.message),
    table: text(driver.table),
    column: text(driver.column),
    constraint: text(driver.constraint),
    routine: text(driver.routine),
    stack: [`${outer.name}: query failed (its text and parameters are not logged)`, ...frames].join('\n'),
  };
}
