import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { renderMail } from '../../../src/platform/mail/render.ts';
import type { Queryable, SqlParam } from '../../../src/platform/db/index.ts';
import * as notify from '../../../src/modules/notifications/domain/notify.ts';
import { NOTIFICATION_KINDS } from '../../../src/platform/schemas/domain.ts';
import { DRIVERS, bearer, createTestApp, randomAddress, registerSeller, uniqueEmail, type Session, type TestContext } from '../../helpers.ts';
import { recipientOf, startSmtpServer, type TestSmtpServer } from '../../support/smtp.ts';

const PUBLIC_URL = 'https://portal.agrihub.test';

describe('mail layout in Urdu', () => {
  const content = {
    title: 'New order ORD-1001',
    intro: ['Hello Bilal,', 'Kisan Traders ordered 3 items for PKR 12,500. It awaits confirmation.'],
    action: { label: 'Open in AgriHub', url: 'https://portal.agrihub.test/order-management/ORD-1001' },
    outro: ['Your company admin chooses which notifications also come by email (Notification preferences).'],
  };

  test('English is rendered as it always was: no direction, the English words', () => {
    const mail = renderMail(content);
    assert.deepEqual(mail, renderMail(content, 'en'));
    assert.equal(mail.subject, 'New order ORD-1001');
    assert.ok(mail.html.startsWith('<!doctype html><html><body style="margin:0;'), mail.html);
    assert.ok(mail.html.includes('>Or open this link: <a href="https://portal.agrihub.test/order-management/ORD-1001">'));
    assert.ok(mail.text.endsWith('\n\n-- AgriHub Seller Portal'));
  });

  test('Urdu: every part translated, the body right to left, links and amounts as they are', () => {
    const mail = renderMail(content, 'ur');
    assert.equal(mail.subject, 'نیا آرڈر ORD-1001');
    assert.ok(mail.html.startsWith('<!doctype html><html><body dir="rtl" lang="ur" style="margin:0;'), mail.html);
    assert.equal(
      mail.text,
      [
        'السلام علیکم Bilal،',
        'Kisan Traders نے PKR 12,500 کے 3 آئٹمز کا آرڈر دیا ہے۔ یہ کنفرم ہونے کا منتظر ہے۔',
        'AgriHub میں کھولیں: https://portal.agrihub.test/order-management/ORD-1001',
        'کون سے نوٹیفکیشنز ای میل پر بھی آئیں، یہ آپ کی کمپنی کا ایڈمن طے کرتا ہے (نوٹیفکیشن ترجیحات)۔',
        '-- AgriHub سیلر پورٹل',
      ].join('\n\n'),
    );
    assert.ok(mail.html.includes('یا یہ لنک کھولیں: <a href="https://portal.agrihub.test/order-management/ORD-1001">'));
  });
});

