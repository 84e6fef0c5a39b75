import fs from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { DRIVERS, createTestApp, tempDir, type TestContext } from '../../helpers.ts';
import { storageContract } from '../../support/storage-contract.ts';
import { createDiskStorage, newStorageKey } from '../../../src/platform/storage/storage.ts';
import { createDatabaseStorage } from '../../../src/platform/storage/storage-database.ts';
import { parseStorageUrl } from '../../../src/platform/config.ts';

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

test('a key is made only with an extension every driver can read back', () => {
  assert.match(newStorageKey('pdf'), /^[a-f0-9]{32}\.pdf$/);
  for (const ext of ['PDF', 'jpeg2k', '', '../x']) assert.throws(() => newStorageKey(ext), /Invalid file extension/);
});

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
