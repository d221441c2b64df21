import { describe, expect, it } from 'vitest';
import { ipAllowed, normaliseIp } from './ip.js';

describe('normaliseIp', () => {
  it('turns IPv4-mapped IPv6 into plain IPv4', () => {
    expect(normaliseIp('::ffff:10.1.2.3')).toBe('10.1.2.3');
    expect(normaliseIp('::FFFF:192.168.0.1')).toBe('192.168.0.1');
  });

  it('leaves other addresses alone', () => {
    expect(normaliseIp('10.1.2.3')).toBe('10.1.2.3');
    expect(normaliseIp('::1')).toBe('::1');
    expect(normaliseIp('2001:db8::1')).toBe('2001:db8::1');
  });
});

describe('ipAllowed', () => {
  it('allows every address when the list is empty', () => {
    expect(ipAllowed('10.1.2.3', [])).toBe(true);
    expect(ipAllowed('2001:db8::1', [])).toBe(true);
  });

  it('matches single IPv4 addresses exactly', () => {
    expect(ipAllowed('192.168.1.10', ['192.168.1.10'])).toBe(true);
    expect(ipAllowed('192.168.1.11', ['192.168.1.10'])).toBe(false);
    expect(ipAllowed('192.168.1.10', [' 192.168.1.10 '])).toBe(true);
  });

  it('matches IPv4 CIDR ranges', () => {
    expect(ipAllowed('10.200.3.4', ['10.0.0.0/8'])).toBe(true);
    expect(ipAllowed('11.0.0.1', ['10.0.0.0/8'])).toBe(false);
    expect(ipAllowed('192.168.1.255', ['192.168.1.0/24'])).toBe(true);
    expect(ipAllowed('192.168.2.0', ['192.168.1.0/24'])).toBe(false);
    expect(ipAllowed('172.16.0.1', ['172.16.0.1/32'])).toBe(true);
  });

  it('matches IPv6 addresses and ranges', () => {
    expect(ipAllowed('::1', ['::1'])).toBe(true);
    expect(ipAllowed('2001:db8::1', ['2001:db8::/32'])).toBe(true);
    expect(ipAllowed('2001:db8:ffff::1', ['2001:db8::/32'])).toBe(true);
    expect(ipAllowed('2001:db9::1', ['2001:db8::/32'])).toBe(false);
    expect(ipAllowed('2001:db8::1', ['10.0.0.0/8'])).toBe(false);
  });

  it('treats IPv4-mapped IPv6 callers as their IPv4 address', () => {
    expect(ipAllowed('::ffff:10.1.2.3', ['10.0.0.0/8'])).toBe(true);
    expect(ipAllowed('::ffff:10.1.2.3', ['10.1.2.3'])).toBe(true);
    expect(ipAllowed('::ffff:11.1.2.3', ['10.0.0.0/8'])).toBe(false);
    expect(ipAllowed('10.0.0.1', ['::ffff:10.0.0.1'])).toBe(true);
  });

  it('allows when any entry matches', () => {
    expect(ipAllowed('203.0.113.7', ['10.0.0.0/8', '203.0.113.0/24', '2001:db8::/32'])).toBe(true);
    expect(ipAllowed('198.51.100.1', ['10.0.0.0/8', '203.0.113.0/24', '2001:db8::/32'])).toBe(false);
  });

  it('skips malformed entries instead of failing or allowing everyone', () => {
    expect(ipAllowed('10.0.0.1', ['garbage'])).toBe(false);
    expect(ipAllowed('10.0.0.1', ['10.0.0.0/'])).toBe(false);
    expect(ipAllowed('10.0.0.1', ['10.0.0.0/abc'])).toBe(false);
    expect(ipAllowed('10.0.0.1', ['10.0.0.0/33'])).toBe(false);
    expect(ipAllowed('2001:db8::1', ['2001:db8::/129'])).toBe(false);
    expect(ipAllowed('10.0.0.1', ['', 'garbage', '10.0.0.0/8'])).toBe(true);
  });

  it('refuses a caller address that is not an IP', () => {
    expect(ipAllowed('not-an-ip', ['10.0.0.0/8'])).toBe(false);
    expect(ipAllowed('', ['10.0.0.0/8'])).toBe(false);
  });
});
