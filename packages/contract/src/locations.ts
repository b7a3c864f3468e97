import { z } from 'zod';
import { fillMessage } from './fill-message.ts';
import { strictQuery } from './query.ts';
import { UK_BOUNDS } from './admin-partners.ts';
import { LOCATION_ACCEPTS, LOCATION_KINDS, LOCATION_LIMITS, LOCATION_MESSAGES } from './location-terms.ts';

export { LOCATION_ACCEPTS, LOCATION_KINDS, LOCATION_LIMITS, LOCATION_MESSAGES } from './location-terms.ts';
import type { LocationAccepts } from './location-terms.ts';
export type { LocationAccepts, LocationKind } from './location-terms.ts';

const INVALID_ACCEPTS = fillMessage(LOCATION_MESSAGES.invalidAccepts, { values: LOCATION_ACCEPTS.join(', ') });
const INVALID_RADIUS = fillMessage(LOCATION_MESSAGES.invalidRadius, { max: LOCATION_LIMITS.radiusMaxMiles });
const INVALID_LIMIT = fillMessage(LOCATION_MESSAGES.invalidLimit, { max: LOCATION_LIMITS.limitMax });

/** `accepts=phones,batteries`: a comma list, each value one of LOCATION_ACCEPTS, no repeats kept. */
const acceptsFilter = z
  .string()
  .max(200, INVALID_ACCEPTS)
  .transform((value, context) => {
    const values = [
      ...new Set(
        value
          .split(',')
          .map((entry) => entry.trim())
          .filter(Boolean),
      ),
    ];
    if (!values.every((entry): entry is LocationAccepts => (LOCATION_ACCEPTS as readonly string[]).includes(entry))) {
      context.addIssue({ code: 'custom', message: INVALID_ACCEPTS });
      return z.NEVER;
    }
    return values;
  });

/** Decimal degrees within ±limit; blank is no number (coercion would read it as 0, near Greenwich). */
const coordinate = (limit: number) =>
  z.preprocess(
    (value) => (typeof value === 'string' && value.trim() === '' ? Number.NaN : value),
    z.coerce
      .number({ error: LOCATION_MESSAGES.invalidPosition })
      .min(-limit, LOCATION_MESSAGES.invalidPosition)
      .max(limit, LOCATION_MESSAGES.invalidPosition),
  );

/**
 * A search starts from a postcode or place (`q`) or from a position (`lat` and `lng`, the
 * browser's location): one of the two, never both; a position must lie in UK_BOUNDS.
 */
export const locationSearchQuerySchema = strictQuery({
  q: z
    .string({ error: LOCATION_MESSAGES.invalidQuery })
    .trim()
    .min(1, LOCATION_MESSAGES.invalidQuery)
    .max(LOCATION_LIMITS.queryMaxLength, LOCATION_MESSAGES.invalidQuery)
    .optional(),
  lat: coordinate(90).optional(),
  lng: coordinate(180).optional(),
  radius: z.coerce
    .number({ error: INVALID_RADIUS })
    .min(1, INVALID_RADIUS)
    .max(LOCATION_LIMITS.radiusMaxMiles, INVALID_RADIUS)
    .default(LOCATION_LIMITS.radiusDefaultMiles),
  limit: z.coerce
    .number({ error: INVALID_LIMIT })
    .int(INVALID_LIMIT)
    .min(1, INVALID_LIMIT)
    .max(LOCATION_LIMITS.limitMax, INVALID_LIMIT)
    .default(LOCATION_LIMITS.limitDefault),
  accepts: acceptsFilter.optional(),
}).superRefine((query, context) => {
  const position = query.lat !== undefined || query.lng !== undefined;
  if (query.q !== undefined && position) {
    context.addIssue({ code: 'custom', path: ['q'], message: LOCATION_MESSAGES.placeOrPosition });
  } else if (!position) {
    if (query.q === undefined)
      context.addIssue({ code: 'custom', path: ['q'], message: LOCATION_MESSAGES.invalidQuery });
  } else if (query.lat === undefined || query.lng === undefined) {
    const missing = query.lat === undefined ? 'lat' : 'lng';
    context.addIssue({ code: 'custom', path: [missing], message: LOCATION_MESSAGES.invalidPosition });
  } else if (
    query.lat < UK_BOUNDS.minLat ||
    query.lat > UK_BOUNDS.maxLat ||
    query.lng < UK_BOUNDS.minLng ||
    query.lng > UK_BOUNDS.maxLng
  ) {
    context.addIssue({ code: 'custom', path: ['lat'], message: LOCATION_MESSAGES.outsideGreatBritain });
  }
});
export type LocationSearchQuery = z.input<typeof locationSearchQuerySchema>;

export const locationSchema = z.object({
  id: z.string(),
  name: z.string(),
  kind: z.enum(LOCATION_KINDS),
  address: z.string().nullable(),
  postcode: z.string().nullable(),
  lat: z.number(),
  lng: z.number(),
  /** Everything it takes: confirmed by the source's tags, or usually taken by a point of its kind. */
  accepts: z.array(z.enum(LOCATION_ACCEPTS)),
  /** The part of `accepts` the source's tags confirm; the rest is assumed from the kind. */
  acceptsConfirmed: z.array(z.enum(LOCATION_ACCEPTS)),
  /** The OpenStreetMap opening_hours text as published, or null when unknown. */
  openingHours: z.string().nullable(),
  /** Open at the time of the answer (UK time); null when the hours are unknown or cannot be read. */
  openNow: z.boolean().nullable(),
  website: z.string().nullable(),
  phone: z.string().nullable(),
  /** Where the point comes from, e.g. "OpenStreetMap". */
  source: z.string(),
});
export type RecyclingLocation = z.infer<typeof locationSchema>;

export const locationResultSchema = locationSchema.extend({ distanceMiles: z.number() });
export type LocationResult = z.infer<typeof locationResultSchema>;

export const locationSearchResultSchema = z.object({
  origin: z.object({ query: z.string(), lat: z.number(), lng: z.number(), label: z.string() }),
  results: z.array(locationResultSchema),
  /** The credit lines the data's licences ask the page to show. */
  attribution: z.array(z.string()),
});
export type LocationSearchResult = z.infer<typeof locationSearchResultSchema>;

export const locationStatsSchema = z.object({
  points: z.number().int(),
  bySource: z.record(z.string(), z.number().int()),
  byKind: z.record(z.string(), z.number().int()),
  /** When the newest import changed the data, or null when nothing is imported yet. */
  updatedAt: z.string().nullable(),
  attribution: z.array(z.string()),
});
export type LocationStats = z.infer<typeof locationStatsSchema>;

export const locationIdParamsSchema = z.object({ id: z.string().min(1).max(64) });