describe("notification mails in each recipient's saved language", () => {
  /** A database that answers notify()'s queries: every kind by e-mail, one Urdu and one English recipient; it keeps the mails. */
  function fakeDb() {
    const mails: { to: string; subject: string; text: string; language: string }[] = [];
    const db: Queryable = {
      async query<T>(sql: string, params: readonly SqlParam[] = []) {
        if (sql.includes('INSERT INTO notifications')) return [{ id: 'n1' }] as T[];
        if (sql.includes('notification_email_preferences')) return [{ kinds: [...NOTIFICATION_KINDS] }] as T[];
        if (sql.includes('FROM team_members')) {
          return [
            { email: 'ayesha@example.pk', name: 'Ayesha', language: 'ur' },
            { email: 'bilal@example.pk', name: 'Bilal', language: 'en' },
          ] as T[];
        }
        if (sql.includes('INSERT INTO mail_outbox')) {
          const [, , to, subject, text, , , language] = params as string[];
          mails.push({ to: to!, subject: subject!, text: text!, language: language! });
          return [{ id: String(mails.length) }] as T[];
        }
        throw new Error(`unexpected query: ${sql}`);
      },
    };
    return { db, mails };
  }

  test('every kind of notification: Urdu for the Urdu reader, the English as it is for the other', async () => {
    const { db, mails } = fakeDb();
    const seller = 'seller-1';
    await notify.notifyNewOrder(db, seller, { orderNumber: 'ORD-1001', customerName: 'Kisan Traders', totalPaisa: 1_250_000, itemCount: 3 });
    await notify.notifyNewOrder(db, seller, { orderNumber: 'ORD-1002', customerName: 'Kisan Traders', totalPaisa: 50_000, itemCount: 1 });
    await notify.notifyOrderStatus(db, seller, { orderNumber: 'ORD-1001', customerName: 'Kisan Traders' }, 'shipped');
    await notify.notifyStockLevel(db, seller, { name: 'Urea 50kg', sku: 'U-50', stock_quantity: 4 });
    await notify.notifyStockLevel(db, seller, { name: 'Urea 50kg', sku: 'U-50', stock_quantity: 1 });
    await notify.notifyStockLevel(db, seller, { name: 'Urea 50kg', sku: 'U-50', stock_quantity: 0 });
    const docType = 'National Tax Number (NTN) Certificate';
    await notify.notifyDocumentReviewed(db, seller, docType, { verified: true });
    await notify.notifyDocumentReviewed(db, seller, docType, { verified: true, renewal: true });
    await notify.notifyDocumentReviewed(db, seller, docType, { verified: false, reason: 'The stamp is not readable.' });
    await notify.notifyDocumentReviewed(db, seller, docType, { verified: false });
    await notify.notifyDocumentReceived(db, seller, docType);
    await notify.notifyVerification(db, seller, true);
    await notify.notifyVerification(db, seller, false, 'expired');
    await notify.notifyVerification(db, seller, false, 'removed');
    await notify.notifyWelcome(db, seller);
    await notify.notifyTicket(
      db,
      seller,
      { reference: 'TCK-1001', subject: 'Late courier' },
      { title: 'Support ticket created', update: 'was received. Updates will come by WhatsApp.' },
    );
    await notify.notifyTicket(db, seller, { reference: 'TCK-1001', subject: 'Late courier' }, { title: 'Support ticket updated', update: 'is now Resolved.' });
    await notify.notifyPickup(db, seller, { orderNumber: 'ORD-1001', date: '2026-11-30', timeSlot: 'morning' });
    await notify.notifyInvoiceOverdue(db, seller, 'r1', 'Kisan Traders: invoice INV-1001 (PKR 12,500 unpaid) was due on 20 Nov 2026.');
    await notify.notifyInvoiceOverdue(db, seller, 'r1', 'Kisan Traders: 2 invoices (PKR 12,500 unpaid) are past due, the oldest INV-1001 since 20 Nov 2026.');

    const urdu = mails.filter((m) => m.language === 'ur');
    const english = mails.filter((m) => m.language === 'en');
    assert.equal(urdu.length, 20);
    assert.equal(english.length, 20);
    assert.ok(urdu.every((m) => m.to === 'ayesha@example.pk') && english.every((m) => m.to === 'bilal@example.pk'));
    // Whatever is left in Latin letters is a name, a number, a link or a loanword written so.
    const KEPT =
      /Kisan Traders|Urea 50kg|ORD-\d+|U-50|INV-1001|TCK-1001|Late courier|WhatsApp|NTN|PKR|AgriHub|SKU|Ayesha|The stamp is not readable|https?:\/\/\S+/g;
    for (const mail of urdu) {
      const left = `${mail.subject}\n${mail.text}`.replace(KEPT, '');
      assert.doesNotMatch(left, /[A-Za-z]{3,}/, `English left in:\n${mail.subject}\n${mail.text}`);
    }
    assert.equal(english[0]?.subject, 'New order ORD-1001');
    assert.match(english[0]?.text ?? '', /^Hello Bilal,\n\nKisan Traders ordered 3 items for PKR 12,500\. It awaits confirmation\./);
    assert.equal(urdu[0]?.subject, 'نیا آرڈر ORD-1001');
    assert.match(urdu.at(-2)?.text ?? '', /کی آخری تاریخ 20 نومبر 2026 تھی/);
  });
});

