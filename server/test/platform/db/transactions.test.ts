// Inside a transaction's callback every query goes through its handle: the database refuses one
// made on itself at once, instead of hanging (PGlite) or running outside the transaction (PostgreSQL).
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { QUERY_OUTSIDE_TRANSACTION, openDb, type Db } from '../../../src/platform/db/index.ts';
import { DRIVERS, createDatabase, tempDir } from '../../helpers.ts';

for (const driver of DRIVERS) {
  describe(`transactions keep to their handle (${driver})`, () => {
    let db: Db;
    let drop: (() => Promise<void>) | undefined;
    before(async () => {
      const pg = driver === 'postgres' ? await createDatabase() : undefined;
      drop = pg?.drop;
      db = await openDb({ dataDir: tempDir(), databaseUrl: pg?.url });
      await db.exec('CREATE TABLE notes (id int PRIMARY KEY, body text)');
    });
    after(async () => {
      await db.close();
      await drop?.();
    });

    test('a query, a statement or a nested transaction on the database inside the callback is refused, and the work is rolled back', async () => {
      for (const misuse of [() => db.query('SELECT 1'), () => db.exec('SELECT 1'), () => db.transaction(async () => undefined)]) {
        await assert.rejects(
          db.transaction(async (tx) => {
            await tx.query('INSERT INTO notes VALUES (1, $1)', ['kept only if committed']);
            await misuse();
          }),
          { message: QUERY_OUTSIDE_TRANSACTION },
        );
      }
      assert.deepEqual(await db.query('SELECT count(*)::int AS n FROM notes'), [{ n: 0 }]);
    });

    test('through the handle the transaction commits; work it started may use the database once it is over', async () => {
      let later: Promise<unknown> | undefined;
      await db.transaction(async (tx) => {
        await tx.query('INSERT INTO notes VALUES (2, $1)', ['committed']);
        later = new Promise((resolve) => setTimeout(resolve, 20)).then(() => db.query('SELECT body FROM notes WHERE id = 2'));
      });
      assert.deepEqual(await later, [{ body: 'committed' }]);
    });
  });
}
