import type { LocationAccepts, LocationKind } from '@recircuit/contract';
import { OperatorCommandError } from '../../../lib/operator-channel/registry.ts';

/** One drop-off point as read from a source, cleaned and ready to store. */
export interface ImportedPoint {
  /** The source's own id, e.g. `node/123456`. */
  sourceId: string;
  name: string;
  kind: LocationKind;
  address: string | null;
  postcode: string | null;
  lat: number;
  lng: number;
  accepts: LocationAccepts[];
  acceptsConfirmed: LocationAccepts[];
  openingHours: string | null;
  website: string | null;
  phone: string | null;
}

/** What a parser made of one file or answer: the points to store and what it left out. */
export interface ParsedSource {
  /** The file's path, or e.g. "the Overpass API", for messages. */
  label: string;
  format: 'osm-geojson' | 'overpass-json' | 'open3r-csv';
  /** `osm` or `open3r`: points are upserted by (source, sourceId) and retired per source. */
  source: string;
  attribution: string;
  /** When the source says its data was taken; null when unknown. */
  sourceDate: Date | null;
  /** Features, elements or rows read. */
  read: number;
  points: ImportedPoint[];
  /** Rows left out, by reason. */
  skipped: Record<string, number>;
  /** Values dropped while cleaning (the point itself kept), by field. */
  dropped: Record<string, number>;
}

/** A file or answer that cannot be imported; the message names it and says what is wrong. */
export class LocationImportError extends OperatorCommandError {
  constructor(message: string) {
    super(message);
    this.name = 'LocationImportError';
  }
}

export const OSM_ATTRIBUTION = '© OpenStreetMap contributors';
export const OPEN3R_ATTRIBUTION = 'Recycling site data published in the Open3R standard (Open Data Manchester)';
