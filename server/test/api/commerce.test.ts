import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { DRIVERS, assertFields, bearer, createTestApp, json, registerSeller, type Session, type TestContext, appWithSellers } from '../helpers.ts';
import { addDays, pktDate } from '../../src/platform/lib/pkt-dates.ts';
import { invoiceTotalRows } from '../../src/modules/receivables/routes/invoice-pdf.ts';
import type { Invoice } from '../../src/modules/receivables/schemas/payments.ts';
import type { PricingRule as Rule } from '../../src/modules/pricing/schemas/pricing-rules.ts';
import { ruleBody } from '../support/pricing.ts';

interface RuleList {
  data: { rules: Rule[]; summary: { total: number; active: number; inactive: number; expired: number } };
}
interface Shipment {
  _id: string;
  orderNumber: string;
  status: string;
  shippedAt: string | null;
  deliveredAt: string | null;
  courier: string | null;
  trackingNumber: string | null;
  pickup: { date: string; timeSlot: string; urgency: string } | null;
}
interface Overview {
  data: {
    summary: { inTransit: number; deliveredThisMonth: number; pickupsScheduled: number; avgDeliveryDays: number | null };
    shipments: Shipment[];
    readyOrders: { orderNumber: string; retailer: string }[];
  };
}
interface Transaction {
  _id: string;
  orderNumber: string;
  invoiceNumber: string;
  amount: number;
  status: string;
  issuedOn: string | null;
  dueDate: string;
}
interface Payments {
  data: {
    transactions: Transaction[];
    summary: Record<'receivedThisMonth' | 'pending' | 'overdue', { amount: number; count: number }>;
    pagination: { total: number };
  };
}

const DAY = 86_400_000;
const today = () => pktDate();

/**
 * An order written straight to the database, of a retailer of the customer's name. A confirmed (or
 * later) order has its invoice on the ledger, issued on the order day and due 30 days later unless
 * `dueDate` says; `paidDaysAgo` adds a payment of it in full.
 */
async function addOrder(
  ctx: TestContext,
  s: Session,
  o: { number: string; customer?: string; daysAgo: number; totalPaisa?: number; status: string; paidDaysAgo?: number; dueDate?: string },
) {
  const items = [
    { productName: 'Urea 50kg Bag', sku: 'FRT-UREA-50', quantity: 3, unitPricePaisa: 450_050 },
    { productName: 'DAP 50kg Bag', sku: 'FRT-DAP-50', quantity: 2, unitPricePaisa: 1_200_000 },
  ];
  const total = o.totalPaisa ?? 3 * 450_050 + 2 * 1_200_000;
  const customer = o.customer ?? 'Madina Khad Store';
  const orderDate = new Date(Date.now() - o.daysAgo * DAY);
  const db = ctx.app.db;
  const [known] = await db.query<{ id: string }>(`SELECT id FROM retailers WHERE seller_id = $1 AND name = $2`, [s.sellerId, customer]);
  const retailerId =
    known?.id ??
    (
      await db.query<{ id: string }>(`INSERT INTO retailers (seller_id, name, city, province) VALUES ($1, $2, 'Multan', 'Punjab') RETURNING id`, [
        s.sellerId,
        customer,
      ])
    )[0]?.id;
  const [row] = await db.query<{ id: string }>(
    `INSERT INTO orders (seller_id, retailer_id, order_number, customer_name, customer_city, order_date, total_paisa, status, items, updated_at)
     VALUES ($1, $2, $3, $4, 'Multan', $5, $6, $7, $8::jsonb, $5) RETURNING id`,
    [s.sellerId, retailerId ?? null, o.number, customer, orderDate.toISOString(), total, o.status, JSON.stringify(o.totalPaisa === undefined ? items : [])],
  );
  const id = row?.id ?? '';
  if (['confirmed', 'processing', 'shipped', 'delivered'].includes(o.status)) {
    const issued = pktDate(orderDate);
    const [inv] = await db.query<{ id: string }>(
      `INSERT INTO retailer_invoices (seller_id, retailer_id, order_id, invoice_number, amount_paisa, issued_on, due_date)
       VALUES ($1, $2, $3, $4, $5, $6::date, $7::date) RETURNING id`,
      [s.sellerId, retailerId ?? null, id, o.number.replace('ORD-', 'INV-'), total, issued, o.dueDate ?? addDays(issued, 30)],
    );
    if (o.paidDaysAgo !== undefined) {
      const paidOn = pktDate(Date.now() - o.paidDaysAgo * DAY);
      const [payment] = await db.query<{ id: string }>(
        `INSERT INTO retailer_payments (seller_id, retailer_id, received_on, amount_paisa, method, reference) VALUES ($1, $2, $3::date, $4, 'cash', '') RETURNING id`,
        [s.sellerId, retailerId ?? null, paidOn, total],
      );
      await db.query(`INSERT INTO payment_allocations (payment_id, invoice_id, seller_id, amount_paisa) VALUES ($1, $2, $3, $4)`, [
        payment?.id ?? null,
        inv?.id ?? null,
        s.sellerId,
        total,
      ]);
      await db.query(`UPDATE retailer_invoices SET settled_on = $2::date WHERE id = $1`, [inv?.id ?? null, paidOn]);
    }
  }
  return id;
}

