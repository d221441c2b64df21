import { describe, expect, it } from 'vitest';
import { isStrongPassword } from './password.js';
import { hashToken, newToken, parseBasic, parseBearer, safeEqual } from './tokens.js';

const b64 = (s: string) => Buffer.from(s, 'utf8').toString('base64');

describe('parseBasic', () => {
  it('reads the client id and secret', () => {
    expect(parseBasic(`Basic ${b64('console:console')}`)).toEqual({ id: 'console', secret: 'console' });
  });

  it('accepts any case of the scheme and extra spaces', () => {
    expect(parseBasic(`basic   ${b64('a:b')}`)).toEqual({ id: 'a', secret: 'b' });
    expect(parseBasic(`BASIC ${b64('a:b')}`)).toEqual({ id: 'a', secret: 'b' });
  });

  it('keeps colons in the secret and allows an empty secret', () => {
    expect(parseBasic(`Basic ${b64('client:se:cr:et')}`)).toEqual({ id: 'client', secret: 'se:cr:et' });
    expect(parseBasic(`Basic ${b64('client:')}`)).toEqual({ id: 'client', secret: '' });
  });

  it('decodes UTF-8', () => {
    expect(parseBasic(`Basic ${b64('客户端:密钥')}`)).toEqual({ id: '客户端', secret: '密钥' });
  });

  it('answers null for anything else', () => {
    expect(parseBasic(undefined)).toBeNull();
    expect(parseBasic('')).toBeNull();
    expect(parseBasic('Basic')).toBeNull();
    expect(parseBasic('Basic ')).toBeNull();
    expect(parseBasic(`Basic ${b64('no-colon')}`)).toBeNull();
    expect(parseBasic(`Bearer ${b64('a:b')}`)).toBeNull();
    expect(parseBasic(b64('a:b'))).toBeNull();
  });
});

describe('parseBearer', () => {
  it('reads the token', () => {
    expect(parseBearer('Bearer abc.DEF-_123')).toBe('abc.DEF-_123');
    expect(parseBearer('bearer abc')).toBe('abc');
    expect(parseBearer('Bearer    abc')).toBe('abc');
  });

  it('answers null for anything else', () => {
    expect(parseBearer(undefined)).toBeNull();
    expect(parseBearer('')).toBeNull();
    expect(parseBearer('Bearer')).toBeNull();
    expect(parseBearer('Bearer ')).toBeNull();
    expect(parseBearer('Bearer a b')).toBeNull();
    expect(parseBearer(`Basic ${b64('a:b')}`)).toBeNull();
    expect(parseBearer('abc')).toBeNull();
  });
});

describe('tokens', () => {
  it('are long, random and URL-safe', () => {
    const seen = new Set(Array.from({ length: 100 }, () => newToken()));
    expect(seen.size).toBe(100);
    for (const t of seen) expect(t).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it('are stored as a SHA-256 hex hash that is stable and differs per token', () => {
    const t = newToken();
    expect(hashToken(t)).toMatch(/^[0-9a-f]{64}$/);
    expect(hashToken(t)).toBe(hashToken(t));
    expect(hashToken(t)).not.toBe(hashToken(newToken()));
    expect(hashToken(t)).not.toContain(t);
  });
});

describe('safeEqual', () => {
  it('compares strings of any length', () => {
    expect(safeEqual('console', 'console')).toBe(true);
    expect(safeEqual('console', 'Console')).toBe(false);
    expect(safeEqual('console', 'console2')).toBe(false);
    expect(safeEqual('', '')).toBe(true);
    expect(safeEqual('密钥', '密钥')).toBe(true);
  });
});

describe('isStrongPassword', () => {
  it('wants 8 to 64 characters with a letter and a digit', () => {
    expect(isStrongPassword('abcd1234')).toBe(true);
    expect(isStrongPassword('abc1234')).toBe(false);
    expect(isStrongPassword('abcdefgh')).toBe(false);
    expect(isStrongPassword('12345678')).toBe(false);
    expect(isStrongPassword(`a1${'x'.repeat(62)}`)).toBe(true);
    expect(isStrongPassword(`a1${'x'.repeat(63)}`)).toBe(false);
  });
});
