import { describe, expect, it } from 'vitest';
import {
  eSignatureMarkers,
  extensionOf,
  fileKind,
  forceHttps,
  isESignatureUrl,
  rewriteStorageUrl,
  videoExtensions,
} from './file-kind.js';

describe('extensionOf', () => {
  it('ignores query strings, fragments, case and folders with dots', () => {
    expect(extensionOf('https://cdn.example.com/a/b/report.PDF?x=1.png#page=2')).toBe('pdf');
    expect(extensionOf('photo.JpEg')).toBe('jpeg');
    expect(extensionOf('https://cdn.example.com/v1.2/readme')).toBe('');
    expect(extensionOf('.gitignore')).toBe('');
    expect(extensionOf('')).toBe('');
  });
});

describe('fileKind', () => {
  it('opens images in the viewer', () => {
    for (const ext of ['png', 'jpg', 'jpeg', 'gif', 'bmp', 'webp', 'svg']) expect(fileKind(`a.${ext}`)).toBe('image');
    expect(fileKind('https://cdn.example.com/chat/image/A.PNG?w=200')).toBe('image');
  });

  it('plays exactly the spec video types in the video dialog', () => {
    expect([...videoExtensions]).toEqual([
      'mp4',
      'swf',
      'avi',
      'flv',
      'mpg',
      'rm',
      'mov',
      'wav',
      'asf',
      '3gp',
      'mkv',
      'rmvb',
    ]);
    for (const ext of videoExtensions) expect(fileKind(`clip.${ext.toUpperCase()}`)).toBe('video');
    expect(fileKind('clip.webm')).toBe('office');
  });

  it('plays mp3 in the audio dialog', () => {
    expect(fileKind('https://cdn.example.com/voice.mp3#t=3')).toBe('audio');
  });

  it('opens pdf, zip, rar and ofd in a new tab', () => {
    for (const ext of ['pdf', 'zip', 'rar', 'ofd']) expect(fileKind(`https://cdn.example.com/f.${ext}`)).toBe('newTab');
  });

  it('opens e-signature links in a new tab', () => {
    expect(eSignatureMarkers).toContain('esign');
    expect(fileKind('https://smlopenapi.esign.cn/contract/view?flowId=1')).toBe('newTab');
    expect(fileKind('https://sign.example.com/signature/flow/abc.docx')).toBe('newTab');
    expect(fileKind('https://cdn.example.com/upload/signature.png')).toBe('image');
    expect(fileKind('https://sign.partner.cn/view/1', { eSignatureMarkers: ['sign.partner.cn'] })).toBe('newTab');
    expect(fileKind('https://smlopenapi.esign.cn/x.docx', { eSignatureMarkers: [] })).toBe('office');
  });

  it('refuses txt', () => {
    expect(fileKind('notes.TXT?download=1')).toBe('txt');
  });

  it('sends everything else to the office viewer', () => {
    for (const name of ['a.docx', 'a.xlsx', 'a.pptx', 'a.doc', 'no-extension', 'https://cdn.example.com/file?id=3']) {
      expect(fileKind(name)).toBe('office');
    }
  });
});

describe('isESignatureUrl', () => {
  it('looks at host and folders only, never at plain names or query strings', () => {
    expect(isESignatureUrl('esign-contract.pdf')).toBe(false);
    expect(isESignatureUrl('https://cdn.example.com/a.pdf?from=esign')).toBe(false);
    expect(isESignatureUrl('//ESIGN.example.com/a')).toBe(true);
  });
});

describe('forceHttps', () => {
  it('upgrades http URLs on https pages only', () => {
    expect(forceHttps('http://cdn.example.com/a.png', true)).toBe('https://cdn.example.com/a.png');
    expect(forceHttps('HTTP://cdn.example.com/a.png', true)).toBe('https://cdn.example.com/a.png');
    expect(forceHttps('http://cdn.example.com/a.png', false)).toBe('http://cdn.example.com/a.png');
    expect(forceHttps('https://cdn.example.com/a.png', true)).toBe('https://cdn.example.com/a.png');
    expect(forceHttps('/interface/files/a.png', true)).toBe('/interface/files/a.png');
  });
});

describe('rewriteStorageUrl', () => {
  const rules = [
    { from: 'http://oss-internal.example.com/bucket/', to: 'https://files.example.com/' },
    { from: 'http://10.0.0.5:9000/', to: 'https://s3.example.com/' },
  ];

  it('replaces the prefix of the first matching rule', () => {
    expect(rewriteStorageUrl('http://oss-internal.example.com/bucket/chat/image/a.png', rules)).toBe(
      'https://files.example.com/chat/image/a.png',
    );
    expect(rewriteStorageUrl('http://10.0.0.5:9000/x.pdf', rules)).toBe('https://s3.example.com/x.pdf');
  });

  it('leaves other URLs alone and only matches at the start', () => {
    expect(rewriteStorageUrl('https://files.example.com/a.png', rules)).toBe('https://files.example.com/a.png');
    expect(rewriteStorageUrl('https://proxy/?u=http://10.0.0.5:9000/x', rules)).toBe(
      'https://proxy/?u=http://10.0.0.5:9000/x',
    );
    expect(rewriteStorageUrl('http://10.0.0.5:9000/x', [])).toBe('http://10.0.0.5:9000/x');
    expect(rewriteStorageUrl('anything', [{ from: '', to: 'https://x/' }])).toBe('anything');
  });
});