for (const driver of DRIVERS) {
  describe(`commerce (${driver})`, () => {
    let ctx: TestContext, a: Session, b: Session, unverified: Session;
    before(async () => ([ctx, a, b, unverified] = await appWithSellers(driver, ['verified', 'verified', 'unverified'])));
    after(async () => ctx.close());

    const get = async <T>(s: Session, url: string, status = 200) => {
      const res = await ctx.app.inject({ method: 'GET', url, headers: bearer(s) });
      assert.equal(res.statusCode, status, res.body);
      return json<T>(res);
    };
    const send = (s: Session, method: 'POST' | 'PATCH', url: string, payload: unknown) =>
      ctx.app.inject({ method, url, headers: bearer(s), payload: payload as Record<string, unknown> });

    test('every commerce endpoint needs a signed-in, verified seller', async () => {
      for (const url of ['/api/seller/pricing-rules', '/api/seller/logistics/overview', '/api/seller/payments', '/api/seller/financing/applications']) {
        assert.equal((await ctx.app.inject({ method: 'GET', url })).statusCode, 401, url);
        assert.equal((await ctx.app.inject({ method: 'GET', url, headers: bearer(unverified) })).statusCode, 403, url);
      }
      assert.equal((await send(unverified, 'POST', '/api/seller/pricing-rules', ruleBody())).statusCode, 403);
    });

    describe('pricing rules', () => {
      test('create answers 201 with an Active rule that the list then shows, newest first', async () => {
        const res = await send(
          a,
          'POST',
          '/api/seller/pricing-rules',
          ruleBody({ name: '  Rabi Seed Offer ', type: 'Seasonal Offer', category: 'Seeds', discount: 12.5 }),
        );
        assert.equal(res.statusCode, 201, res.body);
        const created = json<{ data: { rule: Rule } }>(res).data.rule;
        assertFields(created, { name: 'Rabi Seed Offer', type: 'Seasonal Offer', category: 'Seeds', discount: 12.5, minQuantity: 100, status: 'Active' });
        assert.equal(created.validUntil, addDays(today(), 30));
        assert.equal((await send(a, 'POST', '/api/seller/pricing-rules', ruleBody({ validUntil: today() }))).statusCode, 201, 'today is not in the past');
        const list = (await get<RuleList>(a, '/api/seller/pricing-rules')).data;
        assert.deepEqual(
          list.rules.map((r) => r.name),
          ['Bulk Urea Discount', 'Rabi Seed Offer'],
        );
        assert.deepEqual(list.summary, { total: 2, active: 2, inactive: 0, expired: 0 });
      });

      test('bad input answers 400 with a message per field', async () => {
        const cases: [Record<string, unknown>, string, string][] = [
          [{ discount: 0 }, 'discount', 'Discount must be between 1 and 100'],
          [{ discount: 100.5 }, 'discount', 'Discount must be between 1 and 100'],
          [{ minQuantity: 0 }, 'minQuantity', 'Minimum quantity must be at least 1'],
          [{ validUntil: addDays(today(), -1) }, 'validUntil', 'Valid until cannot be in the past'],
          [{ validUntil: '2030-02-30' }, 'validUntil', 'Valid until must be a date (YYYY-MM-DD)'],
          [{ type: 'Flash Sale' }, 'type', 'Rule type must be one of: Volume Discount, Seasonal Offer, Bulk Purchase, Early Bird Discount, Loyalty Discount'],
          [{ category: 'fertilizers' }, 'category', 'Category must be one of: Fertilizers, Seeds, Pesticides, Tools, Irrigation, Organic Products'],
          [{ name: '   ' }, 'name', 'Rule name is required'],
        ];
        for (const [over, field, message] of cases) {
          const res = await send(a, 'POST', '/api/seller/pricing-rules', ruleBody(over));
          assert.equal(res.statusCode, 400, JSON.stringify(over));
          assert.equal(json(res).errors?.[field], message);
          assert.equal(json(res).message, message);
        }
        const missing = await send(a, 'POST', '/api/seller/pricing-rules', { name: 'x' });
        assert.equal(missing.statusCode, 400);
        assert.equal((await get<RuleList>(a, '/api/seller/pricing-rules')).data.summary.total, 2, 'nothing was stored');
      });

      test('search matches name, type or category, case-insensitive and literal; status filters', async () => {
        const names = async (qs: string) => (await get<RuleList>(a, `/api/seller/pricing-rules${qs}`)).data.rules.map((r) => r.name);
        assert.deepEqual(await names('?q=RABI'), ['Rabi Seed Offer']);
        assert.deepEqual(await names('?q=volume'), ['Bulk Urea Discount']);
        assert.deepEqual(await names('?q=seeds'), ['Rabi Seed Offer']);
        assert.deepEqual(await names('?q=%25'), []);
        assert.deepEqual(await names('?status=inactive'), []);
        assert.equal(
          (await get<{ message: string }>(a, '/api/seller/pricing-rules?status=bogus', 400)).message,
          'status must be one of: Active, Inactive, Expired',
        );
      });

      test('deactivate and activate really change the status; an expired rule shows Expired and cannot be activated', async () => {
        const [first] = (await get<RuleList>(a, '/api/seller/pricing-rules?q=rabi')).data.rules;
        assert.ok(first);
        const off = await send(a, 'PATCH', `/api/seller/pricing-rules/${first._id}/status`, { status: 'Inactive' });
        assert.equal(off.statusCode, 200, off.body);
        assert.equal(json<{ data: { rule: Rule } }>(off).data.rule.status, 'Inactive');
        assert.deepEqual(
          (await get<RuleList>(a, '/api/seller/pricing-rules?status=Inactive')).data.rules.map((r) => r.name),
          ['Rabi Seed Offer'],
        );
        const on = await send(a, 'PATCH', `/api/seller/pricing-rules/${first._id}/status`, { status: 'active' });
        assert.equal(json<{ data: { rule: Rule } }>(on).data.rule.status, 'Active');
        assert.equal((await send(a, 'PATCH', `/api/seller/pricing-rules/${first._id}/status`, { status: 'paused' })).statusCode, 400);

        const [old] = await ctx.app.db.query<{ id: string }>(
          `INSERT INTO pricing_rules (seller_id, name, type, category, discount, min_quantity, is_active, valid_until)
           VALUES ($1, 'Kharif Clearance', 'Seasonal Offer', 'Tools', 20, 5, false, $2::date) RETURNING id`,
          [a.sellerId, addDays(today(), -1)],
        );
        const list = (await get<RuleList>(a, '/api/seller/pricing-rules')).data;
        assert.equal(list.rules.find((r) => r._id === old?.id)?.status, 'Expired');
        assert.deepEqual(list.summary, { total: 3, active: 2, inactive: 0, expired: 1 });
        const refused = await send(a, 'PATCH', `/api/seller/pricing-rules/${old?.id}/status`, { status: 'Active' });
        assert.equal(refused.statusCode, 409);
        assert.equal(json(refused).message, 'This rule has expired: create a new rule with a future valid until date');
      });

      test("another seller neither sees nor changes a seller's rules", async () => {
        assert.deepEqual((await get<RuleList>(b, '/api/seller/pricing-rules')).data.rules, []);
        const [mine] = (await get<RuleList>(a, '/api/seller/pricing-rules?q=bulk')).data.rules;
        const res = await send(b, 'PATCH', `/api/seller/pricing-rules/${mine?._id}/status`, { status: 'Inactive' });
        assert.equal(res.statusCode, 404);
        assert.equal(json(res).message, 'Pricing rule not found');
        assert.equal((await send(b, 'PATCH', '/api/seller/pricing-rules/not-a-uuid/status', { status: 'Inactive' })).statusCode, 404);
        assert.equal((await get<RuleList>(a, '/api/seller/pricing-rules?q=bulk')).data.rules[0]?.status, 'Active');
      });
    });

    describe('logistics', () => {
      let processingId = '';
      before(async () => {
        await addOrder(ctx, a, { number: 'ORD-2001', daysAgo: 3, status: 'shipped' });
        await addOrder(ctx, a, { number: 'ORD-2002', daysAgo: 0.5, status: 'delivered' });
        processingId = await addOrder(ctx, a, { number: 'ORD-2003', customer: 'Kissan Agri Store', daysAgo: 1, status: 'processing' });
        await addOrder(ctx, a, { number: 'ORD-2004', daysAgo: 2, status: 'cancelled' });
        await addOrder(ctx, a, { number: 'ORD-2005', daysAgo: 4, status: 'confirmed' });
        await addOrder(ctx, b, { number: 'ORD-9001', daysAgo: 1, status: 'processing' });
      });

      const pickup = (over: Record<string, unknown> = {}) => ({
        orderNumber: 'ORD-2003',
        retailer: 'Kissan Agri Store',
        pickupAddress: 'Warehouse 3, Raiwind Road',
        city: 'Lahore',
        contactPerson: 'Imran',
        contactPhone: '0300 1234567',
        timeSlot: 'afternoon',
        urgency: 'high',
        notes: 'Gate 2',
        date: addDays(today(), 1),
        ...over,
      });

      test('overview: cards computed from the orders, shipments In Transit and Delivered, orders ready for pickup', async () => {
        const d = (await get<Overview>(a, '/api/seller/logistics/overview')).data;
        assert.equal(d.summary.inTransit, 1);
        assert.equal(d.summary.pickupsScheduled, 0);
        assert.ok(d.summary.deliveredThisMonth <= 1);
        assert.equal(d.summary.avgDeliveryDays, 0, 'delivered on the day it was ordered (updated_at = order date)');
        assert.deepEqual(
          d.shipments.map((s) => [s.orderNumber, s.status]),
          [
            ['ORD-2002', 'Delivered'],
            ['ORD-2001', 'In Transit'],
          ],
        );
        assert.ok(d.shipments[0]?.deliveredAt && d.shipments[1]?.shippedAt && !d.shipments[1]?.deliveredAt);
        assert.deepEqual(
          d.readyOrders.map((o) => o.orderNumber),
          ['ORD-2003', 'ORD-2005'],
        );
        // Schedule Pickup fills the address and phone from the order it picks (issue 41, item 6): the
        // order's delivery address where it has one, else its retailer's.
        const db = ctx.app.db;
        await db.query(`UPDATE retailers SET address = 'Grain Market Road', phone = '03001234567' WHERE seller_id = $1`, [a.sellerId]);
        await db.query(`UPDATE orders SET delivery_address = 'Warehouse 4, Vehari Road' WHERE seller_id = $1 AND order_number = 'ORD-2005'`, [a.sellerId]);
        const ready = (await get<{ data: { readyOrders: { orderNumber: string; address: string; phone: string }[] } }>(a, '/api/seller/logistics/overview'))
          .data.readyOrders;
        assert.deepEqual(
          ready.map((o) => [o.orderNumber, o.address, o.phone]),
          [
            ['ORD-2003', 'Grain Market Road', '03001234567'],
            ['ORD-2005', 'Warehouse 4, Vehari Road', '03001234567'],
          ],
        );
      });

      test("schedule pickup: 'Please fill in all required fields.' for each missing required field", async () => {
        for (const field of ['orderNumber', 'retailer', 'pickupAddress', 'city', 'date']) {
          const res = await send(a, 'POST', '/api/seller/logistics/pickups', pickup({ [field]: ' ' }));
          assert.equal(res.statusCode, 400, field);
          assert.equal(json(res).message, 'Please fill in all required fields.');
          assert.equal(json(res).errors?.[field], 'This field is required');
        }
        const past = await send(a, 'POST', '/api/seller/logistics/pickups', pickup({ date: addDays(today(), -1) }));
        assert.equal(json(past).errors?.date, 'Pickup date cannot be in the past');
        const slot = await send(a, 'POST', '/api/seller/logistics/pickups', pickup({ timeSlot: 'night' }));
        assert.equal(json(slot).errors?.timeSlot, 'Time slot must be one of: morning, afternoon, evening');
        const urgency = await send(a, 'POST', '/api/seller/logistics/pickups', pickup({ urgency: 'asap' }));
        assert.equal(json(urgency).errors?.urgency, 'Urgency must be one of: low, normal, high, urgent');
        const phone = await send(a, 'POST', '/api/seller/logistics/pickups', pickup({ contactPhone: '12345' }));
        assert.equal(json(phone).errors?.contactPhone, 'Enter a valid Pakistani phone number (e.g. 03001234567)');
        const unknown = await send(a, 'POST', '/api/seller/logistics/pickups', pickup({ orderNumber: 'ORD-404' }));
        assert.deepEqual([unknown.statusCode, json(unknown).errors?.orderNumber], [400, 'No order with this number']);
        const cancelled = await send(a, 'POST', '/api/seller/logistics/pickups', pickup({ orderNumber: 'ORD-2004' }));
        assert.deepEqual([cancelled.statusCode, json(cancelled).message], [409, 'Order ORD-2004 is cancelled']);
        const shipped = await send(a, 'POST', '/api/seller/logistics/pickups', pickup({ orderNumber: 'ORD-2001' }));
        assert.deepEqual([shipped.statusCode, json(shipped).message], [409, 'Order ORD-2001 has already been shipped']);
        const other = await send(b, 'POST', '/api/seller/logistics/pickups', pickup());
        assert.equal(other.statusCode, 400, "another seller's order number is unknown");
      });

      test('a scheduled pickup is stored, listed first as Pickup Scheduled, and cannot be booked twice', async () => {
        const res = await send(a, 'POST', '/api/seller/logistics/pickups', pickup({ orderNumber: 'ord-2003', urgency: undefined, timeSlot: undefined }));
        assert.equal(res.statusCode, 201, res.body);
        const created = json<{ data: { pickup: { orderNumber: string; urgency: string; timeSlot: string; date: string; contactPhone: string } } }>(res).data
          .pickup;
        assert.deepEqual(
          [created.orderNumber, created.urgency, created.timeSlot, created.date],
          ['ORD-2003', 'normal', 'morning', addDays(today(), 1)],
          'urgency defaults to normal, time slot to morning',
        );
        const d = (await get<Overview>(a, '/api/seller/logistics/overview')).data;
        assert.equal(d.shipments[0]?.orderNumber, 'ORD-2003');
        assert.equal(d.shipments[0]?.status, 'Pickup Scheduled');
        assert.equal(d.shipments[0]?.pickup?.date, addDays(today(), 1));
        assert.equal(d.summary.pickupsScheduled, 1);
        assert.deepEqual(
          d.readyOrders.map((o) => o.orderNumber),
          ['ORD-2005'],
        );
        const again = await send(a, 'POST', '/api/seller/logistics/pickups', pickup());
        assert.deepEqual([again.statusCode, json(again).message], [409, 'A pickup is already scheduled for order ORD-2003']);
        const theirs = (await get<Overview>(b, '/api/seller/logistics/overview')).data;
        assert.deepEqual(theirs.shipments, []);
        assert.deepEqual(
          theirs.readyOrders.map((o) => o.orderNumber),
          ['ORD-9001'],
        );
      });

      test('when the order ships (orders route), the database stamps it and the shipment turns In Transit', async () => {
        const res = await send(a, 'PATCH', `/api/seller/orders/${processingId}/status`, { status: 'shipped', courier: 'TCS', trackingNumber: 'TCS-100200300' });
        assert.equal(res.statusCode, 200, res.body);
        const d = (await get<Overview>(a, '/api/seller/logistics/overview')).data;
        const row = d.shipments.find((s) => s.orderNumber === 'ORD-2003');
        assert.equal(row?.status, 'In Transit');
        assert.deepEqual([row?.courier, row?.trackingNumber], ['TCS', 'TCS-100200300']);
        assert.ok(row?.shippedAt && Date.now() - Date.parse(row.shippedAt) < 60_000);
        assert.equal(row?.pickup?.urgency, 'normal', 'the pickup stays attached for the timeline');
        assert.equal(d.shipments.filter((s) => s.orderNumber === 'ORD-2003').length, 1);
        assert.deepEqual([d.summary.inTransit, d.summary.pickupsScheduled], [2, 0]);
      });
    });

    describe('payments', () => {
      let c: Session;
      let ids: Record<string, string>;
      before(async () => {
        c = await registerSeller(ctx.app, { verified: true });
        ids = {
          paid: await addOrder(ctx, c, { number: 'ORD-3001', daysAgo: 40, totalPaisa: 10_000_000, status: 'delivered', paidDaysAgo: 0 }),
          overdue: await addOrder(ctx, c, { number: 'ORD-3002', customer: 'Sabz Kisan Agro Centre', daysAgo: 45, totalPaisa: 250_050, status: 'delivered' }),
          pending: await addOrder(ctx, c, { number: 'ORD-3003', daysAgo: 5, status: 'processing' }),
          cancelled: await addOrder(ctx, c, { number: 'ORD-3004', daysAgo: 50, totalPaisa: 999_900, status: 'cancelled' }),
          ownDue: await addOrder(ctx, c, { number: 'ORD-3005', daysAgo: 2, totalPaisa: 100_000, status: 'confirmed', dueDate: addDays(today(), -1) }),
          notYet: await addOrder(ctx, c, { number: 'ORD-3006', daysAgo: 1, totalPaisa: 70_000, status: 'pending' }),
        };
      });

      test('transactions are the invoices of confirmed orders with Paid, Pending or Overdue by due date; cards sum them', async () => {
        const d = (await get<Payments>(c, '/api/seller/payments')).data;
        assert.deepEqual(
          d.transactions.map((t) => [t.orderNumber, t.invoiceNumber, t.status, t.amount]),
          [
            ['ORD-3005', 'INV-3005', 'Overdue', 1000],
            ['ORD-3003', 'INV-3003', 'Pending', 37501.5],
            ['ORD-3001', 'INV-3001', 'Paid', 100000],
            ['ORD-3002', 'INV-3002', 'Overdue', 2500.5],
          ],
        );
        assert.equal(d.transactions[1]?.dueDate, addDays(pktDate(Date.now() - 5 * DAY), 30));
        // Each row says when its invoice was issued: the day its due date runs from, as the ledger has it.
        for (const t of d.transactions) {
          const [issued] = await ctx.app.db.query<{ day: string }>(`SELECT issued_on::text AS day FROM retailer_invoices WHERE order_id = $1`, [t._id]);
          assert.equal(t.issuedOn, issued?.day, t.orderNumber);
        }
        assert.equal(d.transactions[1]?.issuedOn, pktDate(Date.now() - 5 * DAY));
        assert.deepEqual(d.summary, {
          receivedThisMonth: { amount: 100000, count: 1 },
          pending: { amount: 37501.5, count: 1 },
          overdue: { amount: 3500.5, count: 2 },
        });
        assert.equal(d.pagination.total, 4);
      });

      test('status filter and search; bad status is a 400', async () => {
        const nums = async (qs: string) => (await get<Payments>(c, `/api/seller/payments${qs}`)).data.transactions.map((t) => t.orderNumber);
        assert.deepEqual(await nums('?status=overdue'), ['ORD-3005', 'ORD-3002']);
        assert.deepEqual(await nums('?status=Paid'), ['ORD-3001']);
        assert.deepEqual(await nums('?q=sabz'), ['ORD-3002']);
        assert.deepEqual(await nums('?pageSize=1&page=2'), ['ORD-3003']);
        const totals = async (qs: string) => (await get<Payments>(c, `/api/seller/payments${qs}`)).data.pagination.total;
        assert.deepEqual(
          [
            await totals('?status=Paid'),
            await totals('?status=Pending'),
            await totals('?status=Overdue'),
            await totals('?q=ord-300'),
            await totals('?q=sabz&status=Paid'),
          ],
          [1, 1, 2, 4, 0],
          'totals per status without a search, counted with one',
        );
        await get(c, '/api/seller/payments?status=refunded', 400);
        assert.deepEqual(
          (await get<Payments>(b, '/api/seller/payments')).data.transactions.map((t) => t.orderNumber),
          ['ORD-9001'],
        );
      });

      test("the invoice carries seller (with NTN) and retailer details, lines, and totals equal to the order's", async () => {
        const inv = (
          await get<{
            data: {
              invoice: {
                invoiceNumber: string;
                status: string;
                total: number;
                subtotal: number;
                seller: { companyName: string; ntn: string; email: string };
                retailer: { name: string; city: string };
                lines: { productName: string; quantity: number; unitPrice: number; lineTotal: number }[];
              };
            };
          }>(c, `/api/seller/payments/invoices/${ids.pending}`)
        ).data.invoice;
        assert.equal(inv.invoiceNumber, 'INV-3003');
        assert.equal(inv.status, 'Pending');
        // The invoice's contact is the company's email (issue 41, item 7): the one it registered with
        // until an admin sets another on Settings, never a member's own mailbox.
        assert.deepEqual([inv.seller.companyName, inv.seller.ntn, inv.seller.email], ['Sindh Agro Chemicals', '1234567-8', c.email]);
        const company = json<{ data: { company: Record<string, unknown> } }>(await ctx.app.inject({ method: 'GET', url: '/api/company', headers: bearer(c) }))
          .data.company;
        assert.equal(company.contactEmail, c.email);
        const putCompany = (contactEmail: unknown) =>
          ctx.app.inject({ method: 'PUT', url: '/api/company', headers: bearer(c), payload: { ...company, contactEmail } });
        const invoiceEmail = async () =>
          (await get<{ data: { invoice: { seller: { email: string } } } }>(c, `/api/seller/payments/invoices/${ids.pending}`)).data.invoice.seller.email;
        const bad = await putCompany('accounts at sindh');
        assert.equal(bad.statusCode, 400);
        assert.equal(json<{ errors: Record<string, string> }>(bad).errors.contactEmail, 'Enter a valid email address');
        assert.equal(await invoiceEmail(), c.email, 'a refused change keeps the email');
        assert.equal((await putCompany(' Accounts@SindhAgro.pk ')).statusCode, 200);
        assert.equal(await invoiceEmail(), 'accounts@sindhagro.pk');
        // A change that leaves the field out (an older client) keeps it; '' prints none.
        const { contactEmail: _left, ...withoutEmail } = company;
        assert.equal((await ctx.app.inject({ method: 'PUT', url: '/api/company', headers: bearer(c), payload: withoutEmail })).statusCode, 200);
        assert.equal(await invoiceEmail(), 'accounts@sindhagro.pk');
        assert.equal((await putCompany('')).statusCode, 200);
        assert.equal(await invoiceEmail(), '');
        assert.equal((await putCompany(c.email)).statusCode, 200);
        assert.deepEqual([inv.retailer.name, inv.retailer.city], ['Madina Khad Store', 'Multan']);
        assert.deepEqual(
          inv.lines.map((l) => [l.productName, l.quantity, l.unitPrice, l.lineTotal]),
          [
            ['Urea 50kg Bag', 3, 4500.5, 13501.5],
            ['DAP 50kg Bag', 2, 12000, 24000],
          ],
        );
        assert.deepEqual([inv.subtotal, inv.total], [37501.5, 37501.5]);
        // An order not confirmed yet has a pro forma invoice, due as if issued today on its retailer's terms.
        const proForma = (
          await get<{ data: { invoice: { issued: boolean; status: string; dueDate: string; total: number } } }>(
            c,
            `/api/seller/payments/invoices/${ids.notYet}`,
          )
        ).data.invoice;
        assert.deepEqual([proForma.issued, proForma.status, proForma.dueDate, proForma.total], [false, 'Pending', addDays(today(), 30), 700]);
        // The same invoice as a PDF, for the seller only.
        const pdf = await ctx.app.inject({ method: 'GET', url: `/api/seller/payments/invoices/${ids.pending}/invoice.pdf`, headers: bearer(c) });
        assert.equal(pdf.statusCode, 200, pdf.body);
        assert.equal(pdf.headers['content-type'], 'application/pdf');
        assert.equal(pdf.headers['content-disposition'], 'attachment; filename="INV-3003.pdf"');
        assert.equal(pdf.rawPayload.subarray(0, 5).toString(), '%PDF-');
        const proFormaPdf = await ctx.app.inject({ method: 'GET', url: `/api/seller/payments/invoices/${ids.notYet}/invoice.pdf`, headers: bearer(c) });
        assert.equal(proFormaPdf.statusCode, 200);
        for (const [who, id] of [
          [b, ids.pending],
          [c, ids.cancelled],
          [c, 'nope'],
        ] as const) {
          assert.equal((await ctx.app.inject({ method: 'GET', url: `/api/seller/payments/invoices/${id}/invoice.pdf`, headers: bearer(who) })).statusCode, 404);
        }
        await get(b, `/api/seller/payments/invoices/${ids.pending}`, 404);
        await get(c, `/api/seller/payments/invoices/${ids.cancelled}`, 404);
        await get(c, '/api/seller/payments/invoices/nope', 404);
      });
      test('with a sales tax rate in Settings, the invoice and its PDF add the tax on the total after discounts, and an issued invoice keeps its rate', async () => {
        type Taxed = { data: { invoice: Invoice } };
        const invoice = async (id: string) => (await get<Taxed>(c, `/api/seller/payments/invoices/${id}`)).data.invoice;
        const setRate = async (salesTaxRate: string) => {
          const company = json<{ data: { company: Record<string, unknown> } }>(await ctx.app.inject({ method: 'GET', url: '/api/company', headers: bearer(c) }))
            .data.company;
          const res = await ctx.app.inject({ method: 'PUT', url: '/api/company', headers: bearer(c), payload: { ...company, salesTaxRate } });
          assert.equal(res.statusCode, 200, res.body);
        };
        // Without a rate: as before, no tax line and the total is the order's.
        const untaxed = await invoice(ids.pending!);
        assert.deepEqual([untaxed.salesTax, untaxed.grandTotal], [null, untaxed.total]);
        assert.deepEqual(invoiceTotalRows(untaxed), [
          ['Subtotal', '37,501.50'],
          ['Total', '37,501.50'],
        ]);

        await setRate('17');
        // Issued before the rate was set: it stays without tax.
        assert.equal((await invoice(ids.pending!)).salesTax, null);
        // Issued after: 17% of 37,501.50 is 6,375.255, rounded half up to 6,375.26.
        const taxedId = await addOrder(ctx, c, { number: 'ORD-3007', daysAgo: 0, status: 'confirmed' });
        const taxed = await invoice(taxedId);
        assert.deepEqual([taxed.total, taxed.salesTax, taxed.grandTotal], [37501.5, { rate: 17, amount: 6375.26 }, 43876.76]);
        assert.deepEqual(invoiceTotalRows(taxed), [
          ['Subtotal', '37,501.50'],
          ['Sales tax (17%)', '6,375.26'],
          ['Total', '43,876.76'],
        ]);
        const pdf = await ctx.app.inject({ method: 'GET', url: `/api/seller/payments/invoices/${taxedId}/invoice.pdf`, headers: bearer(c) });
        assert.equal(pdf.statusCode, 200, pdf.body);
        // The order says what its invoice says (issue 41): on its page, in the list and on the dashboard.
        type Taxes = { salesTax: { rate: number; amount: number } | null; grandTotal: number; total: number };
        const listed = async (id: string) => {
          const page = await get<{ data: { orders: (Taxes & { _id: string })[] } }>(c, '/api/seller/orders?pageSize=100');
          return page.data.orders.find((o) => o._id === id);
        };
        const onPage = async (id: string) => (await get<{ data: { order: Taxes } }>(c, `/api/seller/orders/${id}`)).data.order;
        const onDashboard = async (id: string) =>
          (await get<{ data: { recent: { orders: (Taxes & { _id: string })[] } } }>(c, '/api/dashboard/overview')).data.recent.orders.find((o) => o._id === id);
        const asInvoiced = { total: 37501.5, salesTax: { rate: 17, amount: 6375.26 }, grandTotal: 43876.76 };
        // The retailer's account lists it as the ledger does, too.
        const onAccount = async (id: string) => {
          const [o] = await ctx.app.db.query<{ retailer_id: string }>(`SELECT retailer_id FROM orders WHERE id = $1`, [id]);
          const account = await get<{ data: { account: { orders: (Taxes & { _id: string })[] } } }>(c, `/api/seller/retailer-accounts/${o?.retailer_id}`);
          return account.data.account.orders.find((x) => x._id === id);
        };
        for (const view of [await listed(taxedId), await onPage(taxedId), await onDashboard(taxedId), await onAccount(taxedId)]) {
          assert.deepEqual(view && { total: view.total, salesTax: view.salesTax, grandTotal: view.grandTotal }, asInvoiced);
        }
        // A pro forma invoice takes today's rate; a new rate leaves issued invoices as they were.
        await setRate('16.5');
        assert.deepEqual((await invoice(ids.notYet!)).salesTax, { rate: 16.5, amount: 115.5 });
        assert.deepEqual((await invoice(taxedId)).salesTax, { rate: 17, amount: 6375.26 });
        // The list's cached copy follows the new rate for the order not invoiced yet, and only for it.
        assert.deepEqual((await listed(ids.notYet!))?.salesTax, { rate: 16.5, amount: 115.5 });
        assert.equal((await listed(ids.notYet!))?.grandTotal, (await invoice(ids.notYet!)).grandTotal);
        assert.deepEqual((await listed(taxedId))?.grandTotal, 43876.76);
        await setRate('');
        assert.equal((await invoice(ids.notYet!)).salesTax, null);
        assert.deepEqual([(await listed(ids.notYet!))?.salesTax, (await onPage(ids.notYet!)).grandTotal], [null, (await onPage(ids.notYet!)).total]);
      });
    });

    describe('financing', () => {
      test('an application is stored Under Review and listed; a second one waits for the first', async () => {
        const res = await send(a, 'POST', '/api/seller/financing/applications', { amount: 750000, tenureMonths: 6, purpose: 'Working capital' });
        assert.equal(res.statusCode, 201, res.body);
        const app1 = json<{ data: { application: { reference: string; status: string; amount: number; tenureMonths: number } } }>(res).data.application;
        assert.deepEqual([app1.status, app1.amount, app1.tenureMonths], ['Under Review', 750000, 6]);
        assert.match(app1.reference, /^FIN-\d{4}-0001$/);
        const list = await get<{ data: { applications: { reference: string; purpose: string }[] } }>(a, '/api/seller/financing/applications');
        assert.deepEqual(
          list.data.applications.map((x) => [x.reference, x.purpose]),
          [[app1.reference, 'Working capital']],
        );
        const again = await send(a, 'POST', '/api/seller/financing/applications', { amount: 100000, tenureMonths: 3, purpose: 'Working capital' });
        assert.deepEqual([again.statusCode, json(again).message], [409, 'You already have a financing application under review']);
        assert.deepEqual((await get<{ data: { applications: unknown[] } }>(b, '/api/seller/financing/applications')).data.applications, []);
      });

      test('bad amount, tenure or purpose answers 400 per field', async () => {
        const cases: [Record<string, unknown>, string, string][] = [
          [{ amount: 49999 }, 'amount', 'Amount must be between PKR 50,000 and PKR 50,000,000'],
          [{ amount: 50_000_001 }, 'amount', 'Amount must be between PKR 50,000 and PKR 50,000,000'],
          [{ amount: 60000.123 }, 'amount', 'Amount must be a number of rupees with at most 2 decimals'],
          [{ tenureMonths: 7 }, 'tenureMonths', 'Tenure must be one of: 3, 6, 9, 12, 18, 24 months'],
          [
            { purpose: 'Holiday' },
            'purpose',
            'Purpose must be one of: Working capital, Inventory purchase, Seasonal stock-up, Equipment purchase, Business expansion',
          ],
        ];
        for (const [over, field, message] of cases) {
          const res = await send(b, 'POST', '/api/seller/financing/applications', { amount: 500000, tenureMonths: 12, purpose: 'Inventory purchase', ...over });
          assert.equal(res.statusCode, 400, JSON.stringify(over));
          assert.equal(json(res).errors?.[field], message);
        }
        assert.deepEqual((await get<{ data: { applications: unknown[] } }>(b, '/api/seller/financing/applications')).data.applications, []);
      });
    });
  });

  describe(`commerce seed (${driver})`, () => {
    let ctx: TestContext;
    let token = '';
    before(async () => {
      ctx = await createTestApp(driver, { seedDemo: true });
      const res = await ctx.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: 'seller@demo.pk', password: 'Seller@123' } });
      token = json<{ data: { accessToken: string } }>(res).data.accessToken;
    });
    after(async () => ctx.close());
    const get = async <T>(url: string) => json<T>(await ctx.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}` } }));

    test('a demo seller sees the sample on first visit: every rule, shipment and payment status, and an application', async () => {
      const rules = (await get<RuleList>('/api/seller/pricing-rules')).data;
      assert.equal(rules.rules.length, 6);
      assert.deepEqual(rules.summary, { total: 6, active: 4, inactive: 1, expired: 1 });
      const logistics = (await get<Overview>('/api/seller/logistics/overview')).data;
      assert.deepEqual(new Set(logistics.shipments.map((s) => s.status)), new Set(['In Transit', 'Delivered', 'Pickup Scheduled']));
      assert.equal(logistics.summary.pickupsScheduled, 3);
      assert.ok(logistics.summary.inTransit > 0);
      assert.ok((logistics.summary.avgDeliveryDays ?? 0) >= 2 && (logistics.summary.avgDeliveryDays ?? 0) <= 8);
      for (const s of logistics.shipments) {
        if (s.deliveredAt) assert.ok(s.shippedAt && s.shippedAt <= s.deliveredAt && Date.parse(s.deliveredAt) <= Date.now(), s.orderNumber);
      }
      const pay = (await get<Payments>('/api/seller/payments?pageSize=100')).data;
      assert.deepEqual(new Set(pay.transactions.map((t) => t.status)), new Set(['Paid', 'Pending', 'Overdue']));
      assert.ok(pay.summary.overdue.count > 0 && pay.summary.pending.count > 0);
      const fin = (await get<{ data: { applications: { status: string }[] } }>('/api/seller/financing/applications')).data;
      assert.deepEqual(
        fin.applications.map((x) => x.status),
        ['Approved'],
      );
    });
  });
}
