import ExcelJS from 'exceljs';

/** An exported xlsx file's first sheet: its header row, and each row below as { header: value }. */
export async function readSheet(file: string) {
  const book = new ExcelJS.Workbook();
  await book.xlsx.readFile(file);
  const sheet = book.worksheets[0];
  const header = ((sheet?.getRow(1).values ?? []) as unknown[]).slice(1);
  const rows: Record<string, unknown>[] = [];
  for (let n = 2; n <= (sheet?.rowCount ?? 0); n++) {
    const cells = ((sheet?.getRow(n).values ?? []) as unknown[]).slice(1);
    rows.push(Object.fromEntries(header.map((h, i) => [String(h), cells[i]])));
  }
  return { header, rows };
}
