import type { FileStorage, StorageConfig } from './storage.ts';

/** S3-compatible object storage (STORAGE_URL=s3://...). */
export function createS3Storage(spec: Extract<StorageConfig, { kind: 's3' }>): FileStorage {
  throw new Error(`S3 storage (bucket ${spec.bucket}) is not available in this build`);
}
