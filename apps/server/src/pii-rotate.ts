import fs from 'node:fs';
import { loadConfigOrExit } from './config.js';
import { openDatabase } from './db/client.js';
import { checkKey } from './db/protect-data.js';
import { rotateKeys } from './db/rotate-key.js';
import { KeyRing, keyFile } from './lib/key-ring.js';
import { keyFromFile, parseKey } from './lib/sealed.js';

/**
 * `npm run pii:rotate`: re-seals every ID card, bank card, bank account and TOTP seed under a new key. Run it with
 * the servers stopped and the environment they run with. With PII_KEY set, the new key is NEW_PII_KEY: set it as
 * PII_KEY afterwards. With the key in DATA_DIR, the new key is written to
 * DATA_DIR/pii.key.next first and takes pii.key's place once every value is under it; a run that stopped is run again.
 */
async function main() {
  const config = loadConfigOrExit();
  if (config.inMemory) throw new Error('pii:rotate needs a DATA_DIR or DATABASE_URL that outlives it');
  const fromEnv = config.pii.key !== undefined;
  const nextFile = `${keyFile(config.dataDir)}.next`;
  let next: Buffer;
  if (process.env.NEW_PII_KEY) {
    const parsed = parseKey(process.env.NEW_PII_KEY);
    if (!parsed) throw new Error('NEW_PII_KEY: must be 64 hex digits or the base64 of 32 bytes');
    next = parsed;
  } else if (!fromEnv) {
    // Kept before anything changes: a run cut short finds the same new key here.
    next = keyFromFile(nextFile);
  } else {
    throw new Error('NEW_PII_KEY: required when PII_KEY is set (openssl rand -hex 32)');
  }
  const log = { info: (m: string) => console.log(m), warn: (m: string) => console.warn(m) };
  const database = await openDatabase(config, log);
  try {
    // the old key must be the data's (or, on a second run, the new one already is)
    const ring = new KeyRing({ current: next, previous: [config.pii.key ?? keyFromFile(keyFile(config.dataDir))] });
    await checkKey(database.db, ring);
    const report = await database.exclusive(() => rotateKeys(database.db, ring));
    console.log(`re-sealed: ${JSON.stringify(report.resealed)}`);
    if (report.unreadable > 0) console.warn(`${report.unreadable} values opened under neither key: left as they were`);
  } finally {
    await database.close();
  }
  if (!fromEnv && !process.env.NEW_PII_KEY) {
    fs.renameSync(nextFile, keyFile(config.dataDir));
    console.log(`the new key is in ${keyFile(config.dataDir)}`);
  } else if (!fromEnv) {
    fs.writeFileSync(keyFile(config.dataDir), `${next.toString('hex')}\n`, { mode: 0o600 });
    console.log(`the new key is in ${keyFile(config.dataDir)}`);
  } else {
    console.log('done: start the servers with PII_KEY set to NEW_PII_KEY');
  }
}

main().catch((err) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
