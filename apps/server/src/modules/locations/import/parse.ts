import { createHash } from 'node:crypto';
import { open, stat } from 'node:fs/promises';
import { parse as parseCsv } from 'csv-parse/sync';
import { LOCATION_ACCEPTS, type LocationAccepts, type LocationKind } from '@recircuit/contract';
import { csvProblem } from '../gazetteer/csv.ts';
import { cleanOpeningHours, cleanPhone, cleanPostcode, cleanWebsite, insideUk, text, toCoordinate } from './clean.ts';
import { ASSUMED_BY_KIND, countDrop, OSM_RECYCLING_TAGS, pointFromOsm, type Dropped } from './osm-tags.ts';
import {
  LocationImportError,
  OPEN3R_ATTRIBUTION,
  OSM_ATTRIBUTION,
  type ImportedPoint,
  type ParsedSource,
} from './types.ts';

/** Larger files are refused: the whole of the UK from Overpass is a few tens of megabytes. */
export const MAX_IMPORT_BYTES = 200 * 1024 * 1024;

export interface ParseOptions {
  /** Names the input in messages: the file's path, or "the Overpass API". */
  label: string;
  /** The date to use when the content carries none (a file's modification time). */
  fallbackDate: Date | null;
  /**
   * A file with a point lacking coordinates or outside the UK is refused (an operator can fix it);
   * the scheduled Overpass refresh instead skips such points and counts them.
   */
  lenient?: boolean;
}

/** Reads one file (at most MAX_IMPORT_BYTES) and parses it in the format its content shows. */
export async function readSourceFile(path: string): Promise<ParsedSource> {
  let info;
  try {
    info = await stat(path);
  } catch {
    throw new LocationImportError(`${path} cannot be read: there is no such file, or it is not readable.`);
  }
  if (!info.isFile()) throw new LocationImportError(`${path} is not a file.`);
  if (info.size > MAX_IMPORT_BYTES) {
    throw new LocationImportError(
      `${path} is ${Math.round(info.size / 1024 / 1024)} MB, more than the ${MAX_IMPORT_BYTES / 1024 / 1024} MB an import reads; split it by region.`,
    );
  }
  const handle = await open(path, 'r');
  let buffer: Buffer;
  try {
    // Read through the handle (not by name) with the cap, in case the file grows after the check.
    buffer = Buffer.alloc(Math.min(info.size + 1, MAX_IMPORT_BYTES + 1));
    const { bytesRead } = await handle.read(buffer, 0, buffer.length, 0);
    if (bytesRead > MAX_IMPORT_BYTES) throw new LocationImportError(`${path} grew past the size an import reads.`);
    buffer = buffer.subarray(0, bytesRead);
  } finally {
    await handle.close();
  }
  return parseSource(buffer, { label: path, fallbackDate: info.mtime });
}

