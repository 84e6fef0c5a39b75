import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { DRIVERS, appWithSellers, assertInvalid, bearer, json, patchOrderStatus, type Session, type TestContext } from '../../helpers.ts';
import { statementBalance } from '../../../src/modules/receivables/routes/statement-pdf.ts';
import { addProduct, addRetailer, stockOf } from '../../support/catalog.ts';
import { addDays, pktDate } from '../../../src/platform/lib/pkt-dates.ts';
import { dueDateFor } from '../../../src/modules/receivables/queries/ledger.ts';
import { notifyOverdueInvoices } from '../../../src/modules/receivables/domain/overdue.ts';
import { listNotifications } from '../../../src/modules/notifications/queries/notifications.ts';
import type { Statement } from '../../../src/modules/receivables/schemas/credit.ts';

interface Invoice {
  _id: string;
  orderNumber: string;
  invoiceNumber: string;
  issuedOn: string;
  dueDate: string;
  amount: number;
  paid: number;
  open: number;
  status: string;
  daysOverdue: number;
  reversed: boolean;
}
interface Account {
  _id: string;
  name: string;
  creditLimit: number | null;
  paymentTerms: string;
  outstanding: number;
  overdue: number;
  available: number | null;
  oldestOverdueDays: number | null;
  invoices: Invoice[];
  payments: { amount: number; method: string; reference: string; allocations: { invoiceNumber: string; amount: number }[]; unallocated: number }[];
  orders: { orderNumber: string }[];
  orderCount: number;
  unallocated: number;
}
interface Refusal {
  message: string;
  credit?: {
    reason: string;
    creditLimit: number | null;
    outstanding: number;
    orderTotal: number;
    overdueInvoice: { invoiceNumber: string; daysOverdue: number } | null;
    canOverride: boolean;
  };
}

const today = () => pktDate();

test('due dates: net days after the invoice, or the harvest day of its season', () => {
  const seasons = { rabiDueDate: '06-30', kharifDueDate: '12-31' };
  assert.equal(dueDateFor('net15', '2026-01-20', seasons), '2026-02-04');
  assert.equal(dueDateFor('net90', '2026-11-15', seasons), '2027-02-13');
  // Rabi inputs (October to March) are paid after the wheat harvest; kharif (April to September) after cotton and rice.
  assert.equal(dueDateFor('harvest', '2026-10-05', seasons), '2027-06-30');
  assert.equal(dueDateFor('harvest', '2026-02-10', seasons), '2026-06-30');
  assert.equal(dueDateFor('harvest', '2026-04-01', seasons), '2026-12-31');
  assert.equal(dueDateFor('harvest', '2026-09-30', seasons), '2026-12-31');
  // A day some years lack falls on the month's last day.
  assert.equal(dueDateFor('harvest', '2026-11-01', { rabiDueDate: '02-29', kharifDueDate: '12-31' }), '2027-02-28');
});

