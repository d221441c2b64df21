import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { GetObjectCommand, HeadBucketCommand, S3Client } from '@aws-sdk/client-s3';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fileObject } from '../../db/schema/index.js';
import { testApp } from '../../testing/app.js';
import { as, createUser, tokensFor, unique } from '../../testing/factories.js';
import { docx, multipart, ofd, pdf, png, zip } from '../../testing/samples.js';

interface UploadAnswer {
  url: string;
  fileName: string;
  size: number;
  key: string;
  contentType: string;
}

async function upload(
  app: FastifyInstance,
  token: string | undefined,
  file: { name: string; bytes: Buffer } | undefined,
  fields: Record<string, string> = {},
  headers: Record<string, string> = {},
) {
  const body = await multipart(file, fields);
  return app.inject({
    method: 'POST',
    url: '/interface/files/upload',
    payload: body.payload,
    headers: { ...body.headers, ...(token ? { authorization: `Bearer ${token}` } : {}), ...headers },
  });
}

async function uploadOk(app: FastifyInstance, token: string, name: string, bytes: Buffer, subPath?: string) {
  const res = await upload(app, token, { name, bytes }, subPath ? { path: subPath } : {});
  expect(res.statusCode, res.body).toBe(200);
  expect(res.json().code).toBe(200);
  return res.json().data as UploadAnswer;
}

const thisMonth = () => {
  const now = new Date();
  return `${now.getFullYear()}${String(now.getMonth() + 1).padStart(2, '0')}`;
};

interface DriverSetup {
  env: Record<string, string>;
  /** the bytes stored under a key, read straight from the disk or the S3 server; null when absent */
  stored(key: string): Promise<Buffer | null>;
  cleanup(): Promise<void>;
}

async function localDriver(): Promise<DriverSetup> {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'console-files-'));
  return {
    env: { DATA_DIR: dataDir, STORAGE_DRIVER: 'local' },
    stored: async (key) => {
      try {
        return await fs.readFile(path.join(dataDir, 'files', key));
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw err;
      }
    },
    cleanup: () => fs.rm(dataDir, { recursive: true, force: true }),
  };
}

const S3_BUCKET = 'console-test';

function rawS3(endpoint: string) {
  return new S3Client({
    endpoint,
    region: 'us-east-1',
    forcePathStyle: true,
    credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
  });
}

async function s3Driver(): Promise<DriverSetup & { endpoint: string }> {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'console-s3rver-'));
  const server = new S3rver({ address: '127.0.0.1', port: 0, directory: dir, silent: true });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  const client = rawS3(endpoint);
  return {
    endpoint,
    env: {
      STORAGE_DRIVER: 's3',
      S3_ENDPOINT: endpoint,
      S3_BUCKET,
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
      S3_FORCE_PATH_STYLE: 'true',
    },
    stored: async (key) => {
      try {
        const out = await client.send(new GetObjectCommand({ Bucket: S3_BUCKET, Key: key }));
        return Buffer.from((await out.Body?.transformToByteArray()) ?? []);
      } catch (err) {
        if ((err as { name?: string }).name === 'NoSuchKey') return null;
        throw err;
      }
    },
    cleanup: async () => {
      client.destroy();
      await server.close();
      await fs.rm(dir, { recursive: true, force: true });
    },
  };
}

const drivers = { local: localDriver, s3: s3Driver } as const;

