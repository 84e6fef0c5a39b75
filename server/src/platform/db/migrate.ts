import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Db, OpenDbOptions } from './index.ts';
import { openDb } from './index.ts';

const MIGRATIONS_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

/**
 * Applies every migrations/NNN_name.sql not yet recorded, in order, each in its own transaction;
 * with `before`, only those whose version sorts before it (tests of one migration's data changes).
 */
export async function migrate(db: Db, before?: string): Promise<string[]> {
  await db.exec(`CREATE TABLE IF NOT EXISTS schema_migrations (
    version text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())`);
  const files = fs
    .readdirSync(MIGRATIONS_DIR)
    .filter((f) => /^\d+_.+\.sql$/.test(f) && (before === undefined || f < before))
    .sort();
  const applied: string[] = [];
  for (const file of files) {
    const version = file.replace(/\.sql$/, '');
    const sql = fs.readFileSync(path.join(MIGRATIONS_DIR, file), 'utf8');
    const done = await db.transaction(async (tx) => {
      // Serialise concurrent starters (several replicas against one PostgreSQL server).
      await tx.query('SELECT pg_advisory_xact_lock(727274)');
      const seen = await tx.query('SELECT 1 FROM schema_migrations WHERE version = $1', [version]);
      if (seen.length > 0) return false;
      for (const statement of splitSql(sql)) await tx.query(statement);
      await tx.query('INSERT INTO schema_migrations (version) VALUES ($1)', [version]);
      return true;
    });
    if (done) applied.push(version);
  }
  return applied;
}

/** Splits a migration into statements on `;` at line ends, outside `$$ ... $$` bodies and comments. */
export function splitSql(sql: string): string[] {
  const out: string[] = [];
  let current = '';
  let inDollar = false;
  for (const rawLine of sql.split('\n')) {
    const line = inDollar ? rawLine : rawLine.replace(/^\s*--.*$/, '');
    const dollars = (line.match(/\$\$/g) ?? []).length;
    if (dollars % 2 === 1) inDollar = !inDollar;
    current += line + '\n';
    if (!inDollar && /;\s*$/.test(line)) {
      const stmt = current.trim().replace(/;$/, '').trim();
      if (stmt !== '') out.push(stmt);
      current = '';
    }
  }
  if (current.trim() !== '') out.push(current.trim());
  return out;
}

/** Opens the database with its schema up to date; a failed migration closes it again. */
export async function openMigratedDb(opts: OpenDbOptions): Promise<Db> {
  const db = await openDb(opts);
  try {
    await migrate(db);
  } catch (err) {
    await db.close();
    throw err;
  }
  return db;
}
