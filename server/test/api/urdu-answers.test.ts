import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import type { LightMyRequestResponse } from 'fastify';
import { DRIVERS, appWithSellers, bearer, json, registrationBody, type Session, type TestContext } from '../helpers.ts';

const MISSING_PRODUCT = '/api/seller/products/00000000-0000-4000-8000-000000000000';
const ur = { 'accept-language': 'ur' };
const en = { 'accept-language': 'en' };

const varies = (res: LightMyRequestResponse) =>
  String(res.headers.vary ?? '')
    .split(',')
    .map((s) => s.trim().toLowerCase())
    .includes('accept-language');

for (const driver of DRIVERS) {
  describe(`Error answers in the reader's language (${driver})`, () => {
    let ctx: TestContext;
    let seller: Session;
    let urduReader: Session;

    before(async () => {
      [ctx, seller, urduReader] = await appWithSellers(driver, ['verified', 'verified']);
      const res = await ctx.app.inject({ method: 'PUT', url: '/api/profile/language', headers: bearer(urduReader), payload: { language: 'ur' } });
      assert.equal(res.statusCode, 200, res.body);
    });
    after(async () => ctx.close());

    /** The same request in English (no header, and Accept-Language: en) and in Urdu. */
    async function inBoth(request: {
      method: 'GET' | 'PUT' | 'POST' | 'DELETE';
      url: string;
      headers?: Record<string, string>;
      payload?: Record<string, unknown>;
    }) {
      const plain = await ctx.app.inject(request);
      const english = await ctx.app.inject({ ...request, headers: { ...request.headers, ...en } });
      const urdu = await ctx.app.inject({ ...request, headers: { ...request.headers, ...ur } });
      assert.equal(english.statusCode, plain.statusCode);
      assert.equal(urdu.statusCode, plain.statusCode);
      // English exactly as it was before there was Urdu, with or without the header.
      assert.equal(english.body, plain.body);
      assert.ok(varies(plain) && varies(english) && varies(urdu), 'Vary: Accept-Language');
      return { english: plain, urdu };
    }

    test('400 with field errors: the message and every field error', async () => {
      const { english, urdu } = await inBoth({
        method: 'PUT',
        url: '/api/profile',
        headers: bearer(seller),
        payload: { firstName: '', lastName: 'Ahmed', phone: '12345' },
      });
      assert.equal(english.statusCode, 400);
      assert.deepEqual(json(english), {
        message: 'First name is required',
        errors: { firstName: 'First name is required', phone: 'Enter a valid Pakistani phone number (e.g. 03001234567 or +923001234567)' },
      });
      assert.deepEqual(json(urdu), {
        message: 'پہلا نام لازمی ہے',
        errors: { firstName: 'پہلا نام لازمی ہے', phone: 'درست پاکستانی فون نمبر لکھیں (مثلاً 03001234567 یا +923001234567)' },
      });
    });

    test("400 from the schema: the validator's words", async () => {
      const { english, urdu } = await inBoth({ method: 'PUT', url: '/api/profile/language', headers: bearer(seller), payload: { language: 'fr' } });
      assert.equal(english.statusCode, 400);
      const message = json(english).message;
      assert.match(message, /^Invalid request: language must be /);
      const answer = json(urdu);
      assert.match(answer.message, /^درخواست درست نہیں: language /);
      assert.doesNotMatch(answer.message, /must|Invalid/);
      assert.doesNotMatch(answer.errors?.language ?? '', /must/);
    });

    test('404: a missing record and an unknown address', async () => {
      const missing = await inBoth({ method: 'GET', url: MISSING_PRODUCT, headers: bearer(seller) });
      assert.equal(missing.english.statusCode, 404);
      assert.deepEqual(json(missing.english), { message: 'Product not found' });
      assert.deepEqual(json(missing.urdu), { message: 'پروڈکٹ نہیں ملی' });

      const unknown = await inBoth({ method: 'GET', url: '/api/no-such-thing?x=1' });
      assert.equal(unknown.english.statusCode, 404);
      assert.deepEqual(json(unknown.english), { message: 'Not found: GET /api/no-such-thing' });
      assert.deepEqual(json(unknown.urdu), { message: 'یہ صفحہ یا API موجود نہیں: GET /api/no-such-thing' });
    });

    test('409: an e-mail already registered', async () => {
      const body = registrationBody({ email: seller.email });
      const { english, urdu } = await inBoth({ method: 'POST', url: '/api/auth/register', payload: body });
      assert.equal(english.statusCode, 409);
      assert.deepEqual(json(english), { message: 'An account with this email already exists' });
      assert.deepEqual(json(urdu), { message: 'اس ای میل سے پہلے ہی ایک اکاؤنٹ موجود ہے' });
    });

    test('401: not signed in, and a token that is no longer good', async () => {
      const none = await inBoth({ method: 'GET', url: '/api/auth/profile' });
      assert.equal(none.english.statusCode, 401);
      assert.deepEqual(json(none.english), { message: 'Authentication required' });
      assert.deepEqual(json(none.urdu), { message: 'پہلے سائن اِن کریں' });

      const stale = await inBoth({ method: 'GET', url: '/api/auth/profile', headers: { authorization: 'Bearer not.a.token' } });
      assert.deepEqual(json(stale.english), { message: 'Your session has expired. Please sign in again.' });
      assert.deepEqual(json(stale.urdu), { message: 'آپ کا سیشن ختم ہو گیا ہے۔ براہ کرم دوبارہ سائن اِن کریں۔' });
    });

    test("without Accept-Language the signed-in member's saved language answers; the header wins over it", async () => {
      const saved = await ctx.app.inject({ method: 'GET', url: MISSING_PRODUCT, headers: bearer(urduReader) });
      assert.deepEqual(json(saved), { message: 'پروڈکٹ نہیں ملی' });
      const asked = await ctx.app.inject({ method: 'GET', url: MISSING_PRODUCT, headers: { ...bearer(urduReader), ...en } });
      assert.deepEqual(json(asked), { message: 'Product not found' });
      const quality = await ctx.app.inject({ method: 'GET', url: MISSING_PRODUCT, headers: { ...bearer(seller), 'accept-language': 'en;q=0.4, ur-PK;q=0.9' } });
      assert.deepEqual(json(quality), { message: 'پروڈکٹ نہیں ملی' });
    });

    test("notifications read in the reader's language, stored in English", async () => {
      type Listed = { notifications: { title: string; message: string }[] };
      const get = (headers: Record<string, string>) => ctx.app.inject({ method: 'GET', url: '/api/notifications', headers: { ...bearer(seller), ...headers } });
      const plain = await get({});
      const english = json<Listed>(plain).notifications.find((n) => n.title === 'Welcome to AgriHub');
      assert.ok(english, plain.body);
      assert.equal(english.message, 'Upload all 6 required documents in the Document Center to get verified. Verification takes 1 working week.');
      assert.equal((await get(en)).body, plain.body);
      assert.ok(varies(plain));
      const urdu = json<Listed>(await get(ur)).notifications.find((n) => n.title === 'AgriHub میں خوش آمدید');
      assert.equal(urdu?.message, 'تصدیق کے لیے ڈاکیومنٹ سینٹر میں تمام 6 لازمی ڈاکیومنٹس اپ لوڈ کریں۔ تصدیق میں 1 ورکنگ ہفتہ لگتا ہے۔');
      const page = await ctx.app.inject({ method: 'GET', url: '/api/notifications/list', headers: { ...bearer(urduReader) } });
      assert.ok(
        json<{ data: Listed }>(page).data.notifications.some((n) => n.title === 'AgriHub میں خوش آمدید'),
        page.body,
      );
    });

    test('a 403 names the role needed in Urdu too', async () => {
      // The seller's own account made a viewer: every write refused.
      await ctx.app.db.query(`UPDATE team_members SET role = 'viewer' WHERE user_id = $1`, [seller.userId]);
      ctx.app.forgetUser(seller.userId);
      try {
        const { english, urdu } = await inBoth({ method: 'DELETE', url: MISSING_PRODUCT, headers: bearer(seller) });
        assert.equal(english.statusCode, 403);
        assert.equal(
          json(english).message,
          'Only an editor, manager or admin can change the product catalog. You are a viewer; ask an admin of your company for a different role.',
        );
        assert.equal(
          json(urdu).message,
          'پروڈکٹ کیٹلاگ میں تبدیلی صرف ایڈیٹر، مینیجر یا ایڈمن کر سکتا ہے۔ آپ ویوئر ہیں؛ دوسرا رول چاہیے تو اپنی کمپنی کے کسی ایڈمن سے کہیں۔',
        );
      } finally {
        await ctx.app.db.query(`UPDATE team_members SET role = 'admin' WHERE user_id = $1`, [seller.userId]);
        ctx.app.forgetUser(seller.userId);
      }
    });
  });
}
