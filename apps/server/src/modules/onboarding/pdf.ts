/**
 * A plain text PDF with no dependency and no embedded font: Chinese and Latin text in Adobe's standard CJK font
 * STSong-Light (encoding UniGB-UCS2-H), which every PDF reader (PDF.js, PDFium, Acrobat) supplies itself. Enough
 * for an agreement: a title, paragraphs wrapped to an A4 page, several pages.
 */

const PAGE = { width: 595, height: 842, margin: 56 };
const SIZE = { title: 16, body: 11 };
const LEADING = 1.65;

export interface PdfBlock {
  text: string;
  title?: boolean;
}

/** Width of a character in ems: CJK and full-width forms one, the rest about half. */
function charWidth(c: string): number {
  const code = c.codePointAt(0) ?? 0;
  return code >= 0x2e80 ? 1 : 0.55;
}

/** Splits a paragraph into lines no wider than `maxEm` ems. */
export function wrap(text: string, maxEm: number): string[] {
  const lines: string[] = [];
  let line = '';
  let width = 0;
  for (const c of text) {
    const w = charWidth(c);
    if (width + w > maxEm && line) {
      lines.push(line);
      line = '';
      width = 0;
    }
    line += c;
    width += w;
  }
  if (line || lines.length === 0) lines.push(line);
  return lines;
}

/** UTF-16BE hex of the text, for the UCS2 encoding; characters beyond the BMP become "?". */
function hex(text: string): string {
  let out = '';
  for (const c of text) {
    const code = c.codePointAt(0) ?? 63;
    out += (code > 0xffff ? 63 : code).toString(16).padStart(4, '0');
  }
  return out;
}

interface Line {
  text: string;
  size: number;
}

function layout(blocks: PdfBlock[]): Line[][] {
  const usable = PAGE.width - PAGE.margin * 2;
  const pages: Line[][] = [[]];
  let y = PAGE.height - PAGE.margin;
  for (const block of blocks) {
    const size = block.title ? SIZE.title : SIZE.body;
    for (const text of wrap(block.text, usable / size)) {
      const step = size * LEADING;
      if (y - step < PAGE.margin) {
        pages.push([]);
        y = PAGE.height - PAGE.margin;
      }
      y -= step;
      pages[pages.length - 1]?.push({ text, size });
    }
    y -= SIZE.body * 0.6;
  }
  return pages;
}

/** The PDF's bytes. */
export function renderPdf(blocks: PdfBlock[], meta: { title: string }): Buffer {
  const pages = layout(blocks);
  const objects: string[] = [];
  const add = (body: string) => {
    objects.push(body);
    return objects.length;
  };
  const catalog = add('');
  const pagesId = add('');
  const font = add(
    '<< /Type /Font /Subtype /Type0 /BaseFont /STSong-Light /Encoding /UniGB-UCS2-H /DescendantFonts [4 0 R] >>',
  );
  add(
    '<< /Type /Font /Subtype /CIDFontType0 /BaseFont /STSong-Light ' +
      '/CIDSystemInfo << /Registry (Adobe) /Ordering (GB1) /Supplement 2 >> /FontDescriptor 5 0 R /DW 1000 >>',
  );
  add(
    '<< /Type /FontDescriptor /FontName /STSong-Light /Flags 6 /FontBBox [-25 -254 1000 880] /ItalicAngle 0 ' +
      '/Ascent 880 /Descent -120 /CapHeight 880 /StemV 93 >>',
  );
  const info = add(`<< /Title <FEFF${hex(meta.title)}> /Producer (console) >>`);
  const pageIds: number[] = [];
  for (const lines of pages) {
    let y = PAGE.height - PAGE.margin;
    const ops = ['BT'];
    for (const line of lines) {
      y -= line.size * LEADING;
      ops.push(`/F1 ${line.size} Tf 1 0 0 1 ${PAGE.margin} ${y.toFixed(1)} Tm <${hex(line.text)}> Tj`);
    }
    ops.push('ET');
    const stream = ops.join('\n');
    const content = add(`<< /Length ${Buffer.byteLength(stream, 'latin1')} >>\nstream\n${stream}\nendstream`);
    pageIds.push(
      add(
        `<< /Type /Page /Parent ${pagesId} 0 R /MediaBox [0 0 ${PAGE.width} ${PAGE.height}] ` +
          `/Resources << /Font << /F1 ${font} 0 R >> >> /Contents ${content} 0 R >>`,
      ),
    );
  }
  objects[catalog - 1] = `<< /Type /Catalog /Pages ${pagesId} 0 R >>`;
  objects[pagesId - 1] =
    `<< /Type /Pages /Kids [${pageIds.map((id) => `${id} 0 R`).join(' ')}] /Count ${pageIds.length} >>`;

  let out = '%PDF-1.4\n%\xe2\xe3\xcf\xd3\n';
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(Buffer.byteLength(out, 'latin1'));
    out += `${i + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = Buffer.byteLength(out, 'latin1');
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const o of offsets) out += `${String(o).padStart(10, '0')} 00000 n \n`;
  out += `trailer\n<< /Size ${objects.length + 1} /Root ${catalog} 0 R /Info ${info} 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(out, 'latin1');
}
