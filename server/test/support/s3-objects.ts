import { ListObjectsV2Command, type S3Client } from '@aws-sdk/client-s3';

/** The names of every object under `prefix` in the bucket. */
export async function listObjects(client: S3Client, bucket: string, prefix: string): Promise<string[]> {
  const names: string[] = [];
  let token: string | undefined;
  do {
    const page = await client.send(new ListObjectsV2Command({ Bucket: bucket, Prefix: prefix, ContinuationToken: token }));
    names.push(...(page.Contents ?? []).flatMap((o) => (o.Key === undefined ? [] : [o.Key])));
    token = page.IsTruncated ? page.NextContinuationToken : undefined;
  } while (token !== undefined);
  return names;
}
