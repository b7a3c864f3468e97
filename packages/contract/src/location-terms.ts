// The locator's terms, apart from its schemas: a page that only needs them need not load zod.

/** What a drop-off point takes, in the API's words (docs/api.md, "Recycling locations"). */
export const LOCATION_ACCEPTS = [
  'small-electricals',
  'large-appliances',
  'batteries',
  'phones',
  'computers',
  'tvs',
] as const;
export type LocationAccepts = (typeof LOCATION_ACCEPTS)[number];

/** Household waste recycling centre, retailer take-back counter, charity shop, or another drop-off point. */
export const LOCATION_KINDS = ['recycling-centre', 'retailer', 'charity-shop', 'drop-off'] as const;
export type LocationKind = (typeof LOCATION_KINDS)[number];

export const LOCATION_LIMITS = {
  queryMaxLength: 100,
  radiusDefaultMiles: 10,
  radiusMaxMiles: 50,
  limitDefault: 20,
  limitMax: 100,
} as const;

export const LOCATION_MESSAGES = {
  invalidQuery: 'Please enter a valid UK postcode or place',
  notFound: 'We could not find that location',
  /** Templates: the schema in locations.ts fills them from LOCATION_ACCEPTS and LOCATION_LIMITS. */
  invalidAccepts: 'Choose from {{values}}',
  invalidRadius: 'The radius is a number of miles from 1 to {{max}}',
  invalidLimit: 'The limit is a whole number from 1 to {{max}}',
  busy: 'Many people are searching just now. Please try again in a moment.',
  /** A BT postcode, a place or a position in Northern Ireland: the gazetteer and the points cover Great Britain. */
  northernIreland:
    'Northern Ireland is not covered yet: the locator finds drop-off points in England, Scotland and Wales only',
  /** A position (lat and lng) outside Great Britain. */
  outsideGreatBritain: 'That position is outside Great Britain: the locator covers England, Scotland and Wales',
  invalidPosition: 'A position is a latitude (lat) and a longitude (lng) in decimal degrees, both given',
  placeOrPosition: 'Search by a postcode or place (q) or by a position (lat and lng), not both',
} as const;
