import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { KeyRing, keyRingFor } from './key-ring.js';
import { seal } from './sealed.js';

describe('key ring', () => {
  const master = randomBytes(32);
  const ring = new KeyRing({ current: master });

  it('seals under the current key and opens with the same key and context only', () => {
    const sealed = ring.seal('110101199003074514', 'pii:freelancer.idCard');
    expect(sealed).not.toContain('110101199003074514');
    expect(sealed.startsWith(`enc1.${ring.keyId}.`)).toBe(true);
    expect(ring.open(sealed, 'pii:freelancer.idCard')?.toString()).toBe('110101199003074514');
    expect(ring.open(sealed, 'pii:freelancer.bankCard')).toBeNull();
    expect(ring.seal('110101199003074514', 'pii:freelancer.idCard')).not.toBe(sealed);
  });

  it('refuses a wrong key: another ring opens nothing and its check value differs', () => {
    const other = new KeyRing({ current: randomBytes(32) });
    const sealed = ring.seal('6222021234567890123', 'c');
    expect(other.open(sealed, 'c')).toBeNull();
    expect(other.checkValue).not.toBe(ring.checkValue);
    expect(other.knows(ring.checkValue)).toBe(false);
    expect(new KeyRing({ current: master }).checkValue).toBe(ring.checkValue);
  });

  it('detects tampering with the body, the tag or the nonce', () => {
    const sealed = ring.seal('6222021234567890123', 'c');
    const parts = sealed.split('.');
    for (const i of [2, 3, 4]) {
      const altered = [...parts];
      const p = altered[i] as string;
      altered[i] = `${p.slice(0, -2)}${p.endsWith('AA') ? 'BB' : 'AA'}`;
      expect(ring.open(altered.join('.'), 'c')).toBeNull();
    }
    expect(ring.open('garbage', 'c')).toBeNull();
  });

  it('keyed hashes: equal for equal values under one key, different under another or another context', () => {
    expect(ring.hash('x', 'c')).toBe(ring.hash('x', 'c'));
    expect(ring.hash('x', 'c')).not.toBe(ring.hash('x', 'd'));
    expect(new KeyRing({ current: randomBytes(32) }).hash('x', 'c')).not.toBe(ring.hash('x', 'c'));
    expect(ring.hash('x', 'c')).toMatch(/^[0-9a-f]{64}$/);
  });

  it('opens values of a previous key during a rotation, and seals only under the new one', () => {
    const next = new KeyRing({ current: randomBytes(32), previous: [master] });
    const old = ring.seal('v', 'c');
    expect(next.open(old, 'c')?.toString()).toBe('v');
    expect(next.isCurrent(old)).toBe(false);
    expect(next.isCurrent(next.seal('v', 'c'))).toBe(true);
    expect(next.knows(ring.checkValue)).toBe(true);
  });

  it('opens TOTP seeds sealed the former way (v1 under MFA_KEY), never writes that format', () => {
    const legacy = randomBytes(32);
    const withLegacy = new KeyRing({ current: master, legacy: [legacy] });
    const former = seal(legacy, Buffer.from('seed'), 'totp:1');
    expect(withLegacy.open(former, 'totp:1')?.toString()).toBe('seed');
    expect(ring.open(former, 'totp:1')).toBeNull();
    expect(withLegacy.seal('seed', 'totp:1').startsWith('enc1.')).toBe(true);
  });

  it('embedded: a key made once in DATA_DIR/pii.key, and the former mfa.key kept as a legacy key', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'key-ring-'));
    try {
      const config = { dataDir: dir, inMemory: false, pii: { key: undefined }, mfa: { key: undefined } };
      const first = keyRingFor(config);
      expect(fs.statSync(path.join(dir, 'pii.key')).mode & 0o777).toBe(0o600);
      expect(keyRingFor(config).checkValue).toBe(first.checkValue);
      const legacy = randomBytes(32);
      fs.writeFileSync(path.join(dir, 'mfa.key'), legacy.toString('hex'));
      const former = seal(legacy, Buffer.from('seed'), 'totp:7');
      expect(keyRingFor(config).open(former, 'totp:7')?.toString()).toBe('seed');
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
