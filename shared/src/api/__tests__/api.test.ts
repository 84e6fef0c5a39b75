/**
 * @jest-environment node
 */
import { createApiClient } from '../api-client';
import { fillPath, typedApi } from '../api';

const PREFIX = 'http://portal.test/api';

function recorder() {
  const calls: { method: string; url: string; body: string }[] = [];
  const fetchMock = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(input, init);
    calls.push({ method: request.method, url: request.url, body: request.body ? await request.clone().text() : '' });
    return new Response(JSON.stringify({ data: { echoed: true } }), { status: 200, headers: { 'Content-Type': 'application/json' } });
  }) as unknown as typeof fetch;
  return { api: typedApi(createApiClient({ prefixUrl: PREFIX, fetch: fetchMock })), calls };
}

describe('calls named by their OpenAPI path', () => {
  it('fills path parameters (encoded) and drops the /api prefix the client adds', () => {
    expect(fillPath('/api/seller/orders/{id}/status', { id: 'a b/c' })).toBe('seller/orders/a%20b%2Fc/status');
    expect(() => fillPath('/api/seller/orders/{id}/status', {})).toThrow('/api/seller/orders/{id}/status needs its id parameter');
  });

  it('sends the body and query, and answers the data member', async () => {
    const { api, calls } = recorder();
    await expect(api.patch('/api/seller/orders/{id}/status', { status: 'delivered' }, { params: { id: 'o1' } })).resolves.toEqual({ echoed: true });
    await api.get('/api/seller/orders', { query: { q: 'kissan', status: 'pending', page: 2 } });
    await api.delete('/api/documents/{id}', { params: { id: 'd1' } });
    expect(calls.map((c) => `${c.method} ${c.url.replace(PREFIX, '')}`)).toEqual([
      'PATCH /seller/orders/o1/status',
      'GET /seller/orders?q=kissan&status=pending&page=2',
      'DELETE /documents/d1',
    ]);
    expect(JSON.parse(calls[0]!.body)).toEqual({ status: 'delivered' });
  });

  it('sends multipart forms to a typed path, with its parameters', async () => {
    const { api, calls } = recorder();
    const form = new FormData();
    form.append('name', 'Urea 50kg');
    await expect(api.postForm('/api/seller/products', form)).resolves.toEqual({ echoed: true });
    await api.patchForm('/api/seller/products/{id}', form, { params: { id: 'p 1' } });
    expect(calls.map((c) => `${c.method} ${c.url.replace(PREFIX, '')}`)).toEqual(['POST /seller/products', 'PATCH /seller/products/p%201']);
    expect(calls[0]!.body).toContain('name="name"');
    expect(calls[0]!.body).toContain('Urea 50kg');
  });

  it('refuses, at compile time, a path the server does not have, a missing parameter or a wrong body', () => {
    const { api } = recorder();
    const typeChecks = () => {
      // @ts-expect-error: no such path
      void api.get('/api/seller/nothing');
      // @ts-expect-error: the order id is missing
      void api.patch('/api/seller/orders/{id}/status', { status: 'delivered' });
      // @ts-expect-error: status must be text
      void api.patch('/api/seller/orders/{id}/status', { status: 7 }, { params: { id: 'o1' } });
      // @ts-expect-error: the product id is missing
      void api.patchForm('/api/seller/products/{id}', new FormData());
      // @ts-expect-error: documents take no PATCH
      void api.patchForm('/api/documents', new FormData());
    };
    expect(typeof typeChecks).toBe('function');
  });
});