describe.each(Object.keys(drivers) as (keyof typeof drivers)[])('file storage, %s driver', (driverName) => {
  let app: FastifyInstance;
  let driver: DriverSetup;
  let owner: { id: number; username: string };
  let ownerToken: string;
  let otherToken: string;
  let staffToken: string;

  beforeAll(async () => {
    driver = await drivers[driverName]();
    app = await testApp(driver.env);
    owner = await createUser(app, { userType: '02' });
    const other = await createUser(app, { userType: '02' });
    const staff = await createUser(app, { userType: '01' });
    ownerToken = (await tokensFor(app, owner.username)).access_token;
    otherToken = (await tokensFor(app, other.username)).access_token;
    staffToken = (await tokensFor(app, staff.username)).access_token;
  });
  afterAll(async () => {
    await app?.close();
    await driver?.cleanup();
  });

  it(`uses the ${driverName} driver`, () => {
    expect(app.files.storage.driver).toBe(driverName);
  });

  it('uploads an image: answers url, name, size, key and type; the file downloads inline with its type', async () => {
    const bytes = png();
    const data = await uploadOk(app, ownerToken, 'logo.png', bytes);
    expect(data).toEqual({
      url: `/interface/files/${data.key}`,
      fileName: 'logo.png',
      size: bytes.length,
      key: expect.stringMatching(new RegExp(`^console/${thisMonth()}/logo_\\d{13}[0-9a-f]{12}\\.png$`)),
      contentType: 'image/png',
    });

    const res = await app.inject({ method: 'GET', url: data.url });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.headers['content-length']).toBe(String(bytes.length));
    expect(res.headers['content-disposition']).toBe(`inline; filename*=UTF-8''logo.png`);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.rawPayload.equals(bytes)).toBe(true);

    expect((await driver.stored(data.key))?.equals(bytes)).toBe(true);
    const row = await app.database.db.query.fileObject.findFirst({ where: eq(fileObject.objectKey, data.key) });
    expect(row).toMatchObject({ uploadedBy: owner.id, driver: driverName, size: bytes.length, fileName: 'logo.png' });
  });

  it('serves a PDF inline', async () => {
    const bytes = pdf();
    const data = await uploadOk(app, ownerToken, 'invoice.pdf', bytes);
    const res = await app.inject({ method: 'GET', url: data.url });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-length']).toBe(String(bytes.length));
    expect(res.headers['content-disposition']).toMatch(/^inline; /);
    expect(res.rawPayload.equals(bytes)).toBe(true);
  });

  it.each([
    ['contract.docx', docx, 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'],
    ['archive.zip', () => zip({ 'a.txt': 'a', 'b/c.txt': 'c' }), 'application/zip'],
    ['invoice.ofd', ofd, 'application/ofd'],
  ])('serves %s as an attachment with its content type', async (name, make, type) => {
    const bytes = make();
    const data = await uploadOk(app, ownerToken, name, bytes);
    expect(data.contentType).toBe(type);
    const res = await app.inject({ method: 'GET', url: data.url });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe(type);
    expect(res.headers['content-length']).toBe(String(bytes.length));
    expect(res.headers['content-disposition']).toBe(`attachment; filename*=UTF-8''${name}`);
    expect(res.rawPayload.equals(bytes)).toBe(true);
  });

  it('strips commas from the name and keeps a Chinese name in the download header', async () => {
    const bytes = Buffer.from('第一行\n第二行\n', 'utf8');
    const data = await uploadOk(app, ownerToken, '说明,终版,2025.txt', bytes);
    expect(data.fileName).toBe('说明终版2025.txt');
    expect(data.key).not.toContain(',');
    expect(data.url).toBe(`/interface/files/${data.key.split('/').map(encodeURIComponent).join('/')}`);
    const res = await app.inject({ method: 'GET', url: data.url });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(res.headers['content-disposition']).toContain(`filename*=UTF-8''${encodeURIComponent('说明终版2025.txt')}`);
    expect(res.body).toBe('第一行\n第二行\n');
  });

  it('stores under the sub-path given in the "path" field', async () => {
    const data = await uploadOk(app, ownerToken, 'chat.png', png([1, 2, 3]), 'chat/image');
    expect(data.key).toMatch(new RegExp(`^console/${thisMonth()}/chat/image/chat_\\d{13}[0-9a-f]{12}\\.png$`));
    expect(await driver.stored(data.key)).not.toBeNull();
    const slashes = await uploadOk(app, ownerToken, 'fb.png', png(), '/feedback/');
    expect(slashes.key).toMatch(new RegExp(`^console/${thisMonth()}/feedback/fb_`));
  });

  it.each(['../etc', 'a/../../b', 'one/two/three/four', 'a b', '图片', 'a.b'])(
    'refuses the sub-path %j with 400',
    async (subPath) => {
      const res = await upload(app, ownerToken, { name: 'x.png', bytes: png() }, { path: subPath });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ code: 400, msg: '上传路径不合法', data: null });
    },
  );

  it('refuses content that does not match the extension with 400, and stores nothing', async () => {
    const name = `${unique('fake')}.pdf`;
    const res = await upload(app, ownerToken, { name, bytes: png() });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe(400);
    expect(res.json().msg).toBeTruthy();
    const rows = await app.database.db.query.fileObject.findMany({ where: eq(fileObject.fileName, name) });
    expect(rows).toEqual([]);

    const textAsPng = await upload(app, ownerToken, { name: 'note.png', bytes: Buffer.from('not an image') });
    expect(textAsPng.statusCode).toBe(400);
  });

  it('refuses types not on the allow-list (exe, html, svg) with 400', async () => {
    for (const name of ['setup.exe', 'page.html', 'icon.svg', 'noextension']) {
      const res = await upload(app, ownerToken, { name, bytes: Buffer.from('<html>hi</html>') });
      expect(res.statusCode, name).toBe(400);
    }
  });

  it('refuses a request without a file, or with an empty file, with 400', async () => {
    const none = await upload(app, ownerToken, undefined, { path: 'chat/image' });
    expect(none.statusCode).toBe(400);
    expect(none.json().msg).toBe('请选择要上传的文件');
    const empty = await upload(app, ownerToken, { name: 'empty.txt', bytes: Buffer.alloc(0) });
    expect(empty.statusCode).toBe(400);
    const notMultipart = await as(app, ownerToken, {
      method: 'POST',
      url: '/interface/files/upload',
      payload: { file: 'x' },
    });
    expect(notMultipart.statusCode).toBe(400);
  });

  it('answers 400, stores nothing, for a multipart body without a boundary or with a part cut off', async () => {
    const before = await app.database.db.$count(fileObject, eq(fileObject.uploadedBy, owner.id));
    const bodies: [string, string][] = [
      ['multipart/form-data', 'abc'],
      [
        'multipart/form-data; boundary=x',
        '--x\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\n\r\nabc',
      ],
    ];
    for (const [type, payload] of bodies) {
      const res = await as(app, ownerToken, {
        method: 'POST',
        url: '/interface/files/upload',
        headers: { 'content-type': type },
        payload,
      });
      expect(res.statusCode, type).toBe(400);
      expect(res.json().msg).toBe('上传内容不完整或格式不正确');
    }
    expect(await app.database.db.$count(fileObject, eq(fileObject.uploadedBy, owner.id))).toBe(before);
  });

  it('answers 401 to an upload without a token or with a bad one', async () => {
    const res = await upload(app, undefined, { name: 'a.png', bytes: png() });
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBe(401);
    const bad = await upload(app, 'not-a-token', { name: 'a.png', bytes: png() });
    expect(bad.statusCode).toBe(401);
  });

  it('answers 404 for an unknown key and never lists files', async () => {
    for (const url of [
      `/interface/files/console/${thisMonth()}/${unique('nothing')}.png`,
      '/interface/files/',
      '/interface/files/console',
      `/interface/files/console/${thisMonth()}/`,
      '/interface/files/..%2F..%2Fetc%2Fpasswd',
    ]) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
      expect(res.json().code).toBe(404);
    }
  });

  it('answers 404 when the record exists but the object is gone from the store', async () => {
    const data = await uploadOk(app, ownerToken, 'gone.png', png());
    await app.files.storage.delete(data.key);
    expect(await app.files.storage.get(data.key)).toBeNull();
    const res = await app.inject({ method: 'GET', url: data.url });
    expect(res.statusCode).toBe(404);
  });

  it("lets no other enterprise user delete one's file (404), the owner deletes it: row and object gone", async () => {
    const bytes = png([9, 9, 9]);
    const data = await uploadOk(app, ownerToken, 'mine.png', bytes);

    const byOther = await as(app, otherToken, { method: 'DELETE', url: data.url });
    expect(byOther.statusCode).toBe(404);
    expect((await app.inject({ method: 'GET', url: data.url })).statusCode).toBe(200);
    expect((await driver.stored(data.key))?.equals(bytes)).toBe(true);

    const anonymous = await app.inject({ method: 'DELETE', url: data.url });
    expect(anonymous.statusCode).toBe(401);

    const byOwner = await as(app, ownerToken, { method: 'DELETE', url: data.url });
    expect(byOwner.statusCode).toBe(200);
    expect(byOwner.json()).toMatchObject({ code: 200, data: null });

    expect((await app.inject({ method: 'GET', url: data.url })).statusCode).toBe(404);
    const row = await app.database.db.query.fileObject.findFirst({ where: eq(fileObject.objectKey, data.key) });
    expect(row).toBeUndefined();
    expect(await driver.stored(data.key)).toBeNull();

    const again = await as(app, ownerToken, { method: 'DELETE', url: data.url });
    expect(again.statusCode).toBe(404);
  });

  it('keeps the record when the store fails to delete, so the delete can be retried', async () => {
    const data = await uploadOk(app, ownerToken, 'retry.png', png([4, 5, 6]));
    const storage = app.files.storage;
    const original = storage.delete;
    storage.delete = async () => {
      throw new Error('store unavailable');
    };
    try {
      const failed = await as(app, ownerToken, { method: 'DELETE', url: data.url });
      expect(failed.statusCode).toBe(500);
      expect(failed.body).not.toContain('store unavailable');
    } finally {
      storage.delete = original;
    }
    const row = await app.database.db.query.fileObject.findFirst({ where: eq(fileObject.objectKey, data.key) });
    expect(row).toBeDefined();
    expect((await app.inject({ method: 'GET', url: data.url })).statusCode).toBe(200);

    expect((await as(app, ownerToken, { method: 'DELETE', url: data.url })).statusCode).toBe(200);
    expect(await driver.stored(data.key)).toBeNull();
    expect((await app.inject({ method: 'GET', url: data.url })).statusCode).toBe(404);
  });

  it('lets staff (a system user) delete an enterprise user’s file', async () => {
    const data = await uploadOk(app, ownerToken, 'staff.pdf', pdf());
    const res = await as(app, staffToken, { method: 'DELETE', url: data.url });
    expect(res.statusCode).toBe(200);
    expect(await driver.stored(data.key)).toBeNull();
    expect((await app.inject({ method: 'GET', url: data.url })).statusCode).toBe(404);
  });
});

