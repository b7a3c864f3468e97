import { getTableColumns, sql, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';

/**
 * The `set` of an upsert that takes the named columns from the row that was refused
 * (`excluded.<column>`): how seeds update reference data in place.
 */
export function fromExcluded<T extends PgTable>(
  table: T,
  keys: (keyof T['_']['columns'] & string)[],
): Record<string, SQL> {
  const columns = getTableColumns(table);
  return Object.fromEntries(keys.map((key) => [key, sql.raw(`excluded."${columns[key]!.name}"`)]));
}
