import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { DRIVERS, createDatabase, tempDir } from '../../helpers.ts';
import { openDb } from '../../../src/platform/db/index.ts';
import { migrate } from '../../../src/platform/db/migrate.ts';
import { listNotifications, unreadCount } from '../../../src/modules/notifications/queries/notifications.ts';

/**
 * Migration 029 turns the company's one read flag per notification into each member's own: what was
 * read stays read for those who were there, and a member who joined later starts with what came
 * before them read.
 */
for (const driver of DRIVERS) {
  describe(`per-member notification reads, migrated (${driver})`, () => {
    test('members keep the flags of what came after they joined; a later member starts after the backlog', async () => {
      const server = driver === 'postgres' ? await createDatabase() : undefined;
      const db = await openDb({ dataDir: tempDir(), databaseUrl: server?.url });
      try {
        await migrate(db, '029');
        const [seller] = await db.query<{ id: string }>(
          `INSERT INTO sellers (company_name, city, state, zip_code, phone, ntn) VALUES ('Old Data Agro', 'Multan', 'Punjab', '60000', '03001234567', '1234567-8') RETURNING id`,
        );
        const user = async (email: string, joined: string) => {
          const [u] = await db.query<{ id: string }>(
            `INSERT INTO users (seller_id, first_name, last_name, email, password_hash, created_at) VALUES ($1, 'A', 'B', $2, 'x', $3) RETURNING id`,
            [seller!.id, email, joined],
          );
          return u!.id;
        };
        const early = await user('early@old.pk', '2026-01-01T00:00:00Z');
        const late = await user('late@old.pk', '2026-06-01T00:00:00Z');
        const notes: [string, string, boolean][] = [
          ['Before both, read', '2025-12-01T00:00:00Z', true],
          ['Before the late one, unread', '2026-03-01T00:00:00Z', false],
          ['After both, read', '2026-07-01T00:00:00Z', true],
          ['After both, unread', '2026-08-01T00:00:00Z', false],
        ];
        for (const [title, at, isRead] of notes) {
          await db.query(`INSERT INTO notifications (seller_id, title, message, is_read, created_at) VALUES ($1, $2, 'x', $3, $4)`, [
            seller!.id,
            title,
            isRead,
            at,
          ]);
        }
        assert.deepEqual(await migrate(db, '030'), ['029_notification_reads']);

        const unreadOf = async (userId: string) =>
          (await listNotifications(db, { sellerId: seller!.id, userId, areas: [] })).notifications.filter((n) => !n.isRead).map((n) => n.title);
        assert.deepEqual(await unreadOf(early), ['After both, unread', 'Before the late one, unread']);
        assert.deepEqual(await unreadOf(late), ['After both, unread']);
        assert.equal(await unreadCount(db, { sellerId: seller!.id, userId: late, areas: [] }), 1);
        // A member added from now on starts with everything before them read.
        const newcomer = await user('new@old.pk', new Date().toISOString());
        assert.equal(await unreadCount(db, { sellerId: seller!.id, userId: newcomer, areas: [] }), 0);
      } finally {
        await db.close();
        await server?.drop();
      }
    });
  });
}
