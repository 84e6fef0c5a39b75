import { fork, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { S3Client } from '@aws-sdk/client-s3';

export const TEST_BUCKET = 'agrihub-test';

/** A fake S3 server of the test's own (s3rver, objects as files in a temp directory). */
export interface FakeS3 {
  endpoint: string;
  /** A client of its own, for looking past the storage under test. */
  client: S3Client;
  /** How many HTTP requests it has answered. */
  requests(): Promise<number>;
  /** Makes an object look written at `when`: s3rver tells the mtime of its file as LastModified. */
  age(name: string, when: Date): void;
  stop(): Promise<void>;
}

const reply = <T>(child: ChildProcess) => once(child, 'message').then(([message]) => message as T);

export async function startFakeS3(): Promise<FakeS3> {
  // The SDK's default credential chain reads these; s3rver accepts only its own pair.
  process.env.AWS_ACCESS_KEY_ID = 'S3RVER';
  process.env.AWS_SECRET_ACCESS_KEY = 'S3RVER';
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'agrihub-s3-'));
  const child = fork(fileURLToPath(new URL('./s3rver-process.mjs', import.meta.url)), [dir, TEST_BUCKET], {
    execArgv: ['--openssl-legacy-provider'],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const { port } = await Promise.race([
    reply<{ port: number }>(child),
    once(child, 'exit').then(([code]) => Promise.reject(new Error(`s3rver exited with ${String(code)}`))),
  ]);
  const endpoint = `http://127.0.0.1:${port}`;
  const client = new S3Client({ region: 'us-east-1', endpoint, forcePathStyle: true });
  return {
    endpoint,
    client,
    async requests() {
      const answer = reply<{ requests: number }>(child);
      child.send('requests');
      return (await answer).requests;
    },
    age(name, when) {
      fs.utimesSync(path.join(dir, TEST_BUCKET, `${name}._S3rver_object`), when, when);
    },
    async stop() {
      client.destroy();
      const exited = once(child, 'exit');
      child.disconnect();
      await exited;
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
