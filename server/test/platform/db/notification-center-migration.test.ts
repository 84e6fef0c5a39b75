import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { DRIVERS, createDatabase, tempDir } from '../../helpers.ts';
import { openDb } from '../../../src/platform/db/index.ts';
import { migrate } from '../../../src/platform/db/migrate.ts';

/** Migration 016 gives the notifications written before it their kind and, where derivable, their link. */
for (const driver of DRIVERS) {
  describe(`the notification center's migration (${driver})`, () => {
    test('old notifications get the kind their title tells and the page their message names; their read flags stay', async () => {
      const server = driver === 'postgres' ? await createDatabase() : undefined;
      const db = await openDb({ dataDir: tempDir(), databaseUrl: server?.url });
      try {
        await migrate(db, '016');
        const [seller] = await db.query<{ id: string }>(
          `INSERT INTO sellers (company_name, city, state, zip_code, phone, ntn) VALUES ('Old Data Agro', 'Multan', 'Punjab', '60000', '03001234567', '1234567-8') RETURNING id`,
        );
        const old: [string, string, boolean][] = [
          ['Order status updated', 'Order ORD-100042 for Madina Khad Store is now shipped.', true],
          ['Invoice overdue', 'Madina Khad Store: invoice INV-1 (PKR 5,000 unpaid) was due on 1 Sep 2026.', false],
          ['Support ticket created', 'Ticket TKT-204511 "Invoice" was received. Updates will come by Email.', false],
          ['Document received', 'NTN was uploaded and is pending review (about 1 working week).', true],
          ['Scheduled maintenance', 'The portal will be unavailable on Sunday.', true],
        ];
        for (const [title, message, isRead] of old) {
          await db.query(`INSERT INTO notifications (seller_id, title, message, is_read) VALUES ($1, $2, $3, $4)`, [seller!.id, title, message, isRead]);
        }
        assert.deepEqual(await migrate(db, '017'), ['016_notification_center']);
        const rows = await db.query<{ title: string; kind: string; link: string | null; is_read: boolean }>(
          `SELECT title, kind, link, is_read FROM notifications ORDER BY title`,
        );
        assert.deepEqual(
          rows.map((r) => [r.title, r.kind, r.link, r.is_read]),
          [
            ['Document received', 'document_received', '/document-center', true],
            ['Invoice overdue', 'invoice_overdue', '/payments', false],
            ['Order status updated', 'order_status', '/order-management/ORD-100042', true],
            ['Scheduled maintenance', 'account', null, true],
            ['Support ticket created', 'ticket_update', '/support', false],
          ],
        );
      } finally {
        await db.close();
        await server?.drop();
      }
    });
  });
}
