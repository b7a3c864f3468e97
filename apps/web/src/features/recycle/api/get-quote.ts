import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Condition, Quote } from '@recircuit/contract';
import { apiData } from '../../../lib/api';
import { isComplete, type Selection } from '../model/cascade';

/**
 * GET /api/device-recycle/quote: price, the grade priced, the model's class (recycle or current), commission,
 * voucher and partner offers. With the condition answers the server takes the grade from them, and says whether
 * the device is locked to an account (docs/api.md, "Condition answers decide the grade").
 */
export function getQuote(selection: Selection, condition: Condition, signal?: AbortSignal): Promise<Quote> {
  return apiData<Quote>('/api/device-recycle/quote', { query: { ...selection, ...condition }, signal, silent: true });
}

export const quoteQueryOptions = (selection: Selection, condition: Condition = {}) =>
  queryOptions({
    queryKey: ['catalogue', 'quote', selection, condition],
    queryFn: ({ signal }) => getQuote(selection, condition, signal),
    enabled: isComplete(selection),
  });

export function useQuote(selection: Selection, condition?: Condition) {
  return useQuery(quoteQueryOptions(selection, condition));
}
