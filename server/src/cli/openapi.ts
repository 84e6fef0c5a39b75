/**
 * Prints the OpenAPI document generated from the route schemas (what /api/docs/json serves), from
 * an app built on a throwaway embedded database. Used by `npm run gen:api`.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../app.ts';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'agrihub-openapi-'));
try {
  const app = await buildApp({
    config: { dataDir, databaseUrl: undefined, seedDemo: false, webRoot: dataDir, logLevel: 'silent' },
    logger: false,
  });
  process.stdout.write(JSON.stringify(app.swagger(), null, 2));
  await app.close();
} finally {
  fs.rmSync(dataDir, { recursive: true, force: true });
}
