import { test } from 'node:test';
import assert from 'node:assert/strict';
import { transitionError } from '../../src/domain/orders.ts';

test('an order moves forward, skipping steps if need be, or is cancelled; delivered and cancelled are final', () => {
  assert.equal(transitionError('pending', 'confirmed'), null);
  assert.equal(transitionError('pending', 'delivered'), null);
  assert.equal(transitionError('shipped', 'cancelled'), null);
  assert.equal(transitionError('processing', 'pending'), 'Cannot change order status from processing to pending');
  assert.equal(transitionError('confirmed', 'confirmed'), 'Order is already confirmed');
  assert.equal(transitionError('delivered', 'cancelled'), 'Order is already delivered');
  assert.equal(transitionError('cancelled', 'pending'), 'Order is already cancelled');
});
