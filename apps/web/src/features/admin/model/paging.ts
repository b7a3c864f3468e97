/** Paging of the console's tables: pages of `limit` rows read with `offset`, counted from 1 for people. */
export const CONSOLE_PAGE_SIZE = 25;

export function pageCount(total: number, limit = CONSOLE_PAGE_SIZE): number {
  return Math.max(1, Math.ceil(Math.max(0, total) / limit));
}

export function offsetOf(page: number, limit = CONSOLE_PAGE_SIZE): number {
  return (Math.max(1, Math.floor(page)) - 1) * limit;
}

/** "26–50 of 120" as numbers: the first and last row shown (0 and 0 when there are none). */
export function shownRange(page: number, total: number, shown: number, limit = CONSOLE_PAGE_SIZE) {
  if (total <= 0 || shown <= 0) return { first: 0, last: 0 };
  const first = offsetOf(page, limit) + 1;
  return { first, last: first + shown - 1 };
}

/** A page number from the address: a whole number of at least 1, else 1. */
export function parsePage(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 && page <= 100_000 ? page : 1;
}
