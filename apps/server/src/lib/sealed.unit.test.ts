import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { keyFromFile, parseKey, seal, unseal } from './sealed.js';

describe('sealed secrets', () => {
  const key = randomBytes(32);
  const plain = Buffer.from('12345678901234567890');

  it('opens with the same key and context only', () => {
    const sealed = seal(key, plain, 'totp:1');
    expect(sealed).not.toContain(plain.toString('base64url'));
    expect(unseal(key, sealed, 'totp:1')).toEqual(plain);
    expect(unseal(randomBytes(32), sealed, 'totp:1')).toBeNull();
    expect(unseal(key, sealed, 'totp:2')).toBeNull();
    const [v, iv, tag, body] = sealed.split('.');
    const altered = [v, iv, tag, `${body?.slice(0, -2)}AA`].join('.');
    expect(unseal(key, altered, 'totp:1')).toBeNull();
    expect(unseal(key, 'garbage', 'totp:1')).toBeNull();
    // a new nonce each time
    expect(seal(key, plain, 'totp:1')).not.toBe(sealed);
  });

  it('makes a key file once, private, and reads the same key after', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sealed-'));
    try {
      const file = path.join(dir, 'sub', 'mfa.key');
      const first = keyFromFile(file);
      expect(first).toHaveLength(32);
      expect(keyFromFile(file)).toEqual(first);
      expect(fs.statSync(file).mode & 0o777).toBe(0o600);
      expect(fs.readdirSync(path.dirname(file))).toEqual(['mfa.key']);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it('reads keys as 64 hex digits or base64 of 32 bytes', () => {
    expect(parseKey('00'.repeat(32))).toHaveLength(32);
    expect(parseKey(Buffer.alloc(32, 1).toString('base64'))).toEqual(Buffer.alloc(32, 1));
    expect(parseKey('00'.repeat(31))).toBeNull();
    expect(parseKey(Buffer.alloc(16).toString('base64'))).toBeNull();
  });
});
