import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import ts from 'typescript';
import { createTestApp, json, type TestContext } from '../helpers.ts';
import { calledName, nodesIn, routeRegistrations } from '../support/route-sources.ts';

// One action, one name (docs/style.md, "Names"): the operation id is the name the remote's call,
// its hook and the server's function carry, so every operation has one, and no two share it.
const VERBS =
  /^(get|list|stream|create|update|delete|remove|add|set|change|move|place|record|schedule|apply|upload|download|export|import|preview|mark|save|sign|refresh|reset|check|request|accept|resend|cancel)[A-Z]/;

type Spec = { paths: Record<string, Record<string, { operationId?: string }>> };

const WRITES = new Set(['post', 'put', 'patch', 'delete']);

/**
 * The writes whose handler calls no function of the operation's name, each with why. Keep it short:
 * an entry whose handler has come to call its name fails the test until it is taken out.
 */
const UNNAMED_WRITES: Record<string, string> = {
  signUp:
    'the handler is the action (one transaction: createSellerWithUser, which the seeds and the bench also use, and notifyWelcome); it has no function of its own yet',
  changePassword: 'the handler is the action (one transaction: setPasswordHash, shared with resetPassword, and restartSessions)',
  resetPassword: 'the handler is the action (one transaction of five steps: the link, its uses, the hash, the limits, the sessions)',
  checkPasswordReset: 'writes nothing: a POST only so the token stays out of the URL',
  previewImport: 'writes nothing: a POST for the uploaded file; its check (checkImport) serves importProducts too',
  getQuote: 'writes nothing: a POST for its lines; priceLines also prices createOrder',
  requestNewInvitation: "writes only the admins' mails through the platform's outbox (enqueueMail), which every mail shares",
  resendInvitation: 'its write is invite (createInvitation and the mail), which addTeamMember shares',
  changeMemberRole: 'changeMember applies the role, status and removal changes alike, under one lock and the last-admin rule',
  setMemberStatus: 'changeMember applies the role, status and removal changes alike, under one lock and the last-admin rule',
  removeMember: 'changeMember applies the role, status and removal changes alike, under one lock and the last-admin rule',
};

interface RouteSource {
  method: string;
  file: string;
  /** The functions the handler calls by name (`fn(...)`), in it or in functions written inside it. */
  calls: Set<string>;
}

/** Every route registration in the source, `app.<method>(url, { schema: { operationId } }, handler)`, by operation id. */
function routesInSource(): Map<string, RouteSource> {
  const found = new Map<string, RouteSource>();
  for (const { operationId, method, file, handler } of routeRegistrations()) {
    assert.equal(found.has(operationId), false, `${operationId} is registered twice`);
    const calls = new Set(
      nodesIn(handler)
        .filter(ts.isCallExpression)
        .map(calledName)
        .filter((name) => name !== undefined),
    );
    found.set(operationId, { method, file, calls });
  }
  return found;
}

describe('operation ids', () => {
  let ctx: TestContext;
  let spec: Spec;
  before(async () => {
    ctx = await createTestApp('pglite');
    spec = json<Spec>(await ctx.app.inject({ method: 'GET', url: '/api/docs/json' }));
  });
  after(async () => ctx.close());

  test('every operation of the API has an operation id of its own, a verb and what it acts on', async () => {
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

  test("every write's handler calls the function of its operation id's name, the exceptions listed with why", () => {
    const routes = routesInSource();
    const writes = new Set<string>();
    const unnamed: string[] = [];
    for (const [url, ops] of Object.entries(spec.paths))
      for (const [method, op] of Object.entries(ops)) {
        const id = op.operationId ?? '';
        const route = routes.get(id);
        assert.ok(route, `${method.toUpperCase()} ${url}: no route in server/src registers ${id}`);
        assert.equal(route.method, method, `${id}: registered with app.${route.method} in ${route.file}, documented as ${method}`);
        if (!WRITES.has(method)) continue;
        writes.add(id);
        const calls = route.calls.has(id);
        if (id in UNNAMED_WRITES) assert.equal(calls, false, `${id} now calls ${id}(...) (${route.file}): take it out of UNNAMED_WRITES`);
        else if (!calls) unnamed.push(`${id} (${route.file})`);
      }
    assert.deepEqual(
      unnamed,
      [],
      `these writes call no function named as their operation id (domain function, or the query a route calls directly): ${unnamed.join(', ')}`,
    );
    for (const id of Object.keys(UNNAMED_WRITES)) assert.ok(writes.has(id), `UNNAMED_WRITES names ${id}, which is no write of the API`);
    assert.ok(writes.size > 40, `only ${writes.size} writes found`);
  });
});
