import { test } from 'node:test';
import assert from 'node:assert/strict';
import { STATEMENT_REUSES, createStatementNames } from '../../../src/platform/db/index.ts';
import { DRIVERS, createTestApp } from '../../helpers.ts';

test('a statement text is named once it recurs, keeps its name, and no two texts share one', () => {
  const nameOf = createStatementNames();
  const first = 'SELECT * FROM orders WHERE seller_id = $1';
  const other = 'SELECT * FROM products WHERE seller_id = $1';
  for (let i = 1; i < STATEMENT_REUSES; i++) assert.equal(nameOf(first), undefined, `use ${i} stays unnamed`);
  const name = nameOf(first);
  assert.ok(name);
  assert.equal(nameOf(first), name);
  for (let i = 1; i < STATEMENT_REUSES; i++) nameOf(other);
  const otherName = nameOf(other);
  assert.ok(otherName);
  assert.notEqual(otherName, name);
});

test('texts seen once (values written into the SQL) never take a name', () => {
  const nameOf = createStatementNames();
  for (let i = 0; i < 20_000; i++) assert.equal(nameOf(`SELECT ${i} WHERE $1::int > 0`), undefined);
});

if (DRIVERS.includes('postgres')) {
  test('on PostgreSQL a recurring statement is prepared once per connection and answers as before', async () => {
    const ctx = await createTestApp('postgres');
    try {
      const sql = `SELECT $1::int + 1 AS n, (SELECT count(*)::int FROM pg_prepared_statements WHERE statement = $2) AS prepared`;
      const answers: { n: number; prepared: number }[] = [];
      // One connection at a time, so every call lands on a connection that ran the text before.
      for (let i = 0; i < STATEMENT_REUSES + 3; i++)
        answers.push(...(await ctx.app.db.transaction((tx) => tx.query<{ n: number; prepared: number }>(sql, [i, sql]))));
      assert.deepEqual(
        answers.map((a) => a.n),
        answers.map((_, i) => i + 1),
      );
      assert.equal(answers[0]?.prepared, 0, 'the first run is unnamed');
      assert.equal(answers.at(-1)?.prepared, 1, 'later runs use the prepared statement');
    } finally {
      await ctx.close();
    }
  });
}
