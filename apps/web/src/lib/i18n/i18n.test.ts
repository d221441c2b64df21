import { describe, expect, it } from 'vitest';
import { en } from './en';
import { zh } from './zh';

function keys(value: object, prefix = ''): string[] {
  return Object.entries(value).flatMap(([k, v]) =>
    typeof v === 'object' && v !== null ? keys(v, `${prefix}${k}.`) : [`${prefix}${k}`],
  );
}

describe('i18n resources', () => {
  it('zh and en have exactly the same keys', () => {
    expect(keys(en).sort()).toEqual(keys(zh).sort());
  });

  it('no text is empty in zh, and placeholders match between languages', () => {
    const flat = (o: object, p = ''): [string, string][] =>
      Object.entries(o).flatMap(([k, v]) =>
        typeof v === 'object' ? flat(v, `${p}${k}.`) : [[`${p}${k}`, v as string]],
      );
    const enMap = new Map(flat(en));
    for (const [key, text] of flat(zh)) {
      expect(text, key).not.toBe('');
      const vars = (s: string) => (s.match(/\{\{\w+\}\}/g) ?? []).sort();
      expect(vars(enMap.get(key) ?? ''), key).toEqual(vars(text));
    }
  });

  it('keeps the spec messages word for word', () => {
    expect(zh.auth.signedOut).toBe('安全退出');
    expect(zh.preview.txtUnsupported).toBe('暂不支持 .txt 文件查看');
    expect(zh.preview.videoUnsupported).toBe('您的浏览器不支持视频播放');
    expect(zh.preview.audioUnsupported).toBe('您的浏览器不支持音频播放');
    expect(en.http.loginExpired).toBe('login expired, please log in again');
    expect(en.nav.fullscreenUnsupported).toBe('you browser can not work');
  });
});
