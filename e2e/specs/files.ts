import { deflateSync } from 'node:zlib';
import type { videoExtensions } from '@console/domain/file-kind';
import { docx, ofd, pdf, png, pngChunk, u32 as u32be, zip } from '../../apps/server/src/testing/samples.ts';

/**
 * Files for the upload and preview specs, built from bytes in the test: each passes the server's check by
 * content (the magic numbers its file-type detection looks for), so nothing binary is committed.
 */

export { docx, ofd, pdf, png, zip };

const bytes = (...parts: (string | number[] | Buffer)[]) =>
  Buffer.concat(parts.map((p) => (typeof p === 'string' ? Buffer.from(p, 'latin1') : Buffer.from(p))));

function u32le(n: number): Buffer {
  const b = Buffer.alloc(4);
  b.writeUInt32LE(n >>> 0);
  return b;
}

/**
 * A square RGB PNG of pseudo-random pixels, about `approxBytes` long: noise does not deflate, so the file is
 * as big as its pixels, and a browser decodes it like any photo (the compression tests need a real image).
 */
export function noisyPng(approxBytes: number, seed = 7): Buffer {
  const side = Math.ceil(Math.sqrt(approxBytes / 3));
  const raw = Buffer.alloc(side * (side * 3 + 1));
  let state = seed >>> 0 || 1;
  for (let row = 0; row < side; row += 1) {
    const start = row * (side * 3 + 1);
    raw[start] = 0; // filter: none
    for (let i = 1; i <= side * 3; i += 1) {
      // xorshift32: fast, deterministic noise
      state ^= state << 13;
      state ^= state >>> 17;
      state ^= state << 5;
      raw[start + i] = state & 0xff;
    }
  }
  const ihdr = Buffer.concat([u32be(side), u32be(side), Buffer.from([8, 2, 0, 0, 0])]);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', ihdr),
    pngChunk('IDAT', deflateSync(raw, { level: 1 })),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A PDF padded with a comment to about `approxBytes`, so an upload takes long enough to watch its progress. */
export function paddedPdf(approxBytes: number): Buffer {
  const base = pdf();
  return Buffer.concat([base, Buffer.from(`%${'x'.repeat(Math.max(0, approxBytes - base.length - 2))}\n`)]);
}

function ftyp(brand: string): Buffer {
  const body = bytes(brand, u32be(0), brand, 'isom');
  return bytes(u32be(8 + body.length), 'ftyp', body, u32be(8), 'free');
}

function riff(form: string, chunk: string): Buffer {
  const data = bytes(form, chunk, u32le(4), [0, 0, 0, 0]);
  return bytes('RIFF', u32le(data.length), data);
}

const padding = Buffer.alloc(64);

/** The smallest headers of each video type the spec plays in a dialog, and of mp3. */
export const media: Record<(typeof videoExtensions)[number] | 'mp3', Buffer> = {
  mp4: ftyp('isom'),
  mov: ftyp('qt  '),
  '3gp': ftyp('3gp4'),
  avi: riff('AVI ', 'LIST'),
  wav: riff('WAVE', 'fmt '),
  flv: bytes('FLV', [1, 5, 0, 0, 0, 9, 0, 0, 0, 0]),
  mpg: bytes([0, 0, 1, 0xba, 0x44, 0, 4, 0, 4, 1, 1, 0x89, 0xc3, 0xf8], padding),
  // the ASF header object's GUID, size and count: a header with no child objects
  asf: bytes(
    [0x30, 0x26, 0xb2, 0x75, 0x8e, 0x66, 0xcf, 0x11, 0xa6, 0xd9, 0x00, 0xaa, 0x00, 0x62, 0xce, 0x6c],
    Buffer.alloc(14),
  ),
  mkv: bytes([0x1a, 0x45, 0xdf, 0xa3, 0x93, 0x42, 0x82, 0x88], 'matroska', padding),
  swf: bytes('FWS', [10], u32le(100), padding),
  rm: bytes('.RMF', [0, 0, 0, 0x12, 0, 0], padding),
  rmvb: bytes('.RMF', [0, 0, 0, 0x12, 0, 0], padding),
  // an ID3v2 tag of length 0, then one MPEG-1 layer III frame header
  mp3: bytes('ID3', [4, 0, 0, 0, 0, 0, 0], [0xff, 0xfb, 0x90, 0x64], padding),
};

/** A RAR 5 signature and an empty main header. */
export function rar(): Buffer {
  return bytes('Rar!', [0x1a, 0x07, 0x01, 0x00], padding);
}
