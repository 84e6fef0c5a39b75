import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { DRIVERS, createDatabase, tempDir } from '../../helpers.ts';
import { openDb } from '../../../src/platform/db/index.ts';
import { migrate } from '../../../src/platform/db/migrate.ts';

/**
 * Migration 013 moves payments from orders (paid_at, payment_due_date) to the credit ledger: a
 * database that recorded them before keeps every figure Payments & Financing showed.
 */
for (const driver of DRIVERS) {
  describe(`the credit ledger's migration (${driver})`, () => {
    test('confirmed orders get their invoice due as before, recorded payments pay them, and nothing else does', async () => {
      const server = driver === 'postgres' ? await createDatabase() : undefined;
      const db = await openDb({ dataDir: tempDir(), databaseUrl: server?.url });
      try {
        await migrate(db, '013');
        const [seller] = await db.query<{ id: string }>(
          `INSERT INTO sellers (company_name, city, state, zip_code, phone, ntn) VALUES ('Old Data Agro', 'Multan', 'Punjab', '60000', '03001234567', '1234567-8') RETURNING id`,
        );
        const [retailer] = await db.query<{ id: string }>(
          `INSERT INTO retailers (seller_id, name, city, province) VALUES ($1, 'Madina Khad Store', 'Multan', 'Punjab') RETURNING id`,
          [seller!.id],
        );
        const order = async (number: string, status: string, o: { paid?: string; due?: string; retailer?: boolean } = {}) => {
          const [row] = await db.query<{ id: string }>(
            `INSERT INTO orders (seller_id, retailer_id, order_number, customer_name, customer_city, order_date, total_paisa, status, items, paid_at, payment_due_date)
             VALUES ($1, $2, $3, 'Madina Khad Store', 'Multan', '2026-09-01T05:00:00Z', 1000000, $4, '[]'::jsonb, $5, $6::date) RETURNING id`,
            [seller!.id, o.retailer === false ? null : retailer!.id, number, status, o.paid ?? null, o.due ?? null],
          );
          return row!.id;
        };
        const paid = await order('ORD-1', 'delivered', { paid: '2026-09-20T06:00:00Z' });
        const late = await order('ORD-2', 'shipped');
        const ownDue = await order('ORD-3', 'confirmed', { due: '2026-12-01' });
        await order('ORD-4', 'pending', { paid: '2026-09-02T06:00:00Z' });
        await order('ORD-5', 'cancelled', { paid: '2026-09-02T06:00:00Z' });
        await order('ORD-6', 'delivered', { retailer: false });

        assert.deepEqual(await migrate(db, '014'), ['013_retailer_credit']);
        const invoices = await db.query<{ order_id: string; invoice_number: string; issued_on: string; due_date: string; settled_on: string | null }>(
          `SELECT order_id, invoice_number, issued_on::text, due_date::text, settled_on::text FROM retailer_invoices ORDER BY invoice_number`,
        );
        assert.deepEqual(
          invoices.map((i) => [i.order_id, i.invoice_number, i.issued_on, i.due_date, i.settled_on]),
          [
            [paid, 'INV-1', '2026-09-01', '2026-10-01', '2026-09-20'],
            [late, 'INV-2', '2026-09-01', '2026-10-01', null],
            [ownDue, 'INV-3', '2026-09-01', '2026-12-01', null],
          ],
        );
        const payments = await db.query<{ received_on: string; amount_paisa: string; allocated: string }>(
          `SELECT p.received_on::text, p.amount_paisa::text, (SELECT sum(amount_paisa) FROM payment_allocations a WHERE a.payment_id = p.id)::text AS allocated
             FROM retailer_payments p`,
        );
        assert.deepEqual(
          payments.map((p) => [p.received_on, p.amount_paisa, p.allocated]),
          [['2026-09-20', '1000000', '1000000']],
        );
        const columns = await db.query<{ column_name: string }>(
          `SELECT column_name FROM information_schema.columns WHERE table_name = 'orders' AND column_name IN ('paid_at', 'payment_due_date')`,
        );
        assert.deepEqual(columns, []);
        const [terms] = await db.query<{ payment_terms: string; credit_limit_paisa: string | null }>(`SELECT payment_terms, credit_limit_paisa FROM retailers`);
        assert.deepEqual([terms?.payment_terms, terms?.credit_limit_paisa], ['net30', null]);
      } finally {
        await db.close();
        await server?.drop();
      }
    });
  });
}
