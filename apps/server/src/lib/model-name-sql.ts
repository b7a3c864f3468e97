import { sql, type SQL, type AnyColumn } from 'drizzle-orm';

/**
 * Brand and model name in SQL, the brand not said twice when the name begins with it: the rule
 * of modelDisplayName (packages/contract/src/model-name.ts), for lists that search and sort by
 * the name staff read. Null when either is null, as `brand || ' ' || name` was.
 */
export function modelNameSql(brand: AnyColumn, name: AnyColumn): SQL<string | null> {
  return sql<string | null>`case
    when lower(${name}) = lower(${brand})
      or left(lower(${name}), length(${brand}) + 1) = lower(${brand}) || ' '
    then ${name}
    else ${brand} || ' ' || ${name}
  end`;
}
