import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { createTestApp, json, tempDir, type TestContext } from './helpers.ts';
import { buildApp } from '../src/app.ts';

function write(root: string, rel: string, content: string) {
  const full = path.join(root, rel);
  fs.mkdirSync(path.dirname(full), { recursive: true });
  fs.writeFileSync(full, content);
}

describe('static portal serving', () => {
  let ctx: TestContext;
  let web: string;
  before(async () => {
    web = tempDir('agrihub-web-');
    write(web, 'shell/dist/index.html', '<!doctype html><title>AgriHub</title><div id="root"></div>');
    write(web, 'shell/dist/main.3f2a9c1b.js', `console.log(${JSON.stringify('x'.repeat(4000))});`);
    write(web, 'mfe-orders/dist/mf-manifest.json', '{"name":"orders","v":1}');
    write(web, 'mfe-orders/dist/remoteEntry.js', 'var orders = 1;');
    write(web, 'mfe-orders/dist/__federation_expose_OrderManagement.9a8b7c6d.js', 'export default 1;');
    write(web, 'shell/dist/main.3f2a9c1b.js.map', '{"version":3,"sources":["webpack://shell/./src/app/app.tsx"]}');
    write(web, 'mfe-orders/dist/__federation_expose_OrderManagement.9a8b7c6d.js.map', '{"version":3,"sources":["webpack://orders/./src/x.ts"]}');
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
    const asset = await ctx.app.inject({ method: 'GET', url: '/main.3f2a9c1b.js', headers: { 'accept-encoding': 'br, gzip' } });
    assert.equal(asset.statusCode, 200);
    assert.equal(asset.headers['cache-control'], 'public, max-age=31536000, immutable');
    assert.equal(asset.headers['access-control-allow-origin'], '*');
    assert.equal(asset.headers['content-encoding'], 'br');
    assert.match(zlib.brotliDecompressSync(asset.rawPayload).toString(), /console\.log/);
    const gz = await ctx.app.inject({ method: 'GET', url: '/main.3f2a9c1b.js', headers: { 'accept-encoding': 'gzip' } });
    assert.equal(gz.headers['content-encoding'], 'gzip');
    const manifest = await ctx.app.inject({ method: 'GET', url: '/mfe/orders/mf-manifest.json' });
    assert.equal(manifest.statusCode, 200);
    assert.equal(manifest.headers['cache-control'], 'no-cache');
    assert.equal(manifest.headers['access-control-allow-origin'], '*');
    const entry = await ctx.app.inject({ method: 'GET', url: '/mfe/orders/remoteEntry.js' });
    assert.equal(entry.headers['cache-control'], 'no-cache');
    assert.match(String(entry.headers['content-type']), /javascript/);
    const chunk = await ctx.app.inject({ method: 'GET', url: '/mfe/orders/__federation_expose_OrderManagement.9a8b7c6d.js' });
    assert.equal(chunk.headers['cache-control'], 'public, max-age=31536000, immutable');
    assert.equal(chunk.headers['access-control-allow-origin'], '*');
    assert.equal((await ctx.app.inject({ method: 'GET', url: '/mfe/orders/missing.js' })).statusCode, 404);
    assert.equal((await ctx.app.inject({ method: 'GET', url: '/mfe/catalog/mf-manifest.json' })).statusCode, 404, 'unbuilt remote');
    assert.equal((await ctx.app.inject({ method: 'GET', url: '/mfe/nope/x.js' })).statusCode, 404);
  });

  test('source maps stay on disk and are never served, under the shell or a remote', async () => {
    for (const url of [
      '/main.3f2a9c1b.js.map',
      '/main.3f2a9c1b.js.MAP',
      '/main.3f2a9c1b.js%2Emap',
      '/mfe/orders/__federation_expose_OrderManagement.9a8b7c6d.js.map',
      '/mfe/orders/__federation_expose_OrderManagement.9a8b7c6d.js%2emap',
      '/mfe/orders/missing.js.map',
    ]) {
      const res = await ctx.app.inject({ method: 'GET', url });
      assert.equal(res.statusCode, 404, url);
      assert.doesNotMatch(res.body, /sources|webpack:/, url);
    }
    assert.ok(fs.existsSync(path.join(web, 'shell/dist/main.3f2a9c1b.js.map')));
    assert.equal((await ctx.app.inject({ method: 'GET', url: '/main.3f2a9c1b.js' })).statusCode, 200);
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
