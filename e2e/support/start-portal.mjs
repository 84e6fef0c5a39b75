// Starts the portal for e2e: a private copy of the built apps and an empty embedded database.
import fs from 'node:fs';
import path from 'node:path';
import { spawn } from 'node:child_process';

const repo = path.resolve(import.meta.dirname, '../..');
const tmp = path.join(repo, 'e2e/.tmp');
const web = path.join(tmp, 'web');
const data = path.join(tmp, 'data');
fs.rmSync(tmp, { recursive: true, force: true });
for (const app of ['shell', 'mfe-orders', 'mfe-catalog', 'mfe-documents', 'mfe-commerce', 'mfe-support']) {
  const dist = path.join(repo, app, 'dist');
  if (!fs.existsSync(dist)) {
    console.error(`${app}/dist is missing: run "npm run build" first.`);
    process.exit(1);
  }
  fs.cpSync(dist, path.join(web, app, 'dist'), { recursive: true });
}
fs.mkdirSync(data, { recursive: true });

const env = { ...process.env, PORT: process.env.E2E_PORT ?? '8181', HOST: '127.0.0.1', WEB_ROOT: web, DATA_DIR: data };
delete env.DATABASE_URL;
const server = spawn(process.execPath, ['--import', 'tsx', path.join(repo, 'server/src/server.ts')], {
  cwd: path.join(repo, 'server'),
  stdio: 'inherit',
  env,
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
