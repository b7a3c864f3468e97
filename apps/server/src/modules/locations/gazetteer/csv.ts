import { createReadStream } from 'node:fs';
import { createInterface } from 'node:readline';
import type { Readable } from 'node:stream';
import { createGunzip } from 'node:zlib';

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

/**
 * RFC 4180 records from a stream of text: fields separated by commas, quoted with `"` when they
 * hold a comma, a quote (doubled) or a line break. Empty lines are skipped.
 */
export async function* readCsv(input: Readable): AsyncGenerator<CsvRecord> {
  const lines = createInterface({ input, crlfDelay: Infinity });
  let lineNumber = 0;
  let pending: { fields: string[]; field: string; line: number } | undefined;
  for await (const line of lines) {
    lineNumber += 1;
    if (pending) {
      const done = parseLine(line, pending.fields, `${pending.field}\n`, pending.line, true);
      if (done.open) pending.field = done.field;
      else {
        yield { fields: pending.fields, line: pending.line };
        pending = undefined;
      }
      continue;
    }
    if (line === '') continue;
    if (!line.includes('"')) {
      yield { fields: line.split(','), line: lineNumber };
      continue;
    }
    const fields: string[] = [];
    const done = parseLine(line, fields, '', lineNumber, false);
    if (done.open) pending = { fields, field: done.field, line: lineNumber };
    else yield { fields, line: lineNumber };
  }
  if (pending) throw new CsvSyntaxError('a quoted field is never closed', pending.line);
}

/**
 * Adds the fields of one physical line to `fields`. `field` is the text carried over from the
 * previous line when `quoted` (a quoted field holding a line break). Returns whether the line
 * ended inside a quoted field, and that field's text so far.
 */
function parseLine(
  line: string,
  fields: string[],
  field: string,
  recordLine: number,
  quoted: boolean,
): { open: boolean; field: string } {
  let current = field;
  let inQuotes = quoted;
  let fieldStart = !quoted;
  for (let i = 0; i < line.length; i += 1) {
    const char = line[i];
    if (inQuotes) {
      if (char !== '"') current += char;
      else if (line[i + 1] === '"') {
        current += '"';
        i += 1;
      } else {
        inQuotes = false;
        const next = line[i + 1];
        if (next !== undefined && next !== ',') {
          throw new CsvSyntaxError('a closing quote is followed by something other than a comma', recordLine);
        }
      }
    } else if (char === ',') {
      fields.push(current);
      current = '';
      fieldStart = true;
      continue;
    } else if (char === '"') {
      if (!fieldStart) throw new CsvSyntaxError('a quote appears inside an unquoted field', recordLine);
      inQuotes = true;
    } else current += char;
    fieldStart = false;
  }
  if (inQuotes) return { open: true, field: current };
  fields.push(current);
  return { open: false, field: '' };
}
