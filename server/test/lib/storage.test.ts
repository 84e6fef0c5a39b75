import fs from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { DRIVERS, createTestApp, tempDir, type TestContext } from '../helpers.ts';
import { createDiskStorage, type FileStorage } from '../../src/lib/storage.ts';
import { createDatabaseStorage } from '../../src/lib/storage-database.ts';
import { parseStorageUrl } from '../../src/config.ts';

const HOUR = 60 * 60 * 1000;

async function readAll(storage: FileStorage, key: string): Promise<Buffer | undefined> {
  const file = await storage.open(key);
  if (!file) return undefined;
  const chunks: Buffer[] = [];
  for await (const chunk of file.stream) chunks.push(chunk as Buffer);
  const data = Buffer.concat(chunks);
  assert.equal(file.size, data.length, 'the size told matches the bytes read');
  return data;
}

/** A stream that sends `good` and then fails, as a client that goes away mid-upload does. */
function failing(good: Buffer): Readable {
  return new Readable({
    read() {
      this.push(good);
      this.destroy(new Error('client went away'));
    },
  });
}

interface Backend {
  name: string;
  storage: () => FileStorage;
  /** Makes a stored file look written at `when`. */
  age: (key: string, when: Date) => Promise<void>;
  /** How many files (or rows) the storage holds, finished or not. */
  count: () => Promise<number>;
}

/** What every storage must do, whichever holds the bytes. */
function storageContract(backend: Backend) {
  test(`${backend.name}: a file put is read back whole under its key, and an unknown key is no file`, async () => {
    const storage = backend.storage();
    const data = Buffer.from('%PDF-1.4 a document of some length\n'.repeat(5000));
    const key = await storage.put(Readable.from([data.subarray(0, 1000), data.subarray(1000)]), 'pdf');
    assert.match(key, /^[a-f0-9]{32}\.pdf$/);
    assert.deepEqual(await readAll(storage, key), data);
    assert.equal(await storage.open('0'.repeat(32) + '.pdf'), undefined);
  });

  test(`${backend.name}: a stream that fails stores nothing and throws its error`, async () => {
    const storage = backend.storage();
    const before = await backend.count();
    await assert.rejects(storage.put(failing(Buffer.alloc(4096, 1)), 'png'), /client went away/);
    assert.equal(await backend.count(), before);
  });

  test(`${backend.name}: remove deletes a file, and removing it again is no error`, async () => {
    const storage = backend.storage();
    const key = await storage.put(Readable.from([Buffer.from('x')]), 'txt');
    await storage.remove(key);
    assert.equal(await storage.open(key), undefined);
    await storage.remove(key);
  });

  test(`${backend.name}: the sweep deletes old files no row holds and keeps held and young ones`, async () => {
    const storage = backend.storage();
    const put = () => storage.put(Readable.from([Buffer.from('bytes')]), 'jpg');
    const [heldOld, orphanOld, orphanYoung] = [await put(), await put(), await put()];
    await backend.age(heldOld, new Date(Date.now() - 2 * HOUR));
    await backend.age(orphanOld, new Date(Date.now() - 2 * HOUR));
    const asked: string[] = [];
    const swept = await storage.sweep(new Date(Date.now() - HOUR), async (keys) => {
      asked.push(...keys);
      return new Set(keys.filter((k) => k === heldOld));
    });
    assert.ok(swept >= 1);
    assert.ok(!asked.includes(orphanYoung), 'a young file is not even looked up');
    assert.equal(await storage.open(orphanOld), undefined);
    assert.deepEqual(await readAll(storage, heldOld), Buffer.from('bytes'));
    assert.deepEqual(await readAll(storage, orphanYoung), Buffer.from('bytes'));
  });
}

describe('disk storage', () => {
  const dir = tempDir('agrihub-storage-');
  after(() => fs.rmSync(dir, { recursive: true, force: true }));
  storageContract({
    name: 'disk',
    storage: () => createDiskStorage(dir),
    age: async (key, when) => fs.utimesSync(path.join(dir, key), when, when),
    count: async () => (fs.existsSync(dir) ? fs.readdirSync(dir).length : 0),
  });
});

for (const driver of DRIVERS) {
  describe(`database storage (${driver})`, () => {
    let ctx: TestContext;
    before(async () => {
      ctx = await createTestApp(driver);
    });
    after(async () => ctx.close());
    storageContract({
      name: `database (${driver})`,
      storage: () => createDatabaseStorage(ctx.app.db),
      age: async (key, when) => {
        await ctx.app.db.query('UPDATE file_contents SET created_at = $2 WHERE key = $1', [key, when]);
      },
      count: async () => Number((await ctx.app.db.query<{ n: number }>('SELECT count(*)::int AS n FROM file_contents'))[0]?.n),
    });

    test('a file larger than the limit is refused and stores nothing', async () => {
      const storage = createDatabaseStorage(ctx.app.db, 1024);
      await assert.rejects(storage.put(Readable.from([Buffer.alloc(600), Buffer.alloc(600)]), 'pdf'), /may not exceed 1024 bytes/);
    });
  });
}

describe('STORAGE_URL', () => {
  const opts = { dataDir: '/srv/agrihub', databaseServer: false };
  test('unset: the local disk with the embedded database, the database with a PostgreSQL server', () => {
    assert.deepEqual(parseStorageUrl(undefined, opts), { kind: 'disk', dir: '/srv/agrihub/uploads' });
    assert.deepEqual(parseStorageUrl('', { ...opts, databaseServer: true }), { kind: 'database' });
  });
  test('disk, database and a file URL', () => {
    assert.deepEqual(parseStorageUrl('disk', { ...opts, databaseServer: true }), { kind: 'disk', dir: '/srv/agrihub/uploads' });
    assert.deepEqual(parseStorageUrl('database', opts), { kind: 'database' });
    assert.deepEqual(parseStorageUrl('file:///var/agrihub/files', opts), { kind: 'disk', dir: '/var/agrihub/files' });
  });
  test('an S3 URL names the bucket, a prefix, the endpoint and region; a custom endpoint uses path-style addressing', () => {
    assert.deepEqual(parseStorageUrl('s3://agrihub-files/portal?endpoint=http://127.0.0.1:9000&region=ap-south-1', opts), {
      kind: 's3',
      bucket: 'agrihub-files',
      prefix: 'portal/',
      endpoint: 'http://127.0.0.1:9000',
      region: 'ap-south-1',
      forcePathStyle: true,
    });
    const aws = parseStorageUrl('s3://agrihub-files?region=ap-south-1', opts);
    assert.equal(aws.kind === 's3' && aws.forcePathStyle, false);
    assert.equal(aws.kind === 's3' && aws.prefix, '');
  });
  test('anything else is refused with what is accepted', () => {
    assert.throws(() => parseStorageUrl('ftp://files', opts), /none of disk, database, file:\/\/\/dir or s3:\/\/bucket/);
    assert.throws(() => parseStorageUrl('s3://bucket?endpoint=127.0.0.1:9000', opts), /must start with http/);
  });
});
