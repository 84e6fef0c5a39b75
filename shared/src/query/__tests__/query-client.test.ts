import { ApiError } from '../../api/api-error';
import { createQueryClient } from '../query-client';

/** Fetches through a fresh client with its defaults; resolves to how many calls were made before the error showed. */
async function callsUntilError(error: unknown): Promise<number> {
  const client = createQueryClient();
  let calls = 0;
  await client
    .fetchQuery({
      queryKey: ['t'],
      queryFn: () => {
        calls += 1;
        return Promise.reject(error);
      },
      // fetchQuery does not retry unless told; the portal's screens use the defaults.
      retry: client.getDefaultOptions().queries?.retry,
    })
    .catch(() => undefined);
  client.clear();
  return calls;
}

describe('the query client', () => {
  it('asks once more a second later for what may pass (5xx, no answer), then shows the error', async () => {
    const started = Date.now();
    expect(await callsUntilError(new ApiError('Something went wrong on our side, please try again', 503))).toBe(2);
    expect(Date.now() - started).toBeGreaterThanOrEqual(900);
    expect(await callsUntilError(new ApiError('offline', 0))).toBe(2);
    expect(await callsUntilError(new TypeError('Failed to fetch'))).toBe(2);
  });

  it('shows a 4xx at once: asking again for a missing or forbidden record cannot help', async () => {
    expect(await callsUntilError(new ApiError('Order not found', 404))).toBe(1);
    expect(await callsUntilError(new ApiError('Only a manager or admin can change orders.', 403))).toBe(1);
    expect(await callsUntilError(new ApiError('Too many requests', 429))).toBe(2);
  });
});
