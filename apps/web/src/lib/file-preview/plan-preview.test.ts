import { describe, expect, it } from 'vitest';
import { type PreviewContext, parseRules, planPreview } from './plan-preview';

const ctx: PreviewContext = {
  pageUrl: 'http://console.test/client/task/taskList/index',
  pageIsHttps: false,
  rules: parseRules('http://minio:9000/bucket|https://files.example.com'),
  officeViewerUrl: 'https://office.example.com/view?src=',
};

describe('planPreview', () => {
  it('opens images in the viewer', () => {
    for (const ext of ['png', 'JPG', 'jpeg', 'gif']) {
      expect(planPreview(`https://x.test/a.${ext}`, undefined, ctx)).toEqual({
        action: 'image',
        url: `https://x.test/a.${ext}`,
      });
    }
  });

  it('plays the 12 video types in a dialog and mp3 in an audio dialog', () => {
    for (const ext of ['mp4', 'swf', 'avi', 'flv', 'mpg', 'rm', 'mov', 'wav', 'asf', '3gp', 'mkv', 'rmvb']) {
      expect(planPreview(`https://x.test/v.${ext}`, undefined, ctx).action).toBe('video');
    }
    expect(planPreview('https://x.test/a.mp3', undefined, ctx).action).toBe('audio');
  });

  it('opens pdf, zip, rar, ofd and e-signature links in a new tab', () => {
    for (const ext of ['pdf', 'zip', 'rar', 'ofd']) {
      expect(planPreview(`https://x.test/f.${ext}?t=1`, undefined, ctx)).toEqual({
        action: 'open',
        url: `https://x.test/f.${ext}?t=1`,
      });
    }
    expect(planPreview('https://esign.example.com/contract/view?id=9', undefined, ctx).action).toBe('open');
  });

  it('refuses txt', () => {
    expect(planPreview('https://x.test/readme.txt', undefined, ctx)).toEqual({
      action: 'refuse',
      messageKey: 'preview.txtUnsupported',
    });
  });

  it('sends other types to the office viewer with the encoded URL', () => {
    expect(planPreview('https://x.test/report.docx', undefined, ctx)).toEqual({
      action: 'open',
      url: `https://office.example.com/view?src=${encodeURIComponent('https://x.test/report.docx')}`,
    });
  });

  it('gives the office viewer an absolute address for a relative storage URL', () => {
    expect(planPreview('/interface/files/k/report.docx', 'report.docx', ctx)).toEqual({
      action: 'open',
      url: `https://office.example.com/view?src=${encodeURIComponent('http://console.test/interface/files/k/report.docx')}`,
    });
  });

  it('rewrites internal storage URLs and forces https on https pages', () => {
    expect(planPreview('http://minio:9000/bucket/a.png', undefined, ctx).action).toBe('image');
    expect(planPreview('http://minio:9000/bucket/a.png', undefined, ctx)).toMatchObject({
      url: 'https://files.example.com/a.png',
    });
    expect(planPreview('http://cdn.test/a.png', undefined, { ...ctx, pageIsHttps: true })).toMatchObject({
      url: 'https://cdn.test/a.png',
    });
    expect(planPreview('http://cdn.test/a.png', undefined, ctx)).toMatchObject({ url: 'http://cdn.test/a.png' });
  });

  it('uses the file name when the URL has no extension (relative storage URLs)', () => {
    expect(planPreview('/interface/files/abc', 'photo.png', ctx).action).toBe('image');
  });
});
