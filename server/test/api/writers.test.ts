import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import ts from 'typescript';
import { calledName, nodesIn, routeRegistrations, type RouteRegistration } from '../support/route-sources.ts';

// A write is audited as its user and records the request's Idempotency-Key only when it is made
// through `request.writer` (platform/db/write-context.ts, platform/http/idempotency.ts); a write on
// `app.db` carries neither. The functions that write for a route take a `Writer`, so the compiler
// refuses `app.db` there; a write in `tx` is as good as the transaction it is in, which the compiler
// cannot see. This reads the route files and holds every write route to it.

const WRITES = new Set(['post', 'put', 'patch', 'delete']);

/**
 * The writes whose handler calls no function of the operation's name (operation-ids.test.ts,
 * UNNAMED_WRITES): the function that makes the write instead.
 */
const WRITTEN_BY: Record<string, string> = {
  changePassword: 'setPasswordHash',
  resetPassword: 'setPasswordHash',
  resendInvitation: 'invite',
  changeMemberRole: 'changeMember',
  setMemberStatus: 'changeMember',
  removeMember: 'changeMember',
};

/**
 * The writes made without a writer, each with why. Keep it short: an entry whose handler has come
 * to use a writer fails the test until it is taken out.
 */
const WITHOUT_WRITER: Record<string, string> = {
  signIn: 'nobody is signed in: only rate-limit counters and the new session, which are no activity of anyone and take no key',
  signUp: 'nobody is signed in: the company and its first user are created with no one to name as the actor, and no key is taken',
  refreshSession: 'signed in by the refresh cookie, not a token: only the session rotates (no audited table, no key)',
  signOut: 'signed in by the refresh cookie, not a token: only the session ends (no audited table, no key)',
  requestPasswordReset: 'nobody is signed in: a reset row and its mail (no audited table, no key)',
  checkPasswordReset: 'writes nothing: a POST only so the token stays out of the URL',
  previewImport: 'writes nothing: a POST for the uploaded file',
  getQuote: 'writes nothing: a POST for its lines',
  requestNewInvitation: "nobody is signed in: a rate-limit counter and the admins' mails (no audited table, no key)",
};

/** Every function of the file by name: `function f() {}` and `const f = (...) => ...`. */
function functionsOf(source: ts.SourceFile): Map<string, ts.Node> {
  const found = new Map<string, ts.Node>();
  for (const node of nodesIn(source)) {
    if (ts.isFunctionDeclaration(node) && node.name && node.body) found.set(node.name.text, node.body);
    if (
      ts.isVariableDeclaration(node) &&
      ts.isIdentifier(node.name) &&
      node.initializer &&
      (ts.isArrowFunction(node.initializer) || ts.isFunctionExpression(node.initializer))
    )
      found.set(node.name.text, node.initializer.body);
  }
  return found;
}

/** The handler and every function of its file it calls, and they call, by name. */
function reachableCode(route: RouteRegistration): ts.Node[] {
  const functions = functionsOf(route.source);
  const roots: ts.Node[] = [route.handler];
  for (let i = 0; i < roots.length; i++)
    for (const node of nodesIn(roots[i]!)) {
      const name = ts.isCallExpression(node) ? calledName(node) : undefined;
      const body = name === undefined ? undefined : functions.get(name);
      if (body && !roots.includes(body)) roots.push(body);
    }
  return roots.flatMap(nodesIn);
}

/** `request.writer`, `writerOf(...)`, or a name given `writerOf(...)` in `code`. */
function isWriter(node: ts.Node, code: ts.Node[]): boolean {
  if (ts.isPropertyAccessExpression(node) && node.getText() === 'request.writer') return true;
  if (ts.isCallExpression(node) && calledName(node) === 'writerOf') return true;
  if (!ts.isIdentifier(node)) return false;
  return code.some(
    (n) =>
      ts.isVariableDeclaration(n) &&
      ts.isIdentifier(n.name) &&
      n.name.text === node.text &&
      n.initializer !== undefined &&
      ts.isCallExpression(n.initializer) &&
      calledName(n.initializer) === 'writerOf',
  );
}

/** The `x.transaction(...)` whose callback `node` is written in, if any. */
function transactionAround(node: ts.Node): ts.CallExpression | undefined {
  for (let n: ts.Node | undefined = node.parent; n; n = n.parent) {
    const call = n.parent;
    if (
      (ts.isArrowFunction(n) || ts.isFunctionExpression(n)) &&
      call &&
      ts.isCallExpression(call) &&
      call.arguments.includes(n as ts.Expression) &&
      ts.isPropertyAccessExpression(call.expression) &&
      call.expression.name.text === 'transaction'
    )
      return call;
  }
  return undefined;
}

/** Why a write route's calls of `name` are not all made through a writer; undefined when they are. */
function writerProblem(route: RouteRegistration, name: string): string | undefined {
  const code = reachableCode(route);
  const calls = code.filter((n): n is ts.CallExpression => ts.isCallExpression(n) && calledName(n) === name);
  if (calls.length === 0) return `${route.operationId} (${route.file}) calls no ${name}(...)`;
  for (const call of calls) {
    if (call.arguments.some((arg) => isWriter(arg, code))) continue;
    const transaction = transactionAround(call);
    if (transaction && isWriter((transaction.expression as ts.PropertyAccessExpression).expression, code)) continue;
    const line = route.source.getLineAndCharacterOfPosition(call.getStart()).line + 1;
    return `${route.operationId}: ${name}(...) at ${route.file}:${line} is given neither request.writer nor a transaction of it`;
  }
  const bare = code.find((n) => ts.isCallExpression(n) && n.expression.getText() === 'app.db.transaction');
  if (bare) {
    const line = route.source.getLineAndCharacterOfPosition(bare.getStart()).line + 1;
    return `${route.operationId}: app.db.transaction at ${route.file}:${line} writes with no actor and no key (use request.writer.transaction)`;
  }
  return undefined;
}

describe('writes go through the request’s writer', () => {
  const routes = routeRegistrations();
  const writes = routes.filter((r) => WRITES.has(r.method));

  test('every write route hands request.writer (or a transaction of it) to the function that makes its change; the exceptions listed with why', () => {
    assert.ok(writes.length > 40, `only ${writes.length} write routes found`);
    const problems: string[] = [];
    for (const route of writes) {
      const id = route.operationId;
      if (id in WITHOUT_WRITER) {
        const usesWriter = reachableCode(route).some((n) => isWriter(n, []));
        assert.equal(usesWriter, false, `${id} now writes through a writer (${route.file}): take it out of WITHOUT_WRITER`);
        continue;
      }
      const problem = writerProblem(route, WRITTEN_BY[id] ?? id);
      if (problem) problems.push(problem);
    }
    assert.deepEqual(problems, [], `writes made without the request's writer (no audit actor, no Idempotency-Key):\n${problems.join('\n')}`);
    const ids = new Set(writes.map((r) => r.operationId));
    for (const id of [...Object.keys(WITHOUT_WRITER), ...Object.keys(WRITTEN_BY)]) assert.ok(ids.has(id), `${id} is listed here but is no write route`);
  });
});