describe('local driver on the disk', () => {
  let app: FastifyInstance;
  let dataDir: string;
  beforeAll(async () => {
    dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'console-local-'));
    app = await testApp({ DATA_DIR: dataDir, STORAGE_PREFIX: 'disk_test' });
  });
  afterAll(async () => {
    await app?.close();
    await fs.rm(dataDir, { recursive: true, force: true });
  });

  it('writes files under DATA_DIR/files/<key>, with no temporary files left behind, and removes them', async () => {
    const user = await createUser(app, { userType: '02' });
    const token = (await tokensFor(app, user.username)).access_token;
    const bytes = png([200, 100, 50]);
    const data = await uploadOk(app, token, 'disk.png', bytes, 'chat/image');
    const file = path.join(dataDir, 'files', ...data.key.split('/'));
    expect(data.key.startsWith(`disk_test/${thisMonth()}/chat/image/disk_`)).toBe(true);
    expect((await fs.readFile(file)).equals(bytes)).toBe(true);
    expect(await fs.readdir(path.dirname(file))).toEqual([path.basename(file)]);

    expect((await as(app, token, { method: 'DELETE', url: data.url })).statusCode).toBe(200);
    await expect(fs.stat(file)).rejects.toMatchObject({ code: 'ENOENT' });
  });

  it('leaves no temporary file behind when a write fails', async () => {
    const key = `disk_test/${unique('blocked')}/a.txt`;
    const target = path.join(dataDir, 'files', ...key.split('/'));
    await fs.mkdir(path.join(target, 'occupied'), { recursive: true }); // a directory where the file should go
    await expect(app.files.storage.put(key, Buffer.from('x'), 'text/plain')).rejects.toThrow();
    expect(await fs.readdir(path.dirname(target))).toEqual(['a.txt']);
  });

  it('refuses keys that would leave the storage root', async () => {
    await expect(app.files.storage.put('../escape.txt', Buffer.from('x'), 'text/plain')).rejects.toThrow();
    await expect(app.files.storage.get('../../etc/passwd')).rejects.toThrow();
    expect(await app.files.storage.get('disk_test/none.txt')).toBeNull();
  });
});

