// `npm start`: build whatever app is missing or stale, then serve the whole portal on one origin.
import { APPS, ROOT, buildApps, needsBuild, spawnServer } from './apps.mjs';

const stale = APPS.filter(needsBuild);
if (stale.length > 0) {
  console.log(`Building ${stale.map((a) => a.dir).join(', ')} (first start takes a minute or two)...`);
  await buildApps(stale);
}

spawnServer({ WEB_ROOT: process.env.WEB_ROOT ?? ROOT }, { forwardSignals: true });
