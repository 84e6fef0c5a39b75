// `npm run serve -w mfe-<name>`: one app's production build on its own port (standalone QA), with
// /api proxied to the portal server (API_TARGET, default http://localhost:8080).
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';

const [dirArg = 'dist', portArg = '3000'] = process.argv.slice(2);
const root = path.resolve(process.cwd(), dirArg);
const port = Number(process.env.PORT ?? portArg);
const api = new URL(process.env.API_TARGET ?? 'http://localhost:8080');
const types = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript',
  '.json': 'application/json',
  '.map': 'application/json',
  '.txt': 'text/plain',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
};

if (!fs.existsSync(path.join(root, 'index.html'))) {
  console.error(`No build in ${root}: run "npm run build" in this package first.`);
  process.exit(1);
}

function proxy(req, res) {
  const upstream = http.request(
    { host: api.hostname, port: api.port || 80, path: req.url, method: req.method, headers: { ...req.headers, host: api.host } },
    (answer) => {
      res.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(res);
    },
  );
  upstream.on('error', () => {
    res.writeHead(502, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ message: `The API at ${api.origin} is not reachable` }));
  });
  req.pipe(upstream);
}

http
  .createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    if (url.pathname.startsWith('/api/')) return proxy(req, res);
    const file = path.join(root, path.normalize(decodeURIComponent(url.pathname)).replace(/^([/\\])+/, ''));
    const inside = file.startsWith(root + path.sep);
    const target = inside && fs.existsSync(file) && fs.statSync(file).isFile() ? file : path.join(root, 'index.html');
    const name = path.basename(target);
    const immutable = /\.[0-9a-f]{10}\.js$/.test(name);
    res.writeHead(200, {
      'content-type': types[path.extname(target)] ?? 'application/octet-stream',
      'cache-control': immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
      'access-control-allow-origin': '*',
    });
    fs.createReadStream(target).pipe(res);
  })
  .listen(port, () => console.log(`Serving ${root} on http://localhost:${port} (API: ${api.origin})`));
