import pg from 'pg';
import { raisedByDatabase } from '../lib/database-errors.ts';

/**
 * A node-postgres pool that survives the database going away.
 *
 * - A client losing its connection while idle, or while checked out between two queries,
 *   emits 'error'; without a listener that would crash the process.
 * - Drizzle's `transaction()` never releases its client when `begin` fails (drizzle-orm
 *   0.45, node-postgres session), so each outage would leak a connection until the pool
 *   is exhausted for good. A checked-out client whose connection breaks is therefore
 *   handed back (and dropped) at once, and a later release of it does nothing.
 */
export class ResilientPool extends pg.Pool {
  constructor(config: pg.PoolConfig) {
    super(config);
    // Idle clients: the pool drops them itself; the next query opens a new connection.
    this.on('error', () => {});
  }

  override connect(): Promise<pg.PoolClient>;
  override connect(
    callback: (err: Error | undefined, client: pg.PoolClient | undefined, done: (release?: unknown) => void) => void,
  ): void;
  override connect(
    callback?: (err: Error | undefined, client: pg.PoolClient | undefined, done: (release?: unknown) => void) => void,
  ): Promise<pg.PoolClient> | void {
    // pool.query() checks out with a callback and guards its client itself.
    if (callback) return super.connect(callback);
    // Drizzle does not wrap this checkout's errors: marked, a refused connection still reads as the database's.
    return super.connect().then(releasedWhenBroken, (error: unknown) => {
      throw raisedByDatabase(error);
    });
  }
}

function releasedWhenBroken(client: pg.PoolClient): pg.PoolClient {
  const release = client.release.bind(client);
  let released = false;
  const onBroken = (error: Error) => client.release(error);
  client.release = (error?: Error | boolean) => {
    if (released) return;
    released = true;
    client.off('error', onBroken);
    release(error);
  };
  client.on('error', onBroken);
  return client;
}
