import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { DRIVERS, bearer, json, type Session, type TestContext, appWithSellers } from '../helpers.ts';

const SOME_ID = '00000000-0000-4000-8000-000000000000';

/** The order list's filters, which its CSV export takes too. */
const ORDER_FILTERS: Record<string, [string, string]> = {
  q: ['x', 'y'],
  status: ['pending', 'shipped'],
  from: ['2025-01-01', '2025-02-01'],
  to: ['2025-03-01', '2025-04-01'],
  sort: ['date_asc', 'date_desc'],
};

/** Every GET that reads query parameters, with two valid values for each parameter it declares. */
const ENDPOINTS: { url: string; params: Record<string, [string, string]>; numbers?: string[]; dates?: string[] }[] = [
  {
    url: '/api/seller/orders',
    params: { ...ORDER_FILTERS, page: ['1', '2'], pageSize: ['10', '20'] },
    numbers: ['page', 'pageSize'],
    dates: ['from', 'to'],
  },
  { url: '/api/seller/orders/export', params: ORDER_FILTERS, dates: ['from', 'to'] },
  {
    url: '/api/seller/products',
    params: { q: ['x', 'y'], category: ['seeds', 'tools'], status: ['In Stock', 'Low Stock'], page: ['1', '2'], pageSize: ['10', '20'] },
    numbers: ['page', 'pageSize'],
  },
  {
    url: '/api/seller/payments',
    params: { q: ['x', 'y'], status: ['Paid', 'Pending'], page: ['1', '2'], pageSize: ['10', '20'] },
    numbers: ['page', 'pageSize'],
  },
  { url: '/api/seller/pricing-rules', params: { q: ['x', 'y'], status: ['active', 'expired'] } },
  { url: '/api/seller/retailer-insights', params: { limit: ['5', '10'] }, numbers: ['limit'] },
  { url: `/api/seller/retailers/${SOME_ID}`, params: { recent: ['5', '10'] }, numbers: ['recent'] },
];

/** Lists that take no query parameters: whatever arrives in the query string is ignored. */
const NO_QUERY = [
  '/api/seller/team',
  '/api/support/tickets',
  '/api/support/tickets/summary',
  '/api/notifications',
  '/api/documents',
  '/api/documents/summary',
  '/api/documents/checklist',
  '/api/seller/financing/applications',
  '/api/seller/logistics/overview',
  '/api/dashboard/overview',
];

interface Case {
  url: string;
  field: string;
  input: string;
  /** The message, when it is worded by field alone. */
  message?: string;
}

function oddCases(): Case[] {
  const cases: Case[] = [];
  for (const e of ENDPOINTS) {
    for (const f of e.numbers ?? []) cases.push({ url: e.url, field: f, input: `${f}=1e400` });
    for (const f of e.dates ?? []) {
      cases.push({ url: e.url, field: f, input: `${f}=99999-01-01` });
      cases.push({ url: e.url, field: f, input: `${f}=2024-02-30` });
      cases.push({ url: e.url, field: f, input: `${f}=2024-02-30T10:00:00Z` });
    }
    for (const [f, [one, two]] of Object.entries(e.params)) {
      const input = `${encodeURIComponent(f)}=${encodeURIComponent(one)}&${encodeURIComponent(f)}=${encodeURIComponent(two)}`;
      cases.push({ url: e.url, field: f, input, message: `Invalid request: ${f} must be given once` });
    }
  }
  return cases;
}

for (const driver of DRIVERS) {
  describe(`odd query input is a 400 naming the field (${driver})`, () => {
    let ctx: TestContext, s: Session;
    before(async () => ([ctx, s] = await appWithSellers(driver, ['verified'])));
    after(async () => ctx.close());

    for (const c of oddCases()) {
      test(`${c.url}?${c.input}`, async () => {
        const res = await ctx.app.inject({ method: 'GET', url: `${c.url}?${c.input}`, headers: bearer(s) });
        assert.equal(res.statusCode, 400, res.body);
        const body = json(res);
        assert.match(body.message, new RegExp(`\\b${c.field}\\b`), body.message);
        if (c.message) assert.equal(body.message, c.message);
      });
    }

    test('each parameter given once with a valid value is still accepted', async () => {
      for (const e of ENDPOINTS) {
        const qs = Object.entries(e.params)
          .map(([f, [one]]) => `${encodeURIComponent(f)}=${encodeURIComponent(one)}`)
          .join('&');
        const res = await ctx.app.inject({ method: 'GET', url: `${e.url}?${qs}`, headers: bearer(s) });
        assert.ok(res.statusCode === 200 || (e.url.includes(SOME_ID) && res.statusCode === 404), `${e.url}?${qs}: ${res.statusCode} ${res.body}`);
      }
    });

    test('an ISO date-time filter still works, and a real leap day', async () => {
      for (const qs of ['from=2025-01-01T10:00:00Z&to=2025-01-02T10:00:00.123%2B05:00', 'from=2024-02-29&to=2024-02-29']) {
        const res = await ctx.app.inject({ method: 'GET', url: `/api/seller/orders?${qs}`, headers: bearer(s) });
        assert.equal(res.statusCode, 200, `${qs}: ${res.body}`);
      }
    });

    test('a list that takes no query parameters ignores odd ones', async () => {
      const odd = 'page=1e400&limit=1e400&from=99999-01-01&to=2024-02-30&status=a&status=b&q=x&q=y';
      for (const url of NO_QUERY) {
        const res = await ctx.app.inject({ method: 'GET', url: `${url}?${odd}`, headers: bearer(s) });
        assert.equal(res.statusCode, 200, `${url}: ${res.body}`);
      }
    });

    test('a signed file URL with a repeated expires or sig is refused, never a 500', async () => {
      for (const qs of ['expires=1&expires=2&sig=a', 'expires=1&sig=a&sig=b']) {
        const res = await ctx.app.inject({ method: 'GET', url: `/api/files/documents/${SOME_ID}?${qs}` });
        assert.equal(res.statusCode, 400, `${qs}: ${res.body}`);
      }
    });
  });
}
