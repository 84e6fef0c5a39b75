import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { createTestApp, json, type TestContext } from '../helpers.ts';

// One action, one name (docs/style.md, "Names"): the operation id is the name the remote's call,
// its hook and the server's function carry, so every operation has one, and no two share it.
const VERBS =
  /^(get|list|stream|create|update|delete|remove|add|set|change|move|place|record|schedule|apply|upload|download|export|import|preview|mark|save|sign|refresh|reset|check|request|accept|resend|cancel)[A-Z]/;

describe('operation ids', () => {
  let ctx: TestContext;
  before(async () => {
    ctx = await createTestApp('pglite');
  });
  after(async () => ctx.close());

  test('every operation of the API has an operation id of its own, a verb and what it acts on', async () => {
    const spec = json<{ paths: Record<string, Record<string, { operationId?: string }>> }>(await ctx.app.inject({ method: 'GET', url: '/api/docs/json' }));
    const seen = new Map<string, string>();
    let count = 0;
    for (const [path, ops] of Object.entries(spec.paths))
      for (const [method, op] of Object.entries(ops)) {
        const where = `${method.toUpperCase()} ${path}`;
        count++;
        assert.ok(op.operationId, `${where} has no operationId`);
        assert.match(op.operationId, VERBS, `${where}: ${op.operationId} does not start with a verb`);
        assert.equal(seen.get(op.operationId), undefined, `${where} and ${seen.get(op.operationId)} share ${op.operationId}`);
        seen.set(op.operationId, where);
      }
    assert.ok(count > 80, `only ${count} operations documented`);
    assert.equal(seen.get('moveOrder'), 'PATCH /api/seller/orders/{id}/status');
  });
});
