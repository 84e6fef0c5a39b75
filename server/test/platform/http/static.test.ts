import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { createTestApp, json, tempDir, type TestContext } from '../../helpers.ts';
import { buildApp } from '../../../src/app.ts';

function write(root: string, rel: string, content: string | Buffer) {
  const full = path.join(root, rel);
  fs.mkdirSync(path.dirname(full), { recursive: true });
  fs.writeFileSync(full, content);
}

/** Writes rel with the `.br` and `.gz` siblings shared/build/precompress.mjs would write next to it. */
function writePrecompressed(root: string, rel: string, content: string) {
  write(root, rel, content);
  write(root, `${rel}.br`, zlib.brotliCompressSync(content));
  write(root, `${rel}.gz`, zlib.gzipSync(content, { level: 9 }));
}

describe('static portal serving', () => {
  let ctx: TestContext;
  let web: string;
  before(async () => {
    web = tempDir('agrihub-web-');
    write(web, 'shell/dist/index.html', '<!doctype html><title>AgriHub</title><div id="root"></div>');
    write(web, 'shell/dist/main.3f2a9c1b0d.js', `console.log(${JSON.stringify('x'.repeat(4000))});`);
    write(web, 'mfe-orders/dist/mf-manifest.json', '{"name":"orders","v":1}');
    write(web, 'mfe-orders/dist/remoteEntry.js', 'var orders = 1;');
    write(web, 'mfe-orders/dist/__federation_expose_OrderManagement.9a8b7c6d5e.js', 'export default 1;');
    write(web, 'shell/dist/main.3f2a9c1b0d.js.map', '{"version":3,"sources":["webpack://shell/./src/app/app.tsx"]}');
    write(web, 'mfe-orders/dist/__federation_expose_OrderManagement.9a8b7c6d5e.js.map', '{"version":3,"sources":["webpack://orders/./src/x.ts"]}');
    // mfe-catalog etc. deliberately not built
    ctx = await createTestApp('pglite', { webRoot: web });
  });
  after(async () => {
    await ctx.close();
    fs.rmSync(web, { recursive: true, force: true });
  });

  test('remotes.json: same-origin defaults, no-cache', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/remotes.json' });
    assert.equal(res.statusCode, 200);
    assert.equal(res.headers['cache-control'], 'no-cache');
    assert.deepEqual(json(res), {
      orders: '/mfe/orders/mf-manifest.json',
      catalog: '/mfe/catalog/mf-manifest.json',
      documents: '/mfe/documents/mf-manifest.json',
      commerce: '/mfe/commerce/mf-manifest.json',
      support: '/mfe/support/mf-manifest.json',
    });
  });

  test('remote URL overrides come from the environment and join the CSP', async () => {
    const dataDir = tempDir();
    process.env.REMOTE_URL_ORDERS = 'https://cdn.example.com/orders/v2/mf-manifest.json';
    try {
      const app = await buildApp({ config: { dataDir, seedDemo: false, webRoot: web }, logger: false });
      try {
        const res = await app.inject({ method: 'GET', url: '/remotes.json' });
        assert.equal(json(res).orders, 'https://cdn.example.com/orders/v2/mf-manifest.json');
        assert.equal(json(res).catalog, '/mfe/catalog/mf-manifest.json');
        const csp = String(res.headers['content-security-policy']);
        assert.match(csp, /script-src 'self' https:\/\/cdn\.example\.com/);
        assert.match(csp, /connect-src 'self' https:\/\/cdn\.example\.com/);
      } finally {
        await app.close();
      }
    } finally {
      delete process.env.REMOTE_URL_ORDERS;
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });

  test('shell at /, SPA fallback for unknown paths, JSON 404 for unknown /api paths', async () => {
    const root = await ctx.app.inject({ method: 'GET', url: '/' });
    assert.equal(root.statusCode, 200);
    assert.match(root.body, /AgriHub/);
    assert.equal(root.headers['cache-control'], 'no-cache');
    const deep = await ctx.app.inject({ method: 'GET', url: '/order-management?x=1' });
    assert.equal(deep.statusCode, 200);
    assert.match(String(deep.headers['content-type']), /text\/html/);
    assert.equal(deep.headers['cache-control'], 'no-cache');
    const nope = await ctx.app.inject({ method: 'GET', url: '/some/unknown/page' });
    assert.equal(nope.statusCode, 200);
    assert.match(nope.body, /root/);
    const api = await ctx.app.inject({ method: 'GET', url: '/api/unknown' });
    assert.equal(api.statusCode, 404);
    assert.match(String(api.headers['content-type']), /json/);
    assert.ok(json(api).message);
    const traversal = await ctx.app.inject({ method: 'GET', url: '/..%2f..%2fetc%2fpasswd' });
    assert.notEqual(traversal.body.includes('root:'), true);
  });

  test('cache headers, CORS on assets, compression', async () => {
    const asset = await ctx.app.inject({ method: 'GET', url: '/main.3f2a9c1b0d.js', headers: { 'accept-encoding': 'br, gzip' } });
    assert.match(String(asset.headers.vary), /accept-encoding/i);
    assert.equal(asset.statusCode, 200);
    assert.equal(asset.headers['cache-control'], 'public, max-age=31536000, immutable');
    assert.equal(asset.headers['access-control-allow-origin'], '*');
    assert.equal(asset.headers['content-encoding'], 'br');
    assert.match(zlib.brotliDecompressSync(asset.rawPayload).toString(), /console\.log/);
    const gz = await ctx.app.inject({ method: 'GET', url: '/main.3f2a9c1b0d.js', headers: { 'accept-encoding': 'gzip' } });
    assert.equal(gz.headers['content-encoding'], 'gzip');
    const manifest = await ctx.app.inject({ method: 'GET', url: '/mfe/orders/mf-manifest.json' });
    assert.equal(manifest.statusCode, 200);
    assert.equal(manifest.headers['cache-control'], 'no-cache');
    assert.equal(manifest.headers['access-control-allow-origin'], '*');
    const entry = await ctx.app.inject({ method: 'GET', url: '/mfe/orders/remoteEntry.js' });
    assert.equal(entry.headers['cache-control'], 'no-cache');
    assert.match(String(entry.headers['content-type']), /javascript/);
    const chunk = await ctx.app.inject({ method: 'GET', url: '/mfe/orders/__federation_expose_OrderManagement.9a8b7c6d5e.js' });
    assert.equal(chunk.headers['cache-control'], 'public, max-age=31536000, immutable');
    assert.equal(chunk.headers['access-control-allow-origin'], '*');
    assert.equal((await ctx.app.inject({ method: 'GET', url: '/mfe/orders/missing.js' })).statusCode, 404);
    assert.equal((await ctx.app.inject({ method: 'GET', url: '/mfe/catalog/mf-manifest.json' })).statusCode, 404, 'unbuilt remote');
    assert.equal((await ctx.app.inject({ method: 'GET', url: '/mfe/nope/x.js' })).statusCode, 404);
  });

  test('source maps stay on disk and are never served, under the shell or a remote', async () => {
    for (const url of [
      '/main.3f2a9c1b0d.js.map',
      '/main.3f2a9c1b0d.js.MAP',
      '/main.3f2a9c1b0d.js%2Emap',
      '/mfe/orders/__federation_expose_OrderManagement.9a8b7c6d5e.js.map',
      '/mfe/orders/__federation_expose_OrderManagement.9a8b7c6d5e.js%2emap',
      '/mfe/orders/missing.js.map',
    ]) {
      const res = await ctx.app.inject({ method: 'GET', url });
      assert.equal(res.statusCode, 404, url);
      assert.doesNotMatch(res.body, /sources|webpack:/, url);
    }
    assert.ok(fs.existsSync(path.join(web, 'shell/dist/main.3f2a9c1b0d.js.map')));
    assert.equal((await ctx.app.inject({ method: 'GET', url: '/main.3f2a9c1b0d.js' })).statusCode, 200);
  });

  test('a rebuilt remote is served without restart (no cached file list)', async () => {
    write(web, 'mfe-orders/dist/mf-manifest.json', '{"name":"orders","v":2}');
    const res = await ctx.app.inject({ method: 'GET', url: '/mfe/orders/mf-manifest.json' });
    assert.equal(json(res).v, 2);
    write(web, 'mfe-catalog/dist/mf-manifest.json', '{"name":"catalog"}');
    const built = await ctx.app.inject({ method: 'GET', url: '/mfe/catalog/mf-manifest.json' });
    assert.equal(built.statusCode, 200);
    fs.rmSync(path.join(web, 'mfe-catalog'), { recursive: true });
    assert.equal((await ctx.app.inject({ method: 'GET', url: '/mfe/catalog/mf-manifest.json' })).statusCode, 404);
  });

  test('security headers everywhere; no-store on /api; HSTS only over https', async () => {
    for (const url of ['/', '/api/health', '/mfe/orders/remoteEntry.js']) {
      const res = await ctx.app.inject({ method: 'GET', url });
      const csp = String(res.headers['content-security-policy']);
      for (const d of ["object-src 'none'", "base-uri 'none'", "frame-ancestors 'none'", "style-src 'self' 'unsafe-inline'", "img-src 'self' data: blob:"]) {
        assert.ok(csp.includes(d), `${url}: ${d} in ${csp}`);
      }
      assert.equal(res.headers['x-content-type-options'], 'nosniff');
      assert.ok(res.headers['referrer-policy']);
      assert.equal(res.headers['strict-transport-security'], undefined);
      assert.ok(res.headers['x-request-id']);
    }
    assert.equal((await ctx.app.inject({ method: 'GET', url: '/api/health' })).headers['cache-control'], 'no-store');
    const dataDir = tempDir();
    const app = await buildApp({ config: { dataDir, seedDemo: false, webRoot: web, trustProxy: 1 }, logger: false });
    try {
      const res = await app.inject({ method: 'GET', url: '/api/health', headers: { 'x-forwarded-proto': 'https' } });
      assert.match(String(res.headers['strict-transport-security']), /max-age=\d+/);
    } finally {
      await app.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});

describe('precompressed assets', () => {
  const js = `console.log(${JSON.stringify('precompressed '.repeat(300))});`;
  const entry = `var orders = ${JSON.stringify('entry '.repeat(300))};`;
  const html = `<!doctype html><title>AgriHub</title><div id="root"></div><!--${'x'.repeat(2000)}-->`;
  const plain = `export default ${JSON.stringify('no sibling '.repeat(300))};`;
  const JS_TYPE = /^application\/javascript; charset=utf-8$/;
  const IMMUTABLE = 'public, max-age=31536000, immutable';
  let ctx: TestContext;
  let web: string;
  const get = (url: string, headers: Record<string, string> = {}) => ctx.app.inject({ method: 'GET', url, headers });

  before(async () => {
    web = tempDir('agrihub-web-');
    writePrecompressed(web, 'shell/dist/index.html', html);
    writePrecompressed(web, 'shell/dist/app.0123456789.js', js);
    for (const language of ['en', 'ur']) {
      writePrecompressed(web, `shell/dist/prerendered/login.${language}.html`, `<!doctype html><html lang="${language}"><h1>login ${language}</h1>`);
    }
    write(web, 'shell/dist/plain.abcdef0123.js', plain);
    write(web, 'shell/dist/vendor.js', plain);
    writePrecompressed(web, 'mfe-orders/dist/remoteEntry.js', entry);
    ctx = await createTestApp('pglite', { webRoot: web });
  });
  after(async () => {
    await ctx.close();
    fs.rmSync(web, { recursive: true, force: true });
  });

  test("a client taking brotli gets the build's .br file as it is, typed and cached as the original", async () => {
    const res = await get('/app.0123456789.js', { 'accept-encoding': 'gzip, deflate, br' });
    assert.equal(res.statusCode, 200);
    assert.equal(res.headers['content-encoding'], 'br');
    assert.deepEqual(res.rawPayload, fs.readFileSync(path.join(web, 'shell/dist/app.0123456789.js.br')));
    assert.equal(zlib.brotliDecompressSync(res.rawPayload).toString(), js);
    assert.match(String(res.headers['content-type']), JS_TYPE);
    assert.match(String(res.headers.vary), /accept-encoding/i);
    assert.equal(res.headers['cache-control'], IMMUTABLE);
    assert.equal(res.headers['access-control-allow-origin'], '*');
  });

  test('gzip when brotli is not accepted or refused with q=0', async () => {
    for (const acceptEncoding of ['gzip', 'br;q=0, gzip', 'gzip;q=1, br;q=0.5']) {
      const res = await get('/app.0123456789.js', { 'accept-encoding': acceptEncoding });
      assert.equal(res.headers['content-encoding'], 'gzip', acceptEncoding);
      assert.deepEqual(res.rawPayload, fs.readFileSync(path.join(web, 'shell/dist/app.0123456789.js.gz')), acceptEncoding);
      assert.equal(zlib.gunzipSync(res.rawPayload).toString(), js, acceptEncoding);
      assert.match(String(res.headers['content-type']), JS_TYPE, acceptEncoding);
      assert.match(String(res.headers.vary), /accept-encoding/i, acceptEncoding);
    }
  });

  test('no Accept-Encoding, or every encoding refused: the original bytes, still varying on Accept-Encoding', async () => {
    const requests: Record<string, string>[] = [{}, { 'accept-encoding': 'identity' }, { 'accept-encoding': 'br;q=0, gzip;q=0' }];
    for (const headers of requests) {
      const res = await get('/app.0123456789.js', headers);
      assert.equal(res.statusCode, 200);
      assert.equal(res.headers['content-encoding'], undefined, JSON.stringify(headers));
      assert.equal(res.body, js);
      assert.match(String(res.headers['content-type']), JS_TYPE);
      assert.match(String(res.headers.vary), /accept-encoding/i);
      assert.equal(res.headers['cache-control'], IMMUTABLE);
    }
  });

  test('each encoding has its own ETag, and a tag revalidates only its own encoding', async () => {
    const br = await get('/app.0123456789.js', { 'accept-encoding': 'br' });
    const gz = await get('/app.0123456789.js', { 'accept-encoding': 'gzip' });
    const identity = await get('/app.0123456789.js');
    const tags = [br, gz, identity].map((r) => String(r.headers.etag));
    assert.equal(new Set(tags).size, 3, tags.join(' '));
    const again = await get('/app.0123456789.js', { 'accept-encoding': 'br', 'if-none-match': tags[0]! });
    assert.equal(again.statusCode, 304);
    assert.equal(again.headers.etag, tags[0]);
    assert.match(String(again.headers.vary), /accept-encoding/i);
    const gzipTagForBrotli = await get('/app.0123456789.js', { 'accept-encoding': 'br', 'if-none-match': tags[1]! });
    assert.equal(gzipTagForBrotli.statusCode, 200);
    assert.equal(gzipTagForBrotli.headers['content-encoding'], 'br');
  });

  test('remoteEntry.js is precompressed too and revalidated in every encoding', async () => {
    for (const encoding of ['br', 'gzip', undefined]) {
      const acceptEncoding = encoding ?? 'none';
      const res = await get('/mfe/orders/remoteEntry.js', encoding ? { 'accept-encoding': encoding } : {});
      assert.equal(res.statusCode, 200);
      assert.equal(res.headers['content-encoding'], encoding, acceptEncoding);
      assert.equal(res.headers['cache-control'], 'no-cache', acceptEncoding);
      assert.match(String(res.headers['content-type']), JS_TYPE);
      assert.match(String(res.headers.vary), /accept-encoding/i);
      assert.equal(res.headers['access-control-allow-origin'], '*');
    }
  });

  test("the SPA fallback sends index.html's brotli file", async () => {
    const res = await get('/some/page', { 'accept-encoding': 'gzip, deflate, br' });
    assert.equal(res.statusCode, 200);
    assert.equal(res.headers['content-encoding'], 'br');
    assert.equal(zlib.brotliDecompressSync(res.rawPayload).toString(), html);
    assert.match(String(res.headers['content-type']), /^text\/html; charset=utf-8$/);
    assert.equal(res.headers['cache-control'], 'no-cache');
    assert.match(String(res.headers.vary), /accept-encoding/i);
  });

  test('a file without siblings is still compressed on the fly, under a tag of its own', async () => {
    const res = await get('/plain.abcdef0123.js', { 'accept-encoding': 'gzip, deflate, br' });
    assert.equal(res.statusCode, 200);
    assert.equal(res.headers['content-encoding'], 'br');
    assert.equal(zlib.brotliDecompressSync(res.rawPayload).toString(), plain);
    assert.match(String(res.headers['content-type']), JS_TYPE);
    assert.equal(res.headers['cache-control'], IMMUTABLE);
    const identity = await get('/plain.abcdef0123.js');
    assert.equal(identity.body, plain);
    assert.notEqual(res.headers.etag, identity.headers.etag);
    const again = await get('/plain.abcdef0123.js', { 'accept-encoding': 'br', 'if-none-match': String(res.headers.etag) });
    assert.equal(again.statusCode, 304);
    const refused = await get('/plain.abcdef0123.js', { 'accept-encoding': 'gzip', 'if-none-match': String(res.headers.etag) });
    assert.equal(refused.statusCode, 200, 'a brotli tag does not revalidate for a client refusing brotli');
  });

  test('only a content-hashed name is cached for good', async () => {
    assert.equal((await get('/vendor.js')).headers['cache-control'], 'no-cache');
    assert.equal((await get('/app.0123456789.js')).headers['cache-control'], IMMUTABLE);
  });

  test('the .br and .gz files are not served by their own names', async () => {
    for (const url of ['/app.0123456789.js.br', '/app.0123456789.js.gz', '/mfe/orders/remoteEntry.js.br', '/index.html.gz']) {
      assert.equal((await get(url, { 'accept-encoding': 'br, gzip' })).statusCode, 404, url);
    }
  });

  describe('the prerendered signed-out pages', () => {
    test('a page is sent in the language the browser chose, else the one it accepts, else English', async () => {
      assert.match((await get('/login')).body, /login en/);
      assert.match((await get('/login/')).body, /login en/);
      assert.match((await get('/login', { 'accept-language': 'ur-PK,ur;q=0.9,en;q=0.5' })).body, /login ur/);
      assert.match((await get('/login', { 'accept-language': 'fr, de' })).body, /login en/);
      assert.match((await get('/login', { 'accept-language': 'ur', cookie: 'agrihub_language=en' })).body, /login en/);
      assert.match((await get('/login', { cookie: 'agrihub_language=ur' })).body, /login ur/);
      assert.match((await get('/login', { cookie: 'agrihub_language=xx', 'accept-language': 'ur' })).body, /login ur/);
      const res = await get('/login', { cookie: 'agrihub_language=ur', 'accept-encoding': 'br' });
      assert.equal(res.headers['content-encoding'], 'br');
      assert.equal(res.headers['content-type'], 'text/html; charset=utf-8');
      assert.equal(res.headers['cache-control'], 'no-cache');
      assert.match(String(res.headers.vary), /accept-language/);
      assert.match(String(res.headers.vary), /cookie/);
      assert.match(zlib.brotliDecompressSync(res.rawPayload).toString(), /login ur/);
    });

    test('a visitor holding a session gets the plain shell, which moves them on', async () => {
      const res = await get('/login', { cookie: 'agrihub_session=1; agrihub_language=ur' });
      assert.equal(res.statusCode, 200);
      assert.match(res.body, /<title>AgriHub<\/title>/);
      assert.match(String(res.headers.vary), /cookie/);
    });

    test('the form of a page sent before its code loaded brings the page back, its fields in no URL', async () => {
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/login',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'email=seller%40demo.pk&password=Seller%40123',
      });
      assert.equal(res.statusCode, 303);
      assert.equal(res.headers.location, '/login');
      const other = await ctx.app.inject({ method: 'POST', url: '/reports', headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: 'a=1' });
      assert.equal(other.statusCode, 404);
      assert.equal(json(other).message, 'Not found: POST /reports');
    });

    test('pages without a prerendered file, and the files by their own path, are not prerendered', async () => {
      assert.match((await get('/signup')).body, /<title>AgriHub<\/title>/);
      assert.match((await get('/login/extra')).body, /<title>AgriHub<\/title>/);
      assert.equal((await get('/prerendered/login.en.html')).statusCode, 404);
      assert.equal((await get('/prerendered/login.en.html.br')).statusCode, 404);
    });
  });
});
