import { createCipheriv, createDecipheriv, createHmac, hkdfSync, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { keyFromFile, unseal as unsealLegacy } from './sealed.js';

/**
 * The one key scheme of data the server must read back (ID and bank card numbers, bank accounts, TOTP seeds): a
 * 256-bit master key (PII_KEY, or a key made once in DATA_DIR) from which an AES-256-GCM key and an HMAC key are
 * derived (HKDF-SHA256). A sealed value names the key it was sealed under, so a database half-way through a key
 * rotation stays readable; a keyed hash beside a value lets it be found by exact match without being stored.
 */
const FORMAT = 'enc1';

export interface KeyMaterial {
  /** the key values are sealed and hashed under */
  current: Buffer;
  /** keys that may still open values (a rotation not yet finished); never used to seal */
  previous?: Buffer[];
  /** keys of the former TOTP sealing (`v1.` values, MFA_KEY or DATA_DIR/mfa.key): opened, never written */
  legacy?: Buffer[];
}

interface DerivedKey {
  id: string;
  enc: Buffer;
  mac: Buffer;
  check: string;
}

function derive(master: Buffer): DerivedKey {
  const sub = (info: string) => Buffer.from(hkdfSync('sha256', master, Buffer.alloc(0), info, 32));
  const check = createHmac('sha256', sub('console/key-check')).update('key-check').digest('hex').slice(0, 32);
  return { id: check.slice(0, 8), enc: sub('console/enc'), mac: sub('console/mac'), check };
}

export class KeyRing {
  private readonly current: DerivedKey;
  private readonly byId = new Map<string, DerivedKey>();
  private readonly legacy: Buffer[];

  constructor(material: KeyMaterial) {
    this.current = derive(material.current);
    for (const key of [material.current, ...(material.previous ?? [])]) {
      const d = derive(key);
      if (!this.byId.has(d.id)) this.byId.set(d.id, d);
    }
    this.legacy = material.legacy ?? [];
  }

  /** Stored beside the data: a server started with another key refuses to run instead of writing under it. */
  get checkValue(): string {
    return this.current.check;
  }

  /** Whether a stored key check value is of a key on the ring (the current one, or one a rotation is leaving). */
  knows(checkValue: string): boolean {
    return [...this.byId.values()].some((k) => k.check === checkValue);
  }

  /** The current key's id, as sealed values name it. */
  get keyId(): string {
    return this.current.id;
  }

  /** `context` is bound in as associated data: a value copied into another column or row does not open there. */
  seal(plain: string | Buffer, context: string): string {
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', this.current.enc, iv);
    cipher.setAAD(Buffer.from(context));
    const body = Buffer.concat([cipher.update(plain), cipher.final()]);
    const parts = [iv, cipher.getAuthTag(), body].map((p) => p.toString('base64url'));
    return [FORMAT, this.current.id, ...parts].join('.');
  }

  /** The plain bytes, or null: sealed under a key not on the ring, for another context, or altered. */
  open(sealed: string, context: string): Buffer | null {
    if (sealed.startsWith('v1.')) {
      for (const key of this.legacy) {
        const plain = unsealLegacy(key, sealed, context);
        if (plain) return plain;
      }
      return null;
    }
    const [format, id, iv, tag, body] = sealed.split('.');
    const key = id ? this.byId.get(id) : undefined;
    if (format !== FORMAT || !key || !iv || !tag || body === undefined) return null;
    try {
      const decipher = createDecipheriv('aes-256-gcm', key.enc, Buffer.from(iv, 'base64url'));
      decipher.setAAD(Buffer.from(context));
      decipher.setAuthTag(Buffer.from(tag, 'base64url'));
      return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]);
    } catch {
      return null;
    }
  }

  /** Whether a stored value is sealed under the current key (a rotation skips those). */
  isCurrent(value: string): boolean {
    return value.startsWith(`${FORMAT}.${this.current.id}.`);
  }

  /** The keyed hash of a value for exact-match search: hex HMAC-SHA256, per `context`, under the current key. */
  hash(value: string, context: string): string {
    return createHmac('sha256', this.current.mac).update(`${context}\n${value}`).digest('hex');
  }
}

/** What a TOTP seed is bound to: its user, so a seed copied onto another account does not open there. */
export const totpContext = (userId: number) => `totp:${userId}`;

/** Whether a stored value is sealed in the key ring's format (plain values from before it are not). */
export const isSealed = (value: string) => value.startsWith(`${FORMAT}.`);

/** The key files of DATA_DIR: the master key, and the one TOTP seeds were sealed with before the key ring. */
export const keyFile = (dataDir: string) => path.join(dataDir, 'pii.key');
const legacyMfaFile = (dataDir: string) => path.join(dataDir, 'mfa.key');

/**
 * The server's key ring: `pii.key` of the config (PII_KEY, or MFA_KEY where only that was set) or the key made once
 * in DATA_DIR/pii.key; the former TOTP keys (MFA_KEY, DATA_DIR/mfa.key) still open seeds sealed before, until the
 * start-up step re-seals them.
 */
export function keyRingFor(config: {
  dataDir: string;
  inMemory: boolean;
  pii: { key: Buffer | undefined; previousKey?: Buffer | undefined };
  mfa: { key: Buffer | undefined };
}): KeyRing {
  const current = config.pii.key ?? keyFromFile(keyFile(config.dataDir));
  const legacy: Buffer[] = [];
  if (config.mfa.key) legacy.push(config.mfa.key);
  const legacyFile = legacyMfaFile(config.dataDir);
  if (!config.inMemory && fs.existsSync(legacyFile)) legacy.push(keyFromFile(legacyFile));
  return new KeyRing({ current, previous: config.pii.previousKey ? [config.pii.previousKey] : [], legacy });
}
