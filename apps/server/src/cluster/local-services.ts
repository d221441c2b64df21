import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import { freePort } from '../lib/processes.js';
import { Cluster } from './cluster.js';

/**
 * An S3 server (s3rver) in a temp folder for the cluster's tests and bench, on `port` (0: a free one): the
 * instances' S3 settings, and close.
 */
export async function localS3(
  bucket: string,
  port = 0,
): Promise<{ env: Record<string, string>; close(): Promise<void> }> {
  const dir = mkdtempSync(path.join(tmpdir(), 'console-s3rver-'));
  const s3 = new S3rver({ address: '127.0.0.1', port, directory: dir, silent: true });
  const { port: listening } = await s3.run();
  return {
    env: {
      S3_ENDPOINT: `http://127.0.0.1:${listening}`,
      S3_BUCKET: bucket,
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
    },
    close: async () => {
      await s3.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** A quiet cluster on this machine's nginx (NGINX, or Debian's) on a free port, nothing restarted by itself. */
export async function localCluster(env: Record<string, string | undefined>, instances: number): Promise<Cluster> {
  return new Cluster({
    env,
    instances,
    host: '127.0.0.1',
    port: await freePort(),
    nginx: process.env.NGINX ?? '/usr/sbin/nginx',
    stdio: 'ignore',
    restart: false,
    log: () => {},
  });
}
