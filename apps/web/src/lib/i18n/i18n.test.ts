import { describe, expect, it } from 'vitest';
import { en } from './en';
import { i18n, setLanguage } from './i18n';
import { zh } from './zh';

// Every feature's texts register themselves when their module loads (registerTranslations).
const featureTexts = import.meta.glob(['../../**/*i18n*.ts', '!../../**/*.test.ts', '!../../lib/i18n/**'], {
  eager: true,
});
const sources = import.meta.glob<string>(['../../**/*.{ts,tsx}', '!../../**/*.test.{ts,tsx}'], {
  query: '?raw',
  import: 'default',
  eager: true,
});

type Tree = { [key: string]: string | Tree };
const flatten = (o: Tree, p = ''): [string, string][] =>
  Object.entries(o).flatMap(([k, v]) => (typeof v === 'object' ? flatten(v, `${p}${k}.`) : [[`${p}${k}`, v]]));
const placeholders = (s: string) => (s.match(/\{\{\s*[\w.]+\s*\}\}/g) ?? []).map((v) => v.replace(/\s/g, '')).sort();

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

describe('i18n: every registered namespace (shell and features)', () => {
  it('loads every module that registers texts', () => {
    const registering = Object.entries(sources)
      .filter(([file, text]) => text.includes('registerTranslations(') && !file.endsWith('/lib/i18n/i18n.ts'))
      .map(([file]) => file)
      .sort();
    expect(registering.length).toBeGreaterThanOrEqual(10);
    const loaded = new Set(Object.keys(featureTexts));
    expect(registering.filter((file) => !loaded.has(file))).toEqual([]);
  });

  it('zh and en have the same keys, no empty zh text and the same {{placeholders}}', async () => {
    await setLanguage('en');
    const zhAll = flatten(i18n.getResourceBundle('zh', 'translation') as Tree);
    const enAll = new Map(flatten(i18n.getResourceBundle('en', 'translation') as Tree));
    const namespaces = new Set(zhAll.map(([k]) => k.split('.')[0]));
    for (const ns of ['exports', 'feedback', 'client', 'invite', 'invoices', 'tasks', 'orders', 'helpCentre', 'list']) {
      expect(namespaces.has(ns), ns).toBe(true);
    }
    expect([...enAll.keys()].sort()).toEqual(zhAll.map(([k]) => k).sort());
    for (const [key, text] of zhAll) {
      // en may be empty on purpose (the counter suffix 次 has no English word).
      expect(text.trim(), `zh ${key}`).not.toBe('');
      expect(placeholders(enAll.get(key) ?? ''), key).toEqual(placeholders(text));
    }
  });
});
