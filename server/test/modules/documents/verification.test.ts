import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { reviewExpectedBy, reviewState } from '../../../src/modules/documents/domain/verification.ts';

describe('expected review date: 1 working week (5 working days, Mon-Fri, Pakistan time)', () => {
  test('an upload on a Friday is expected by the next Friday', () => {
    assert.equal(reviewExpectedBy(new Date('2026-11-20T10:00:00+05:00')), '2026-11-27');
  });

  test('an upload on a weekend counts from the Monday: expected by that Friday', () => {
    assert.equal(reviewExpectedBy(new Date('2026-11-21T10:00:00+05:00')), '2026-11-27');
    assert.equal(reviewExpectedBy(new Date('2026-11-22T23:00:00+05:00')), '2026-11-27');
  });

  test('midweek: a Wednesday upload is expected by the next Wednesday', () => {
    assert.equal(reviewExpectedBy(new Date('2026-11-25T09:00:00+05:00')), '2026-12-02');
  });

  test("the day is Pakistan's: 19:30 UTC on a Friday is already Saturday in Pakistan", () => {
    assert.equal(reviewExpectedBy(new Date('2026-11-20T19:30:00Z')), '2026-11-27');
    assert.equal(reviewExpectedBy(new Date('2026-11-19T19:30:00Z')), '2026-11-27');
    assert.equal(reviewExpectedBy(new Date('2026-11-19T18:30:00Z')), '2026-11-26');
  });

  test('overdue only once the expected day has passed in Pakistan', () => {
    const uploaded = new Date('2026-11-20T10:00:00+05:00');
    assert.equal(reviewState(uploaded, new Date('2026-11-27T23:59:00+05:00')).overdue, false);
    assert.equal(reviewState(uploaded, new Date('2026-11-28T00:00:00+05:00')).overdue, true);
    assert.deepEqual(reviewState(uploaded, new Date('2026-11-21T00:00:00+05:00')), {
      submittedAt: uploaded.toISOString(),
      expectedBy: '2026-11-27',
      overdue: false,
    });
  });
});
