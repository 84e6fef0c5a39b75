import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { DRIVERS, bearer, createTestApp, json, loginDemo, type Session, type TestContext } from '../../helpers.ts';
import { recipientOf, startSmtpServer, type TestSmtpServer } from '../../support/smtp.ts';
import { addProduct } from '../../support/catalog.ts';
import { review } from '../../../src/modules/documents/domain/review.ts';
import { addNotification } from '../../../src/modules/notifications/queries/notifications.ts';

interface NotificationDto {
  _id: string;
  title: string;
  message: string;
  kind: string;
  link: string | null;
  isRead: boolean;
}
interface Page {
  notifications: NotificationDto[];
  unreadCount: number;
  pagination: { page: number; pageSize: number; total: number };
}

const PUBLIC_URL = 'http://portal.test';

for (const driver of DRIVERS) {
  describe(`notification center (${driver})`, () => {
    let ctx: TestContext;
    let smtp: TestSmtpServer;
    /** The demo company's members (admin, manager, editor, viewer) and the other demo company. */
    let admin: Session, manager: Session, editor: Session, viewer: Session, other: Session;

    const signIn = async (email: string) => {
      const s = await loginDemo(ctx.app, email);
      const [row] = await ctx.app.db.query<{ seller_id: string }>('SELECT seller_id FROM users WHERE id = $1', [s.userId]);
      return { ...s, sellerId: row?.seller_id ?? '' };
    };
    const send = (s: Session, method: 'GET' | 'POST' | 'PUT' | 'PATCH', url: string, payload?: unknown) =>
      ctx.app.inject({ method, url, headers: bearer(s), ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }) });
    const latest = async (s: Session) => json<{ notifications: NotificationDto[]; unreadCount: number }>(await send(s, 'GET', '/api/notifications'));
    const page = async (s: Session, qs: string) => {
      const res = await send(s, 'GET', `/api/notifications/list${qs}`);
      assert.equal(res.statusCode, 200, res.body);
      return json<{ data: Page }>(res).data;
    };
    const ofKind = async (s: Session, kind: string) => (await page(s, `?kind=${kind}&pageSize=100`)).notifications;
    const mailsOf = (kind: string) =>
      ctx.app.db.query<{ to_address: string; subject: string; link: string }>(
        `SELECT to_address, subject, link FROM mail_outbox WHERE kind = $1 ORDER BY to_address`,
        [`notification:${kind}`],
      );

    before(async () => {
      smtp = await startSmtpServer();
      ctx = await createTestApp(driver, { seedDemo: true, mail: { smtpUrl: smtp.url, publicUrl: PUBLIC_URL, from: 'AgriHub <no-reply@agrihub.pk>' } });
      admin = await signIn('seller@demo.pk');
      manager = await signIn('ayesha.khan@punjabagro.pk');
      editor = await signIn('bilal.ahmed@punjabagro.pk');
      viewer = await signIn('farah.naz@punjabagro.pk');
      other = await signIn('new@demo.pk');
    });
    after(async () => {
      await ctx.close();
      await smtp.stop();
    });

    test('every demo notification says what the demo data says, and opens the page it is about', async () => {
      const { notifications } = await latest(admin);
      assert.ok(notifications.some((n) => !n.isRead) && notifications.some((n) => n.isRead));
      for (const n of notifications) {
        assert.ok(n.link?.startsWith('/'), `${n.title} has a link`);
        if (n.kind === 'order_new' || n.kind === 'order_status') {
          const number = n.link?.split('/').at(-1) ?? '';
          const [order] = await ctx.app.db.query<{ status: string; customer_name: string }>(
            `SELECT status, customer_name FROM orders WHERE order_number = $1 AND seller_id = $2`,
            [number, admin.sellerId],
          );
          assert.ok(order, `${number} exists`);
          assert.ok(n.message.includes(order.customer_name), n.message);
          if (n.kind === 'order_new') assert.equal(order.status, 'pending', n.message);
          else assert.ok(n.message.endsWith(`is now ${order.status}.`), `${n.message} (${order.status})`);
        }
        if (n.kind === 'stock_low' || n.kind === 'stock_out') {
          const sku = decodeURIComponent(n.link?.split('q=')[1] ?? '');
          const [p] = await ctx.app.db.query<{ stock_quantity: number }>(`SELECT stock_quantity FROM products WHERE sku = $1 AND seller_id = $2`, [
            sku,
            admin.sellerId,
          ]);
          assert.ok(p, `${sku} exists`);
          assert.ok(n.message.includes(`: ${p.stock_quantity} unit`), `${n.message} (${p.stock_quantity} in stock)`);
        }
      }
      for (const kind of ['order_status', 'stock_low', 'stock_out', 'document_verified', 'ticket_update']) {
        assert.ok(
          notifications.some((n) => n.kind === kind),
          `a demo ${kind}`,
        );
      }
      const fresh = await latest(other);
      assert.deepEqual(fresh.notifications.map((n) => n.kind).sort(), ['account', 'document_received', 'document_received', 'ticket_update']);
      assert.equal((await ctx.app.db.query(`SELECT 1 FROM mail_outbox WHERE kind LIKE 'notification:%'`)).length, 0, 'the seed mails nobody');
    });

    test('a new phone order notifies the colleagues, not the member who took it, and mails them by default', async () => {
      const [retailer] = await ctx.app.db.query<{ id: string; name: string }>(`SELECT id, name FROM retailers WHERE seller_id = $1 ORDER BY name LIMIT 1`, [
        admin.sellerId,
      ]);
      const [product] = await ctx.app.db.query<{ id: string }>(
        `SELECT id FROM products WHERE seller_id = $1 AND status = 'active' AND stock_quantity > 100 ORDER BY sku LIMIT 1`,
        [admin.sellerId],
      );
      const res = await send(manager, 'POST', '/api/seller/orders', { retailerId: retailer?.id, lines: [{ productId: product?.id, quantity: 2 }] });
      assert.equal(res.statusCode, 201, res.body);
      const order = json<{ data: { order: { _id: string; orderNumber: string; total: number } } }>(res).data.order;
      const seen = (await ofKind(admin, 'order_new')).filter((n) => n.title === `New order ${order.orderNumber}`);
      assert.equal(seen.length, 1);
      assert.match(seen[0]!.message, new RegExp(`^${retailer?.name} ordered 1 item for PKR [\\d,.]+\\. It awaits confirmation\\.$`));
      assert.equal(seen[0]!.link, `/order-management/${order.orderNumber}`);
      assert.equal((await ofKind(manager, 'order_new')).filter((n) => n.title === `New order ${order.orderNumber}`).length, 0);

      const mails = await mailsOf('order_new');
      assert.ok(mails.some((m) => m.to_address === 'seller@demo.pk'));
      assert.ok(mails.every((m) => m.to_address !== 'ayesha.khan@punjabagro.pk'));
      assert.ok(mails.every((m) => m.link === `${PUBLIC_URL}/order-management/${order.orderNumber}`));
      await ctx.app.mail.deliverDue();
      const mail = await smtp.waitFor((m) => recipientOf(m) === 'seller@demo.pk' && m.subject === `New order ${order.orderNumber}`);
      assert.match(mail.text ?? '', /It awaits confirmation/);

      // A status change by the manager: the admin hears of it, the manager does not.
      const moved = await send(manager, 'PATCH', `/api/seller/orders/${order._id}/status`, { status: 'cancelled', notes: 'Retailer called it off' });
      assert.equal(moved.statusCode, 200, moved.body);
      const told = (await ofKind(admin, 'order_status')).filter((n) => n.message === `Order ${order.orderNumber} for ${retailer?.name} is now cancelled.`);
      assert.equal(told.length, 1);
      assert.equal((await ofKind(manager, 'order_status')).filter((n) => n.message.includes(order.orderNumber)).length, 0);
    });

    test('stock crossing the low line then zero notifies once each, never while it stays there; only those who keep the catalog', async () => {
      const id = await addProduct(ctx, admin, { sku: 'CROSS-1', name: 'Crossing Urea 50kg', stock: 40 });
      const setStock = async (stockQuantity: number) => {
        const res = await send(editor, 'PATCH', `/api/seller/products/${id}`, { stockQuantity });
        assert.equal(res.statusCode, 200, res.body);
      };
      const alerts = async (s: Session) =>
        [...(await ofKind(s, 'stock_low')), ...(await ofKind(s, 'stock_out'))].filter((n) => n.message.startsWith('Crossing Urea 50kg')).map((n) => n.message);
      await setStock(30);
      assert.deepEqual(await alerts(admin), []);
      await setStock(8);
      await setStock(5);
      assert.deepEqual(await alerts(admin), ['Crossing Urea 50kg (SKU CROSS-1) is running low: 8 units left.']);
      await setStock(0);
      await setStock(0);
      assert.deepEqual(await alerts(admin), [
        'Crossing Urea 50kg (SKU CROSS-1) is running low: 8 units left.',
        'Crossing Urea 50kg (SKU CROSS-1) is out of stock: 0 units left.',
      ]);
      assert.equal((await alerts(editor)).length, 2, 'the editor who changed it keeps the catalog too');
      assert.deepEqual(await alerts(viewer), [], 'a viewer cannot restock');
      const [n] = await ofKind(admin, 'stock_out');
      assert.equal(n?.link, '/product-catalog?q=CROSS-1');
    });

    test('document verified: the seller hears which document, with the Document Center as its link', async () => {
      const [doc] = await ctx.app.db.query<{ id: string; doc_type: string }>(
        `SELECT id, doc_type FROM documents WHERE seller_id = $1 ORDER BY doc_type LIMIT 1`,
        [other.sellerId],
      );
      await review(ctx.app.db, 'new@demo.pk', { verify: [doc!.id] });
      const [n] = await ofKind(other, 'document_verified');
      assert.deepEqual([n?.title, n?.message, n?.link], ['Document verified', `${doc!.doc_type} was verified.`, '/document-center']);
      assert.deepEqual(
        (await mailsOf('document_verified')).map((m) => m.to_address),
        ['new@demo.pk'],
      );
    });

    test('paged list: pages, unread only, one kind; bad filters answer 400 with a message', async () => {
      const first = await page(admin, '?pageSize=3');
      assert.equal(first.notifications.length, 3);
      assert.deepEqual([first.pagination.page, first.pagination.pageSize], [1, 3]);
      const all = await page(admin, '?pageSize=100');
      assert.equal(first.pagination.total, all.notifications.length);
      // Another company's notifications never appear in the list, nor ours in theirs.
      const theirs = new Set((await page(other, '?pageSize=100')).notifications.map((n) => n._id));
      assert.ok(theirs.size > 0 && all.notifications.every((n) => !theirs.has(n._id)));
      const second = await page(admin, '?pageSize=3&page=2');
      assert.deepEqual(
        second.notifications.map((n) => n._id),
        all.notifications.slice(3, 6).map((n) => n._id),
      );
      const unread = await page(admin, '?unread=true&pageSize=100');
      assert.ok(unread.notifications.length > 0 && unread.notifications.every((n) => !n.isRead));
      assert.equal(unread.pagination.total, unread.unreadCount);
      const orders = await page(admin, '?kind=order_status&pageSize=100');
      assert.ok(orders.notifications.length > 0 && orders.notifications.every((n) => n.kind === 'order_status'));
      for (const qs of ['?kind=party', '?pageSize=0', '?page=0', '?unread=maybe', '?pageSize=101']) {
        const res = await send(admin, 'GET', `/api/notifications/list${qs}`);
        assert.equal(res.statusCode, 400, qs);
        assert.ok(json(res).message.length > 0);
      }
      // Without paging parameters the spec's answer is unchanged: the latest 50 at both levels.
      const plain = json<{ notifications: unknown[]; data: { notifications: unknown[] } }>(await send(admin, 'GET', '/api/notifications'));
      assert.equal(plain.notifications.length, Math.min(50, all.pagination.total));
      assert.equal(plain.data.notifications.length, plain.notifications.length);
    });

    test("mark all read clears the member's bell and answers the new count; another company's ids answer 404 and are untouched", async () => {
      const theirs = (await latest(other)).notifications.find((n) => !n.isRead);
      assert.ok(theirs, 'the other company has an unread notification');
      for (const s of [admin]) {
        const res = await send(s, 'PATCH', `/api/notifications/${theirs._id}/read`);
        assert.equal(res.statusCode, 404);
      }
      assert.equal((await send(admin, 'PATCH', '/api/notifications/not-a-uuid/read')).statusCode, 404);
      assert.ok((await latest(admin)).unreadCount > 0);
      const res = await send(admin, 'POST', '/api/notifications/read-all');
      assert.equal(res.statusCode, 200, res.body);
      const answer = json<{ data: { marked: number; unreadCount: number } }>(res).data;
      assert.ok(answer.marked > 0);
      assert.equal(answer.unreadCount, 0);
      assert.equal((await latest(admin)).unreadCount, 0);
      assert.equal((await page(admin, '?unread=true')).pagination.total, 0);
      assert.equal((await latest(other)).notifications.find((n) => n._id === theirs._id)?.isRead, false);
      // Bookkeeping, not activity (issue 41): the activity log records no read.
      const [audit] = await ctx.app.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM audit_log WHERE seller_id = $1 AND module = 'notifications'`, [
        admin.sellerId,
      ]);
      assert.equal(audit?.n, 0);
    });

    test("each member reads for themselves: the dashboard counts what the bell counts, a read is one member's, a new member starts with nothing unread", async () => {
      const dashboardUnread = async (s: Session) => {
        const res = await send(s, 'GET', '/api/dashboard/overview');
        assert.equal(res.statusCode, 200, res.body);
        return json<{ data: { notifications: { unread: number } } }>(res).data.notifications.unread;
      };
      // The admin marked everything read in the test before; the others' bells still hold theirs.
      assert.equal((await latest(admin)).unreadCount, 0);
      const managerBell = await latest(manager);
      assert.ok(managerBell.unreadCount > 0, "the admin's Mark all as read was the admin's alone");
      for (const s of [admin, manager, editor, viewer]) assert.equal(await dashboardUnread(s), (await latest(s)).unreadCount, s.email);

      // One read: the manager's count drops by one, on the bell and the dashboard; the editor's stays.
      const editorBefore = (await latest(editor)).unreadCount;
      const first = managerBell.notifications.find((n) => !n.isRead);
      assert.ok(first);
      const marked = await send(manager, 'PATCH', `/api/notifications/${first._id}/read`);
      assert.equal(json<{ data: { unreadCount: number } }>(marked).data.unreadCount, managerBell.unreadCount - 1);
      assert.equal(await dashboardUnread(manager), managerBell.unreadCount - 1);
      assert.equal((await latest(manager)).notifications.find((n) => n._id === first._id)?.isRead, true);
      assert.equal((await latest(editor)).unreadCount, editorBefore);
      // Marking all read later keeps that single read covered, and the count is right from then on.
      await send(manager, 'POST', '/api/notifications/read-all');
      assert.equal(await dashboardUnread(manager), 0);

      // A member who joins today does not inherit the company's unread backlog.
      assert.equal(
        (
          await send(admin, 'POST', '/api/seller/team/members', {
            name: 'Noor Fatima',
            email: 'noor.fatima@punjabagro.pk',
            role: 'viewer',
            department: 'sales',
          })
        ).statusCode,
        201,
      );
      const [mail] = await ctx.app.db.query<{ link: string }>(`SELECT link FROM mail_outbox WHERE to_address = $1`, ['noor.fatima@punjabagro.pk']);
      const token = new URL(mail?.link ?? 'http://x').searchParams.get('token') ?? '';
      const accepted = await ctx.app.inject({
        method: 'POST',
        url: `/api/invitations/${token}/accept`,
        payload: { firstName: 'Noor', lastName: 'Fatima', password: 'Harvest#Season2026' },
      });
      assert.equal(accepted.statusCode, 201, accepted.body);
      const joined = json<{ data: { accessToken: string; user: { _id: string } } }>(accepted).data;
      const noor: Session = {
        token: joined.accessToken,
        cookie: '',
        userId: joined.user._id,
        sellerId: admin.sellerId,
        email: 'noor.fatima@punjabagro.pk',
        password: '',
      };
      assert.ok((await latest(viewer)).unreadCount > 0, 'the company has unread notifications');
      const fresh = await latest(noor);
      assert.ok(fresh.notifications.length > 0, 'the new member sees the history');
      assert.equal(fresh.unreadCount, 0);
      assert.equal(await dashboardUnread(noor), 0);
      // What happens after they joined is news to them.
      await addNotification(ctx.app.db, admin.sellerId, {
        kind: 'account',
        type: 'Account',
        title: 'Price list updated',
        message: 'The spring price list is out.',
      });
      assert.equal((await latest(noor)).unreadCount, 1);
      assert.equal(await dashboardUnread(noor), 1);
    });

    test('email preferences: everyone reads them, only an admin changes them; a chosen kind mails the members who see it', async () => {
      const read = json<{ data: { emailKinds: string[] } }>(await send(viewer, 'GET', '/api/notifications/preferences')).data;
      assert.deepEqual(read.emailKinds, ['order_new', 'document_verified', 'document_rejected', 'invoice_overdue']);
      const refused = await send(manager, 'PUT', '/api/notifications/preferences', { emailKinds: ['stock_out'] });
      assert.equal(refused.statusCode, 403);
      assert.match(json(refused).message, /^Only an admin can change/);
      assert.equal((await send(admin, 'PUT', '/api/notifications/preferences', { emailKinds: ['party'] })).statusCode, 400);
      const saved = await send(admin, 'PUT', '/api/notifications/preferences', { emailKinds: ['stock_out', 'stock_out'] });
      assert.equal(saved.statusCode, 200, saved.body);
      assert.deepEqual(json<{ data: { emailKinds: string[] } }>(saved).data.emailKinds, ['stock_out']);
      // Another company's choice stays its own.
      assert.deepEqual(json<{ data: { emailKinds: string[] } }>(await send(other, 'GET', '/api/notifications/preferences')).data.emailKinds, [
        'order_new',
        'document_verified',
        'document_rejected',
        'invoice_overdue',
      ]);

      const id = await addProduct(ctx, admin, { sku: 'MAIL-OUT', name: 'Mailed Seed 10kg', stock: 3 });
      assert.equal((await send(editor, 'PATCH', `/api/seller/products/${id}`, { stockQuantity: 0 })).statusCode, 200);
      const mails = (await mailsOf('stock_out')).filter((m) => m.subject === 'Out of stock');
      const catalogKeepers = await ctx.app.db.query<{ email: string }>(
        `SELECT u.email FROM team_members m JOIN users u ON u.id = m.user_id
          WHERE m.seller_id = $1 AND m.status = 'Active' AND m.role IN ('admin', 'manager', 'editor') ORDER BY u.email`,
        [admin.sellerId],
      );
      assert.deepEqual(
        mails.map((m) => m.to_address),
        catalogKeepers.map((m) => m.email),
      );
      assert.ok(!mails.some((m) => m.to_address === 'farah.naz@punjabagro.pk'), 'not the viewer');
      // A new order is no longer mailed.
      const before = (await mailsOf('order_new')).length;
      const [retailer] = await ctx.app.db.query<{ id: string }>(`SELECT id FROM retailers WHERE seller_id = $1 LIMIT 1`, [admin.sellerId]);
      const [product] = await ctx.app.db.query<{ id: string }>(`SELECT id FROM products WHERE seller_id = $1 AND stock_quantity > 100 LIMIT 1`, [
        admin.sellerId,
      ]);
      const res = await send(manager, 'POST', '/api/seller/orders', { retailerId: retailer?.id, lines: [{ productId: product?.id, quantity: 1 }] });
      assert.equal(res.statusCode, 201, res.body);
      assert.equal((await mailsOf('order_new')).length, before);
      const [audit] = await ctx.app.db.query<{ module: string }>(`SELECT module FROM audit_log WHERE entity = 'notification_email_preferences' LIMIT 1`);
      assert.equal(audit?.module, 'settings');
    });
  });
}