/** Detects the format from the content (JSON: GeoJSON or an Overpass answer; otherwise an Open3R CSV) and parses it. */
export function parseSource(content: Buffer | string, options: ParseOptions): ParsedSource {
  const { label } = options;
  if (typeof content !== 'string' && content.includes(0)) {
    throw new LocationImportError(`${label} is not a text file: expected OSM GeoJSON, Overpass JSON or an Open3R CSV.`);
  }
  const body = (typeof content === 'string' ? content : content.toString('utf8')).replace(/^\uFEFF/, '');
  const start = body.trimStart()[0];
  if (start === undefined) throw new LocationImportError(`${label} is empty.`);
  if (start === '{' || start === '[') {
    let json: unknown;
    try {
      json = JSON.parse(body);
    } catch (error) {
      const detail = error instanceof SyntaxError ? ` (${error.message})` : '';
      throw new LocationImportError(`${label} is not valid JSON${detail}.`);
    }
    if (isObject(json) && json.type === 'FeatureCollection') return parseGeoJson(json, options);
    if (isObject(json) && Array.isArray(json.elements)) return parseOverpass(json, options);
    throw new LocationImportError(
      `${label} is JSON but neither a GeoJSON FeatureCollection nor an Overpass answer (with "elements").`,
    );
  }
  return parseOpen3rCsv(body, options);
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function toDate(value: unknown): Date | null {
  if (typeof value !== 'string' && typeof value !== 'number') return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** A date the GeoJSON's own metadata gives: a timestamp field, else a YYYY-MM-DD in its copyright or description. */
function geoJsonDate(json: Record<string, unknown>): Date | null {
  const holders = [json, json.metadata, json.properties, json.osm3s].filter(isObject);
  for (const holder of holders) {
    for (const key of ['timestamp_osm_base', 'timestamp', 'osm_base', 'date', 'generated']) {
      const date = toDate(holder[key]);
      if (date) return date;
    }
  }
  for (const holder of holders) {
    for (const key of ['copyright', 'description', 'name', 'generator']) {
      const match = typeof holder[key] === 'string' ? /\b(\d{4}-\d{2}-\d{2})\b/.exec(holder[key]) : null;
      const date = match ? toDate(`${match[1]}T00:00:00Z`) : null;
      if (date) return date;
    }
  }
  return null;
}

class Collector {
  readonly points: ImportedPoint[] = [];
  readonly skipped: Record<string, number> = {};
  readonly dropped: Dropped = {};
  private readonly seen = new Set<string>();
  read = 0;
  private readonly options: ParseOptions;

  constructor(options: ParseOptions) {
    this.options = options;
  }

  skip(reason: string): void {
    this.skipped[reason] = (this.skipped[reason] ?? 0) + 1;
  }

  /** Checks the place; a bad one fails the file, or is skipped when lenient. */
  place(what: string, lat: number | null, lng: number | null): { lat: number; lng: number } | null {
    let problem: string | null = null;
    if (lat === null || lng === null) problem = 'has no coordinates';
    else if (Math.abs(lat) > 90 || Math.abs(lng) > 180) problem = `has impossible coordinates (${lat}, ${lng})`;
    else if (!insideUk(lat, lng)) problem = `lies outside the United Kingdom (${lat}, ${lng})`;
    if (!problem) return { lat: lat!, lng: lng! };
    if (this.options.lenient) {
      this.skip(problem.startsWith('lies outside') ? 'outside the United Kingdom' : 'no usable coordinates');
      return null;
    }
    throw new LocationImportError(`${this.options.label}: ${what} ${problem}; nothing was imported.`);
  }

  add(result: ImportedPoint | { skip: string }): void {
    if ('skip' in result) return this.skip(result.skip);
    if (this.seen.has(result.sourceId)) return this.skip('appears twice in the input');
    this.seen.add(result.sourceId);
    this.points.push(result);
  }

  result(format: ParsedSource['format'], source: string, attribution: string, sourceDate: Date | null): ParsedSource {
    return {
      label: this.options.label,
      format,
      source,
      attribution,
      sourceDate,
      read: this.read,
      points: this.points,
      skipped: this.skipped,
      dropped: this.dropped,
    };
  }
}

function parseGeoJson(json: Record<string, unknown>, options: ParseOptions): ParsedSource {
  const { label } = options;
  if (!Array.isArray(json.features))
    throw new LocationImportError(`${label} is a FeatureCollection without "features".`);
  const collect = new Collector(options);
  json.features.forEach((feature: unknown, index) => {
    collect.read += 1;
    const what = `feature ${index + 1}`;
    if (!isObject(feature)) throw new LocationImportError(`${label}: ${what} is not a GeoJSON feature.`);
    const properties = isObject(feature.properties) ? feature.properties : {};
    const id = text(properties['@id'] ?? feature.id ?? properties.id, 100);
    if (!id)
      throw new LocationImportError(
        `${label}: ${what} has no OSM id ("@id" or "id"), so it cannot be kept up to date.`,
      );
    const geometry = isObject(feature.geometry) ? feature.geometry : null;
    if (geometry && geometry.type !== 'Point') {
      throw new LocationImportError(
        `${label}: ${what} (${id}) is a ${String(geometry.type)}; only Point features are read.`,
      );
    }
    const coordinates = Array.isArray(geometry?.coordinates) ? geometry.coordinates : [];
    const place = collect.place(`${what} (${id})`, toCoordinate(coordinates[1]), toCoordinate(coordinates[0]));
    if (!place) return;
    collect.add(pointFromOsm(normaliseOsmId(id), properties, place.lat, place.lng, collect.dropped));
  });
  return collect.result('osm-geojson', 'osm', OSM_ATTRIBUTION, geoJsonDate(json) ?? options.fallbackDate);
}

/** `node/1`, `n1` and `https://www.openstreetmap.org/node/1` are one object. */
function normaliseOsmId(id: string): string {
  const match = /(node|way|relation)\/(\d+)$/.exec(id) ?? /^([nwr])(\d+)$/.exec(id);
  if (!match) return id;
  const type = { n: 'node', w: 'way', r: 'relation' }[match[1]!] ?? match[1];
  return `${type}/${match[2]}`;
}

export function parseOverpass(json: Record<string, unknown>, options: ParseOptions): ParsedSource {
  const { label } = options;
  // Overpass answers 200 with a remark when the query ran out of time or memory: the elements are then incomplete.
  if (typeof json.remark === 'string' && /error/i.test(json.remark)) {
    throw new LocationImportError(`${label} is an incomplete Overpass answer (${json.remark.slice(0, 200)}).`);
  }
  const elements = json.elements as unknown[];
  const collect = new Collector(options);
  elements.forEach((element, index) => {
    collect.read += 1;
    if (!isObject(element)) throw new LocationImportError(`${label}: element ${index + 1} is not an object.`);
    const type = element.type;
    const id = typeof element.id === 'number' || typeof element.id === 'string' ? String(element.id) : null;
    if ((type !== 'node' && type !== 'way' && type !== 'relation') || !id) {
      throw new LocationImportError(`${label}: element ${index + 1} has no OSM type and id.`);
    }
    const sourceId = `${type}/${id}`;
    if (!isObject(element.tags)) return collect.skip('has no tags');
    const center = isObject(element.center) ? element.center : element;
    const place = collect.place(sourceId, toCoordinate(center.lat), toCoordinate(center.lon));
    if (!place) return;
    collect.add(pointFromOsm(sourceId, element.tags, place.lat, place.lng, collect.dropped));
  });
  const osm3s = isObject(json.osm3s) ? json.osm3s : {};
  const sourceDate = toDate(osm3s.timestamp_osm_base) ?? options.fallbackDate;
  return collect.result('overpass-json', 'osm', OSM_ATTRIBUTION, sourceDate);
}

/** RFC 4180 rows, read by csv-parse: quoted fields may hold commas, quotes ("") and line breaks. */
function csvRows(body: string, label: string): string[][] {
  let rows: string[][];
  try {
    rows = parseCsv(body, { bom: true, relax_column_count: true, skip_empty_lines: true });
  } catch (error) {
    const found = csvProblem(error);
    if (!found) throw error;
    throw new LocationImportError(
      `${label} is not valid CSV: ${found.problem} (line ${found.line}); nothing was imported.`,
    );
  }
  return rows.filter((cells) => cells.some((cell) => cell.trim() !== ''));
}

/**
 * The Open3R columns read (https://opendatamanchester.github.io/Open3R/, "Open3R Standard Spreadsheet
 * Format"), matched without regard to case, spaces or underscores; the aliases after the first
 * name of each are common spellings of other exports. docs/decisions/0019-recycling-locator.md lists them.
 */
export const OPEN3R_COLUMNS = {
  id: ['identifier', 'id', 'siteid'],
  name: ['name', 'sitename'],
  type: ['rwstype', 'sitetype', 'type'],
  website: ['url', 'website'],
  addressName: ['siteaddressname'],
  street: ['siteaddressstreet', 'address', 'street'],
  city: ['siteaddresscity', 'city', 'town'],
  postcode: ['siteaddresspostcode', 'postcode'],
  lat: ['latitude', 'lat'],
  lng: ['longitude', 'lng', 'lon', 'long'],
  openingHours: ['openinghours', 'hours'],
  phone: ['telephone', 'phone', 'contactphone'],
  materials: ['materials', 'accepts', 'materialsaccepted', 'acceptedmaterials'],
  attribution: ['attribution', 'licence', 'license'],
} as const;

const MATERIAL_WORDS: Readonly<Record<string, LocationAccepts>> = {
  ...OSM_RECYCLING_TAGS,
  ...Object.fromEntries(LOCATION_ACCEPTS.map((value) => [value.replace(/-/g, '_'), value])),
  small_electrical_items: 'small-electricals',
  waste_electrical_and_electronic_equipment: 'small-electricals',
  fridges_freezers: 'large-appliances',
  fridges_and_freezers: 'large-appliances',
  battery: 'batteries',
  it_equipment: 'computers',
  tvs_and_monitors: 'tvs',
};

function kindFromType(value: string | null): LocationKind {
  const type = (value ?? '').toLowerCase();
  if (/hwrc|household waste|recycling cent|civic amenity|\bcentre\b/.test(type)) return 'recycling-centre';
  if (/charity/.test(type)) return 'charity-shop';
  if (/retail|shop|store|take.?back/.test(type)) return 'retailer';
  return 'drop-off';
}

function parseOpen3rCsv(body: string, options: ParseOptions): ParsedSource {
  const { label } = options;
  const rows = csvRows(body, label);
  const header = (rows[0] ?? []).map((cell) => cell.toLowerCase().replace(/[\s_-]+/g, ''));
  const column = (names: readonly string[]) => {
    for (const name of names) {
      const index = header.indexOf(name);
      if (index >= 0) return index;
    }
    return -1;
  };
  const at = Object.fromEntries(Object.entries(OPEN3R_COLUMNS).map(([key, names]) => [key, column(names)])) as Record<
    keyof typeof OPEN3R_COLUMNS,
    number
  >;
  if (header.length < 2 || at.lat < 0 || at.lng < 0) {
    throw new LocationImportError(
      `${label} is neither JSON nor a CSV with a header row naming latitude and longitude columns: expected OSM GeoJSON, Overpass JSON or an Open3R CSV.`,
    );
  }
  const collect = new Collector(options);
  const dropped = collect.dropped;
  let attribution: string | null = null;
  rows.slice(1).forEach((cells, index) => {
    collect.read += 1;
    const cell = (key: keyof typeof OPEN3R_COLUMNS) => (at[key] >= 0 ? text(cells[at[key]], 500) : null);
    const what = `row ${index + 2}`;
    const place = collect.place(what, toCoordinate(cell('lat')), toCoordinate(cell('lng')));
    if (!place) return;
    attribution ??= cell('attribution');
    const kind = kindFromType(cell('type'));
    const named = new Set<LocationAccepts>();
    for (const item of (cell('materials') ?? '').split(/[;,|/]/)) {
      const word = item
        .trim()
        .toLowerCase()
        .replace(/^recycling:/, '')
        .replace(/&/g, 'and')
        .replace(/[\s-]+/g, '_');
      const accepted = MATERIAL_WORDS[word];
      if (accepted) named.add(accepted);
    }
    const all = new Set([...named, ...ASSUMED_BY_KIND[kind]]);
    const accepts = LOCATION_ACCEPTS.filter((value) => all.has(value));
    if (!accepts.length) return collect.skip('accepts none of the six kinds of electricals');
    const name = cell('name') ?? (kind === 'recycling-centre' ? 'Recycling centre' : 'Recycling point');
    // Without an identifier column, the point's name and place stand in for one.
    const sourceId =
      cell('id') ??
      `sha1:${createHash('sha1')
        .update(`${name}|${place.lat.toFixed(5)}|${place.lng.toFixed(5)}`)
        .digest('hex')
        .slice(0, 20)}`;
    const postcode = cleanPostcode(cell('postcode'));
    if (cell('postcode') && !postcode) countDrop(dropped, 'postcode');
    const website = cleanWebsite(cell('website'));
    if (cell('website') && !website) countDrop(dropped, 'website');
    const phone = cleanPhone(cell('phone'));
    if (cell('phone') && !phone) countDrop(dropped, 'phone');
    const openingHours = cleanOpeningHours(cell('openingHours'), place.lat, place.lng);
    if (cell('openingHours') && !openingHours) countDrop(dropped, 'openingHours');
    const address = [cell('addressName'), cell('street'), cell('city')].filter(Boolean).join(', ') || null;
    collect.add({
      sourceId,
      name: name.slice(0, 200),
      kind,
      address,
      postcode,
      lat: place.lat,
      lng: place.lng,
      accepts,
      acceptsConfirmed: LOCATION_ACCEPTS.filter((value) => named.has(value)),
      openingHours,
      website,
      phone,
    });
  });
  return collect.result('open3r-csv', 'open3r', attribution ?? OPEN3R_ATTRIBUTION, options.fallbackDate);
}
