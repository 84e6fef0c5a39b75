// Starts the portal for e2e: a private copy of the built apps and an empty embedded database.
import fs from 'node:fs';
import path from 'node:path';
import { APPS, ROOT, spawnServer } from '../../scripts/apps.mjs';
import { startMailCatcher } from './mail-catcher.mjs';
import { seedPortalData } from './seed-portal.mjs';

// Per port, so that runs on different ports (E2E_PORT) do not share files.
const tmp = path.join(ROOT, 'e2e/.tmp', process.env.E2E_PORT ?? '8181');
const web = path.join(tmp, 'web');
const data = path.join(tmp, 'data');
fs.rmSync(tmp, { recursive: true, force: true });
for (const { dir } of APPS) {
  const dist = path.join(ROOT, dir, 'dist');
  if (!fs.existsSync(dist)) {
    console.error(`${dir}/dist is missing: run "npm run build" first.`);
    process.exit(1);
  }
  fs.cpSync(dist, path.join(web, dir, 'dist'), { recursive: true });
}
// The data: seeded beside the build by `npm run test:e2e` (E2E_SEEDED_DATA, used once: it is moved
// here), else now, before the server holds the DATA_DIR lock.
const seeded = process.env.E2E_SEEDED_DATA;
if (seeded && fs.existsSync(seeded)) {
  fs.renameSync(seeded, data);
} else {
  await seedPortalData(data);
}

// The e2e database is always the embedded one, whatever DATABASE_URL the run has; its mail goes to
// a real SMTP server of the run's own, and its links to the e2e server.
const port = process.env.E2E_PORT ?? '8181';
const smtpUrl = await startMailCatcher(path.join(tmp, 'mail'));
spawnServer(
  { PORT: port, HOST: '127.0.0.1', WEB_ROOT: web, DATA_DIR: data, DATABASE_URL: '', SMTP_URL: smtpUrl, PUBLIC_URL: `http://127.0.0.1:${port}` },
  { forwardSignals: true },
);
