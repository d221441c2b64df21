import { describe, expect, it } from 'vitest';
import {
  creditCodeCheckChar,
  idCardCheckChar,
  idCardInfo,
  isCreditCode,
  isIdCard,
  isLandline,
  isMobilePhone,
  isPositiveInteger,
} from './validators.js';

/** A fixed "now": 1 Jan 2024, 12:00 in the runtime's timezone. */
const now = new Date(2024, 0, 1, 12, 0).getTime();

/** Builds a valid 18-digit ID card from its first 17 digits. */
const idCard = (first17: string) => first17 + idCardCheckChar(first17);

describe('isMobilePhone', () => {
  it('takes 1, then 3–9, then 9 digits', () => {
    expect(isMobilePhone('13812341234')).toBe(true);
    expect(isMobilePhone('19912341234')).toBe(true);
    expect(isMobilePhone('12812341234')).toBe(false);
    expect(isMobilePhone('1381234123')).toBe(false);
    expect(isMobilePhone('138123412345')).toBe(false);
    expect(isMobilePhone('23812341234')).toBe(false);
    expect(isMobilePhone(' 13812341234')).toBe(false);
    expect(isMobilePhone(13812341234)).toBe(false);
  });
});

describe('isLandline', () => {
  it('takes an optional 3–4 digit area code with hyphen, then 5–10 digits', () => {
    expect(isLandline('010-12345678')).toBe(true);
    expect(isLandline('0755-1234567')).toBe(true);
    expect(isLandline('12345')).toBe(true);
    expect(isLandline('1234567890')).toBe(true);
    expect(isLandline('1234')).toBe(false);
    expect(isLandline('12345678901')).toBe(false);
    expect(isLandline('01-12345678')).toBe(false);
    expect(isLandline('01234-12345678')).toBe(false);
    expect(isLandline('010 12345678')).toBe(false);
    expect(isLandline('010-')).toBe(false);
  });
});

describe('isPositiveInteger', () => {
  it('takes whole numbers above zero, as numbers or strings', () => {
    for (const v of [1, 42, '1', '120']) expect(isPositiveInteger(v)).toBe(true);
    for (const v of [0, -1, 1.5, Number.NaN, Infinity, '0', '01', '-3', '1.0', '', ' 1', '1e3', null, undefined]) {
      expect(isPositiveInteger(v)).toBe(false);
    }
    expect(isPositiveInteger('99999999999999999999')).toBe(false);
  });
});

describe('isIdCard', () => {
  it('accepts the standard examples of 18 and 15 characters', () => {
    expect(isIdCard('11010519491231002X', now)).toBe(true);
    expect(isIdCard('11010519491231002x', now)).toBe(true);
    expect(isIdCard('440524188001010014', now)).toBe(true);
    expect(isIdCard('110105491231002', now)).toBe(true);
  });

  it('checks the check character of 18-character cards', () => {
    expect(isIdCard('110105194912310021', now)).toBe(false);
    expect(isIdCard('440524188001010015', now)).toBe(false);
  });

  it('refuses other lengths and other characters', () => {
    expect(isIdCard('1101051949123100', now)).toBe(false);
    expect(isIdCard('11010519491231002', now)).toBe(false);
    expect(isIdCard('11010519491231002XX', now)).toBe(false);
    expect(isIdCard('11010549123100X', now)).toBe(false);
    expect(isIdCard('', now)).toBe(false);
    expect(isIdCard(null, now)).toBe(false);
  });

  it('validates the birth date', () => {
    expect(isIdCard(idCard('11010520000229001'), now)).toBe(true);
    expect(isIdCard(idCard('11010519000229001'), now)).toBe(false);
    expect(isIdCard(idCard('11010519901301001'), now)).toBe(false);
    expect(isIdCard(idCard('11010519900431001'), now)).toBe(false);
    expect(isIdCard(idCard('11010519900000001'), now)).toBe(false);
    expect(isIdCard('110105900230002', now)).toBe(false);
    expect(isIdCard(idCard('11010520240102001'), now)).toBe(false);
    expect(isIdCard(idCard('11010520240101001'), now)).toBe(true);
  });
});

describe('idCardInfo', () => {
  it('reads gender from the 17th digit of 18-character cards', () => {
    expect(idCardInfo('11010519491231002X', now)).toEqual({ gender: 'female', age: 74, birthDate: '1949-12-31' });
    expect(idCardInfo('440524188001010014', now)?.gender).toBe('male');
  });

  it('reads gender from the 15th digit of 15-character cards', () => {
    expect(idCardInfo('110105491231002', now)).toEqual({ gender: 'female', age: 74, birthDate: '1949-12-31' });
    expect(idCardInfo('110105491231001', now)?.gender).toBe('male');
  });

  it('counts age in full years against the given now', () => {
    const id = idCard('11010520000615003');
    expect(idCardInfo(id, new Date(2024, 5, 14, 23, 59).getTime())?.age).toBe(23);
    expect(idCardInfo(id, new Date(2024, 5, 15, 0, 0).getTime())?.age).toBe(24);
    expect(idCardInfo(id, new Date(2000, 5, 15).getTime())?.age).toBe(0);
  });

  it('is null for an invalid card', () => {
    expect(idCardInfo('110105194912310021', now)).toBeNull();
    expect(idCardInfo('abc', now)).toBeNull();
  });
});

describe('isCreditCode', () => {
  it('accepts real codes', () => {
    for (const code of ['914403001922038216', '9144030071526726XG', '91330100716105852F', '91350100M000100Y43']) {
      expect(isCreditCode(code)).toBe(true);
    }
    expect(isCreditCode('9144030071526726xg')).toBe(true);
  });

  it('checks the check character', () => {
    expect(isCreditCode('914403001922038217')).toBe(false);
    expect(isCreditCode('9144030071526726XH')).toBe(false);
    expect(creditCodeCheckChar('91350100M000100Y4')).toBe('3');
  });

  it('refuses wrong lengths, letters outside the alphabet and a non-digit region code', () => {
    expect(isCreditCode('91440300192203821')).toBe(false);
    expect(isCreditCode('9144030019220382166')).toBe(false);
    const withLetter = (first17: string) => first17 + creditCodeCheckChar(first17);
    expect(isCreditCode(withLetter('91440300192203821'))).toBe(true);
    expect(isCreditCode(`${'91440300192203821'.slice(0, 10)}I${'91440300192203821'.slice(11)}0`)).toBe(false);
    expect(isCreditCode(withLetter('9144A300192203821'))).toBe(false);
    expect(isCreditCode(undefined)).toBe(false);
  });
});
