import { describe, expect, it } from 'vitest';
import { optionsOf } from './enums.js';
import { industries, industry, industryLabel, isIndustryCode } from './industries.js';

describe('industries', () => {
  it('has the 20 sections A to T in order', () => {
    expect(industries.map((i) => i.code).join('')).toBe('ABCDEFGHIJKLMNOPQRST');
    expect(optionsOf(industry, 'zh').map((o) => o.value)).toEqual(industries.map((i) => i.code));
  });

  it('uses the standard Chinese names', () => {
    expect(industryLabel('A', 'zh')).toBe('农、林、牧、渔业');
    expect(industryLabel('I', 'zh')).toBe('信息传输、软件和信息技术服务业');
    expect(industryLabel('T', 'zh')).toBe('国际组织');
    expect(industryLabel('C', 'en')).toBe('Manufacturing');
  });

  it('knows its codes and falls back to the raw value', () => {
    expect(isIndustryCode('S')).toBe(true);
    expect(isIndustryCode('U')).toBe(false);
    expect(isIndustryCode('toString')).toBe(false);
    expect(industryLabel('U', 'zh')).toBe('U');
  });
});
