import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { openMigratedDb } from '../../src/platform/db/migrate.ts';

const MIGRATIONS = path.join(path.dirname(fileURLToPath(import.meta.url)), '../../src/platform/db/migrations');

/** PGlite's package.json (its `exports` do not list it): the folder above its entry point that holds one. */
function pglitePackage(): string {
  let dir = path.dirname(fileURLToPath(import.meta.resolve('@electric-sql/pglite')));
  while (!fs.existsSync(path.join(dir, 'package.json'))) dir = path.dirname(dir);
  return path.join(dir, 'package.json');
}

/**
 * Which migrated template fits this tree: the migrations' names and text, and whatever else is given
 * (the PGlite release). A changed migration makes a new template; an old one is never used for it.
 */
export function migrationsKey(...also: Buffer[]): string {
  const hash = crypto.createHash('sha256');
  for (const part of also) hash.update(part);
  for (const name of fs.readdirSync(MIGRATIONS).sort()) hash.update(name).update(fs.readFileSync(path.join(MIGRATIONS, name)));
  return hash.digest('hex').slice(0, 16);
}

let ready: Promise<string> | undefined;

/**
 * An embedded database with every migration applied, made once per tree and kept in the temp
 * folder: starting PGlite on an empty folder runs initdb (about 2 s of CPU), its copy takes about
 * 0.1 s. Each test app still gets a database of its own, a copy of this one, as migrating a new
 * folder would have given it. Made in a folder of its own and renamed into place, so test processes
 * starting together never read a half-made one.
 */
export function pgliteTemplate(): Promise<string> {
  ready ??= (async () => {
    const dir = path.join(os.tmpdir(), `agrihub-pglite-template-${migrationsKey(fs.readFileSync(pglitePackage()))}`);
    if (fs.existsSync(dir)) return dir;
    const making = fs.mkdtempSync(`${dir}-making-`);
    const db = await openMigratedDb({ dataDir: making, databaseUrl: undefined });
    await db.close();
    fs.rmSync(path.join(making, 'agrihub.lock'), { force: true });
    try {
      fs.renameSync(making, dir);
    } catch {
      // Another process put its template in place first: the same migrations, the same database.
      fs.rmSync(making, { recursive: true, force: true });
    }
    return dir;
  })();
  return ready;
}

/** Fills an empty data folder with a copy of the migrated template (its `pgdata`). */
export async function copyPgliteTemplate(dataDir: string): Promise<void> {
  const template = await pgliteTemplate();
  fs.cpSync(path.join(template, 'pgdata'), path.join(dataDir, 'pgdata'), { recursive: true });
}
