import net from 'node:net';
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { BAD_URL, LONG_URL_PART } from '../../src/app.ts';
import { RESERVED_FIELD_NAME } from '../../src/platform/storage/uploads.ts';
import { RENEWAL_PENDING } from '../../src/modules/documents/routes/index.ts';
import { DRIVERS, bearer, createTestApp, json, loginDemo, randomAddress, registrationBody, type Session, type TestContext } from '../helpers.ts';

const NUL = '\u0000';
const SOME_ID = '00000000-0000-4000-8000-000000000000';
const NTN = 'National Tax Number (NTN) Certificate';

/** A 400 that names `field` in its message and in its per-field errors. */
function assertNamesField(res: Parameters<typeof json>[0], field: string, what: string): void {
  assert.equal(res.statusCode, 400, `${what}: ${res.statusCode} ${res.body}`);
  const body = json(res);
  assert.equal(body.message, `Invalid request: ${field} must not contain control characters`, what);
  assert.deepEqual(body.errors, { [field]: `${field} must not contain control characters` }, what);
}

/** A multipart body as a browser's FormData sends it: the fields in order, then the file. */
function multipart(fields: Record<string, string>, file?: { name: string; type: string; content: string }) {
  const boundary = 'robust-input-boundary';
  let body = '';
  for (const [name, value] of Object.entries(fields)) body += `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;
  if (file)
    body += `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\nContent-Type: ${file.type}\r\n\r\n${file.content}\r\n`;
  return { payload: `${body}--${boundary}--\r\n`, contentType: `multipart/form-data; boundary=${boundary}` };
}

const SMALL_PDF = { name: 'ntn.pdf', type: 'application/pdf', content: '%PDF-1.4\n1 0 obj<<>>endobj\n%%EOF\n' };

/**
 * Sends the head of a 10 MB upload over a socket and waits for the answer without sending the rest:
 * an answer that arrives proves the request was refused before its body was read. Then sends the
 * rest, which the server must read to nowhere: a browser shows the answer only once its upload ends.
 */
async function answerBeforeBody(port: number, token: string, fields: Record<string, string>): Promise<{ status: number; body: string }> {
  const { payload, contentType } = multipart(fields);
  const head = payload.replace(/--[\w-]+--\r\n$/, '');
  const filePart = `--robust-input-boundary\r\nContent-Disposition: form-data; name="file"; filename="big.pdf"\r\nContent-Type: application/pdf\r\n\r\n%PDF-1.4\n`;
  const socket = net.connect(port, '127.0.0.1');
  await new Promise((resolve) => socket.once('connect', resolve));
  let received = '';
  socket.on('data', (chunk: Buffer) => (received += chunk.toString('latin1')));
  socket.write(
    `POST /api/documents HTTP/1.1\r\nHost: localhost\r\nAuthorization: Bearer ${token}\r\nContent-Type: ${contentType}\r\nContent-Length: ${10 * 1024 * 1024}\r\n\r\n${head}${filePart}`,
  );
  const sentHead = Buffer.byteLength(head + filePart) + 64 * 1024;
  socket.write(Buffer.alloc(64 * 1024, 0x41));
  try {
    const deadline = Date.now() + 10_000;
    while (!/\r\n\r\n[\s\S]*\}$/.test(received)) {
      if (Date.now() > deadline) throw new Error(`no answer while the body was still coming; got ${JSON.stringify(received.slice(0, 200))}`);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    const rest = Buffer.alloc(10 * 1024 * 1024 - sentHead, 0x41);
    await new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error('the server stopped reading the rest of a refused upload')), 10_000);
      socket.write(rest, () => {
        clearTimeout(timer);
        resolve();
      });
    });
  } finally {
    socket.destroy();
  }
  const status = Number(/^HTTP\/1\.1 (\d{3})/.exec(received)?.[1]);
  return { status, body: received.slice(received.indexOf('\r\n\r\n') + 4) };
}

for (const driver of DRIVERS) {
  describe(`odd bytes and loose numbers are refused naming the field (${driver})`, () => {
    let ctx: TestContext;
    let admin: Session;
    let viewer: Session;
    let retailerId: string;
    before(async () => {
      ctx = await createTestApp(driver, { seedDemo: true });
      admin = await loginDemo(ctx.app, 'seller@demo.pk');
      viewer = await loginDemo(ctx.app, 'farah.naz@punjabagro.pk');
      const accounts = await ctx.app.inject({ url: '/api/seller/retailer-accounts', headers: bearer(admin) });
      retailerId = json<{ data: { accounts: { _id: string }[] } }>(accounts).data.accounts[0]!._id;
    });
    after(async () => ctx.close());

    const post = (url: string, payload: unknown, s?: Session) =>
      ctx.app.inject({ method: 'POST', url, payload: payload as Record<string, unknown>, headers: s ? bearer(s) : {}, remoteAddress: randomAddress() });

    test('a NUL before sign-in (sign in, sign up, forgot password) is a 400 naming the field', async () => {
      assertNamesField(await post('/api/auth/login', { email: `seller@demo.pk${NUL}`, password: 'Seller@123' }), 'email', 'login email');
      assertNamesField(await post('/api/auth/login', { email: 'seller@demo.pk', password: `Seller@123${NUL}` }), 'password', 'login password');
      assertNamesField(await post('/api/auth/register', registrationBody({ companyName: `Agro${NUL}Chem` })), 'companyName', 'register');
      assertNamesField(
        await post('/api/auth/register', registrationBody({ companyAddress: { city: `Multan${NUL}`, state: 'Punjab', zipCode: '60000' } })),
        'companyAddress.city',
        'register city',
      );
      assertNamesField(await post('/api/auth/forgot-password', { email: `${NUL}seller@demo.pk` }), 'email', 'forgot');
    });

    test('a NUL in every q= search and in a path parameter is a 400 naming it', async () => {
      for (const url of [
        '/api/seller/orders',
        '/api/seller/orders/export',
        '/api/seller/products',
        '/api/seller/payments',
        '/api/seller/pricing-rules',
        '/api/seller/retailer-accounts',
        '/api/search',
      ]) {
        assertNamesField(await ctx.app.inject({ url: `${url}?q=urea%00`, headers: bearer(admin) }), 'q', url);
      }
      assertNamesField(await ctx.app.inject({ url: '/api/seller/orders/%00', headers: bearer(admin) }), 'ref', 'order id');
    });

    test('other control characters are refused too; tabs and new lines in a description are kept', async () => {
      const ticket = { subject: 'Invoice', category: 'billing', priority: 'low', description: 'First line\n\tsecond line of it', contactMethod: 'email' };
      for (const bad of ['\u0007', '\u001b[31m', '\u007f', '\u0085']) {
        assertNamesField(await post('/api/support/tickets', { ...ticket, subject: `Invoice${bad}` }, admin), 'subject', JSON.stringify(bad));
      }
      const kept = await post('/api/support/tickets', ticket, admin);
      assert.equal(kept.statusCode, 201, kept.body);
      // Right-to-left text and emoji are text.
      const urdu = await post('/api/support/tickets', { ...ticket, subject: 'انوائس کا مسئلہ 🌾' }, admin);
      assert.equal(urdu.statusCode, 201, urdu.body);
    });

    test('a NUL in a multipart field is a 400 naming it, and nothing is stored', async () => {
      const before = await ctx.app.inject({ url: '/api/documents', headers: bearer(admin) });
      const { payload, contentType } = multipart({ docType: NTN, description: `Renewal${NUL}` }, SMALL_PDF);
      const res = await ctx.app.inject({ method: 'POST', url: '/api/documents', headers: { ...bearer(admin), 'content-type': contentType }, payload });
      assertNamesField(res, 'description', 'document description');
      const after = await ctx.app.inject({ url: '/api/documents', headers: bearer(admin) });
      // The signed file links name when they expire, from the clock: the same documents, the second may differ.
      const unsigned = (body: string) => body.replace(/expires=\d+&sig=[\w-]+/g, 'signed');
      assert.equal(unsigned(after.body), unsigned(before.body));
      assert.match(before.body, /expires=\d+&sig=/);
    });

    test('money and quantities take plain decimals only; a JSON number or plain text is accepted', async () => {
      const pay = (amount: unknown) =>
        post(`/api/seller/retailer-accounts/${retailerId}/payments`, { amount, receivedOn: '2026-01-15', method: 'cash' }, admin);
      for (const amount of ['0x10', '1e3', true, ' 12 ', '1,000', '-5', '12.345', 'NaN', 'Infinity', [12], { amount: 12 }]) {
        const res = await pay(amount);
        assert.equal(res.statusCode, 400, `${JSON.stringify(amount)}: ${res.body}`);
        assert.ok(json(res).errors?.amount, `${JSON.stringify(amount)} names the amount: ${res.body}`);
      }
      for (const amount of [16, '16', '16.5']) assert.equal((await pay(amount)).statusCode, 201, JSON.stringify(amount));

      const allocation = await post(
        `/api/seller/retailer-accounts/${retailerId}/payments`,
        { amount: 100, receivedOn: '2026-01-15', method: 'cash', allocations: [{ invoiceId: SOME_ID, amount: '0x10' }] },
        admin,
      );
      assert.equal(allocation.statusCode, 400, allocation.body);
      assert.ok(json(allocation).errors?.['allocations.0.amount'], allocation.body);

      const credit = (creditLimit: unknown) =>
        ctx.app.inject({
          method: 'PUT',
          url: `/api/seller/retailer-accounts/${retailerId}/credit`,
          headers: bearer(admin),
          payload: { creditLimit, paymentTerms: 'net30' },
        });
      for (const creditLimit of ['0x10', '1e6', ' 500000 ', '500,000', false]) {
        const res = await credit(creditLimit);
        assert.equal(res.statusCode, 400, `${JSON.stringify(creditLimit)}: ${res.body}`);
        assert.ok(json(res).errors?.creditLimit, res.body);
      }
      assert.equal((await credit('500000')).statusCode, 200);
      assert.equal((await credit(null)).statusCode, 200);

      const products = await ctx.app.inject({ url: '/api/seller/products?pageSize=1', headers: bearer(admin) });
      const productId = json<{ data: { products: { _id: string }[] } }>(products).data.products[0]!._id;
      for (const quantity of ['0x10', '1e2', ' 2 ', '1,000', true, 2.5]) {
        const res = await post('/api/seller/orders/quote', { lines: [{ productId, quantity }] }, admin);
        assert.equal(res.statusCode, 400, `${JSON.stringify(quantity)}: ${res.body}`);
        assert.ok(json(res).errors?.['lines.0.quantity'], `${JSON.stringify(quantity)}: ${res.body}`);
      }
      assert.equal((await post('/api/seller/orders/quote', { lines: [{ productId, quantity: '2' }] }, admin)).statusCode, 200);

      const rule = { name: 'Loose', type: 'Volume Discount', category: 'Fertilizers', minQuantity: 10, validUntil: '2099-01-01' };
      for (const discount of ['10', '0x0a', true]) {
        const res = await post('/api/seller/pricing-rules', { ...rule, discount }, admin);
        assert.equal(res.statusCode, 400, `${JSON.stringify(discount)}: ${res.body}`);
        assert.ok(json(res).errors?.discount, res.body);
      }
      const financing = await post('/api/seller/financing/applications', { amount: '0x100000', tenureMonths: 6, purpose: 'Working capital' }, admin);
      assert.equal(financing.statusCode, 400, financing.body);
      assert.ok(json(financing).errors?.amount, financing.body);

      const company = json<{ data: { company: Record<string, unknown> } }>(await ctx.app.inject({ url: '/api/company', headers: bearer(admin) })).data.company;
      for (const salesTaxRate of [' 17 ', '0x11', '1e1', true]) {
        const res = await ctx.app.inject({ method: 'PUT', url: '/api/company', headers: bearer(admin), payload: { ...company, salesTaxRate } });
        assert.equal(res.statusCode, 400, `${JSON.stringify(salesTaxRate)}: ${res.body}`);
        assert.ok(json(res).errors?.salesTaxRate, res.body);
      }
    });

    test('a number in the query string is plain digits: hex, exponents and spaces are refused', async () => {
      for (const page of ['0x10', '1e1', '%2012', '12%20', '+1']) {
        const res = await ctx.app.inject({ url: `/api/seller/orders?page=${page}`, headers: bearer(admin) });
        assert.equal(res.statusCode, 400, `${page}: ${res.body}`);
        assert.equal(json(res).message, 'Invalid request: page must be a number from 1 to 100000');
      }
      assert.equal((await ctx.app.inject({ url: '/api/seller/orders?page=2', headers: bearer(admin) })).statusCode, 200);
    });

    test('a malformed URL answers in the API’s own error shape', async () => {
      for (const url of ['/api/seller/orders/%', '/api/seller/orders/%zz', '/api/%E0%A4%A']) {
        const res = await ctx.app.inject({ url, headers: bearer(admin) });
        assert.equal(res.statusCode, 400, url);
        assert.deepEqual(json(res), { message: BAD_URL, errors: { url: 'the address (URL) is not valid' } }, url);
      }
      const urdu = await ctx.app.inject({ url: '/api/seller/orders/%', headers: { ...bearer(admin), 'accept-language': 'ur' } });
      assert.equal(json(urdu).message, 'درخواست درست نہیں: ایڈریس (URL) درست نہیں');
    });

    test('a path parameter too long for its route is refused naming it; one too long for the router names the URL', async () => {
      const long = await ctx.app.inject({ method: 'PATCH', url: `/api/notifications/${'A'.repeat(1000)}/read`, headers: bearer(admin) });
      assert.equal(long.statusCode, 400, long.body);
      assert.ok(Object.keys(json(long).errors ?? {}).length === 1, long.body);
      const huge = await ctx.app.inject({ method: 'PATCH', url: `/api/notifications/${'A'.repeat(5000)}/read`, headers: bearer(admin) });
      assert.equal(huge.statusCode, 400, huge.body);
      assert.deepEqual(json(huge), { message: LONG_URL_PART, errors: { url: 'a part of the address (URL) is too long' } });
    });

    test('a form field named __proto__ is a 400 in the API’s words, and nothing is stored', async () => {
      const { payload, contentType } = multipart({ docType: NTN, ['__proto__']: 'x' }, SMALL_PDF);
      const res = await ctx.app.inject({ method: 'POST', url: '/api/documents', headers: { ...bearer(admin), 'content-type': contentType }, payload });
      assert.equal(res.statusCode, 400, res.body);
      assert.deepEqual(json(res).errors, { request: RESERVED_FIELD_NAME });
    });

    test('an upload that will be refused is refused before its body is read', async () => {
      const base = await ctx.app.listen({ port: 0, host: '127.0.0.1' });
      const port = Number(new URL(base).port);
      // A role that may not change documents.
      const role = await answerBeforeBody(port, viewer.token, { docType: NTN });
      assert.equal(role.status, 403, role.body);
      // A renewal of a type already waiting for review.
      const { payload, contentType } = multipart({ docType: NTN }, SMALL_PDF);
      const first = await ctx.app.inject({ method: 'POST', url: '/api/documents', headers: { ...bearer(admin), 'content-type': contentType }, payload });
      assert.equal(first.statusCode, 201, first.body);
      const waiting = await answerBeforeBody(port, admin.token, { docType: NTN });
      assert.equal(waiting.status, 409, waiting.body);
      assert.equal((JSON.parse(waiting.body) as { message: string }).message, RENEWAL_PENDING);
      // The server is none the worse: the next request is answered.
      assert.equal((await ctx.app.inject({ url: '/api/documents', headers: bearer(admin) })).statusCode, 200);
    });
  });
}