for (const driver of DRIVERS) {
  describe(`retailer credit (${driver})`, () => {
    let ctx: TestContext;
    let a: Session;
    let b: Session;
    let urea: string;
    before(async () => {
      [ctx, a, b] = await appWithSellers(driver, ['verified', 'verified']);
      urea = await addProduct(ctx, a, { sku: 'UREA-50', name: 'Urea 50kg Bag', pricePaisa: 500_000, stock: 100_000 });
    });
    after(async () => ctx.close());

    const send = (s: Session, method: 'GET' | 'POST' | 'PUT', url: string, payload?: Record<string, unknown>) =>
      ctx.app.inject({ method, url: `/api/seller${url}`, headers: bearer(s), ...(payload ? { payload } : {}) });
    const account = async (id: string, s = a) => {
      const res = await send(s, 'GET', `/retailer-accounts/${id}`);
      assert.equal(res.statusCode, 200, res.body);
      return json<{ data: { account: Account } }>(res).data.account;
    };
    const setCredit = async (id: string, creditLimit: number | null, paymentTerms = 'net30') => {
      const res = await send(a, 'PUT', `/retailer-accounts/${id}/credit`, { creditLimit, paymentTerms });
      assert.equal(res.statusCode, 200, res.body);
    };
    /** A pending phone order of `bags` bags of urea (PKR 5,000 each). */
    const order = async (retailerId: string, bags: number) => {
      const res = await send(a, 'POST', '/orders', { retailerId, lines: [{ productId: urea, quantity: bags }] });
      assert.equal(res.statusCode, 201, res.body);
      return json<{ data: { order: { _id: string; orderNumber: string } } }>(res).data.order;
    };
    const confirm = (id: string, extra: Record<string, unknown> = {}) => patchOrderStatus(ctx.app, a, id, { status: 'confirmed', ...extra });
    const confirmed = async (retailerId: string, bags: number) => {
      const o = await order(retailerId, bags);
      const res = await confirm(o._id);
      assert.equal(res.statusCode, 200, res.body);
      return o;
    };
    const pay = (id: string, body: Record<string, unknown>) =>
      send(a, 'POST', `/retailer-accounts/${id}/payments`, { receivedOn: today(), method: 'cash', ...body });
    const setDue = (orderId: string, due: string) => ctx.app.db.query(`UPDATE retailer_invoices SET due_date = $2::date WHERE order_id = $1`, [orderId, due]);

    test('confirming posts an invoice due by the terms, cancelling reverses it, and the figures are the ledger sums', async () => {
      const r = await addRetailer(ctx, a, 'Madina Khad Store');
      await setCredit(r, 100_000, 'net15');
      const o = await confirmed(r, 10);
      let acc = await account(r);
      assert.deepEqual([acc.creditLimit, acc.paymentTerms, acc.outstanding, acc.overdue, acc.available], [100_000, 'net15', 50_000, 0, 50_000]);
      assert.deepEqual(
        acc.invoices.map((i) => [i.invoiceNumber, i.issuedOn, i.dueDate, i.amount, i.open, i.status]),
        [[o.orderNumber.replace('ORD-', 'INV-'), today(), addDays(today(), 15), 50_000, 50_000, 'Pending']],
      );
      assert.deepEqual([acc.orderCount, acc.orders[0]?.orderNumber], [1, o.orderNumber]);

      const cancel = await patchOrderStatus(ctx.app, a, o._id, { status: 'cancelled', notes: 'Retailer called it off' });
      assert.equal(cancel.statusCode, 200, cancel.body);
      acc = await account(r);
      assert.deepEqual([acc.outstanding, acc.available], [0, 100_000]);
      assert.deepEqual(
        acc.invoices.map((i) => [i.open, i.reversed]),
        [[0, true]],
      );
      // A pending order has no invoice until it is confirmed.
      await order(r, 1);
      assert.equal((await account(r)).invoices.length, 1);
    });

    test('with a sales tax rate, the invoice posted on confirming owes the tax too: the ledger, the limit and the invoice agree', async () => {
      const r = await addRetailer(ctx, a, 'Kisan Tax Store');
      await setCredit(r, 60_000);
      await ctx.app.db.query(`UPDATE sellers SET sales_tax_bps = 1700 WHERE id = $1`, [a.sellerId]);
      try {
        // 10 bags: PKR 50,000 and 17% tax, 58,500: within the limit.
        const o = await confirmed(r, 10);
        const acc = await account(r);
        assert.deepEqual([acc.outstanding, acc.available, acc.invoices[0]?.amount], [58_500, 1_500, 58_500]);
        const invoice = json<{ data: { invoice: { grandTotal: number } } }>(await send(a, 'GET', `/payments/invoices/${o._id}`)).data.invoice;
        assert.equal(invoice.grandTotal, 58_500);
        // One more bag would be PKR 5,850 with its tax: over the limit, and the refusal says so.
        const refused = await confirm((await order(r, 1))._id);
        assert.equal(refused.statusCode, 409, refused.body);
        assert.match(json(refused).message, /outstanding PKR 58,500; this order PKR 5,850\.$/);
      } finally {
        await ctx.app.db.query(`UPDATE sellers SET sales_tax_bps = NULL WHERE id = $1`, [a.sellerId]);
      }
    });

    test('a payment pays the invoices due first, chosen invoices before them, and what is left is credit for the next', async () => {
      const r = await addRetailer(ctx, a, 'Al-Noor Agro Traders');
      const [x, y, z] = [await confirmed(r, 2), await confirmed(r, 4), await confirmed(r, 6)]; // 10,000; 20,000; 30,000
      await setDue(x._id, addDays(today(), 3));
      await setDue(y._id, addDays(today(), 1));
      await setDue(z._id, addDays(today(), 9));
      let res = await pay(r, { amount: 25_000 });
      assert.equal(res.statusCode, 201, res.body);
      let acc = await account(r);
      const openOf = (n: string) => acc.invoices.find((i) => i.orderNumber === n)?.open;
      // y is due first (paid in full), then x gets the remaining 5,000.
      assert.deepEqual([openOf(y.orderNumber), openOf(x.orderNumber), openOf(z.orderNumber)], [0, 5_000, 30_000]);
      assert.equal(acc.outstanding, 35_000);

      const zInvoice = acc.invoices.find((i) => i.orderNumber === z.orderNumber)!;
      res = await pay(r, { amount: '12000', method: 'cheque', reference: 'CHQ 004512', allocations: [{ invoiceId: zInvoice._id, amount: 10_000 }] });
      assert.equal(res.statusCode, 201, res.body);
      const paid = json<{ data: { payment: Account['payments'][number] } }>(res).data.payment;
      assert.deepEqual(
        paid.allocations.map((al) => [al.invoiceNumber, al.amount]),
        [
          [x.orderNumber.replace('ORD-', 'INV-'), 2_000],
          [zInvoice.invoiceNumber, 10_000],
        ],
      );
      acc = await account(r);
      assert.deepEqual([openOf(x.orderNumber), openOf(z.orderNumber), acc.outstanding], [3_000, 20_000, 23_000]);

      // Paying more than is owed leaves credit on account, which pays the next invoice at once.
      res = await pay(r, { amount: 30_000, method: 'mobile_wallet', reference: '03001234567' });
      assert.equal(res.statusCode, 201, res.body);
      acc = await account(r);
      assert.deepEqual([acc.outstanding, acc.unallocated, acc.invoices.filter((i) => i.open > 0).length], [-7_000, 7_000, 0]);
      const next = await confirmed(r, 1);
      acc = await account(r);
      assert.deepEqual([openOf(next.orderNumber), acc.outstanding, acc.unallocated], [0, -2_000, 2_000]);
    });

    test('a bad payment says what is wrong at its field and records nothing', async () => {
      const r = await addRetailer(ctx, a, 'Kissan Dost Centre');
      const o = await confirmed(r, 2);
      const inv = (await account(r)).invoices[0]!;
      const other = await addRetailer(ctx, a, 'Other Store');
      const otherOrder = await confirmed(other, 1);
      const otherInvoice = (await account(other)).invoices.find((i) => i.orderNumber === otherOrder.orderNumber)!;
      assertInvalid(await pay(r, { amount: 0 }), { amount: 'Amount must be more than 0 PKR, with at most 2 decimals' });
      assertInvalid(await pay(r, { amount: '12.345' }), { amount: 'Amount must be more than 0 PKR, with at most 2 decimals' });
      assertInvalid(await pay(r, { amount: 100, receivedOn: addDays(today(), 1) }), { receivedOn: 'The payment date cannot be in the future' });
      assertInvalid(await pay(r, { amount: 100, receivedOn: '2026-02-30' }), { receivedOn: 'Enter the date the payment was received (YYYY-MM-DD)' });
      assertInvalid(await pay(r, { amount: 100, method: 'bank_transfer', reference: ' ' }), {
        reference: 'Enter the reference (transaction id or cheque number)',
      });
      assertInvalid(await pay(r, { amount: 100, method: 'bitcoin' }), { method: 'Method must be one of: cash, bank_transfer, cheque, mobile_wallet' });
      assertInvalid(await pay(r, { amount: 100, allocations: [{ invoiceId: inv._id, amount: 200 }] }), {
        allocations: 'The amounts applied to invoices add up to more than the payment',
      });
      assertInvalid(await pay(r, { amount: 20_000, allocations: [{ invoiceId: inv._id, amount: 10_000.01 }] }), {
        'allocations.0.amount': `${inv.invoiceNumber} has only PKR 10,000 open`,
      });
      assertInvalid(await pay(r, { amount: 100, allocations: [{ invoiceId: otherInvoice._id, amount: 100 }] }), {
        'allocations.0.invoiceId': "That invoice is not open on this retailer's account",
      });
      const acc = await account(r);
      assert.deepEqual([acc.payments.length, acc.outstanding, acc.invoices[0]?.orderNumber], [0, 10_000, o.orderNumber]);
      assertInvalid(await send(a, 'PUT', `/retailer-accounts/${r}/credit`, { creditLimit: '-5', paymentTerms: 'net30' }), {
        creditLimit: 'Credit limit must be an amount in PKR (0 or more, at most 2 decimals), or empty for no limit',
      });
      assertInvalid(await send(a, 'PUT', `/retailer-accounts/${r}/credit`, { creditLimit: 5000, paymentTerms: 'net45' }), {
        paymentTerms: 'Payment terms must be one of: net15, net30, net60, net90, harvest',
      });
    });

    test('a confirmation over the limit is refused with the figures and takes no stock; an override needs a reason and is audited', async () => {
      const r = await addRetailer(ctx, a, 'Sabz Kisan Agro');
      await setCredit(r, 500_000);
      await confirmed(r, 92); // PKR 460,000
      const o = await order(r, 15); // PKR 75,000
      const stock = await stockOf(ctx, urea);
      const res = await confirm(o._id);
      assert.equal(res.statusCode, 409, res.body);
      const body = json<Refusal>(res);
      assert.equal(
        body.message,
        `Order ${o.orderNumber} cannot be confirmed: Sabz Kisan Agro would go over their credit limit. Credit limit PKR 500,000; outstanding PKR 460,000; this order PKR 75,000.`,
      );
      assert.deepEqual(body.credit, {
        reason: 'over_limit',
        creditLimit: 500_000,
        outstanding: 460_000,
        orderTotal: 75_000,
        overdueInvoice: null,
        canOverride: true,
      });
      assert.equal(await stockOf(ctx, urea), stock);
      assert.equal((await account(r)).outstanding, 460_000);

      assertInvalid(await confirm(o._id, { creditOverride: 'x'.repeat(501) }), { creditOverride: 'The reason must be at most 500 characters' });
      assert.equal((await confirm(o._id, { creditOverride: '   ' })).statusCode, 409);
      const ok = await confirm(o._id, { creditOverride: 'Owner guaranteed payment after harvest' });
      assert.equal(ok.statusCode, 200, ok.body);
      const detail = json<{ data: { order: { status: string; history: { status: string; notes: string | null }[] } } }>(ok).data.order;
      assert.equal(detail.status, 'confirmed');
      assert.equal(detail.history.at(-1)?.notes, 'Confirmed over the credit check: Owner guaranteed payment after harvest');
      assert.equal(await stockOf(ctx, urea), stock - 15);
      const [audit] = await ctx.app.db.query<{ module: string; changes: Record<string, { after: unknown }>; actor_id: string }>(
        `SELECT module, changes, actor_id FROM audit_log WHERE seller_id = $1 AND entity = 'retailer_invoices' AND action = 'create'
            AND changes -> 'override_reason' ->> 'after' IS NOT NULL`,
        [a.sellerId],
      );
      assert.equal(audit?.module, 'payments');
      assert.equal(audit?.changes.override_reason?.after, 'Owner guaranteed payment after harvest');
      assert.equal(audit?.actor_id, a.userId);
      assert.equal((await account(r)).outstanding, 535_000);
    });

    test('an invoice more than 30 days overdue stops confirmations for its retailer, naming it', async () => {
      const r = await addRetailer(ctx, a, 'Zamindar Seed House');
      const old = await confirmed(r, 1);
      const o = await order(r, 1);
      await setDue(old._id, addDays(today(), -30));
      assert.equal((await account(r)).oldestOverdueDays, 30);
      const p = await order(r, 1);
      assert.equal((await confirm(p._id)).statusCode, 200);
      await setDue(old._id, addDays(today(), -31));
      const res = await confirm(o._id);
      assert.equal(res.statusCode, 409, res.body);
      const body = json<Refusal>(res);
      const inv = old.orderNumber.replace('ORD-', 'INV-');
      assert.equal(
        body.message,
        `Order ${o.orderNumber} cannot be confirmed: Zamindar Seed House has invoice ${inv} overdue by 31 days. Credit limit not set; outstanding PKR 10,000; this order PKR 5,000.`,
      );
      assert.deepEqual(body.credit?.overdueInvoice, { invoiceNumber: inv, daysOverdue: 31, open: 5_000 });
      // Paying the old invoice lifts the stop.
      assert.equal((await pay(r, { amount: 5_000 })).statusCode, 201);
      assert.equal((await confirm(o._id)).statusCode, 200);
    });

    test('two confirmations at once for one retailer never pass the limit together', async () => {
      const r = await addRetailer(ctx, a, 'Race Traders');
      await setCredit(r, 60_000);
      const [x, y] = [await order(r, 10), await order(r, 10)]; // PKR 50,000 each: only one fits
      const answers = await Promise.all([x, y].map((o) => confirm(o._id)));
      assert.deepEqual(answers.map((res) => res.statusCode).sort(), [200, 409]);
      const acc = await account(r);
      assert.equal(acc.outstanding, 50_000);
      assert.equal(acc.invoices.length, 1);
    });

    test("receivables aging puts each open amount in its bucket, filters, totals and exports; another seller's ids answer 404", async () => {
      const r = await addRetailer(ctx, a, 'Aging Test Store', 'Okara');
      const due = [5, -10, -45, -75, -120];
      const orders: { _id: string; orderNumber: string }[] = [];
      for (let i = 0; i < due.length; i++) orders.push(await confirmed(r, 1));
      for (const [i, d] of due.entries()) await setDue(orders[i]!._id, addDays(today(), d));
      await pay(r, {
        amount: 2_000,
        allocations: [{ invoiceId: (await account(r)).invoices.find((i) => i.orderNumber === orders[2]!.orderNumber)!._id, amount: 2_000 }],
      });
      const aging = async (qs: string) => {
        const res = await send(a, 'GET', `/receivables/aging${qs}`);
        assert.equal(res.statusCode, 200, res.body);
        return json<{ data: { rows: (Record<string, number> & { name: string })[]; totals: Record<string, number>; pagination: { total: number } } }>(res).data;
      };
      const mine = await aging('?q=aging test');
      assert.deepEqual(
        mine.rows.map((row) => [row.name, row.current, row.days1to30, row.days31to60, row.days61to90, row.days90plus, row.total]),
        [['Aging Test Store', 5_000, 5_000, 3_000, 5_000, 5_000, 23_000]],
      );
      assert.equal(mine.totals.total, 23_000);
      assert.deepEqual(
        (await aging('?q=okara&bucket=90%2B')).rows.map((row) => row.name),
        ['Aging Test Store'],
      );
      assert.equal((await send(a, 'GET', '/receivables/aging?bucket=late')).statusCode, 400);
      const csv = await send(a, 'GET', '/receivables/aging.csv?q=aging%20test');
      assert.equal(csv.statusCode, 200);
      assert.match(csv.headers['content-disposition'] as string, /receivables_aging\.csv/);
      assert.deepEqual(
        csv.body
          .replace(/^\uFEFF/, '')
          .trim()
          .split('\r\n'),
        [
          'Retailer,City,Payment Terms,Credit Limit,Current,1-30 Days,31-60 Days,61-90 Days,90+ Days,Total',
          'Aging Test Store,Okara,Net 30,,5000.00,5000.00,3000.00,5000.00,5000.00,23000.00',
          'Total,,,,5000.00,5000.00,3000.00,5000.00,5000.00,23000.00',
        ],
      );

      // Another seller sees none of it.
      for (const [method, url, payload] of [
        ['GET', `/retailer-accounts/${r}`, undefined],
        ['PUT', `/retailer-accounts/${r}/credit`, { creditLimit: 1, paymentTerms: 'net15' }],
        ['POST', `/retailer-accounts/${r}/payments`, { amount: 1, receivedOn: today(), method: 'cash' }],
        ['GET', `/retailer-accounts/${r}/statement`, undefined],
        ['GET', `/retailer-accounts/${r}/statement.pdf`, undefined],
        ['GET', '/retailer-accounts/not-an-id', undefined],
      ] as const) {
        const res = await send(b, method, url, payload);
        assert.equal(res.statusCode, 404, `${method} ${url}: ${res.body}`);
      }
      assert.equal((await aging('')).rows.length > 0, true);
      const theirs = json<{ data: { rows: unknown[] } }>(await send(b, 'GET', '/receivables/aging')).data.rows;
      assert.deepEqual(theirs, []);
      assert.deepEqual(json<{ data: { accounts: unknown[] } }>(await send(b, 'GET', '/retailer-accounts?q=aging')).data.accounts, []);
      assert.equal((await account(r)).creditLimit, null);
    });

    test('the directory pages by name, each page and the total agreeing with the matching retailers, past the end too', async () => {
      for (const name of ['Directory Kissan 1', 'Directory Kissan 2', 'Directory Kissan 3', 'Directory Madina 1', 'Directory Kissan 4'])
        await addRetailer(ctx, a, name);
      const page = async (query: string) => {
        const res = await send(a, 'GET', `/retailer-accounts?${query}`);
        assert.equal(res.statusCode, 200, res.body);
        return json<{ data: { accounts: { name: string }[]; pagination: { total: number } } }>(res).data;
      };
      const names: string[] = [];
      for (let n = 1; n <= 3; n++) {
        const d = await page(`q=directory kissan&pageSize=2&page=${n}`);
        assert.equal(d.pagination.total, 4, `page ${n}`);
        names.push(...d.accounts.map((x) => x.name));
      }
      assert.deepEqual(names, ['Directory Kissan 1', 'Directory Kissan 2', 'Directory Kissan 3', 'Directory Kissan 4']);
      assert.deepEqual(await page('q=directory kissan&pageSize=2&page=9'), { accounts: [], pagination: { page: 9, pageSize: 2, total: 4 } });
      assert.equal((await page('q=nobody here')).pagination.total, 0);
    });

    test('a statement runs from the opening balance through invoices, reversals and payments to the closing balance, also as PDF', async () => {
      const r = await addRetailer(ctx, a, 'Statement Store');
      const before = await confirmed(r, 4); // 20,000 issued before the period
      await ctx.app.db.query(`UPDATE retailer_invoices SET issued_on = $2::date WHERE order_id = $1`, [before._id, addDays(today(), -40)]);
      const o = await confirmed(r, 2); // 10,000
      await pay(r, { amount: 7_500, method: 'bank_transfer', reference: 'IBFT-0042' });
      await patchOrderStatus(ctx.app, a, o._id, { status: 'cancelled', notes: 'Wrong product' });
      const res = await send(a, 'GET', `/retailer-accounts/${r}/statement?from=${addDays(today(), -7)}&to=${today()}`);
      assert.equal(res.statusCode, 200, res.body);
      const s = json<{ data: { statement: Statement } }>(res).data.statement;
      const inv = o.orderNumber.replace('ORD-', 'INV-');
      assert.equal(s.openingBalance, 20_000);
      assert.deepEqual(
        s.lines.map((l) => [l.kind, l.reference, l.debit, l.credit, l.balance]),
        [
          ['invoice', inv, 10_000, 0, 30_000],
          ['reversal', inv, 0, 10_000, 20_000],
          ['payment', 'IBFT-0042', 0, 7_500, 12_500],
        ],
      );
      assert.deepEqual([s.totalDebit, s.totalCredit, s.closingBalance], [10_000, 17_500, 12_500]);
      assert.equal((await account(r)).outstanding, 12_500);

      const pdf = await send(a, 'GET', `/retailer-accounts/${r}/statement.pdf?from=${addDays(today(), -7)}&to=${today()}`);
      assert.equal(pdf.statusCode, 200);
      assert.equal(pdf.headers['content-type'], 'application/pdf');
      assert.equal(pdf.rawPayload.subarray(0, 5).toString(), '%PDF-');
      assert.match(pdf.headers['content-disposition'] as string, /statement-Statement-Store-/);
      // The PDF writes a balance as the screens do: "CR" for one the retailer paid ahead, never a minus (issue 41, item 7).
      assert.deepEqual([statementBalance(12_500), statementBalance(-10_000), statementBalance(0)], ['12,500.00', '10,000.00 CR', '0.00']);

      assertInvalid(await send(a, 'GET', `/retailer-accounts/${r}/statement?from=${today()}&to=${addDays(today(), -1)}`), {
        from: 'The period must start on or before its end',
      });
      assertInvalid(await send(a, 'GET', `/retailer-accounts/${r}/statement?from=2025-01-01&to=2026-06-01`), { from: 'A statement covers at most one year' });
      assertInvalid(await send(a, 'GET', `/retailer-accounts/${r}/statement?to=2026-13-01`), { to: 'to must be a real date (YYYY-MM-DD)' });
    });

    test('harvest due dates come from the settings; an invoice past due is announced once, to the members who handle payments', async () => {
      const bad = await send(a, 'PUT', '/credit-settings', { rabiDueDate: '06-31', kharifDueDate: '12-31' });
      assertInvalid(bad, { rabiDueDate: 'Rabi due date must be a day of the year (MM-DD, e.g. 06-30)' });
      const set = await send(a, 'PUT', '/credit-settings', { rabiDueDate: '05-31', kharifDueDate: '11-30' });
      assert.equal(set.statusCode, 200, set.body);
      const r = await addRetailer(ctx, a, 'Harvest Traders');
      await setCredit(r, null, 'harvest');
      const o = await confirmed(r, 1);
      const inv = (await account(r)).invoices[0]!;
      assert.equal(inv.dueDate, dueDateFor('harvest', today(), { rabiDueDate: '05-31', kharifDueDate: '11-30' }));

      await setDue(o._id, addDays(today(), -2));
      await ctx.app.db.query(`UPDATE retailer_invoices SET overdue_notified_at = now() WHERE seller_id = $1 AND order_id <> $2`, [a.sellerId, o._id]);
      assert.equal(await ctx.app.db.transaction((tx) => notifyOverdueInvoices(tx, today())), 1);
      assert.equal(await ctx.app.db.transaction((tx) => notifyOverdueInvoices(tx, today())), 0);
      const forPayments = (await listNotifications(ctx.app.db, { sellerId: a.sellerId, userId: a.userId, areas: ['payments'] })).notifications.filter(
        (n) => n.title === 'Invoice overdue',
      );
      assert.equal(forPayments.length, 1);
      assert.equal(forPayments[0]!.link, `/retailer-insights/retailers/${r}`);
      assert.match(forPayments[0]!.message, new RegExp(`^Harvest Traders: invoice ${inv.invoiceNumber} \\(PKR 5,000 unpaid\\) was due on `));
      const forViewer = (await listNotifications(ctx.app.db, { sellerId: a.sellerId, userId: a.userId, areas: [] })).notifications.filter(
        (n) => n.title === 'Invoice overdue',
      );
      assert.deepEqual(forViewer, []);
    });
  });
}
