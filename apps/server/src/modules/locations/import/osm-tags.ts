import { LOCATION_ACCEPTS, type LocationAccepts, type LocationKind } from '@recircuit/contract';
import { cleanOpeningHours, cleanPhone, cleanPostcode, cleanWebsite, text } from './clean.ts';
import type { ImportedPoint } from './types.ts';

/**
 * OSM's `recycling:*` spellings and the contract's accepts value each confirms
 * (docs/decisions/0019-recycling-locator.md). Left out on purpose: car_batteries (a lead-acid
 * battery bank says nothing about household batteries), printer_cartridges and toner
 * (consumables, not devices), fluorescent_tubes and light bulbs.
 */
export const OSM_RECYCLING_TAGS: Readonly<Record<string, LocationAccepts>> = {
  small_appliances: 'small-electricals',
  small_electrical_appliances: 'small-electricals',
  small_electricals: 'small-electricals',
  electrical_appliances: 'small-electricals',
  electrical_items: 'small-electricals',
  electrical: 'small-electricals',
  electricals: 'small-electricals',
  electronics: 'small-electricals',
  electronic_items: 'small-electricals',
  weee: 'small-electricals',
  white_goods: 'large-appliances',
  large_appliances: 'large-appliances',
  large_electrical_appliances: 'large-appliances',
  fridge_and_freezer: 'large-appliances',
  fridges_and_freezers: 'large-appliances',
  fridges: 'large-appliances',
  freezers: 'large-appliances',
  cookers: 'large-appliances',
  ovens: 'large-appliances',
  washing_machines: 'large-appliances',
  batteries: 'batteries',
  household_batteries: 'batteries',
  small_batteries: 'batteries',
  mobile_phones: 'phones',
  phones: 'phones',
  mobile_telephones: 'phones',
  computers: 'computers',
  computer: 'computers',
  laptops: 'computers',
  tablets: 'computers',
  tv_monitor: 'tvs',
  tv_monitors: 'tvs',
  televisions: 'tvs',
  television: 'tvs',
  tvs: 'tvs',
  tv: 'tvs',
  monitors: 'tvs',
  monitor: 'tvs',
  computer_monitors: 'tvs',
  screens: 'tvs',
};

/** What a point of each kind usually takes when its tags do not say: a council centre takes all six. */
export const ASSUMED_BY_KIND: Readonly<Record<LocationKind, readonly LocationAccepts[]>> = {
  'recycling-centre': LOCATION_ACCEPTS,
  retailer: [],
  'charity-shop': [],
  'drop-off': [],
};

const FALLBACK_NAME: Readonly<Record<LocationKind, string>> = {
  'recycling-centre': 'Recycling centre',
  retailer: 'Retailer take-back',
  'charity-shop': 'Charity shop',
  'drop-off': 'Recycling point',
};

export type Tags = Readonly<Record<string, unknown>>;

export function kindOf(tags: Tags): LocationKind {
  if (tags.recycling_type === 'centre') return 'recycling-centre';
  if (tags.shop === 'charity') return 'charity-shop';
  if (typeof tags.shop === 'string' && tags.shop !== 'no') return 'retailer';
  return 'drop-off';
}

/** Tagged `yes` → confirmed; `no` removes the value from what the kind is assumed to take. */
export function acceptsOf(
  tags: Tags,
  kind: LocationKind,
): { accepts: LocationAccepts[]; confirmed: LocationAccepts[] } {
  const yes = new Set<LocationAccepts>();
  const no = new Set<LocationAccepts>();
  for (const [key, value] of Object.entries(tags)) {
    if (!key.startsWith('recycling:') || typeof value !== 'string') continue;
    const accepted = OSM_RECYCLING_TAGS[key.slice('recycling:'.length).toLowerCase()];
    if (!accepted) continue;
    const answer = value.trim().toLowerCase();
    if (answer === 'yes') yes.add(accepted);
    else if (answer === 'no') no.add(accepted);
  }
  const assumed = ASSUMED_BY_KIND[kind].filter((value) => !no.has(value));
  const all = new Set([...yes, ...assumed]);
  // In the contract's order, so the same tags always give the same arrays (and idempotent imports).
  return {
    accepts: LOCATION_ACCEPTS.filter((value) => all.has(value)),
    confirmed: LOCATION_ACCEPTS.filter((value) => yes.has(value)),
  };
}

function addressOf(tags: Tags): string | null {
  const street = [text(tags['addr:housenumber'], 40), text(tags['addr:street'], 120)].filter(Boolean).join(' ');
  const line = street || text(tags['addr:place'], 120);
  const town =
    text(tags['addr:city'], 80) ??
    text(tags['addr:town'], 80) ??
    text(tags['addr:village'], 80) ??
    text(tags['addr:hamlet'], 80);
  const parts = [line, town].filter((part): part is string => Boolean(part));
  return parts.length ? parts.join(', ') : null;
}

/** Counts of values dropped while cleaning, by field. */
export type Dropped = Record<string, number>;

export function countDrop(dropped: Dropped, field: string): void {
  dropped[field] = (dropped[field] ?? 0) + 1;
}

/** One OSM object as a point, or the reason it is left out. */
export function pointFromOsm(
  sourceId: string,
  tags: Tags,
  lat: number,
  lng: number,
  dropped: Dropped,
): ImportedPoint | { skip: string } {
  const kind = kindOf(tags);
  const { accepts, confirmed } = acceptsOf(tags, kind);
  if (accepts.length === 0) return { skip: 'accepts none of the six kinds of electricals' };
  const postcode = cleanPostcode(tags['addr:postcode']);
  if (tags['addr:postcode'] && !postcode) countDrop(dropped, 'postcode');
  const rawWebsite = tags.website ?? tags['contact:website'] ?? tags.url;
  const website = cleanWebsite(rawWebsite);
  if (rawWebsite && !website) countDrop(dropped, 'website');
  const rawPhone = tags.phone ?? tags['contact:phone'];
  const phone = cleanPhone(rawPhone);
  if (rawPhone && !phone) countDrop(dropped, 'phone');
  const openingHours = cleanOpeningHours(tags.opening_hours, lat, lng);
  if (tags.opening_hours && !openingHours) countDrop(dropped, 'openingHours');
  return {
    sourceId,
    name: text(tags.name, 200) ?? text(tags.operator, 200) ?? text(tags.brand, 200) ?? FALLBACK_NAME[kind],
    kind,
    address: addressOf(tags),
    postcode,
    lat,
    lng,
    accepts,
    acceptsConfirmed: confirmed,
    openingHours,
    website,
    phone,
  };
}
