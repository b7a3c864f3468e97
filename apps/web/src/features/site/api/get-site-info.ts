import { queryOptions, useQuery } from '@tanstack/react-query';
import { CLIENT_MESSAGES, type SiteInfo } from '@recircuit/contract';
import { ApiError, apiData } from '../../../lib/api';

const SITE_INFO_FIELDS = ['contactEmail', 'contactPhone', 'version'] as const satisfies readonly (keyof SiteInfo)[];

/**
 * The shape check of `siteInfoSchema`, written out by hand: the footer is on every first
 * load, and the zod runtime would cost more than the whole rest of the footer.
 */
export function isSiteInfo(value: unknown): value is SiteInfo {
  if (value === null || typeof value !== 'object') return false;
  const record = value as Record<string, unknown>;
  return (
    SITE_INFO_FIELDS.every((field) => typeof record[field] === 'string') &&
    isMapTiles(record.mapTiles) &&
    isCompany(record.company) &&
    isHub(record.hub)
  );
}

function isHub(value: unknown): value is SiteInfo['hub'] {
  if (value === null || typeof value !== 'object') return false;
  const hub = value as Record<string, unknown>;
  return (
    (['name', 'postcode', 'openingHours'] as const).every((field) => typeof hub[field] === 'string') &&
    Array.isArray(hub.addressLines) &&
    hub.addressLines.every((line) => typeof line === 'string')
  );
}

function isCompany(value: unknown): value is SiteInfo['company'] {
  if (value === null || typeof value !== 'object') return false;
  const company = value as Record<string, unknown>;
  return (['name', 'number', 'address'] as const).every((field) => typeof company[field] === 'string');
}

function isMapTiles(value: unknown): value is SiteInfo['mapTiles'] | undefined {
  if (value === null || value === undefined) return true;
  if (typeof value !== 'object') return false;
  const tiles = value as Record<string, unknown>;
  return typeof tiles.url === 'string' && typeof tiles.attribution === 'string';
}

/** GET /proxy/site: public settings such as the footer's contact details. */
export async function getSiteInfo(signal?: AbortSignal): Promise<SiteInfo> {
  // The footer shows its own fallback text, so a failure here is not toasted.
  const data = await apiData<unknown>('/site', { signal, silent: true });
  if (!isSiteInfo(data)) {
    throw new ApiError({ kind: 'invalid-response', status: 200, code: 200, message: CLIENT_MESSAGES.unknownError });
  }
  const { contactEmail, contactPhone, mapTiles, version, company, hub } = data;
  return {
    contactEmail,
    contactPhone,
    mapTiles: mapTiles ? { url: mapTiles.url, attribution: mapTiles.attribution } : null,
    version,
    company: { name: company.name, number: company.number, address: company.address },
    hub: {
      name: hub.name,
      addressLines: [...hub.addressLines],
      postcode: hub.postcode,
      openingHours: hub.openingHours,
    },
  };
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
