import type { Locale } from '@console/domain/locale';
import { type ImportKind, importKindLabels } from '@console/domain/schemas/imports';
import ExcelJS from 'exceljs';
import type { KindSheet } from './service.js';

/** The sheet that holds the drop-down lists (hidden): one column per enumerated column of the kind. */
const LISTS = 'lists';
/** Rows of the template the drop-downs cover. */
const VALIDATED_ROWS = 1000;

const columnLetter = (n: number) => {
  let s = '';
  for (let i = n; i > 0; i = Math.floor((i - 1) / 26)) s = String.fromCharCode(65 + ((i - 1) % 26)) + s;
  return s;
};

/**
 * A kind's template: the headers in `locale`, one example row, and each enumeration as a drop-down list
 * (data validation over a range of the hidden "lists" sheet: labels with commas cannot go in an inline list).
 */
export async function templateOf(def: KindSheet, locale: Locale): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(importKindLabels[def.kind as ImportKind][locale], {
    views: [{ state: 'frozen', ySplit: 1 }],
  });
  const lists = workbook.addWorksheet(LISTS, { state: 'hidden' });
  sheet.columns = def.columns.map((c) => ({ header: c[locale], key: c.key, width: c.width ?? 16 }));
  sheet.getRow(1).font = { bold: true };
  sheet.addRow(Object.fromEntries(def.columns.map((c) => [c.key, c.example[locale]])));
  let listColumn = 0;
  def.columns.forEach((c, i) => {
    const letter = columnLetter(i + 1);
    // Dates and numbers as text, so Excel keeps "2026-12-01" as typed.
    sheet.getColumn(i + 1).numFmt = '@';
    if (!c.choices) return;
    listColumn++;
    const labels = Object.values(c.choices).map((l) => l[locale]);
    labels.forEach((label, r) => {
      lists.getCell(r + 1, listColumn).value = label;
    });
    const range = `${LISTS}!$${columnLetter(listColumn)}$1:$${columnLetter(listColumn)}$${labels.length}`;
    for (let r = 2; r <= VALIDATED_ROWS + 1; r++) {
      sheet.getCell(`${letter}${r}`).dataValidation = {
        type: 'list',
        allowBlank: true,
        formulae: [range],
        showErrorMessage: true,
      };
    }
  });
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
