import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { UsageError, parseAdminArgs } from '../../src/cli/args.ts';

describe('admin CLI arguments', () => {
  test('review with verify, expire and a rejection with its reason', () => {
    assert.deepEqual(parseAdminArgs(['review', 'a@b.pk', '--verify', 'd1', '--reject', 'd2', '--reason', 'The stamp is not readable', '--expire', 'd3']), {
      command: 'review',
      email: 'a@b.pk',
      action: { verifyAll: false, verify: ['d1'], expire: ['d3'], reject: [{ id: 'd2', reason: 'The stamp is not readable' }] },
    });
  });

  test('each --reject takes its own --reason, or one reason applies to all', () => {
    const two = parseAdminArgs(['review', 'a@b.pk', '--reject', 'd1', '--reason', 'Blurred', '--reject', 'd2', '--reason', 'Out of date']);
    assert.deepEqual(two.command === 'review' && two.action.reject, [
      { id: 'd1', reason: 'Blurred' },
      { id: 'd2', reason: 'Out of date' },
    ]);
    const shared = parseAdminArgs(['review', 'a@b.pk', '--reject', 'd1', '--reject', 'd2', '--reason', 'Blurred']);
    assert.deepEqual(shared.command === 'review' && shared.action.reject, [
      { id: 'd1', reason: 'Blurred' },
      { id: 'd2', reason: 'Blurred' },
    ]);
    // A reason never lands on another document than the one it follows.
    for (const mixed of [
      ['--reason', 'Blurred', '--reject', 'd1', '--reject', 'd2', '--reason', 'Out of date'],
      ['--reject', 'd1', '--reject', 'd2', '--reason', 'Blurred', '--reason', 'Out of date'],
    ]) {
      assert.throws(
        () => parseAdminArgs(['review', 'a@b.pk', ...mixed]),
        (e: Error) => e instanceof UsageError && /--reason/.test(e.message),
        mixed.join(' '),
      );
    }
  });

  test('a rejection without a reason, or with an empty one, is refused before anything changes', () => {
    assert.throws(
      () => parseAdminArgs(['review', 'a@b.pk', '--reject', 'd1']),
      (e: Error) => e instanceof UsageError && /--reason/.test(e.message),
    );
    assert.throws(() => parseAdminArgs(['review', 'a@b.pk', '--reject', 'd1', '--reason', '  ']), /needs a reason/);
    assert.throws(() => parseAdminArgs(['review', 'a@b.pk', '--reason', 'why']), /goes with --reject/);
    assert.throws(
      () => parseAdminArgs(['review', 'a@b.pk', '--reject', 'a', '--reject', 'b', '--reject', 'c', '--reason', 'x', '--reason', 'y']),
      /one --reason per --reject/,
    );
  });

  test('outbox and its limit; unknown commands and options', () => {
    assert.deepEqual(parseAdminArgs(['outbox', '--limit', '5']), { command: 'outbox', limit: 5 });
    assert.throws(() => parseAdminArgs(['outbox', '--limit', '0']), UsageError);
    assert.throws(() => parseAdminArgs(['review']), UsageError);
    assert.throws(() => parseAdminArgs(['review', 'a@b.pk', '--approve', 'x']), UsageError);
  });
});