describe('S3 driver against s3rver', () => {
  let setup: Awaited<ReturnType<typeof s3Driver>>;
  let app: FastifyInstance;
  beforeAll(async () => {
    setup = await s3Driver();
    app = await testApp(setup.env);
  });
  afterAll(async () => {
    await app?.close();
    await setup?.cleanup();
  });

  it('creates the bucket on first use, answers null for a missing key, deletes a missing key quietly', async () => {
    expect(await app.files.storage.get(`console/${unique('missing')}.png`)).toBeNull();
    const client = rawS3(setup.endpoint);
    await expect(client.send(new HeadBucketCommand({ Bucket: S3_BUCKET }))).resolves.toBeDefined();
    client.destroy();
    await expect(app.files.storage.delete(`console/${unique('missing')}.png`)).resolves.toBeUndefined();
  });

  it('stores the content type and the exact bytes', async () => {
    const key = `console/${unique('direct')}.pdf`;
    const bytes = pdf();
    await app.files.storage.put(key, bytes, 'application/pdf');
    const client = rawS3(setup.endpoint);
    const out = await client.send(new GetObjectCommand({ Bucket: S3_BUCKET, Key: key }));
    expect(out.ContentType).toBe('application/pdf');
    expect(Buffer.from((await out.Body?.transformToByteArray()) ?? []).equals(bytes)).toBe(true);
    client.destroy();
    const got = await app.files.storage.get(key);
    expect(got?.size).toBe(bytes.length);
    got?.body.destroy();
  });

  it('answers 500 without internals when the store refuses the credentials', async () => {
    const broken = await testApp({ ...setup.env, S3_ACCESS_KEY_ID: 'NOBODY', S3_SECRET_ACCESS_KEY: 'wrong-secret' });
    try {
      const user = await createUser(broken, { userType: '02' });
      const token = (await tokensFor(broken, user.username)).access_token;
      const res = await upload(broken, token, { name: 'a.png', bytes: png() });
      expect(res.statusCode).toBe(500);
      expect(res.json().code).toBe(500);
      expect(res.body).not.toMatch(/SignatureDoesNotMatch|S3RVER|s3|aws/i);
    } finally {
      await broken.close();
    }
  });
});

