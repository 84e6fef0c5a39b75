// `npm start`: build whatever app is missing or stale, then serve the whole portal on one origin.
import path from 'node:path';
import { spawn } from 'node:child_process';
import { APPS, ROOT, buildApps, needsBuild } from './apps.mjs';

const stale = APPS.filter(needsBuild);
if (stale.length > 0) {
  console.log(`Building ${stale.map((a) => a.dir).join(', ')} (first start takes a minute or two)...`);
  await buildApps(stale);
}

const server = spawn(process.execPath, ['--import', 'tsx', path.join(ROOT, 'server/src/server.ts')], {
  cwd: path.join(ROOT, 'server'),
  stdio: 'inherit',
  env: { ...process.env, WEB_ROOT: process.env.WEB_ROOT ?? ROOT },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
