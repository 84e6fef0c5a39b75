/**
 * @jest-environment node
 */
import { WRITE_RETRY_DELAY_MS, createApiClient } from '../api-client';
import { ApiError, SERVER_TROUBLE_MESSAGE } from '../api-error';
import { clearAccessToken, getAccessToken, setAccessToken } from '../token-store';
import { FakeXhr } from '../../testing/fake-xhr';

const PREFIX = 'http://portal.test/api';

function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

type Handler = (request: Request) => Response | Promise<Response>;

function mockServer(handler: Handler) {
  const calls: { path: string; method: string; auth: string | null; key: string | null; body: string }[] = [];
  const fetchMock = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(input, init);
    const body = request.body ? await request.clone().text() : '';
    calls.push({
      path: new URL(request.url).pathname,
      method: request.method,
      auth: request.headers.get('Authorization'),
      key: request.headers.get('Idempotency-Key'),
      body,
    });
    return handler(request);
  });
  return { fetchMock: fetchMock as unknown as typeof fetch, calls };
}

afterEach(() => clearAccessToken());

describe('api client', () => {
  it('sends the held token as a bearer header, with cookies included and JSON bodies', async () => {
    setAccessToken('tok-1');
    let credentials: RequestCredentials | undefined;
    const { fetchMock, calls } = mockServer((request) => {
      credentials = request.credentials;
      return json({ data: { ok: true } });
    });
    const client = createApiClient({ prefixUrl: PREFIX, fetch: fetchMock });
    await expect(client.post('/seller/orders/1/status', { status: 'delivered' })).resolves.toEqual({ data: { ok: true } });
    expect(calls[0]).toMatchObject({ path: '/api/seller/orders/1/status', method: 'POST', auth: 'Bearer tok-1' });
    expect(JSON.parse(calls[0]!.body)).toEqual({ status: 'delivered' });
    expect(credentials).toBe('include');
  });

  it('shares one refresh between three concurrent 401s and retries each request once with the new token', async () => {
    setAccessToken('expired');
    const { fetchMock, calls } = mockServer(async (request) => {
      const path = new URL(request.url).pathname;
      if (path === '/api/auth/refresh-token') {
        await new Promise((r) => setTimeout(r, 20));
        return json({ data: { accessToken: 'fresh' } });
      }
      if (request.headers.get('Authorization') !== 'Bearer fresh') return json({ message: 'Token expired' }, 401);
      return json({ data: { path } });
    });
    const onSessionExpired = jest.fn();
    const client = createApiClient({ prefixUrl: PREFIX, fetch: fetchMock, onSessionExpired });

    const results = await Promise.all([client.get('dashboard/overview'), client.get('notifications'), client.get('seller/orders')]);

    expect(results).toEqual([
      { data: { path: '/api/dashboard/overview' } },
      { data: { path: '/api/notifications' } },
      { data: { path: '/api/seller/orders' } },
    ]);
    expect(calls.filter((c) => c.path === '/api/auth/refresh-token')).toHaveLength(1);
    expect(
      calls
        .filter((c) => c.auth === 'Bearer fresh')
        .map((c) => c.path)
        .sort(),
    ).toEqual(['/api/dashboard/overview', '/api/notifications', '/api/seller/orders']);
    expect(getAccessToken()).toBe('fresh');
    expect(onSessionExpired).not.toHaveBeenCalled();
  });

  it('replays a POST body after the refresh', async () => {
    setAccessToken('expired');
    const { fetchMock, calls } = mockServer((request) => {
      if (request.url.endsWith('/auth/refresh-token')) return json({ data: { accessToken: 'fresh' } });
      if (request.headers.get('Authorization') !== 'Bearer fresh') return json({ message: 'Token expired' }, 401);
      return json({ data: { saved: true } }, 201);
    });
    const client = createApiClient({ prefixUrl: PREFIX, fetch: fetchMock });
    await expect(client.post('seller/products', { name: 'Urea' })).resolves.toEqual({ data: { saved: true } });
    const retried = calls.filter((c) => c.path === '/api/seller/products');
    expect(retried).toHaveLength(2);
    expect(JSON.parse(retried[1]!.body)).toEqual({ name: 'Urea' });
  });

  it('clears the token and sends the user to /login when the refresh fails, surfacing the 401', async () => {
    setAccessToken('expired');
    const { fetchMock, calls } = mockServer((request) =>
      request.url.endsWith('/auth/refresh-token') ? json({ message: 'Refresh token invalid' }, 401) : json({ message: 'Token expired' }, 401),
    );
    const onSessionExpired = jest.fn();
    const client = createApiClient({ prefixUrl: PREFIX, fetch: fetchMock, onSessionExpired });

    const error = await client.get('dashboard/overview').catch((e: unknown) => e);

    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(401);
    expect(onSessionExpired).toHaveBeenCalledTimes(1);
    expect(getAccessToken()).toBeNull();
    expect(calls.filter((c) => c.path === '/api/dashboard/overview')).toHaveLength(1);
  });

  it('does not refresh when the login itself answers 401, and surfaces the server message', async () => {
    const { fetchMock, calls } = mockServer(() => json({ message: 'Invalid email or password' }, 401));
    const onSessionExpired = jest.fn();
    const client = createApiClient({ prefixUrl: PREFIX, fetch: fetchMock, onSessionExpired });

    await expect(client.post('auth/login', { email: 'a@b.pk', password: 'x' })).rejects.toMatchObject({
      name: 'ApiError',
      message: 'Invalid email or password',
      status: 401,
    });
    expect(calls).toHaveLength(1);
    expect(onSessionExpired).not.toHaveBeenCalled();
  });

  it('carries the server message, status and field errors of a failed call', async () => {
    const { fetchMock } = mockServer(() =>
      json({ message: 'Validation failed', errors: { 'companyAddress.zipCode': 'ZIP code must be 5 digits (e.g. 54000)' } }, 400),
    );
    const client = createApiClient({ prefixUrl: PREFIX, fetch: fetchMock });
    const error = (await client.post('auth/register', {}).catch((e: unknown) => e)) as ApiError;
    expect(error.message).toBe('Validation failed');
    expect(error.status).toBe(400);
    expect(error.fieldErrors).toEqual({ 'companyAddress.zipCode': 'ZIP code must be 5 digits (e.g. 54000)' });
  });

  it("says the server's trouble in words, not ky's status text, for a 500 without a body, and does not retry it", async () => {
    const { fetchMock, calls } = mockServer(() => new Response('oops', { status: 500 }));
    const client = createApiClient({ prefixUrl: PREFIX, fetch: fetchMock });
    await expect(client.get('dashboard/overview')).rejects.toMatchObject({ message: SERVER_TROUBLE_MESSAGE, status: 500 });
    expect(calls).toHaveLength(1);
  });

  it('gives every 5xx the same human message, whatever its body', async () => {
    for (const answer of [
      json({ message: 'Something went wrong on our side. Please try again later.' }, 500),
      new Response('<html>Bad Gateway</html>', { status: 502, headers: { 'Content-Type': 'text/html' } }),
      json({ message: 'connect ECONNREFUSED 10.0.0.5:5432' }, 503),
    ]) {
      // A 502 or 503 to a write is asked twice: each ask gets an answer of its own.
      const { fetchMock } = mockServer(() => answer.clone());
      const client = createApiClient({ prefixUrl: PREFIX, fetch: fetchMock });
      const error = (await client.post('auth/register', {}).catch((e: unknown) => e)) as ApiError;
      expect(error).toBeInstanceOf(ApiError);
      expect(error.message).toBe('Something went wrong on our side, please try again');
      expect(error.status).toBe(answer.status);
    }
  });

  it("keeps a 4xx's server message", async () => {
    const { fetchMock } = mockServer(() => json({ message: 'An account with this email already exists' }, 409));
    const client = createApiClient({ prefixUrl: PREFIX, fetch: fetchMock });
    await expect(client.post('auth/register', {})).rejects.toMatchObject({ message: 'An account with this email already exists', status: 409 });
  });

  it("turns a network failure into the human message, not fetch's 'Failed to fetch'", async () => {
    const fetchMock = jest.fn(() => Promise.reject(new TypeError('Failed to fetch'))) as unknown as typeof fetch;
    const client = createApiClient({ prefixUrl: PREFIX, fetch: fetchMock });
    await expect(client.post('auth/register', {})).rejects.toMatchObject({ name: 'ApiError', message: SERVER_TROUBLE_MESSAGE, status: 0 });
  });

  it('turns a timeout into the human message', async () => {
    const fetchMock = jest.fn(
      (input: RequestInfo | URL, init?: RequestInit) =>
        new Promise<Response>((_resolve, reject) => {
          const signal = input instanceof Request ? input.signal : init?.signal;
          signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
        }),
    ) as unknown as typeof fetch;
    const client = createApiClient({ prefixUrl: PREFIX, fetch: fetchMock, timeoutMs: 20 });
    await expect(client.get('dashboard/overview')).rejects.toMatchObject({ name: 'ApiError', message: SERVER_TROUBLE_MESSAGE, status: 0 });
  });

  it('redirects to /login by default, unless the user is already there', async () => {
    const assign = jest.fn();
    const location = { pathname: '/order-management', assign };
    (globalThis as any).window = { location };
    try {
      const { redirectToLogin } = await import('../api-client');
      redirectToLogin();
      expect(assign).toHaveBeenCalledWith('/login');
      location.pathname = '/login';
      redirectToLogin();
      expect(assign).toHaveBeenCalledTimes(1);
    } finally {
      delete (globalThis as any).window;
    }
  });
});

