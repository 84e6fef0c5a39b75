import { Readable } from 'node:stream';
import { test } from 'node:test';
import assert from 'node:assert/strict';
import type { FileStorage } from '../../src/platform/storage/storage.ts';

// What every FileStorage driver must do, written once: storage.test.ts runs it on the disk and the
// database, storage-s3.test.ts on a real (fake) S3 server.

const HOUR = 60 * 60 * 1000;

export async function readAll(storage: FileStorage, key: string): Promise<Buffer | undefined> {
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

export interface Backend {
  name: string;
  storage: () => FileStorage;
  /** Makes a stored file look written at `when`. */
  age: (key: string, when: Date) => Promise<void>;
  /** How many files (or rows) the storage holds, finished or not. */
  count: () => Promise<number>;
}

/** What every storage must do, whichever holds the bytes. */
export function storageContract(backend: Backend) {
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
