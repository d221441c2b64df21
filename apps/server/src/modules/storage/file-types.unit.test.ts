import { describe, expect, it } from 'vitest';
import { docx, ofd, pdf, png, xlsx, zip } from '../../testing/samples.js';
import { contentMatches, contentTypeFor, extensionOf, isAllowedExtension, isInline } from './file-types.js';

const text = (s: string) => Buffer.from(s, 'utf8');

describe('contentMatches: the bytes must be what the extension says', () => {
  it('accepts a real PNG as .png', async () => {
    expect(await contentMatches('png', png())).toBe(true);
  });

  it('refuses a PNG renamed .pdf, .jpg or .txt', async () => {
    expect(await contentMatches('pdf', png())).toBe(false);
    expect(await contentMatches('jpg', png())).toBe(false);
    expect(await contentMatches('txt', png())).toBe(false);
  });

  it('accepts a real PDF and refuses it as an image', async () => {
    expect(await contentMatches('pdf', pdf())).toBe(true);
    expect(await contentMatches('png', pdf())).toBe(false);
  });

  it('refuses a text file renamed .png, .pdf or .docx', async () => {
    const t = text('just some text, not an image\n');
    expect(await contentMatches('png', t)).toBe(false);
    expect(await contentMatches('pdf', t)).toBe(false);
    expect(await contentMatches('docx', t)).toBe(false);
  });

  it('refuses .exe whatever the content (not on the allow-list)', async () => {
    expect(isAllowedExtension('exe')).toBe(false);
    expect(await contentMatches('exe', text('hello'))).toBe(false);
    expect(await contentMatches('exe', Buffer.from('MZ\x90\x00\x03\x00\x00\x00', 'latin1'))).toBe(false);
  });

  it('refuses a Windows program renamed .txt or .png', async () => {
    const exe = Buffer.concat([Buffer.from('MZ', 'latin1'), Buffer.alloc(62), Buffer.from('PE\0\0', 'latin1')]);
    expect(await contentMatches('txt', exe)).toBe(false);
    expect(await contentMatches('png', exe)).toBe(false);
  });

  describe('.txt and .csv: valid UTF-8 without NUL bytes', () => {
    it('accepts ASCII and Chinese UTF-8 text', async () => {
      expect(await contentMatches('txt', text('hello\nworld\n'))).toBe(true);
      expect(await contentMatches('txt', text('灵工服务平台，反馈说明。\r\n'))).toBe(true);
      expect(await contentMatches('csv', text('name,amount\n张三,100\n'))).toBe(true);
    });

    it('refuses text with a NUL byte', async () => {
      expect(await contentMatches('txt', Buffer.from('abc\0def'))).toBe(false);
    });

    it('refuses invalid UTF-8 (e.g. GBK bytes, a lone continuation byte)', async () => {
      expect(await contentMatches('txt', Buffer.from([0xc4, 0xe3, 0xba, 0xc3]))).toBe(false); // 你好 in GBK
      expect(await contentMatches('txt', Buffer.from([0x61, 0x80, 0x62]))).toBe(false);
    });

    it('refuses a text-looking file that carries a known signature', async () => {
      expect(await contentMatches('txt', pdf())).toBe(false);
    });
  });

  describe('zip-based formats', () => {
    it('accepts a Word document as .docx and a workbook as .xlsx', async () => {
      expect(await contentMatches('docx', docx())).toBe(true);
      expect(await contentMatches('xlsx', xlsx())).toBe(true);
    });

    it('refuses a workbook renamed .docx and a Word document renamed .xlsx', async () => {
      expect(await contentMatches('docx', xlsx())).toBe(false);
      expect(await contentMatches('xlsx', docx())).toBe(false);
    });

    it('accepts an OFD document (a zip with OFD.xml) as .ofd', async () => {
      expect(await contentMatches('ofd', ofd())).toBe(true);
    });

    it('accepts a plain zip as .zip and refuses it as an image', async () => {
      const archive = zip({ 'a.txt': 'hello', 'dir/b.txt': 'world' });
      expect(await contentMatches('zip', archive)).toBe(true);
      expect(await contentMatches('png', archive)).toBe(false);
    });

    it('refuses an OFD or docx renamed .pdf', async () => {
      expect(await contentMatches('pdf', ofd())).toBe(false);
      expect(await contentMatches('pdf', docx())).toBe(false);
    });
  });

  it('refuses unknown and missing extensions', async () => {
    expect(await contentMatches('', png())).toBe(false);
    expect(await contentMatches('html', text('<html></html>'))).toBe(false);
    expect(await contentMatches('svg', text('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBe(false);
  });
});

describe('extensions and content types', () => {
  it('takes the last extension in lower case', () => {
    expect(extensionOf('a.b.PNG')).toBe('png');
    expect(extensionOf('noext')).toBe('');
    expect(extensionOf('trailing.')).toBe('');
  });

  it('maps extensions to the content type served', () => {
    expect(contentTypeFor('png')).toBe('image/png');
    expect(contentTypeFor('jpeg')).toBe('image/jpeg');
    expect(contentTypeFor('pdf')).toBe('application/pdf');
    expect(contentTypeFor('txt')).toBe('text/plain; charset=utf-8');
    expect(contentTypeFor('docx')).toBe('application/vnd.openxmlformats-officedocument.wordprocessingml.document');
    expect(contentTypeFor('exe')).toBe('application/octet-stream');
  });

  it('serves images, media and pdf inline, documents and archives as attachments', () => {
    expect(isInline('image/png')).toBe(true);
    expect(isInline('application/pdf')).toBe(true);
    expect(isInline('video/mp4')).toBe(true);
    expect(isInline(contentTypeFor('docx'))).toBe(false);
    expect(isInline(contentTypeFor('zip'))).toBe(false);
    expect(isInline(contentTypeFor('ofd'))).toBe(false);
    expect(isInline('text/html')).toBe(false);
  });
});