for (const driver of DRIVERS) {
  describe(`mail in the recipient's language (${driver})`, () => {
    let ctx: TestContext;
    let smtp: TestSmtpServer;
    let english: Session;
    let urdu: Session;

    before(async () => {
      smtp = await startSmtpServer();
      ctx = await createTestApp(driver, { mail: { smtpUrl: smtp.url, publicUrl: PUBLIC_URL, from: 'AgriHub <no-reply@agrihub.pk>' } });
      english = await registerSeller(ctx.app, { verified: true });
      urdu = await registerSeller(ctx.app, { verified: true });
      const res = await ctx.app.inject({ method: 'PUT', url: '/api/profile/language', headers: bearer(urdu), payload: { language: 'ur' } });
      assert.equal(res.statusCode, 200, res.body);
    });
    after(async () => {
      await ctx.close();
      await smtp.stop();
    });

    /** Asks for a reset link (in `acceptLanguage`, which the mail does not follow) and waits for its mail. */
    const resetMail = async (s: Session, acceptLanguage: string) => {
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/api/auth/forgot-password',
        payload: { email: s.email },
        headers: { 'accept-language': acceptLanguage },
        remoteAddress: randomAddress(),
      });
      assert.equal(res.statusCode, 200, res.body);
      return smtp.waitFor((m) => recipientOf(m) === s.email);
    };
    const outboxRow = async (to: string) => {
      const [row] = await ctx.app.db.query<{ language: string; subject: string; html_body: string }>(
        `SELECT language, subject, html_body FROM mail_outbox WHERE to_address = $1 ORDER BY created_at DESC LIMIT 1`,
        [to],
      );
      assert.ok(row);
      return row;
    };

    test("an English user's reset mail is as it always was, whatever the browser asked for", async () => {
      const mail = await resetMail(english, 'ur');
      assert.equal(mail.subject, 'Reset your AgriHub password');
      const link = /(https:\/\/portal\.agrihub\.test\/reset-password\?token=[\w-]+)/.exec(mail.text ?? '')?.[1];
      assert.ok(link, mail.text);
      assert.equal(
        mail.text?.trim(),
        [
          'Hello Bilal,',
          'Someone asked to reset the password of your AgriHub seller account. To choose a new password, use the link below.',
          `Reset password: ${link}`,
          'The link works once and expires in 30 minutes.',
          'If you did not ask for this, ignore this email: your password stays as it is.',
          '-- AgriHub Seller Portal',
        ].join('\n\n'),
      );
      assert.doesNotMatch(String(mail.html), /dir="rtl"/);
      assert.equal((await outboxRow(english.email)).language, 'en');
    });

    test("an Urdu user's reset mail is in Urdu, right to left, with the same working link", async () => {
      const mail = await resetMail(urdu, 'en');
      assert.equal(mail.subject, 'اپنا AgriHub پاس ورڈ ری سیٹ کریں');
      const text = mail.text ?? '';
      assert.match(text, /^السلام علیکم Bilal،/);
      assert.match(text, /پاس ورڈ ری سیٹ کریں: https:\/\/portal\.agrihub\.test\/reset-password\?token=[\w-]+/);
      assert.match(text, /یہ لنک صرف ایک بار کام کرے گا اور 30 منٹ میں ختم ہو جائے گا۔/);
      assert.doesNotMatch(text, /Reset password|Hello|expires/);
      assert.match(String(mail.html), /<body dir="rtl" lang="ur"/);
      assert.equal((await outboxRow(urdu.email)).language, 'ur');
    });

    test("an invitation is written in the inviting admin's language and kept so in the outbox", async () => {
      const invite = async (acceptLanguage: string) => {
        const email = uniqueEmail('member');
        const res = await ctx.app.inject({
          method: 'POST',
          url: '/api/seller/team/members',
          headers: { ...bearer(english), 'accept-language': acceptLanguage },
          payload: { name: 'Sana Iqbal', email, role: 'editor', department: 'sales' },
        });
        assert.equal(res.statusCode, 201, res.body);
        return { email, mail: await smtp.waitFor((m) => recipientOf(m) === email) };
      };
      const inUrdu = await invite('ur-PK,ur;q=0.9,en;q=0.8');
      assert.equal(inUrdu.mail.subject, 'Bilal Ahmed نے آپ کو AgriHub پر Sindh Agro Chemicals میں شامل ہونے کی دعوت دی ہے');
      assert.match(inUrdu.mail.text ?? '', /بطور ایڈیٹر/);
      assert.match(String(inUrdu.mail.html), /<body dir="rtl" lang="ur"/);
      // What a retry sends is what was stored: the Urdu subject and body, marked Urdu.
      const stored = await outboxRow(inUrdu.email);
      assert.equal(stored.language, 'ur');
      assert.equal(stored.subject, inUrdu.mail.subject);
      assert.match(stored.html_body, /dir="rtl" lang="ur"/);

      const inEnglish = await invite('en');
      assert.equal(inEnglish.mail.subject, 'Bilal Ahmed invited you to Sindh Agro Chemicals on AgriHub');
      assert.match(inEnglish.mail.text ?? '', /as an editor\./);
      assert.equal((await outboxRow(inEnglish.email)).language, 'en');
    });
    test("an admin hears of a request for a new invitation in their saved language; the dead link says why in the reader's", async () => {
      const email = uniqueEmail('late');
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/api/seller/team/members',
        headers: { ...bearer(urdu), 'accept-language': 'en' },
        payload: { name: 'Kamran Ali', email, role: 'viewer', department: 'sales' },
      });
      assert.equal(res.statusCode, 201, res.body);
      const invitation = await smtp.waitFor((m) => recipientOf(m) === email);
      assert.equal(invitation.subject, 'Bilal Ahmed invited you to Sindh Agro Chemicals on AgriHub');
      const token = /accept-invite\?token=([\w%-]+)/.exec(invitation.text ?? '')?.[1];
      assert.ok(token, invitation.text);
      await ctx.app.db.query(`UPDATE invitations SET expires_at = now() - interval '1 minute' WHERE email = $1`, [email]);

      const view = (language: string) => ctx.app.inject({ method: 'GET', url: `/api/invitations/${token}`, headers: { 'accept-language': language } });
      const message = async (language: string) => (JSON.parse((await view(language)).body) as { data: { message: string } }).data.message;
      assert.equal(await message('en'), 'This invitation to Sindh Agro Chemicals has expired. Ask for a new one below.');
      assert.equal(await message('ur'), 'Sindh Agro Chemicals کے دعوت نامے کی میعاد ختم ہو چکی ہے۔ نیچے سے نیا دعوت نامہ منگوائیں۔');

      const ask = await ctx.app.inject({ method: 'POST', url: `/api/invitations/${token}/request-new`, headers: { 'accept-language': 'en' } });
      assert.equal(ask.statusCode, 200, ask.body);
      const toAdmin = await smtp.waitFor((m) => recipientOf(m) === urdu.email && (m.subject ?? '').includes(email));
      assert.equal(toAdmin.subject, `${email} نے Sindh Agro Chemicals کے لیے نیا دعوت نامہ مانگا ہے`);
      assert.match(String(toAdmin.html), /<body dir="rtl" lang="ur"/);
      assert.equal((await outboxRow(urdu.email)).language, 'ur');
    });
  });
}
