import { Readable } from 'node:stream';
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { PutObjectCommand } from '@aws-sdk/client-s3';
import { listObjects } from '../../support/s3-objects.ts';
import { startFakeS3, TEST_BUCKET, type FakeS3 } from '../../support/s3rver.ts';
import { readAll, storageContract } from '../../support/storage-contract.ts';
import { newStorageKey, type StorageConfig } from '../../../src/platform/storage/storage.ts';
import { createS3Storage } from '../../../src/platform/storage/storage-s3.ts';

const HOUR = 60 * 60 * 1000;

describe('S3 storage', () => {
  let s3: FakeS3;
  const spec = (prefix: string): Extract<StorageConfig, { kind: 's3' }> => ({
    kind: 's3',
    bucket: TEST_BUCKET,
    prefix,
    endpoint: s3.endpoint,
    region: 'us-east-1',
    forcePathStyle: true,
  });
  const put = (name: string) => s3.client.send(new PutObjectCommand({ Bucket: TEST_BUCKET, Key: name, Body: 'not the storage’s own' }));
  /** Which of `names` the bucket holds (other tests' objects share it). */
  const present = async (...names: string[]) => {
    const all = new Set(await listObjects(s3.client, TEST_BUCKET, ''));
    return names.filter((n) => all.has(n));
  };
  before(async () => {
    s3 = await startFakeS3();
  });
  after(async () => s3.stop());

  let contractStorage: ReturnType<typeof createS3Storage> | undefined;
  storageContract({
    name: 's3',
    storage: () => (contractStorage ??= createS3Storage(spec('contract/'))),
    age: async (key, when) => s3.age(`contract/${key}`, when),
    count: async () => (await listObjects(s3.client, TEST_BUCKET, 'contract/')).length,
  });

  test('the sweep lists and deletes only its own names under its prefix', async () => {
    const storage = createS3Storage(spec('portal/'));
    const key = () => newStorageKey('pdf');
    const [other, root, nested, odd, orphan] = ['other/' + key(), key(), 'portal/deeper/' + key(), 'portal/notes.txt', key()];
    for (const name of [other, root, nested, odd]) await put(name);
    const stored = await storage.put(Readable.from([Buffer.from('mine')]), 'pdf');
    await put(`portal/${orphan}`);
    const old = new Date(Date.now() - 2 * HOUR);
    for (const name of [other, root, nested, odd, `portal/${stored}`, `portal/${orphan}`]) s3.age(name, old);
    const asked: string[] = [];
    const swept = await storage.sweep(new Date(Date.now() - HOUR), async (keys) => {
      asked.push(...keys);
      return new Set<string>();
    });
    assert.equal(swept, 2);
    assert.deepEqual(asked.sort(), [stored, orphan].sort(), 'only names the storage writes, under its prefix, are looked up');
    assert.deepEqual(await present(other, root, nested, odd, `portal/${stored}`, `portal/${orphan}`), [other, root, nested, odd]);

    // A storage at the bucket's root does not reach into the prefixes below it either.
    const inner = await createS3Storage(spec('portal/')).put(Readable.from([Buffer.from('inner')]), 'png');
    s3.age(`portal/${inner}`, old);
    s3.age(root, old);
    const rootSwept = await createS3Storage(spec('')).sweep(new Date(Date.now() - HOUR), async () => new Set());
    assert.equal(rootSwept, 1);
    assert.deepEqual(await present(other, root, nested, odd, `portal/${inner}`), [other, nested, odd, `portal/${inner}`]);
  });

  test('the sweep reads every page of a long listing', async () => {
    const storage = createS3Storage(spec('many/'));
    const names = Array.from({ length: 1005 }, () => `many/${newStorageKey('jpg')}`);
    for (let i = 0; i < names.length; i += 50) await Promise.all(names.slice(i, i + 50).map(put));
    const old = new Date(Date.now() - 2 * HOUR);
    for (const name of names) s3.age(name, old);
    const held = names[1004]?.slice('many/'.length) ?? '';
    let asked = 0;
    const swept = await storage.sweep(new Date(Date.now() - HOUR), async (keys) => {
      asked += keys.length;
      return new Set(keys.filter((k) => k === held));
    });
    assert.equal(asked, 1005);
    assert.equal(swept, 1004);
    assert.deepEqual(await listObjects(s3.client, TEST_BUCKET, 'many/'), [`many/${held}`]);
  });

  test('a key that is not a storage key is refused before any request', async () => {
    const storage = createS3Storage(spec('portal/'));
    const sent = await s3.requests();
    for (const key of ['../other/secret.pdf', 'deeper/' + newStorageKey('pdf'), 'ABC.pdf', '']) {
      await assert.rejects(storage.open(key), /Invalid storage key/);
      await assert.rejects(storage.remove(key), /Invalid storage key/);
    }
    assert.equal(await s3.requests(), sent);
  });

  test('a file larger than the limit is refused and stores nothing', async () => {
    const storage = createS3Storage(spec('limit/'), 1024);
    await assert.rejects(storage.put(Readable.from([Buffer.alloc(600), Buffer.alloc(600)]), 'pdf'), /may not exceed 1024 bytes/);
    assert.deepEqual(await listObjects(s3.client, TEST_BUCKET, 'limit/'), []);
    const key = await storage.put(Readable.from([Buffer.alloc(1024, 7)]), 'pdf');
    assert.deepEqual(await readAll(storage, key), Buffer.alloc(1024, 7));
  });
});
