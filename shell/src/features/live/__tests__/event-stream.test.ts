import { createFrameParser, openEventStream, type StreamEvent } from '../event-stream';

const encoder = new TextEncoder();

/** A fetch answer whose body yields these chunks, then stays open until aborted or ends. */
function streamAnswer(chunks: string[], { status = 200, end = true } = {}) {
  let i = 0;
  return {
    status,
    ok: status >= 200 && status < 300,
    body: {
      getReader: () => ({
        read: () =>
          i < chunks.length
            ? Promise.resolve({ done: false, value: encoder.encode(chunks[i++]) })
            : end
              ? Promise.resolve({ done: true, value: undefined })
              : new Promise(() => undefined),
      }),
    },
  } as unknown as Response;
}

const waitFor = async (check: () => boolean) => {
  for (let i = 0; i < 200 && !check(); i += 1) await new Promise((r) => setTimeout(r, 5));
  expect(check()).toBe(true);
};

describe('the event-stream format', () => {
  it('reads events split anywhere across chunks, with their ids; comments and empty frames are skipped', () => {
    const events: StreamEvent[] = [];
    const retries: number[] = [];
    const feed = createFrameParser(
      (e) => events.push(e),
      (ms) => retries.push(ms),
    );
    feed('retry: 3000\n\n: ping\n\nid: 7\nevent: ord');
    feed('ers\ndata: {"topic":"orders"}\n');
    feed('\nevent: resync\r\ndata: {}\r\n\r\ndata: a\ndata: b\n\n');
    expect(retries).toEqual([3000]);
    expect(events).toEqual([
      { type: 'orders', data: '{"topic":"orders"}', id: '7' },
      // The last id seen stays the stream's, as EventSource keeps it.
      { type: 'resync', data: '{}', id: '7' },
      { type: 'message', data: 'a\nb', id: '7' },
    ]);
  });
});

describe('openEventStream', () => {
  it('sends the bearer token, and after a dropped stream reconnects with the last event id', async () => {
    const calls: Record<string, string>[] = [];
    const answers = [streamAnswer(['id: 41\nevent: ready\ndata: {}\n\n', 'id: 42\nevent: orders\ndata: {}\n\n']), streamAnswer([], { end: false })];
    const fetch = jest.fn(async (_url: string, init: RequestInit) => {
      calls.push(init.headers as Record<string, string>);
      return answers.shift()!;
    });
    const events: string[] = [];
    const stop = openEventStream({
      url: '/api/events',
      getToken: () => 'tok',
      refresh: jest.fn(),
      onEvent: (e) => events.push(e.type),
      fetch: fetch as unknown as typeof globalThis.fetch,
      retryMs: 1,
    });
    await waitFor(() => calls.length === 2);
    stop();
    expect(events).toEqual(['ready', 'orders']);
    expect(calls[0]).toEqual({ accept: 'text/event-stream', authorization: 'Bearer tok' });
    expect(calls[1]).toMatchObject({ authorization: 'Bearer tok', 'last-event-id': '42' });
  });

  it('asks its first connection to catch up with what changed since the data on screen was read; a resumed one goes by its id', async () => {
    const urls: string[] = [];
    const answers = [streamAnswer(['id: 9\nevent: ready\ndata: {}\n\n']), streamAnswer([], { end: false })];
    const fetch = jest.fn(async (url: string) => {
      urls.push(url);
      return answers.shift()!;
    });
    const ages = [4321.6, 999_999_999];
    const stop = openEventStream({
      url: '/api/events',
      getToken: () => 'tok',
      refresh: jest.fn(),
      onEvent: () => undefined,
      fetch: fetch as unknown as typeof globalThis.fetch,
      retryMs: 1,
      dataAgeMs: () => ages.shift()!,
    });
    await waitFor(() => urls.length === 2);
    stop();
    expect(urls).toEqual(['/api/events?since=4322', '/api/events']);
  });

  it('refreshes the token once on a 401 and connects again at once with the new one', async () => {
    let token = 'old';
    const refresh = jest.fn(async () => (token = 'new'));
    const seen: string[] = [];
    const fetch = jest.fn(async (_url: string, init: RequestInit) => {
      const auth = (init.headers as Record<string, string>).authorization!;
      seen.push(auth);
      return auth === 'Bearer old' ? streamAnswer([], { status: 401 }) : streamAnswer([], { end: false });
    });
    const stop = openEventStream({
      url: '/api/events',
      getToken: () => token,
      refresh,
      onEvent: jest.fn(),
      fetch: fetch as unknown as typeof globalThis.fetch,
      retryMs: 60_000,
    });
    await waitFor(() => seen.length === 2);
    stop();
    expect(refresh).toHaveBeenCalledTimes(1);
    expect(seen).toEqual(['Bearer old', 'Bearer new']);
  });

  it('keeps trying after failures, waiting longer each time, and stops for good when told', async () => {
    jest.useFakeTimers();
    // No jitter: the waits are exactly 1 s, then 2 s.
    const random = jest.spyOn(Math, 'random').mockReturnValue(0.5);
    try {
      const fetch = jest.fn(async () => {
        throw new TypeError('Failed to fetch');
      });
      const stop = openEventStream({
        url: '/api/events',
        getToken: () => 'tok',
        refresh: jest.fn(),
        onEvent: jest.fn(),
        fetch: fetch as unknown as typeof globalThis.fetch,
        retryMs: 1000,
      });
      await jest.advanceTimersByTimeAsync(0);
      expect(fetch).toHaveBeenCalledTimes(1);
      await jest.advanceTimersByTimeAsync(1300);
      expect(fetch).toHaveBeenCalledTimes(2);
      // The second failure waits about twice as long.
      await jest.advanceTimersByTimeAsync(1300);
      expect(fetch).toHaveBeenCalledTimes(2);
      await jest.advanceTimersByTimeAsync(1300);
      expect(fetch).toHaveBeenCalledTimes(3);
      stop();
      await jest.advanceTimersByTimeAsync(120_000);
      expect(fetch).toHaveBeenCalledTimes(3);
    } finally {
      random.mockRestore();
      jest.useRealTimers();
    }
  });
});
