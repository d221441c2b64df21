import { describe, expect, it } from 'vitest';
import { cleanFileName, objectKey, subPathPattern } from './object-key.js';

const march = new Date(2025, 2, 7, 10, 30, 0);

describe('objectKey', () => {
  it('is prefix/yyyyMM/name_timestamp+random.ext', () => {
    const key = objectKey('console', 'report.pdf', undefined, march);
    expect(key).toMatch(new RegExp(`^console/202503/report_${march.getTime()}[0-9a-f]{12}\\.pdf$`));
  });

  it('puts the sub-path between the month and the name', () => {
    const key = objectKey('console', 'a.png', 'chat/image', march);
    expect(key).toMatch(/^console\/202503\/chat\/image\/a_\d{13}[0-9a-f]{12}\.png$/);
  });

  it('pads the month and uses the extension in lower case', () => {
    const key = objectKey('p', 'Photo.JPG', undefined, new Date(2024, 10, 30));
    expect(key.startsWith('p/202411/Photo_')).toBe(true);
    expect(key.endsWith('.jpg')).toBe(true);
    expect(objectKey('p', 'x.png', undefined, new Date(2024, 0, 1)).startsWith('p/202401/')).toBe(true);
  });

  it('keeps a name without an extension as the whole stem', () => {
    expect(objectKey('p', 'README', undefined, march)).toMatch(/^p\/202503\/README_\d{13}[0-9a-f]{12}$/);
  });

  it('splits on the last dot only', () => {
    expect(objectKey('p', 'a.b.tar.gz', undefined, march)).toMatch(/^p\/202503\/a\.b\.tar_\d{13}[0-9a-f]{12}\.gz$/);
  });

  it('is different for the same name uploaded in the same millisecond (unguessable random tail)', () => {
    const keys = new Set(Array.from({ length: 50 }, () => objectKey('p', 'same.png', undefined, march)));
    expect(keys.size).toBe(50);
  });
});

describe('cleanFileName', () => {
  it('strips commas', () => {
    expect(cleanFileName('合同,2025,终版.pdf')).toBe('合同2025终版.pdf');
    expect(cleanFileName(',,a,.png')).toBe('a.png');
  });

  it('keeps only the last path segment, for either separator', () => {
    expect(cleanFileName('../../etc/passwd')).toBe('passwd');
    expect(cleanFileName('C:\\Users\\me\\Desktop\\发票.pdf')).toBe('发票.pdf');
    expect(cleanFileName('a/b/')).toBe('file');
  });

  it('removes control characters and characters that break URLs or file systems', () => {
    expect(cleanFileName('a\u0000b\nc\td\u007f.txt')).toBe('abcd.txt');
    expect(cleanFileName('what?<is>:"this"|*#%.txt')).toBe('whatisthis.txt');
  });

  it('removes right-to-left overrides and other invisible format characters, so a name reads as it is', () => {
    expect(cleanFileName('invoice\u202Efdp.png')).toBe('invoicefdp.png');
    expect(cleanFileName('a\u200Bb\u2066c\uFEFF\u2028d.pdf')).toBe('abcd.pdf');
    expect(cleanFileName('合同\u202D终版.pdf')).toBe('合同终版.pdf');
  });

  it('trims spaces and falls back to "file" when nothing is left', () => {
    expect(cleanFileName('  name with spaces.txt  ')).toBe('name with spaces.txt');
    expect(cleanFileName(',,,')).toBe('file');
    expect(cleanFileName('')).toBe('file');
  });

  it('keeps at most 100 characters, and keeps the extension', () => {
    const cleaned = cleanFileName(`${'长'.repeat(300)}.docx`);
    expect(cleaned).toHaveLength(100);
    expect(cleaned.endsWith('.docx')).toBe(true);
  });
});

describe('subPathPattern', () => {
  it.each(['chat/image', 'feedback', 'a-b_c/D9', 'one/two/three'])('accepts %s', (p) => {
    expect(subPathPattern.test(p)).toBe(true);
  });

  it.each([
    '',
    '../etc',
    'a/../b',
    './a',
    'a//b',
    '/a',
    'a/',
    'one/two/three/four',
    'a b',
    'a\\b',
    '图片',
    'a.b',
    'x'.repeat(33),
    'a\nb',
  ])('refuses %j', (p) => {
    expect(subPathPattern.test(p)).toBe(false);
  });
});
