import { type Readable, Transform } from 'node:stream';
import { StringDecoder } from 'node:string_decoder';
import { parseStream } from '@fast-csv/parse';
import ExcelJS from 'exceljs';

export type SheetFormat = 'xlsx' | 'csv';

/** A cell as text: what a person typed, whatever type the spreadsheet stored it as. */
export function cellText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) {
    // Excel keeps days as UTC midnights: read back the day that was typed, never the time-zone-shifted one.
    return value
      .toISOString()
      .slice(0, value.getUTCHours() || value.getUTCMinutes() ? 19 : 10)
      .replace('T', ' ');
  }
  if (typeof value === 'object') {
    const v = value as { text?: unknown; richText?: { text: string }[]; result?: unknown; hyperlink?: string };
    if (Array.isArray(v.richText))
      return v.richText
        .map((r) => r.text)
        .join('')
        .trim();
    if (v.result !== undefined) return cellText(v.result);
    if (v.text !== undefined) return cellText(v.text);
    return '';
  }
  return String(value).trim();
}

/** A row of the sheet: its number as the spreadsheet shows it (the header is 1) and its cells as text. */
export interface SheetRow {
  number: number;
  cells: string[];
}

/**
 * The rows of the first sheet (xlsx) or of the file (csv), one array of cell texts at a time, header included,
 * read as a stream: a 100,000-row file is never held in memory.
 */
export async function* sheetRows(input: Readable, format: SheetFormat): AsyncGenerator<SheetRow> {
  try {
    yield* rowsOf(input, format);
  } finally {
    // Stopped early (the header was wrong, the rows too many): the rest of the file is not read.
    input.destroy();
  }
}

async function* rowsOf(input: Readable, format: SheetFormat): AsyncGenerator<SheetRow> {
  if (format === 'csv') {
    // fast-csv keeps no more than the row it is on; a UTF-8 byte-order mark (Excel's "CSV UTF-8") is dropped.
    const parser = parseStream(input, { trim: true });
    let number = 0;
    for await (const row of parser as AsyncIterable<string[]>) {
      number++;
      if (number === 1 && row[0]) row[0] = row[0].replace(/^\uFEFF/, '');
      const cells = row.map((c) => c ?? '');
      if (cells.some((c) => c !== '')) yield { number, cells };
    }
    return;
  }
  const reader = new Utf8WorkbookReader(input, {
    worksheets: 'emit',
    sharedStrings: 'cache',
    hyperlinks: 'ignore',
    styles: 'cache',
    entries: 'ignore',
  });
  for await (const sheet of reader) {
    for await (const row of sheet) {
      const values = row.values as unknown[];
      const cells: string[] = [];
      for (let i = 1; i < values.length; i++) cells.push(cellText(values[i]));
      if (cells.some((c) => c !== '')) yield { number: row.number, cells };
    }
    // Only the first sheet holds rows; the template's second sheet holds the drop-down lists.
    break;
  }
}

/**
 * exceljs's streaming reader decodes each chunk of a sheet's XML on its own (utils/parse-sax.js), so a Chinese
 * character that straddles two chunks comes out as two replacement characters (about 1 row in 7,000 of a
 * Chinese sheet). The sheet and shared-string parts are handed to it as text decoded across chunk boundaries,
 * which its decoder passes through unchanged.
 */
async function* decoded(chunks: AsyncIterable<Buffer | string>): AsyncGenerator<string> {
  const decoder = new StringDecoder('utf8');
  for await (const chunk of chunks) {
    const text = typeof chunk === 'string' ? chunk : decoder.write(chunk);
    if (text) yield text;
  }
  const rest = decoder.end();
  if (rest) yield rest;
}

const decodingStream = () => {
  const decoder = new StringDecoder('utf8');
  return new Transform({
    readableObjectMode: true,
    transform(chunk: Buffer, _encoding, done) {
      const text = decoder.write(chunk);
      done(null, text || undefined);
    },
    flush(done) {
      done(null, decoder.end() || undefined);
    },
  });
};

interface ReaderInternals {
  _parseWorksheet(iterator: AsyncIterable<Buffer | string>, sheetNo: number): unknown;
  _parseSharedStrings(entry: Readable): unknown;
}
const base = ExcelJS.stream.xlsx.WorkbookReader.prototype as unknown as ReaderInternals;

class Utf8WorkbookReader extends ExcelJS.stream.xlsx.WorkbookReader {
  _parseWorksheet(iterator: AsyncIterable<Buffer | string>, sheetNo: number) {
    return base._parseWorksheet.call(this, decoded(iterator), sheetNo);
  }
  _parseSharedStrings(entry: Readable) {
    return base._parseSharedStrings.call(this, entry.pipe(decodingStream()));
  }
}
