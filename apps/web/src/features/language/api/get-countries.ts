import { useQuery } from '@tanstack/react-query';
import { CLIENT_MESSAGES, isLanguage, type Country } from '@recircuit/contract';
import { ApiError, apiData } from '../../../lib/api';

function isCountry(value: unknown): value is Country {
  if (value === null || typeof value !== 'object') return false;
  const country = value as Record<string, unknown>;
  return (
    typeof country.code === 'string' &&
    typeof country.name === 'string' &&
    typeof country.flag === 'string' &&
    isLanguage(country.language)
  );
}

/** GET /proxy/api/i18n/countries: the dialog's seven countries, named in the request's language. */
export async function getCountries(signal?: AbortSignal): Promise<Country[]> {
  const data = await apiData<unknown>('/api/i18n/countries', { signal, silent: true });
  if (!Array.isArray(data) || !data.every(isCountry)) {
    throw new ApiError({ kind: 'invalid-response', status: 200, code: 200, message: CLIENT_MESSAGES.unknownError });
  }
  return data;
}

/** The names follow the language shown, so each language has its own copy. */
export function useCountries(language: string) {
  return useQuery({
    queryKey: ['i18n', 'countries', language],
    queryFn: ({ signal }) => getCountries(signal),
    staleTime: Infinity,
  });
}
