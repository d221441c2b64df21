import { ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';

/**
 * The cluster's S3 storage (s3rver, started by cluster/e2e-cluster.ts on E2E_CLUSTER_S3_PORT, bucket console-e2e),
 * read as any S3 client reads it.
 */
/** Every key in the bucket. */
export async function storedKeys(): Promise<string[]> {
  const s3 = new S3Client({
    endpoint: `http://127.0.0.1:${process.env.E2E_CLUSTER_S3_PORT}`,
    region: 'us-east-1',
    forcePathStyle: true,
    credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
  });
  const keys: string[] = [];
  let token: string | undefined;
  do {
    const page = await s3.send(new ListObjectsV2Command({ Bucket: 'console-e2e', ContinuationToken: token }));
    for (const o of page.Contents ?? []) if (o.Key) keys.push(o.Key);
    token = page.IsTruncated ? page.NextContinuationToken : undefined;
  } while (token);
  return keys;
}
