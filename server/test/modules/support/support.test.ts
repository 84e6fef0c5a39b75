import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { DRIVERS, assertInvalid, bearer, createTestApp, json, loginDemo, type Session, type TestContext } from '../../helpers.ts';
import { DOCUMENT_TYPES, ORDER_STATUSES } from '../../../src/platform/schemas/domain.ts';
import { createTicket } from '../../../src/modules/support/queries/tickets.ts';
import type { TicketDetail } from '../../../src/modules/support/schemas/ticket-requests.ts';

for (const driver of DRIVERS) {
  describe(`demo data, dashboard, notifications, support (${driver})`, () => {
    let ctx: TestContext;
    let seller: Session;
    let fresh: Session;
    before(async () => {
      ctx = await createTestApp(driver, { seedDemo: true });
      seller = await loginDemo(ctx.app, 'seller@demo.pk');
      fresh = await loginDemo(ctx.app, 'new@demo.pk');
    });
    after(async () => ctx.close());

    test('demo seed: verified and unverified sellers with realistic data', async () => {
      const [c] = await ctx.app.db.query<Record<string, number>>(
        `SELECT (SELECT count(*)::int FROM products p JOIN users u ON u.seller_id = p.seller_id WHERE u.email = 'seller@demo.pk') AS products,
                (SELECT count(DISTINCT category)::int FROM products) AS categories,
                (SELECT count(*)::int FROM orders) AS orders,
                (SELECT count(DISTINCT status)::int FROM orders) AS statuses,
                (SELECT count(*)::int FROM retailers) AS retailers,
                (SELECT count(DISTINCT customer_name)::int FROM orders) AS customers,
                (SELECT count(*)::int FROM orders WHERE order_date < now() - interval '366 days' OR order_date > now()) AS out_of_range,
                (SELECT count(*)::int FROM orders o WHERE (SELECT count(DISTINCT i->>'sku') FROM jsonb_array_elements(o.items) i) <> jsonb_array_length(o.items)) AS repeated_lines`,
      );
      assert.ok((c?.products ?? 0) >= 60);
      assert.equal(c?.categories, 5);
      assert.equal(c?.orders, 300);
      assert.equal(c?.statuses, ORDER_STATUSES.length);
      assert.equal(c?.retailers, 40);
      assert.ok((c?.customers ?? 0) >= 30);
      assert.equal(c?.out_of_range, 0);
      // An order lists each product once, as an invoice does.
      assert.equal(c?.repeated_lines, 0);
      const docs = json<{ data: { documents: { docType: string; status: string; fileUrl: string }[] } }>(
        await ctx.app.inject({ method: 'GET', url: '/api/documents', headers: bearer(seller) }),
      ).data.documents;
      assert.deepEqual(docs.map((d) => d.docType).sort(), [...DOCUMENT_TYPES].sort());
      assert.ok(docs.every((d) => d.status === 'Verified'));
      const pdf = await ctx.app.inject({ method: 'GET', url: docs.find((d) => d.docType.startsWith('National'))?.fileUrl ?? '' });
      assert.equal(pdf.headers['content-type'], 'application/pdf');
      assert.ok(pdf.rawPayload.subarray(0, 5).equals(Buffer.from('%PDF-')));
      const profile = json<{ data: { user: { isVerified: boolean; companyName: string } } }>(
        await ctx.app.inject({ method: 'GET', url: '/api/auth/profile', headers: bearer(seller) }),
      ).data.user;
      assert.deepEqual(profile.isVerified, true);
      assert.equal(profile.companyName, 'Punjab Agro Industries');
      const freshProfile = json<{ data: { user: { isVerified: boolean } } }>(
        await ctx.app.inject({ method: 'GET', url: '/api/auth/profile', headers: bearer(fresh) }),
      ).data.user;
      assert.equal(freshProfile.isVerified, false);
    });

    test("dashboard overview: computed over all the seller's rows", async () => {
      const res = await ctx.app.inject({ method: 'GET', url: '/api/dashboard/overview', headers: bearer(seller) });
      assert.equal(res.statusCode, 200);
      const d = json<{
        data: {
          revenue: { total: number; average: number };
          orders: { total: number };
          products: { active: number; total: number; lowStock: number; outOfStock: number };
          inventory: { value: number; items: number };
          notifications: { unread: number };
          recent: {
            orders: { orderNumber: string; customer: { name: string }; total: number; status: string }[];
            products: { name: string; sku: string; stockQuantity: number; status: string }[];
          };
        };
      }>(res).data;
      const [e] = await ctx.app.db.query<Record<string, number>>(
        `SELECT (sum(total_paisa) FILTER (WHERE status <> 'cancelled'))::bigint AS revenue, count(*)::int AS orders FROM orders o
           JOIN users u ON u.seller_id = o.seller_id WHERE u.email = 'seller@demo.pk'`,
      );
      assert.equal(d.revenue.total, (e?.revenue ?? 0) / 100);
      assert.equal(d.orders.total, e?.orders);
      assert.ok(d.revenue.average > 0);
      assert.ok(d.products.total >= 60 && d.products.active <= d.products.total);
      assert.ok(d.products.lowStock > 0 && d.products.outOfStock > 0);
      assert.ok(d.inventory.value > 0 && d.inventory.items > 0);
      assert.equal(d.recent.orders.length, 5);
      assert.equal(d.recent.products.length, 5);
      assert.ok(d.recent.orders[0]?.customer.name);
      // Unverified sellers still reach the dashboard
      const freshDash = await ctx.app.inject({ method: 'GET', url: '/api/dashboard/overview', headers: bearer(fresh) });
      assert.equal(freshDash.statusCode, 200);
      assert.equal(json<{ data: { orders: { total: number } } }>(freshDash).data.orders.total, 0);
      assert.equal((await ctx.app.inject({ method: 'GET', url: '/api/dashboard/overview' })).statusCode, 401);
    });

    test("notifications: list with unreadCount at both levels; mark read; another seller's answers 404", async () => {
      const res = await ctx.app.inject({ method: 'GET', url: '/api/notifications', headers: bearer(seller) });
      assert.equal(res.statusCode, 200);
      const body = json<{
        notifications: { _id: string; isRead: boolean; priority: string; type: string; title: string; message: string; createdAt: string }[];
        unreadCount: number;
        data: { notifications: unknown[]; unreadCount: number };
      }>(res);
      assert.equal(body.data.unreadCount, body.unreadCount);
      assert.equal(body.data.notifications.length, body.notifications.length);
      assert.ok(body.notifications.some((n) => n.priority === 'warning'));
      assert.ok(body.notifications.some((n) => n.isRead) && body.notifications.some((n) => !n.isRead));
      const unread = body.notifications.find((n) => !n.isRead);
      const foreign = await ctx.app.inject({ method: 'PATCH', url: `/api/notifications/${unread?._id}/read`, headers: bearer(fresh) });
      assert.equal(foreign.statusCode, 404);
      const mark = await ctx.app.inject({ method: 'PATCH', url: `/api/notifications/${unread?._id}/read`, headers: bearer(seller) });
      assert.equal(mark.statusCode, 200);
      const m = json<{ data: { notification: { isRead: boolean }; unreadCount: number } }>(mark).data;
      assert.equal(m.notification.isRead, true);
      assert.equal(m.unreadCount, body.unreadCount - 1);
      const freshList = json<{ notifications: unknown[] }>(await ctx.app.inject({ method: 'GET', url: '/api/notifications', headers: bearer(fresh) }));
      assert.ok(freshList.notifications.length >= 1);
    });

    test('support tickets and summary; unverified sellers allowed', async () => {
      const t = json<{ data: { tickets: { _id: string; reference: string; subject: string; status: string; priority: string; updatedAt: string }[] } }>(
        await ctx.app.inject({ method: 'GET', url: '/api/support/tickets', headers: bearer(seller) }),
      ).data.tickets;
      assert.equal(t.length, 8);
      assert.ok(t.every((x) => x._id && x.subject && x.status && x.priority && x.updatedAt && x.reference.startsWith('TKT-')));
      assert.ok(Date.parse(t[0]?.updatedAt ?? '') >= Date.parse(t[1]?.updatedAt ?? ''));
      const s = json(await ctx.app.inject({ method: 'GET', url: '/api/support/tickets/summary', headers: bearer(seller) }));
      assert.deepEqual(s, { data: { open: 2, pending: 2, resolved: 4 } });
      const f = await ctx.app.inject({ method: 'GET', url: '/api/support/tickets/summary', headers: bearer(fresh) });
      assert.deepEqual(json(f), { data: { open: 1, pending: 0, resolved: 0 } });
      assert.equal((await ctx.app.inject({ method: 'GET', url: '/api/support/tickets' })).statusCode, 401);
    });

    const newTicket = {
      subject: '  Cannot print invoices  ',
      category: 'technical',
      priority: 'high',
      description: 'The print button does nothing on invoices for March.',
      contactMethod: 'whatsapp',
    };

    test('create ticket: stored Open with a TKT- reference, listed first, counted, notified, opened by id', async () => {
      const summaryBefore = json<{ data: { open: number } }>(
        await ctx.app.inject({ method: 'GET', url: '/api/support/tickets/summary', headers: bearer(seller) }),
      ).data;
      const unreadBefore = json<{ unreadCount: number }>(
        await ctx.app.inject({ method: 'GET', url: '/api/notifications', headers: bearer(seller) }),
      ).unreadCount;
      const res = await ctx.app.inject({ method: 'POST', url: '/api/support/tickets', headers: bearer(seller), payload: newTicket });
      assert.equal(res.statusCode, 201, res.body);
      const t = json<{ data: { ticket: TicketDetail } }>(res).data.ticket;
      assert.match(t.reference, /^TKT-\d{6}$/);
      assert.deepEqual(
        { subject: t.subject, category: t.category, status: t.status, priority: t.priority, description: t.description, contactMethod: t.contactMethod },
        {
          subject: 'Cannot print invoices',
          category: 'technical',
          status: 'Open',
          priority: 'high',
          description: newTicket.description,
          contactMethod: 'whatsapp',
        },
      );
      const list = json<{ data: { tickets: { _id: string; reference: string }[] } }>(
        await ctx.app.inject({ method: 'GET', url: '/api/support/tickets', headers: bearer(seller) }),
      ).data.tickets;
      assert.equal(list[0]?._id, t._id);
      assert.equal(list[0]?.reference, t.reference);
      const summaryAfter = json<{ data: { open: number } }>(
        await ctx.app.inject({ method: 'GET', url: '/api/support/tickets/summary', headers: bearer(seller) }),
      ).data;
      assert.equal(summaryAfter.open, summaryBefore.open + 1);
      const notes = json<{ notifications: { title: string; message: string; type: string }[]; unreadCount: number }>(
        await ctx.app.inject({ method: 'GET', url: '/api/notifications', headers: bearer(seller) }),
      );
      assert.equal(notes.unreadCount, unreadBefore + 1);
      assert.equal(notes.notifications[0]?.type, 'Support');
      assert.equal(notes.notifications[0]?.message, `Ticket ${t.reference} "Cannot print invoices" was received. Updates will come by WhatsApp.`);
      const one = await ctx.app.inject({ method: 'GET', url: `/api/support/tickets/${t._id}`, headers: bearer(seller) });
      assert.equal(one.statusCode, 200);
      assert.deepEqual(json<{ data: { ticket: TicketDetail } }>(one).data.ticket, t);
    });

    test("ticket details are the owner's only; unknown ids answer 404", async () => {
      const [mine] = json<{ data: { tickets: { _id: string }[] } }>(
        await ctx.app.inject({ method: 'GET', url: '/api/support/tickets', headers: bearer(seller) }),
      ).data.tickets;
      const foreign = await ctx.app.inject({ method: 'GET', url: `/api/support/tickets/${mine?._id}`, headers: bearer(fresh) });
      assert.equal(foreign.statusCode, 404);
      assert.equal(json(foreign).message, 'Ticket not found');
      assert.equal((await ctx.app.inject({ method: 'GET', url: '/api/support/tickets/not-a-uuid', headers: bearer(seller) })).statusCode, 404);
      const seeded = json<{ data: { ticket: TicketDetail } }>(
        await ctx.app.inject({ method: 'GET', url: `/api/support/tickets/${mine?._id}`, headers: bearer(seller) }),
      ).data.ticket;
      assert.ok(seeded.description && seeded.contactMethod);
      assert.equal((await ctx.app.inject({ method: 'GET', url: `/api/support/tickets/${mine?._id}` })).statusCode, 401);
    });

    test("create ticket: every field required with the form's messages; unknown options refused", async () => {
      const empty = await ctx.app.inject({
        method: 'POST',
        url: '/api/support/tickets',
        headers: bearer(seller),
        payload: { subject: ' ', category: '', priority: '', description: '', contactMethod: '' },
      });
      assertInvalid(empty, {
        subject: 'Subject is required',
        category: 'Category is required',
        priority: 'Priority is required',
        contactMethod: 'Contact method is required',
        description: 'Description is required',
      });
      const bad = await ctx.app.inject({
        method: 'POST',
        url: '/api/support/tickets',
        headers: bearer(seller),
        payload: { ...newTicket, category: 'refunds', priority: 'asap', contactMethod: 'fax' },
      });
      assertInvalid(bad, {
        category: 'Category must be one of: technical, billing, account, orders, products, general',
        priority: 'Priority must be one of: low, medium, high, urgent',
        contactMethod: 'Contact method must be one of: email, phone, sms, whatsapp',
      });
      const missing = await ctx.app.inject({ method: 'POST', url: '/api/support/tickets', headers: bearer(seller), payload: { subject: 'x' } });
      assert.equal(missing.statusCode, 400);
      assert.equal((await ctx.app.inject({ method: 'POST', url: '/api/support/tickets', payload: newTicket })).statusCode, 401);
    });

    test('unverified sellers can open tickets too; references stay unique per seller', async () => {
      const refs = new Set<string>();
      for (let i = 0; i < 5; i += 1) {
        const res = await ctx.app.inject({
          method: 'POST',
          url: '/api/support/tickets',
          headers: bearer(fresh),
          payload: { ...newTicket, subject: `Question ${i}` },
        });
        assert.equal(res.statusCode, 201, res.body);
        refs.add(json<{ data: { ticket: TicketDetail } }>(res).data.ticket.reference);
      }
      assert.equal(refs.size, 5);
      const s = json<{ data: { open: number } }>(await ctx.app.inject({ method: 'GET', url: '/api/support/tickets/summary', headers: bearer(fresh) })).data;
      assert.equal(s.open, 6);
    });

    test('a taken reference is skipped: the next free six-digit number is used', async () => {
      const [row] = await ctx.app.db.query<{ seller_id: string }>(`SELECT seller_id FROM users WHERE email = 'new@demo.pk'`);
      const sellerId = row?.seller_id ?? '';
      // Take every reference the clock could give during this test.
      const start = Date.now() % 1_000_000;
      await ctx.app.db.query(
        `INSERT INTO support_tickets (seller_id, reference, subject, category, status, priority)
         SELECT $1, 'TKT-' || lpad(((($2::bigint + g) % 1000000))::text, 6, '0'), 'Reserved', 'general', 'Closed', 'low'
           FROM generate_series(0, 20000) AS g ON CONFLICT DO NOTHING`,
        [sellerId, start],
      );
      // The random number lands half the space away from the clock's, never in the taken range (a
      // fixed one fell inside it when the clock read 022424-042424, one run in fifty).
      const free = (start + 500_000) % 1_000_000;
      const t = await createTicket(
        ctx.app.db,
        sellerId,
        { subject: 'S', category: 'general', priority: 'low', description: 'D', contactMethod: 'sms' },
        () => (free + 0.5) / 1_000_000,
      );
      assert.equal(t.reference, `TKT-${String(free).padStart(6, '0')}`);
    });

    test('unverified demo seller: gate on /seller, documents list works', async () => {
      const res = await ctx.app.inject({ method: 'GET', url: '/api/seller/products', headers: bearer(fresh) });
      assert.equal(res.statusCode, 403);
      assert.equal(json(res).message, 'Your account is pending verification');
      const docs = json<{ data: { documents: { status: string }[] } }>(await ctx.app.inject({ method: 'GET', url: '/api/documents', headers: bearer(fresh) }));
      assert.equal(docs.data.documents.length, 2);
      assert.ok(docs.data.documents.every((d) => d.status === 'Pending'));
    });

    test('health, OpenAPI and error shapes', async () => {
      const h = await ctx.app.inject({ method: 'GET', url: '/api/health' });
      assert.deepEqual(json(h), { status: 'ok' });
      const spec = json<{ openapi: string; paths: Record<string, unknown> }>(await ctx.app.inject({ method: 'GET', url: '/api/docs/json' }));
      assert.match(spec.openapi, /^3\./);
      for (const p of [
        '/api/auth/login',
        '/api/seller/orders',
        '/api/seller/products',
        '/api/documents',
        '/api/notifications/{id}/read',
        '/api/dashboard/overview',
      ]) {
        assert.ok(spec.paths[p], p);
      }
      const ui = await ctx.app.inject({ method: 'GET', url: '/api/docs/' });
      assert.equal(ui.statusCode, 200);
      const badJson = await ctx.app.inject({ method: 'POST', url: '/api/auth/login', headers: { 'content-type': 'application/json' }, payload: '{nope' });
      assert.equal(badJson.statusCode, 400);
      assert.equal(typeof json(badJson).message, 'string');
      const unknown = await ctx.app.inject({ method: 'GET', url: '/api/nothing-here' });
      assert.equal(unknown.statusCode, 404);
      assert.ok(json(unknown).message);
      const del = await ctx.app.inject({ method: 'DELETE', url: '/api/nothing-here' });
      assert.equal(del.statusCode, 404);
      assert.ok(json(del).message);
    });
  });
}
