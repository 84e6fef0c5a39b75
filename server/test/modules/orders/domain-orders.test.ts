import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { ORDER_TRANSITIONS } from '@agrihub/shared/validation';
import { moveOrderError } from '../../../src/modules/orders/schemas/order-lifecycle.ts';
import { discountPaisa, priceLine, ruleFor, type ApplicableRule } from '../../../src/modules/pricing/domain/pricing.ts';
import { ORDER_STATUSES } from '../../../src/platform/schemas/domain.ts';

// The table is the shared contract; the documented table (docs/order-lifecycle.md) must say the
// same, and the server must refuse exactly the moves it lacks. Neither is restated here.
const LIFECYCLE_DOC = path.join(import.meta.dirname, '../../../../docs/order-lifecycle.md');

test('docs/order-lifecycle.md lists the moves of the shared table, no more and no fewer', () => {
  const documented = Object.fromEntries(ORDER_STATUSES.map((s) => [s, [] as string[]]));
  for (const row of fs.readFileSync(LIFECYCLE_DOC, 'utf8').matchAll(/^\|\s*(\w+)\s*\|[^|]*\|\s*(\w*)\s*\|/gm)) {
    const [, from, to] = row;
    if (from && to && from in documented) documented[from]!.push(to);
  }
  assert.deepEqual(documented, ORDER_TRANSITIONS);
});

test('the server refuses exactly the moves the table lacks', () => {
  for (const from of ORDER_STATUSES) {
    for (const to of ORDER_STATUSES) {
      const allowed = (ORDER_TRANSITIONS[from] as readonly string[]).includes(to);
      assert.equal(moveOrderError(from, to) === null, allowed, `${from} -> ${to}`);
    }
  }
});

test('a refused move says why in words', () => {
  assert.equal(moveOrderError('pending', 'delivered'), 'A pending order cannot be marked delivered; it can be confirmed or cancelled');
  assert.equal(moveOrderError('shipped', 'cancelled'), 'A shipped order cannot be cancelled; it can be marked delivered');
  // The move to processing has the status's name, as its button ("Start Processing") does (issue 41, item 7).
  assert.equal(moveOrderError('confirmed', 'shipped'), 'A confirmed order cannot be shipped; it can be put into processing or cancelled');
  assert.equal(moveOrderError('pending', 'processing'), 'A pending order cannot be put into processing; it can be confirmed or cancelled');
  assert.equal(moveOrderError('confirmed', 'confirmed'), 'Order is already confirmed');
  assert.equal(moveOrderError('delivered', 'cancelled'), 'Order is already delivered');
  assert.equal(moveOrderError('cancelled', 'pending'), 'Order is already cancelled');
});

const rule = (over: Partial<ApplicableRule>): ApplicableRule => ({
  id: 'r',
  name: 'Rule',
  category: 'Fertilizers',
  discount: 10,
  minQuantity: 100,
  isActive: true,
  validUntil: '2026-12-31',
  createdAt: new Date('2026-01-01T00:00:00Z'),
  ...over,
});

test('a line gets the biggest discount of the active, unexpired rules of its category whose minimum it reaches', () => {
  const rules = [
    rule({ id: 'volume', discount: 10, minQuantity: 100 }),
    rule({ id: 'big', discount: 15, minQuantity: 500 }),
    rule({ id: 'off', discount: 50, minQuantity: 1, isActive: false }),
    rule({ id: 'old', discount: 40, minQuantity: 1, validUntil: '2026-11-24' }),
    rule({ id: 'seeds', discount: 30, minQuantity: 1, category: 'Seeds' }),
    rule({ id: 'organic', discount: 35, minQuantity: 1, category: 'Organic Products' }),
  ];
  assert.equal(ruleFor(rules, 'fertilizers', 99, '2026-11-25'), null);
  assert.equal(ruleFor(rules, 'fertilizers', 100, '2026-11-25')?.id, 'volume');
  assert.equal(ruleFor(rules, 'fertilizers', 500, '2026-11-25')?.id, 'big');
  assert.equal(ruleFor(rules, 'seeds', 1, '2026-11-25')?.id, 'seeds');
  assert.equal(ruleFor(rules, 'fertilizers', 100, '2027-01-01'), null, 'expired after valid until');
  assert.equal(ruleFor([rule({ category: 'Irrigation', minQuantity: 1 })], 'equipment', 1, '2026-11-25')?.category, 'Irrigation');
  const tie = [rule({ id: 'older', discount: 10, minQuantity: 1 }), rule({ id: 'newer', discount: 10, minQuantity: 1, createdAt: new Date('2026-06-01') })];
  assert.equal(ruleFor(tie, 'fertilizers', 1, '2026-11-25')?.id, 'newer');
});

test('discounts are worked out in paisa, half up, without floating point', () => {
  assert.equal(discountPaisa(465_000 * 100, 10), 4_650_000);
  assert.equal(discountPaisa(1_005, 12.5), 126); // 125.625 -> 126
  assert.equal(discountPaisa(9_007_199_254_740, 33.33), 3_002_099_511_605);
  const line = priceLine(465_000, 120, 'fertilizers', [rule({ discount: 10, minQuantity: 100 })], '2026-11-25');
  assert.deepEqual(
    { gross: line.grossPaisa, off: line.discountPaisa, total: line.totalPaisa, rule: line.rule?.id },
    { gross: 55_800_000, off: 5_580_000, total: 50_220_000, rule: 'r' },
  );
});
