import { describe, expect, it } from 'vitest';
import { maskBankCard, maskCompanyName, maskIdCard, maskName, maskPhone, maskPhonesInText } from './masking.js';

const all = [maskPhone, maskName, maskCompanyName, maskIdCard, maskBankCard];

describe('masking', () => {
  it('is safe on missing and empty input', () => {
    for (const mask of all) {
      expect(mask(null)).toBe('');
      expect(mask(undefined)).toBe('');
      expect(mask('')).toBe('');
      expect(mask('   ')).toBe('');
    }
  });

  it('always hides something of short input', () => {
    for (const mask of all) {
      expect(mask('x')).toBe('*');
      for (const text of ['ab', 'abc', 'abcd', 'abcdefg']) expect(mask(text)).toContain('*');
    }
  });

  it('keeps the first 3 and last 4 digits of a phone', () => {
    expect(maskPhone('13812341234')).toBe('138****1234');
    expect(maskPhone(' 13812341234 ')).toBe('138****1234');
    expect(maskPhone('010-12345678')).toBe('010*****5678');
    expect(maskPhone('1234567')).toBe('12****7');
  });

  it('masks every mobile number inside a text, and nothing else', () => {
    expect(maskPhonesInText('13812345678')).toBe('138****5678');
    expect(maskPhonesInText('电话13812345678，或 139-1234-5678 / 150 1234 5678')).toBe(
      '电话138****5678，或 139****5678 / 150****5678',
    );
    expect(maskPhonesInText('+8613812345678 或 0086 13812345678')).toBe('+86138****5678 或 0086 138****5678');
    // not a mobile number: too long, too short, a second digit of 0–2, a landline, an order number's digits
    for (const text of [
      '138123456789',
      '1381234567',
      '12812345678',
      '010-12345678',
      'O2026113812345678',
      '你好 [微笑]',
    ])
      expect(maskPhonesInText(text)).toBe(text);
  });

  it('stars names partly', () => {
    expect(maskName('张')).toBe('*');
    expect(maskName('张三')).toBe('张*');
    expect(maskName('张三明')).toBe('张*明');
    expect(maskName('欧阳娜娜')).toBe('欧**娜');
    expect(maskName('𠀀三')).toBe('𠀀*');
  });

  it('stars company names partly', () => {
    expect(maskCompanyName('深圳市某某科技有限公司')).toBe('深圳*******公司');
    expect(maskCompanyName('某某公司')).toBe('某**司');
    expect(maskCompanyName('腾讯')).toBe('腾*');
  });

  it('keeps the first 3 and last 4 characters of an ID card', () => {
    expect(maskIdCard('11010519491231002X')).toBe('110***********002X');
    expect(maskIdCard('110105491231002')).toBe('110********1002');
  });

  it('keeps the last 4 digits of a bank card, grouped', () => {
    expect(maskBankCard('6222021234567890')).toBe('**** **** **** 7890');
    expect(maskBankCard('6222 0212 3456 7890 123')).toBe('*** **** **** **** 0123');
    expect(maskBankCard('12345')).toBe('* 2345');
    expect(maskBankCard('1234')).toBe('**34');
  });
});
