import fs from 'node:fs/promises';
import { existsSync } from 'node:fs';
import path from 'node:path';
import fp from 'fastify-plugin';
import fastifyStatic from '@fastify/static';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { REMOTE_NAMES, type RemoteName } from '../config.ts';

const NO_CACHE_FILES = new Set(['index.html', 'remotes.json', 'mf-manifest.json', 'mf-stats.json', 'remoteEntry.js']);
const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * Source maps are built for error tracing and tests, which read them from disk; served, they would
 * hand every visitor the portal's source.
 */
const SOURCE_MAP = /\.map$/i;

/** Resolves a URL path inside root, or null if it escapes root, is not a regular file or is a source map. */
async function resolveFile(root: string, urlPath: string): Promise<string | null> {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return null;
  }
  if (decoded.includes('\0')) return null;
  const rel = path.posix.normalize('/' + decoded).slice(1);
  if (rel === '' || rel.split('/').some((seg) => seg.startsWith('.')) || SOURCE_MAP.test(rel)) return null;
  const full = path.join(root, rel);
  if (!full.startsWith(root + path.sep)) return null;
  try {
    const st = await fs.stat(full);
    return st.isFile() ? rel : null;
  } catch {
    return null;
  }
}

/**
 * The built portal: shell at `/`, remotes under `/mfe/<name>/`, `/remotes.json`, and the shell's
 * index.html for any other non-API GET. Files are looked up on disk per request (no file list cached
 * at start), so a rebuilt remote is served without a restart.
 */
export default fp(
  async (app) => {
    const { webRoot, remotes } = app.config;
    const shellRoot = path.join(webRoot, 'shell', 'dist');
    const remoteRoot = (name: RemoteName) => path.join(webRoot, `mfe-${name}`, 'dist');

    for (const [label, dir] of [['shell', shellRoot], ...REMOTE_NAMES.map((n) => [n, remoteRoot(n)])] as const) {
      if (!existsSync(dir)) app.log.warn({ dir }, `${label} is not built (${dir} missing): its paths answer 404 until it is`);
    }

    // sendFile only; routing is ours.
    await app.register(fastifyStatic, { serve: false, root: webRoot, cacheControl: false, etag: true, lastModified: true });

    const send = (reply: FastifyReply, root: string, rel: string, cors: boolean) => {
      const base = path.posix.basename(rel);
      reply.header('cache-control', NO_CACHE_FILES.has(base) ? 'no-cache' : IMMUTABLE);
      if (cors) reply.header('access-control-allow-origin', '*');
      reply.header('cross-origin-resource-policy', 'cross-origin');
      return reply.sendFile(rel, root);
    };

    app.get('/remotes.json', { schema: { hide: true } }, async (_request, reply) => {
      reply.header('cache-control', 'no-cache');
      reply.header('access-control-allow-origin', '*');
      return { ...remotes };
    });

    const notFoundFile = (reply: FastifyReply) => reply.status(404).type('text/plain; charset=utf-8').send('Not found');

    app.get<{ Params: { name: string; '*': string } }>(
      '/mfe/:name/*',
      { schema: { hide: true } },
      async (request, reply) => {
        const name = request.params.name as RemoteName;
        if (!(REMOTE_NAMES as readonly string[]).includes(name)) return notFoundFile(reply);
        const root = remoteRoot(name);
        const rel = await resolveFile(root, request.params['*']);
        if (!rel) return notFoundFile(reply);
        return send(reply, root, rel, true);
      },
    );

    const spa = async (request: FastifyRequest<{ Params: { '*'?: string } }>, reply: FastifyReply) => {
      const urlPath = request.params['*'] ?? '';
      if (urlPath === 'api' || urlPath.startsWith('api/')) {
        return reply.status(404).send({ message: `Not found: ${request.method} ${request.url.split('?')[0] ?? ''}` });
      }
      if (urlPath === 'mfe' || urlPath.startsWith('mfe/')) return notFoundFile(reply);
      const rel = urlPath === '' ? null : await resolveFile(shellRoot, urlPath);
      if (rel && rel !== 'index.html') return send(reply, shellRoot, rel, true);
      // A missing or private asset (chunk, source map...) is a 404: only page paths get the shell's HTML.
      if (!rel && path.extname(urlPath) !== '') return notFoundFile(reply);
      if (!existsSync(path.join(shellRoot, 'index.html'))) {
        return reply
          .status(404)
          .type('text/plain; charset=utf-8')
          .send('The portal UI is not built yet. Run `npm run build` at the repository root.');
      }
      reply.header('cache-control', 'no-cache');
      return reply.sendFile('index.html', shellRoot);
    };
    app.get('/', { schema: { hide: true } }, spa);
    app.get('/*', { schema: { hide: true } }, spa);
  },
  { name: 'agrihub-static', dependencies: ['agrihub-context'], fastify: '5.x' },
);
