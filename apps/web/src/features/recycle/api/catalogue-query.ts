import { apiData, isApiError } from '../../../lib/api';
import { toast } from '../../../lib/toast';

/**
 * A catalogue read that shows its own toast on failure (not the API client's generic
 * one), once per message while it is on screen, then rethrows for the query's error state.
 */
export async function catalogueGet<T>(
  path: string,
  query: Record<string, string | number>,
  failure: string,
  signal?: AbortSignal,
): Promise<T> {
  try {
    return await apiData<T>(path, { query, signal, silent: true });
  } catch (error) {
    if (!(isApiError(error) && error.kind === 'aborted')) toast.error(failure, { id: `catalogue:${failure}` });
    throw error;
  }
}