describe('upload size limit', () => {
  let app: FastifyInstance;
  let token: string;
  beforeAll(async () => {
    app = await testApp({ UPLOAD_MAX_MB: '1' });
    const user = await createUser(app, { userType: '02' });
    token = (await tokensFor(app, user.username)).access_token;
  });
  afterAll(() => app?.close());

  const oneMb = 1024 * 1024;

  it('answers 413 with the spec message in Chinese by default', async () => {
    const res = await upload(app, token, { name: 'big.txt', bytes: Buffer.alloc(oneMb + 1, 'a') });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ code: 413, msg: '文件大小不能超过 1M', data: null });
  });

  it('answers 413 with the spec message in English for Accept-Language: en', async () => {
    const res = await upload(
      app,
      token,
      { name: 'big.png', bytes: Buffer.alloc(3 * oneMb, 1) },
      {},
      {
        'accept-language': 'en',
      },
    );
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ code: 413, msg: 'file size cannot exceed 1M', data: null });
  });

  it('accepts a file of exactly the limit', async () => {
    const res = await upload(app, token, { name: 'exact.txt', bytes: Buffer.alloc(oneMb, 'b') });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.size).toBe(oneMb);
  });

  it('with the default limit (10M) accepts a file larger than the 2M JSON body limit', async () => {
    const other = await testApp();
    try {
      const user = await createUser(other, { userType: '02' });
      const t = (await tokensFor(other, user.username)).access_token;
      const bytes = Buffer.alloc(5 * oneMb, 'c');
      const res = await upload(other, t, { name: 'five.txt', bytes });
      expect(res.statusCode, res.body).toBe(200);
      const got = await other.inject({ method: 'GET', url: res.json().data.url });
      expect(got.headers['content-length']).toBe(String(bytes.length));
      const over = await upload(other, t, { name: 'eleven.txt', bytes: Buffer.alloc(11 * oneMb, 'c') });
      expect(over.statusCode).toBe(413);
      expect(over.json().msg).toBe('文件大小不能超过 10M');
    } finally {
      await other.close();
    }
  });
});
