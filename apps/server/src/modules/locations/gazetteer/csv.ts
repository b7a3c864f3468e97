import { createReadStream } from 'node:fs';
import { pipeline, type Readable } from 'node:stream';
import { createGunzip } from 'node:zlib';
import { CsvError, parse } from 'csv-parse';

/** One CSV record and the line of the file it starts on (1 is the header). */
export interface CsvRecord {
  fields: string[];
  line: number;
}

export class CsvSyntaxError extends Error {
  readonly line: number;
  constructor(message: string, line: number) {
    super(message);
    this.name = 'CsvSyntaxError';
    this.line = line;
  }
}

/** The file's text as a stream, unzipped on the way when its name ends in `.gz`; never read whole. */
export function openTextStream(path: string): Readable {
  const file = createReadStream(path);
  if (!path.endsWith('.gz')) return file;
  const gunzip = createGunzip();
  file.on('error', (error) => gunzip.destroy(error));
  return file.pipe(gunzip);
}

const SYNTAX_ERRORS: Readonly<Record<string, string>> = {
  CSV_QUOTE_NOT_CLOSED: 'a quoted field is never closed',
  CSV_INVALID_CLOSING_QUOTE: 'a closing quote is followed by something other than a comma',
  INVALID_OPENING_QUOTE: 'a quote appears inside an unquoted field',
};

/** What a csv-parse error means, in this app's words, and its line; undefined for any other error. */
export function csvProblem(error: unknown): { problem: string; line: number } | undefined {
  if (!(error instanceof CsvError)) return undefined;
  return {
    problem: SYNTAX_ERRORS[error.code] ?? 'it is not valid CSV',
    line: typeof error.lines === 'number' ? error.lines : 0,
  };
}

/**
 * RFC 4180 records from a stream of text, read by csv-parse: fields separated by commas, quoted
 * with `"` when they hold a comma, a quote (doubled) or a line break. Empty lines are skipped.
 */
export async function* readCsv(input: Readable): AsyncGenerator<CsvRecord> {
  const records = parse({ bom: true, info: true, relax_column_count: true, skip_empty_lines: true });
  // A read error (a broken gzip stream) ends the records with that error, rather than leaving them waiting.
  pipeline(input, records, () => undefined);
  try {
    for await (const { record, info } of records as AsyncIterable<{ record: string[]; info: { lines: number } }>) {
      // csv-parse counts lines to the record's end: a field's line breaks put its start earlier.
      const breaks = record.reduce((count, field) => count + field.split('\n').length - 1, 0);
      yield { fields: record, line: info.lines - breaks };
    }
  } catch (error) {
    const found = csvProblem(error);
    throw found ? new CsvSyntaxError(found.problem, found.line) : error;
  }
}
