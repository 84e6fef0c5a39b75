import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { checkAnswer, type Answer, type Checked } from './fuzzer.ts';
import type { FuzzRequest } from './openapi-arbitraries.ts';

/** The properties themselves, on answers made up here: each failure they exist for is seen. */
describe("the fuzzer's properties", () => {
  const DEMO = '11111111-1111-4111-8111-111111111111';
  const OTHER = '22222222-2222-4222-8222-222222222222';
  const DEMO_ORDER = '33333333-3333-4333-8333-333333333333';
  const owners = { owner: new Map([[DEMO_ORDER, DEMO]]), markers: new Map([[DEMO, ['Punjab Agro Industries']]]) };
  const op: Checked = { fieldNames: new Set(['notes', 'page']), signedIn: true };
  const req = (over: Partial<FuzzRequest> = {}): FuzzRequest => ({ method: 'GET', url: '/api/x', headers: {}, mutations: [], refuse: [], ...over });
  const answer = (statusCode: number, body: object | string): Answer => ({
    statusCode,
    headers: { 'content-type': typeof body === 'string' ? 'text/plain' : 'application/json; charset=utf-8' },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
  const other = { name: 'other company', sellerId: OTHER };
  const properties = (a: Answer, r = req(), actor: { name: string; sellerId?: string } = other) => checkAnswer(a, r, actor, op, owners).map((v) => v.property);

  test('a 5xx, and a 4xx that is not JSON or has no message, fail', () => {
    assert.deepEqual(properties(answer(500, { message: 'Something went wrong' })), ['never a 5xx']);
    assert.deepEqual(properties(answer(404, 'Not Found')), ['a 4xx is JSON with a message']);
    assert.deepEqual(properties(answer(403, { message: ' ' })), ['a 4xx is JSON with a message']);
    // Dot segments that climb out of /api reach the portal's pages, which answer as pages.
    assert.deepEqual(properties(answer(404, 'Not Found'), req({ url: '/api/files/%2e%2e/%2e%2e' })), []);
  });

  test('a 400 names a field by `errors` or in its English message; other 4xx need not', () => {
    assert.deepEqual(properties(answer(400, { message: 'Invalid request' })), ['a 400 names a field']);
    assert.deepEqual(properties(answer(400, { message: 'Invalid request', errors: { notes: 'too long' } })), []);
    assert.deepEqual(properties(answer(400, { message: 'Invalid request: page must be a number' })), []);
    assert.deepEqual(properties(answer(400, { message: 'درخواست درست نہیں' })), []);
    assert.deepEqual(properties(answer(404, { message: 'Order not found' })), []);
  });

  test('input that must be refused may not succeed; anonymous may not use a signed-in operation', () => {
    assert.deepEqual(properties(answer(201, { data: {} }), req({ refuse: ['body.amount: "0x10" is no plain number'] })), ['invalid input is refused']);
    assert.deepEqual(properties(answer(200, { data: {} }), req({ refuse: ["another company's row, by its id in the path"] })), [
      "another company's row is out of reach",
    ]);
    assert.deepEqual(properties(answer(200, { data: {} }), req(), { name: 'anonymous' }), ['anonymous is refused a signed-in operation']);
  });

  test("another company's id or name in an answer is a leak, unless the request carried it", () => {
    assert.deepEqual(properties(answer(200, { data: { orders: [{ _id: DEMO_ORDER }] } })), ["never another company's data"]);
    assert.deepEqual(properties(answer(200, { data: { company: 'Punjab Agro Industries' } })), ["never another company's data"]);
    assert.deepEqual(properties(answer(404, { message: `Order ${DEMO_ORDER} not found` }), req({ url: `/api/seller/orders/${DEMO_ORDER}` })), []);
    assert.deepEqual(properties(answer(200, { data: { orders: [{ _id: DEMO_ORDER }] } }), req(), { name: 'admin', sellerId: DEMO }), []);
  });
});
