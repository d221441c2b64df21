import { describe, expect, it } from 'vitest';
import { base32Decode, base32Encode, hotp, matchTotp, otpauthUrl, totp, totpStep } from './totp.js';

// RFC 6238 appendix B: the SHA-1 seed is the ASCII string "12345678901234567890", codes of 8 digits.
const RFC_SEED = Buffer.from('12345678901234567890', 'ascii');
const RFC_VECTORS: [number, string][] = [
  [59, '94287082'],
  [1111111109, '07081804'],
  [1111111111, '14050471'],
  [1234567890, '89005924'],
  [2000000000, '69279037'],
  [20000000000, '65353130'],
];

describe('TOTP (RFC 6238, SHA-1)', () => {
  it.each(RFC_VECTORS)('at %i s the code is %s', (seconds, code) => {
    expect(totp(RFC_SEED, seconds * 1000, 8)).toBe(code);
  });

  it('answers the 6-digit codes of RFC 4226 appendix D for HOTP', () => {
    const codes = ['755224', '287082', '359152', '969429', '338314', '254676', '287922', '162583', '399871', '520489'];
    expect(codes.map((_, counter) => hotp(RFC_SEED, counter))).toEqual(codes);
  });

  it('accepts the code of the step before and after, and names the step it matched', () => {
    const at = 1111111111 * 1000;
    const step = totpStep(at);
    expect(matchTotp(RFC_SEED, totp(RFC_SEED, at), at)).toBe(step);
    expect(matchTotp(RFC_SEED, totp(RFC_SEED, at - 30_000), at)).toBe(step - 1);
    expect(matchTotp(RFC_SEED, totp(RFC_SEED, at + 30_000), at)).toBe(step + 1);
    expect(matchTotp(RFC_SEED, totp(RFC_SEED, at - 60_000), at)).toBeNull();
    expect(matchTotp(RFC_SEED, totp(RFC_SEED, at + 60_000), at)).toBeNull();
    expect(matchTotp(RFC_SEED, '12345', at)).toBeNull();
    expect(matchTotp(RFC_SEED, 'abcdef', at)).toBeNull();
  });

  it('writes and reads base32 as RFC 4648 does, without padding', () => {
    expect(base32Encode(Buffer.from('foobar'))).toBe('MZXW6YTBOI');
    expect(base32Encode(RFC_SEED)).toBe('GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ');
    expect(base32Decode('mzxw 6ytb oi==')?.toString()).toBe('foobar');
    expect(base32Decode('not base32!')).toBeNull();
  });

  it('makes the key URI authenticator apps read', () => {
    const url = new URL(otpauthUrl('灵工服务平台', 'alice', 'GEZDGNBV'));
    expect(url.protocol).toBe('otpauth:');
    expect(url.searchParams.get('secret')).toBe('GEZDGNBV');
    expect(url.searchParams.get('issuer')).toBe('灵工服务平台');
    expect(url.searchParams.get('digits')).toBe('6');
    expect(url.searchParams.get('period')).toBe('30');
    expect(decodeURIComponent(url.href.split('?')[0] ?? '')).toBe('otpauth://totp/灵工服务平台:alice');
  });
});
