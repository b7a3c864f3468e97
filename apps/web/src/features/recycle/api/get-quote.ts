import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Quote } from '@recircuit/contract';
import { apiData } from '../../../lib/api';
import { isComplete, type Selection } from '../model/cascade';

/** GET /api/device-recycle/quote: price, the model's class (recycle or current), commission, voucher and partner offers. */
export function getQuote(selection: Selection, signal?: AbortSignal): Promise<Quote> {
  return apiData<Quote>('/api/device-recycle/quote', { query: { ...selection }, signal, silent: true });
}

export const quoteQueryOptions = (selection: Selection) =>
  queryOptions({
    queryKey: ['catalogue', 'quote', selection],
    queryFn: ({ signal }) => getQuote(selection, signal),
    enabled: isComplete(selection),
  });

export function useQuote(selection: Selection) {
  return useQuery(quoteQueryOptions(selection));
}