describe('api client writes', () => {
  const answers = (...list: (() => Response | Promise<Response>)[]) => {
    let i = 0;
    return () => (list[Math.min(i++, list.length - 1)] ?? (() => json({})))();
  };

  it('sends an Idempotency-Key with every write and none with reads', async () => {
    const { fetchMock, calls } = mockServer(() => json({ data: {} }));
    const client = createApiClient({ prefixUrl: PREFIX, fetch: fetchMock });
    await client.get('seller/orders');
    await client.post('seller/orders', { lines: [] });
    await client.put('seller/pricing-rules/1', {});
    await client.patch('seller/orders/1/status', { status: 'confirmed' });
    await client.delete('seller/pricing-rules/1');
    expect(calls[0]!.key).toBeNull();
    const keys = calls.slice(1).map((c) => c.key);
    for (const key of keys) expect(key).toMatch(/^[A-Za-z0-9_-]{16,100}$/);
    expect(new Set(keys).size).toBe(4);
  });

  it('sends a write that got 502 once more, after a pause, with the same key, and answers the second answer', async () => {
    const { fetchMock, calls } = mockServer(
      answers(
        () => new Response('<html>Bad Gateway</html>', { status: 502 }),
        () => json({ data: { order: 'o1' } }, 201),
      ),
    );
    const client = createApiClient({ prefixUrl: PREFIX, fetch: fetchMock });
    const started = Date.now();
    await expect(client.post('seller/orders', { lines: [1] })).resolves.toEqual({ data: { order: 'o1' } });
    expect(Date.now() - started).toBeGreaterThanOrEqual(WRITE_RETRY_DELAY_MS - 20);
    expect(calls).toHaveLength(2);
    expect(calls[1]!.key).toBe(calls[0]!.key);
    expect(JSON.parse(calls[1]!.body)).toEqual({ lines: [1] });
  });

  it('gives up after the second 502 (or 503, 504) with the human message', async () => {
    for (const status of [502, 503, 504]) {
      const { fetchMock, calls } = mockServer(() => new Response('', { status }));
      const client = createApiClient({ prefixUrl: PREFIX, fetch: fetchMock });
      await expect(client.patch('seller/orders/1/status', { status: 'confirmed' })).rejects.toMatchObject({ message: SERVER_TROUBLE_MESSAGE, status });
      expect(calls).toHaveLength(2);
      expect(calls[1]!.key).toBe(calls[0]!.key);
    }
  });

  it('does not send a write again after a 4xx or a 500', async () => {
    for (const answer of [() => json({ message: 'Add at least one product to the order' }, 400), () => json({ message: 'oops' }, 500)]) {
      const { fetchMock, calls } = mockServer(answer);
      const client = createApiClient({ prefixUrl: PREFIX, fetch: fetchMock });
      await expect(client.post('seller/orders', {})).rejects.toBeInstanceOf(ApiError);
      expect(calls).toHaveLength(1);
    }
  });

  it('sends a write once more, with the same key, when the first got no answer at all', async () => {
    const { fetchMock, calls } = mockServer(
      answers(
        () => Promise.reject(new TypeError('Failed to fetch')),
        () => json({ data: { saved: true } }, 201),
      ),
    );
    const client = createApiClient({ prefixUrl: PREFIX, fetch: fetchMock });
    await expect(client.delete('seller/pricing-rules/1')).resolves.toEqual({ data: { saved: true } });
    expect(calls).toHaveLength(2);
    expect(calls[1]!.key).toBe(calls[0]!.key);
  });

  it('does not send a write again after a timeout', async () => {
    const { fetchMock, calls } = mockServer(
      (request) =>
        new Promise<Response>((_resolve, reject) => request.signal.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')))),
    );
    const client = createApiClient({ prefixUrl: PREFIX, fetch: fetchMock, timeoutMs: 20 });
    await expect(client.post('seller/orders', {})).rejects.toMatchObject({ name: 'ApiError', status: 0 });
    expect(calls).toHaveLength(1);
  });

  it("leaves a read's 502 to TanStack Query: asked once", async () => {
    const { fetchMock, calls } = mockServer(() => new Response('', { status: 502 }));
    const client = createApiClient({ prefixUrl: PREFIX, fetch: fetchMock });
    await expect(client.get('seller/orders')).rejects.toMatchObject({ status: 502 });
    expect(calls).toHaveLength(1);
  });

  it('replays a write after a 401 and its refresh with the same key, then retries its 502 with it too', async () => {
    setAccessToken('expired');
    const seen: string[] = [];
    const { fetchMock, calls } = mockServer((request) => {
      if (request.url.endsWith('/auth/refresh-token')) return json({ data: { accessToken: 'fresh' } });
      if (request.headers.get('Authorization') !== 'Bearer fresh') return json({ message: 'Token expired' }, 401);
      seen.push('fresh');
      return seen.length === 1 ? new Response('', { status: 502 }) : json({ data: { saved: true } }, 201);
    });
    const client = createApiClient({ prefixUrl: PREFIX, fetch: fetchMock });
    await expect(client.post('seller/orders', { lines: [1] })).resolves.toEqual({ data: { saved: true } });
    const writes = calls.filter((c) => c.path === '/api/seller/orders');
    expect(writes.map((c) => c.auth)).toEqual(['Bearer expired', 'Bearer fresh', 'Bearer fresh']);
    expect(new Set(writes.map((c) => c.key)).size).toBe(1);
  });
});

describe('api client uploads', () => {
  beforeEach(() => FakeXhr.install());
  afterEach(() => {
    delete (globalThis as { XMLHttpRequest?: unknown }).XMLHttpRequest;
  });

  const form = () => {
    const f = new FormData();
    f.append('docType', 'Letterhead with Stamp Proof');
    f.append('file', new Blob(['%PDF-1.4']), 'letterhead.pdf');
    return f;
  };
  /**
   * The client loads its XHR sender with the first upload, refreshes through ky and sends a lost
   * upload again after a pause: wait for the nth send.
   */
  const sends = async (n: number) => {
    for (let i = 0; i < 400 && FakeXhr.sent.length < n; i++) await new Promise((r) => setTimeout(r, 5));
    expect(FakeXhr.sent).toHaveLength(n);
    return FakeXhr.sent[n - 1]!;
  };

  it('posts the form with the bearer token and cookies, reports progress and answers the JSON body', async () => {
    setAccessToken('tok-1');
    const client = createApiClient({ prefixUrl: PREFIX, fetch: mockServer(() => json({})).fetchMock });
    const progress: number[] = [];
    const done = client.upload('/documents', form(), { onProgress: (p) => progress.push(p) });
    const sent = await sends(1);
    expect(sent).toMatchObject({ method: 'POST', url: `${PREFIX}/documents`, headers: { authorization: 'Bearer tok-1' } });
    expect(sent!.xhr.withCredentials).toBe(true);
    expect(sent!.body.get('docType')).toBe('Letterhead with Stamp Proof');
    sent!.xhr.progress(512, 1024);
    sent!.xhr.respond(201, { data: { document: { _id: 'd1' } } });
    await expect(done).resolves.toEqual({ data: { document: { _id: 'd1' } } });
    expect(progress).toEqual([0, 50]);
  });

  it('after a 401, refreshes the token once through the client and sends the form again with the new one', async () => {
    setAccessToken('expired');
    const { fetchMock, calls } = mockServer(() => json({ data: { accessToken: 'fresh' } }));
    const client = createApiClient({ prefixUrl: PREFIX, fetch: fetchMock });
    const done = client.upload('documents', form());
    (await sends(1)).xhr.respond(401, { message: 'Token expired' });
    const again = await sends(2);
    expect(calls.map((c) => c.path)).toEqual(['/api/auth/refresh-token']);
    expect(again.headers.authorization).toBe('Bearer fresh');
    again.xhr.respond(201, { data: { document: { _id: 'd2' } } });
    await expect(done).resolves.toEqual({ data: { document: { _id: 'd2' } } });
  });

  it('a refused refresh ends the session and answers the 401', async () => {
    setAccessToken('expired');
    const onSessionExpired = jest.fn();
    const client = createApiClient({ prefixUrl: PREFIX, fetch: mockServer(() => json({ message: 'No session' }, 401)).fetchMock, onSessionExpired });
    const done = client.upload('documents', form());
    (await sends(1)).xhr.respond(401, { message: 'Your session has expired. Please sign in again.' });
    await expect(done).rejects.toMatchObject({ name: 'ApiError', status: 401, message: 'Your session has expired. Please sign in again.' });
    expect(onSessionExpired).toHaveBeenCalledTimes(1);
    expect(FakeXhr.sent).toHaveLength(1);
  });

  it("answers the server's message and field errors for a 4xx, the human message for a 5xx or no answer", async () => {
    const client = createApiClient({ prefixUrl: PREFIX, fetch: mockServer(() => json({})).fetchMock });
    const refused = client.upload('documents', form());
    (await sends(1)).xhr.respond(400, { message: 'File is too large (max 10MB)', errors: { file: 'File is too large (max 10MB)' } });
    await expect(refused).rejects.toMatchObject({
      status: 400,
      message: 'File is too large (max 10MB)',
      fieldErrors: { file: 'File is too large (max 10MB)' },
    });
    const broken = client.upload('documents', form());
    (await sends(2)).xhr.respond(500, { message: 'relation "documents" does not exist' });
    await expect(broken).rejects.toMatchObject({ status: 500, message: SERVER_TROUBLE_MESSAGE });
    const lost = client.upload('documents', form());
    (await sends(3)).xhr.fail();
    (await sends(4)).xhr.fail();
    await expect(lost).rejects.toMatchObject({ name: 'ApiError', status: 0, message: SERVER_TROUBLE_MESSAGE });
  });

  it('sends an upload with an Idempotency-Key, and once more with the same key after a 502', async () => {
    const client = createApiClient({ prefixUrl: PREFIX, fetch: mockServer(() => json({})).fetchMock });
    const done = client.upload('documents', form());
    const first = await sends(1);
    expect(first.headers['idempotency-key']).toMatch(/^[A-Za-z0-9_-]{16,100}$/);
    first.xhr.respond(502, {});
    const again = await sends(2);
    expect(again.headers['idempotency-key']).toBe(first.headers['idempotency-key']);
    again.xhr.respond(201, { data: { document: { _id: 'd3' } } });
    await expect(done).resolves.toEqual({ data: { document: { _id: 'd3' } } });
  });

  it('a cancelled upload rejects as an abort, not as an error to show', async () => {
    const client = createApiClient({ prefixUrl: PREFIX, fetch: mockServer(() => json({})).fetchMock });
    const controller = new AbortController();
    const done = client.upload('documents', form(), { signal: controller.signal });
    const sent = await sends(1);
    controller.abort();
    await expect(done).rejects.toMatchObject({ name: 'AbortError' });
    expect(sent.xhr.aborted).toBe(true);
  });
});
