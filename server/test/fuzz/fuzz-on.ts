import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import type { Driver } from '../helpers.ts';
import { formatFailures, formatSummary, fuzzApi, fuzzOptionsFromEnv } from './fuzzer.ts';

/**
 * The API fuzzer, briefly (fuzzer.ts says what it sends and checks): 40 s of requests on one driver
 * unless FUZZ_TIME_MS says otherwise, from seed 35 unless FUZZ_SEED does. Each driver has a file of
 * its own (pglite.test.ts, postgres.test.ts), so the two run at once, one per core. The bench's
 * `fuzz` step runs the same for 10 minutes.
 */
export function fuzzOn(driver: Driver): void {
  describe(`API fuzzer (${driver})`, () => {
    test('every operation, as every role, another company and anonymous: no 5xx, 4xx that explain, no data of another company', async () => {
      const opts = fuzzOptionsFromEnv(driver, { timeMs: 40_000, runsPerOperation: 400 });
      const summary = await fuzzApi(opts);
      console.log(formatSummary(summary));
      assert.ok(summary.requests >= summary.operations, `only ${summary.requests} requests for ${summary.operations} operations`);
      if (summary.failures.length) {
        assert.fail(
          `${summary.failures.length} distinct failures (reproduce with FUZZ_SEED=${summary.seed}, FUZZ_ONLY="<operation>"):\n${formatFailures(summary.failures)}`,
        );
      }
    });
  });
}
