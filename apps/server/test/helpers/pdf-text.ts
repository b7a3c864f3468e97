import { inflateSync } from 'node:zlib';

/**
 * Reads back what pdfkit wrote, without a PDF library: its objects are plain, its streams
 * deflated, and its text hex strings of glyph ids that each embedded font's ToUnicode CMap
 * turns back into characters (a standard font's hex is WinAnsi bytes, read as latin1).
 */
interface PdfObject {
  dict: string;
  stream?: Buffer;
}

function objectsOf(pdf: Buffer): Map<number, PdfObject> {
  const raw = pdf.toString('latin1');
  const objects = new Map<number, PdfObject>();
  const header = /(\d+) 0 obj\s*/g;
  let match: RegExpExecArray | null;
  while ((match = header.exec(raw))) {
    const start = header.lastIndex;
    const streamAt = raw.indexOf('stream', start);
    const endAt = raw.indexOf('endobj', start);
    if (streamAt === -1 || streamAt > endAt) {
      objects.set(Number(match[1]), { dict: raw.slice(start, endAt) });
      continue;
    }
    const dict = raw.slice(start, streamAt);
    const length = Number(/\/Length (\d+)/.exec(dict)?.[1]);
    const dataAt = raw.indexOf('\n', streamAt) + 1;
    const data = pdf.subarray(dataAt, dataAt + length);
    objects.set(Number(match[1]), { dict, stream: /\/FlateDecode/.test(dict) ? inflateSync(data) : data });
    header.lastIndex = dataAt + length;
  }
  return objects;
}

const utf16be = (hex: string) => Buffer.from(hex.replace(/\s/g, ''), 'hex').swap16().toString('utf16le');

/** Glyph id → text, from a ToUnicode CMap's bfchar and bfrange entries. */
function toUnicode(cmap: string): Map<number, string> {
  const map = new Map<number, string>();
  for (const block of cmap.matchAll(/beginbfchar([\s\S]*?)endbfchar/g)) {
    for (const [, src, dst] of block[1]!.matchAll(/<([0-9a-fA-F]+)>\s*<([0-9a-fA-F\s]+)>/g)) {
      map.set(parseInt(src!, 16), utf16be(dst!));
    }
  }
  for (const block of cmap.matchAll(/beginbfrange([\s\S]*?)endbfrange/g)) {
    for (const [, lo, hi, list, dst] of block[1]!.matchAll(
      /<([0-9a-fA-F]+)>\s*<([0-9a-fA-F]+)>\s*(?:\[([^\]]*)\]|<([0-9a-fA-F]+)>)/g,
    )) {
      const first = parseInt(lo!, 16);
      const last = parseInt(hi!, 16);
      if (list !== undefined) {
        [...list.matchAll(/<([0-9a-fA-F\s]+)>/g)].forEach((item, i) => map.set(first + i, utf16be(item[1]!)));
      } else {
        const start = Buffer.from(dst!, 'hex');
        for (let code = first; code <= last; code += 1) {
          const value = Buffer.from(start);
          value.writeUInt16BE(value.readUInt16BE(value.length - 2) + code - first, value.length - 2);
          map.set(code, value.swap16().toString('utf16le'));
        }
      }
    }
  }
  return map;
}

/** The fonts a PDF embeds or names, as their BaseFont names (a subset's carries its tag: ABCDEF+Name). */
export function pdfFonts(pdf: Buffer): string[] {
  const names = [...objectsOf(pdf).values()]
    .filter(({ dict }) => /\/Type \/Font\b/.test(dict))
    .map(({ dict }) => /\/BaseFont \/([^\s/>]+)/.exec(dict)?.[1] ?? '');
  return [...new Set(names)];
}

/** One text object as pdfkit writes it (one line of text): where it starts, in points from the page's bottom left. */
export interface PdfLine {
  text: string;
  x: number;
  y: number;
  /** The font size. */
  size: number;
}

/** The lines of text a PDF shows, in the order written, with where each starts. */
export function pdfLines(pdf: Buffer): PdfLine[] {
  const objects = objectsOf(pdf);
  const fonts = new Map<string, Map<number, string> | undefined>();
  for (const { dict } of objects.values()) {
    const resources = /\/Font\s*<<([\s\S]*?)>>/.exec(dict)?.[1];
    for (const [, name, id] of resources?.matchAll(/\/([\w.+-]+)\s+(\d+) 0 R/g) ?? []) {
      const ref = /\/ToUnicode (\d+) 0 R/.exec(objects.get(Number(id))?.dict ?? '')?.[1];
      const cmap = ref ? objects.get(Number(ref))?.stream : undefined;
      fonts.set(name!, cmap ? toUnicode(cmap.toString('latin1')) : undefined);
    }
  }
  const lines: PdfLine[] = [];
  const contents = [...objects.values()]
    .filter(({ dict }) => /\/Type \/Page\b/.test(dict))
    .flatMap(({ dict }) => [.../\/Contents (\d+) 0 R/.exec(dict)!.slice(1)])
    .map((id) => objects.get(Number(id))!.stream!.toString('latin1'));
  for (const content of contents) {
    let font: Map<number, string> | undefined;
    let line: PdfLine = { text: '', x: 0, y: 0, size: 0 };
    for (const [token, x, y, name, size, hex] of content.matchAll(
      /\S+ \S+ \S+ \S+ ([\d.-]+) ([\d.-]+) Tm|\/([\w.+-]+)\s+([\d.]+)\s+Tf|<([0-9a-fA-F]*)>|\bET\b/g,
    )) {
      if (x !== undefined) line = { ...line, x: Number(x), y: Number(y) };
      else if (name !== undefined) {
        font = fonts.get(name);
        line.size = Number(size);
      } else if (hex !== undefined) {
        line.text += font
          ? (hex.match(/.{4}/g) ?? []).map((code) => font!.get(parseInt(code, 16)) ?? '\ufffd').join('')
          : Buffer.from(hex, 'hex').toString('latin1');
      } else if (token === 'ET') {
        lines.push(line);
        line = { text: '', x: 0, y: 0, size: line.size };
      }
    }
  }
  return lines;
}

/** The text a PDF shows, one line of output for each text object (one line of text as pdfkit writes it). */
export function pdfText(pdf: Buffer): string {
  return pdfLines(pdf)
    .map((line) => `${line.text}\n`)
    .join('');
}
