import type { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  DeleteObjectsCommand,
  GetObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { KEY_RE, STORED_FILE_MAX_BYTES, newStorageKey, readWhole, type FileStorage, type StorageConfig } from './storage.ts';

/** S3 deletes at most 1000 objects in one request. */
const DELETE_BATCH = 1000;

const isNotFound = (err: unknown) =>
  err instanceof S3ServiceException && (err.name === 'NoSuchKey' || err.name === 'NotFound' || err.$metadata.httpStatusCode === 404);

/**
 * Uploaded files as objects of an S3 bucket (or an S3-compatible store) under `spec.prefix`, so
 * every API process of a cluster reads what any of them wrote without the database holding the
 * bytes. A PutObject is atomic: no reader sees an object before the whole file has arrived, so a
 * file is read into memory first (uploads are small) and sent in one request with its length.
 */
export function createS3Storage(spec: Extract<StorageConfig, { kind: 's3' }>, maxBytes = STORED_FILE_MAX_BYTES): FileStorage {
  // Credentials come from the SDK's default chain (AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY, a
  // profile, an instance role), never from STORAGE_URL, so no secret sits in a URL that gets logged.
  const client = new S3Client({
    region: spec.region,
    endpoint: spec.endpoint,
    forcePathStyle: spec.forcePathStyle,
  });
  const name = (key: string) => {
    if (!KEY_RE.test(key)) throw new Error('Invalid storage key');
    return spec.prefix + key;
  };
  return {
    kind: 's3',
    async put(stream, ext) {
      const data = await readWhole(stream, maxBytes);
      const key = newStorageKey(ext);
      await client.send(new PutObjectCommand({ Bucket: spec.bucket, Key: name(key), Body: data, ContentLength: data.length }));
      return key;
    },
    async open(key) {
      const object = name(key);
      try {
        const res = await client.send(new GetObjectCommand({ Bucket: spec.bucket, Key: object }));
        // In Node the body is the response's own stream: read once, or destroyed by a client
        // that went away, it frees the connection.
        return { stream: res.Body as Readable, size: res.ContentLength ?? 0 };
      } catch (err) {
        if (isNotFound(err)) return undefined;
        throw err;
      }
    },
    async remove(key) {
      // S3 answers a delete of a missing object with success, as the other storages do.
      await client.send(new DeleteObjectCommand({ Bucket: spec.bucket, Key: name(key) }));
    },
    async sweep(before, referenced) {
      let deleted = 0;
      let token: string | undefined;
      do {
        // One page (at most 1000 objects) at a time: its keys are looked up and deleted before
        // the next is listed, so a bucket of any size is swept in bounded memory.
        const page = await client.send(new ListObjectsV2Command({ Bucket: spec.bucket, Prefix: spec.prefix, ContinuationToken: token }));
        token = page.IsTruncated ? page.NextContinuationToken : undefined;
        const keys: string[] = [];
        for (const object of page.Contents ?? []) {
          const key = object.Key?.slice(spec.prefix.length);
          // Only names this storage writes: anything else under the prefix (a "folder", a file put
          // there by hand) is not ours to delete.
          if (key === undefined || !KEY_RE.test(key)) continue;
          if (object.LastModified !== undefined && object.LastModified < before) keys.push(key);
        }
        if (keys.length === 0) continue;
        const held = await referenced(keys);
        const doomed = keys.filter((k) => !held.has(k));
        for (let i = 0; i < doomed.length; i += DELETE_BATCH) {
          const batch = doomed.slice(i, i + DELETE_BATCH);
          const res = await client.send(
            new DeleteObjectsCommand({
              Bucket: spec.bucket,
              Delete: { Objects: batch.map((k) => ({ Key: spec.prefix + k })), Quiet: true },
            }),
          );
          // Quiet: the answer lists only the objects that could not be deleted.
          deleted += batch.length - (res.Errors?.length ?? 0);
        }
      } while (token !== undefined);
      return deleted;
    },
  };
}
