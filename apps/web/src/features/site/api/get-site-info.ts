import { queryOptions, useQuery } from '@tanstack/react-query';
import { CLIENT_MESSAGES, type SiteInfo } from '@recircuit/contract';
import { ApiError, apiData } from '../../../lib/api';

type Fields = Record<string, unknown>;

/** Whether `value` is an object whose `fields` are all strings. */
function hasStrings(value: unknown, fields: readonly string[]): value is Fields {
  return (
    value !== null && typeof value === 'object' && fields.every((field) => typeof (value as Fields)[field] === 'string')
  );
}

/**
 * The shape check of `siteInfoSchema`, written out by hand: the footer is on every first
 * load, and the zod runtime would cost more than the whole rest of the footer.
 */
export function isSiteInfo(value: unknown): value is SiteInfo {
  if (!hasStrings(value, ['contactEmail', 'contactPhone', 'version'])) return false;
  const { mapTiles, company, hub } = value;
  return (
    (mapTiles == null || hasStrings(mapTiles, ['url', 'attribution'])) &&
    hasStrings(company, ['name', 'number', 'address']) &&
    hasStrings(hub, ['name', 'postcode', 'openingHours']) &&
    Array.isArray(hub.addressLines) &&
    hub.addressLines.every((line) => typeof line === 'string')
  );
}

/** GET /proxy/site: public settings such as the footer's contact details. */
export async function getSiteInfo(signal?: AbortSignal): Promise<SiteInfo> {
  // The footer shows its own fallback text, so a failure here is not toasted.
  const data = await apiData<unknown>('/site', { signal, silent: true });
  if (!isSiteInfo(data)) {
    throw new ApiError({ kind: 'invalid-response', status: 200, code: 200, message: CLIENT_MESSAGES.unknownError });
  }
  return { ...data, mapTiles: data.mapTiles ?? null };
}

export const siteInfoQueryOptions = () =>
  queryOptions({
    queryKey: ['site-info'],
    queryFn: ({ signal }) => getSiteInfo(signal),
    staleTime: Infinity,
  });

export function useSiteInfo() {
  return useQuery(siteInfoQueryOptions());
}

/** The company that runs the site and its email, as the legal pages show them. */
export function useCompanyFacts() {
  const site = useSiteInfo();
  return {
    company: site.data ? { ...site.data.company, email: site.data.contactEmail } : undefined,
    failed: site.isError,
  };
}
