import type { Readable } from 'node:stream';
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
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(input, {
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
