import crypto from 'node:crypto';
import pg from 'pg';
import { openMigratedDb } from '../../src/platform/db/migrate.ts';
import { migrationsKey } from './pglite-template.ts';

/** Per server: a process given a second server's URL makes (or finds) the template there too. */
const ready = new Map<string, Promise<string>>();

/**
 * A database on the PostgreSQL server at `adminUrl` with every migration applied, made once per
 * tree (its name carries the migrations' hash) and kept there, as the embedded one is kept in the
 * temp folder (pglite-template.ts). Migrating a new database took about 0.65 s of the server's and
 * the test's time on the 2-core machine, `CREATE DATABASE ... TEMPLATE` of this one about 0.2 s;
 * the suite makes a database for every test app on the server.
 *
 * Test processes start together: an advisory lock lets one make it while the others wait, and it is
 * made under a name of its own and renamed into place, so a process that died halfway leaves a stray
 * database, never a half-migrated template.
 */
export function postgresTemplate(adminUrl: string): Promise<string> {
  const server = new URL(adminUrl);
  server.pathname = '/';
  const key = server.toString();
  const known = ready.get(key);
  if (known) return known;
  const making = (async () => {
    const name = `agrihub_template_${migrationsKey()}`;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    try {
      await admin.query('SELECT pg_advisory_lock(hashtext($1))', [name]);
      const { rowCount } = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
      if (rowCount) return name;
      const unfinished = `${name}_making_${crypto.randomBytes(4).toString('hex')}`;
      await admin.query(`CREATE DATABASE ${unfinished}`);
      const url = new URL(adminUrl);
      url.pathname = `/${unfinished}`;
      const db = await openMigratedDb({ dataDir: '', databaseUrl: url.toString() });
      await db.close();
      await admin.query(`ALTER DATABASE ${unfinished} RENAME TO ${name}`);
      return name;
    } finally {
      await admin.end();
    }
  })();
  ready.set(key, making);
  return making;
}
