import type { FastifyInstance } from 'fastify';
import type { ImportSummary, LocationsImporter } from './importer.ts';
import { OSM_RECYCLING_TAGS } from './osm-tags.ts';
import { MAX_IMPORT_BYTES, parseOverpass } from './parse.ts';
import { LocationImportError } from './types.ts';

const DAY_MS = 24 * 60 * 60_000;
const LABEL = 'the Overpass API';

export interface OverpassOptions {
  /** How long to wait for the whole answer. */
  timeoutMs?: number;
  /** Larger answers are refused. */
  maxBytes?: number;
}

export interface OverpassScheduleOptions extends OverpassOptions {
  /** How often to look whether the stored OpenStreetMap data is due for a refresh. */
  checkEveryMs?: number;
  /** The first look after start. */
  firstCheckAfterMs?: number;
  /** Data older than this is refreshed: weekly. */
  maxAgeMs?: number;
}

/**
 * The UK's drop-off points for electricals and batteries: council recycling centres, recycling
 * points and shops tagged with one of the `recycling:*` spellings the importer maps, with the
 * centre of ways and relations.
 */
export function overpassQuery(timeoutSeconds = 300): string {
  const tags = Object.keys(OSM_RECYCLING_TAGS).join('|');
  return [
    `[out:json][timeout:${timeoutSeconds}];`,
    'area["ISO3166-1"="GB"][admin_level=2]->.uk;',
    '(',
    '  nwr["amenity"="recycling"]["recycling_type"="centre"](area.uk);',
    `  nwr["amenity"="recycling"][~"^recycling:(${tags})$"~"^yes$"](area.uk);`,
    `  nwr["shop"][~"^recycling:(${tags})$"~"^yes$"](area.uk);`,
    ');',
    'out center tags;',
  ].join('\n');
}

/** The server's host for logs and messages: never its path, query or credentials, which may hold a key. */
export function overpassHost(url: string): string {
  try {
    return new URL(url).host;
  } catch {
    return 'an invalid address';
  }
}

async function readCapped(response: Response, maxBytes: number): Promise<string> {
  const declared = Number(response.headers.get('content-length'));
  if (declared > maxBytes) throw new LocationImportError(`${LABEL} answered more than ${maxBytes} bytes.`);
  const chunks: Uint8Array[] = [];
  let size = 0;
  for await (const chunk of response.body ?? []) {
    size += chunk.length;
    if (size > maxBytes) throw new LocationImportError(`${LABEL} answered more than ${maxBytes} bytes.`);
    chunks.push(chunk);
  }
  return Buffer.concat(chunks).toString('utf8');
}

/**
 * Asks the Overpass API for the UK's points and imports them as source `osm`, retiring what it no longer
 * lists. An answer holding fewer than half the points already stored is refused as a likely fault of the
 * server (a cut-off answer would otherwise retire most of the map); so is anything not an Overpass answer.
 */
export async function refreshFromOverpass(
  importer: LocationsImporter,
  overpassUrl: string,
  options: OverpassOptions = {},
): Promise<ImportSummary> {
  const timeoutMs = options.timeoutMs ?? 10 * 60_000;
  const maxBytes = options.maxBytes ?? MAX_IMPORT_BYTES;
  // fetch refuses an address with credentials in it: they travel as Basic authentication instead.
  const address = new URL(overpassUrl);
  const headers: Record<string, string> = {
    'content-type': 'application/x-www-form-urlencoded',
    accept: 'application/json',
  };
  if (address.username || address.password) {
    const credentials = `${decodeURIComponent(address.username)}:${decodeURIComponent(address.password)}`;
    headers.authorization = `Basic ${Buffer.from(credentials).toString('base64')}`;
    address.username = '';
    address.password = '';
  }
  let body: string;
  try {
    const response = await fetch(address, {
      method: 'POST',
      headers,
      body: new URLSearchParams({ data: overpassQuery(Math.floor(timeoutMs / 1000)) }).toString(),
      signal: AbortSignal.timeout(timeoutMs),
    });
    if (!response.ok) {
      await response.body?.cancel().catch(() => {});
      throw new LocationImportError(`${LABEL} answered ${response.status}.`);
    }
    body = await readCapped(response, maxBytes);
  } catch (error) {
    if (error instanceof LocationImportError) throw error;
    const timedOut = error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError');
    throw new LocationImportError(
      timedOut ? `${LABEL} did not answer within ${timeoutMs / 1000} s.` : `${LABEL} could not be reached.`,
    );
  }
  let json: unknown;
  try {
    json = JSON.parse(body);
  } catch {
    throw new LocationImportError(`${LABEL} answered something that is not JSON.`);
  }
  if (typeof json !== 'object' || json === null || !Array.isArray((json as { elements?: unknown }).elements)) {
    throw new LocationImportError(`${LABEL} answered JSON without "elements".`);
  }
  const parsed = parseOverpass(json as Record<string, unknown>, {
    label: LABEL,
    fallbackDate: new Date(),
    lenient: true,
  });
  const stored = await importer.activePointCount('osm');
  if (parsed.points.length < stored / 2) {
    throw new LocationImportError(
      `${LABEL} listed ${parsed.points.length} points where ${stored} are stored; refused as a likely incomplete answer.`,
    );
  }
  const [summary] = await importer.importParsed(parsed);
  return summary!;
}

/**
 * Keeps the OpenStreetMap points fresh (docs/operations.md, "Recycling locations"): every few hours one
 * instance looks at the date of the stored OSM data and, when it is a week old or absent, refreshes it
 * from the Overpass API; the first look comes soon after start. A failure changes nothing and is logged
 * as a warning naming only the server's host.
 */
export function scheduleOverpassRefresh(
  app: FastifyInstance,
  importer: LocationsImporter,
  overpassUrl: string,
  options: OverpassScheduleOptions = {},
): void {
  const maxAgeMs = options.maxAgeMs ?? 7 * DAY_MS;
  const host = overpassHost(overpassUrl);
  app.scheduler.schedule({
    name: 'Overpass refresh',
    everyMs: options.checkEveryMs ?? 6 * 60 * 60_000,
    firstRunAfterMs: options.firstCheckAfterMs ?? 60_000,
    async run() {
      try {
        const newest = await importer.newestSourceDate('osm');
        if (newest && Date.now() - newest.getTime() < maxAgeMs) {
          app.log.info({ overpass: host, dataOf: newest.toISOString() }, 'Overpass refresh not due yet');
          return;
        }
        const summary = await refreshFromOverpass(importer, overpassUrl, options);
        app.log.info(
          {
            overpass: host,
            read: summary.read,
            imported: summary.imported,
            updated: summary.updated,
            restored: summary.restored,
            retired: summary.retired,
            merged: summary.merged,
            skipped: summary.skipped,
          },
          'Overpass refresh done',
        );
      } catch (error) {
        const reason = error instanceof LocationImportError ? error.message : 'the import failed';
        app.log.warn({ overpass: host, reason }, 'Overpass refresh failed; the stored points stay as they were');
        if (!(error instanceof LocationImportError)) app.log.error({ err: error }, 'Overpass refresh error');
      }
    },
  });
}
