import fs from 'node:fs/promises';
import { existsSync, type Stats } from 'node:fs';
import path from 'node:path';
import fp from 'fastify-plugin';
import fastifyStatic from '@fastify/static';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { REMOTE_NAMES, type RemoteName } from '../config.ts';
import { DEFAULT_LANGUAGE, acceptedLanguage, sendTranslated, type Language } from '../i18n/index.ts';
import { USER_LANGUAGES } from '../schemas/domain.ts';
import { SESSION_MARKER_COOKIE } from '../auth/sign-in.ts';

const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * Only a name carrying webpack's content hash (`[name].[contenthash:10].js`) can be cached for good:
 * its bytes never change under it. Entry points and manifests (index.html, remoteEntry.js,
 * mf-manifest.json...), a development build's `main.js` and anything else keep their name across
 * builds, so they revalidate.
 */
const HASHED = /\.[0-9a-f]{10}\.[a-z0-9]+$/;

/**
 * Source maps are built for error tracing and tests, which read them from disk; served, they would
 * hand every visitor the portal's source. A `.br`/`.gz` sibling is only ever sent as an encoding of
 * its original: by its own name it would go out without Content-Encoding.
 */
const NOT_SERVED = /\.(map|br|gz)$/i;

type Encoding = 'br' | 'gzip';
const SIBLING_SUFFIX: Record<Encoding, string> = { br: '.br', gzip: '.gz' };
const ENCODING_OF_SUFFIX: Record<string, Encoding> = { '.br': 'br', '.gz': 'gzip' };

/**
 * What @fastify/send answers for the extensions the build precompresses (shared/build/precompress.mjs),
 * so a sibling goes out with its original's Content-Type. Other extensions never get a sibling.
 */
const CONTENT_TYPES: Record<string, string> = {
  '.js': 'application/javascript; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.html': 'text/html; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.css': 'text/css; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
};
const contentTypeOf = (file: string) => {
  const ext = path.extname(file);
  return Object.hasOwn(CONTENT_TYPES, ext) ? CONTENT_TYPES[ext] : undefined;
};

/** The encodings an Accept-Encoding header allows, most wanted first (brotli on a tie); `q=0` refuses one. */
function acceptedEncodings(header: string | undefined): Encoding[] {
  const weights = new Map<string, number>();
  for (const part of (header ?? '').toLowerCase().split(',')) {
    const [coding = '', ...params] = part.split(';').map((s) => s.trim());
    const q = params.find((p) => p.startsWith('q='));
    weights.set(coding, q === undefined ? 1 : Number(q.slice(2)) || 0);
  }
  const weight = (e: Encoding) => weights.get(e) ?? weights.get('*') ?? 0;
  return (['br', 'gzip'] as const).filter((e) => weight(e) > 0).sort((a, b) => weight(b) - weight(a));
}

/**
 * Weak validator of the bytes sent. The encoding is part of it, so a cache holding a file in two
 * encodings can never revalidate one with the other's tag, even when both have the same size; compress.ts
 * appends the encoding it applies on the fly the same way.
 */
const etagOf = (stat: Stats, encoding: Encoding | null) =>
  `W/"${stat.size.toString(16)}-${stat.mtime.getTime().toString(16)}${encoding ? `-${encoding}` : ''}"`;

/** The If-None-Match tag the client still holds among `tags`, if any (weak comparison). */
function heldTag(ifNoneMatch: string | undefined, tags: string[]): string | undefined {
  if (!ifNoneMatch) return undefined;
  if (ifNoneMatch.trim() === '*') return tags[0];
  const held = new Set(ifNoneMatch.split(',').map((t) => t.trim().replace(/^W\//, '')));
  return tags.find((tag) => held.has(tag.replace(/^W\//, '')));
}

/**
 * The signed-out first pages the build rendered in each language (shared/build/prerender.mjs):
 * `prerendered/<page>.<language>.html`, sent for the page's own path only.
 */
const PRERENDER_DIR = 'prerendered';
/** Set by the browser whenever a language is chosen or first shown (shared/src/i18n/i18n.ts; its name in shared/src/lib/cookies.ts). */
const LANGUAGE_COOKIE = 'agrihub_language';
/** A page's HTML depends on these besides its encoding: the language, and the session marker. */
const PAGE_VARY = 'accept-encoding, accept-language, cookie';

/** The language a page is sent in: the browser's last choice, else its Accept-Language, else English. */
function pageLanguage(request: FastifyRequest): Language {
  const chosen = request.cookies[LANGUAGE_COOKIE];
  if ((USER_LANGUAGES as readonly string[]).includes(chosen ?? '')) return chosen as Language;
  return acceptedLanguage(request.headers['accept-language']) ?? DEFAULT_LANGUAGE;
}

interface BuiltFile {
  rel: string;
  stat: Stats;
}

/** Resolves a URL path inside root, or null if it escapes root, is not a regular file or is not served. */
async function resolveFile(root: string, urlPath: string): Promise<BuiltFile | null> {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return null;
  }
  if (decoded.includes('\0')) return null;
  const rel = path.posix.normalize('/' + decoded).slice(1);
  if (rel === '' || rel.split('/').some((seg) => seg.startsWith('.')) || NOT_SERVED.test(rel)) return null;
  const full = path.join(root, rel);
  if (!full.startsWith(root + path.sep)) return null;
  const stat = await regularFile(full);
  return stat ? { rel, stat } : null;
}

async function regularFile(full: string): Promise<Stats | null> {
  try {
    const stat = await fs.stat(full);
    return stat.isFile() ? stat : null;
  } catch {
    return null;
  }
}

/**
 * The file to send for `file`: the build's precompressed sibling in the most wanted encoding the
 * request accepts, else the file itself (which compress.ts may still compress on the fly).
 */
async function pickVariant(root: string, file: BuiltFile, acceptEncoding: string | undefined) {
  if (contentTypeOf(file.rel)) {
    for (const encoding of acceptedEncodings(acceptEncoding)) {
      const rel = file.rel + SIBLING_SUFFIX[encoding];
      const stat = await regularFile(path.join(root, rel));
      if (stat) return { rel, stat, encoding };
    }
  }
  return { ...file, encoding: null };
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

    // sendFile only; routing and the choice of encoding are ours: @fastify/static's preCompressed
    // (9.3) sends no Vary, and its ETags tell two encodings apart only by their file sizes. setHeaders runs only once a
    // file is open, so a file gone meanwhile leaves no encoding or type on the 404.
    await app.register(fastifyStatic, {
      serve: false,
      root: webRoot,
      cacheControl: false,
      etag: false,
      lastModified: true,
      setHeaders: (res, sent, stat) => {
        const encoding = ENCODING_OF_SUFFIX[path.extname(sent)] ?? null;
        if (encoding) {
          res.setHeader('content-type', contentTypeOf(sent.slice(0, -path.extname(sent).length)) ?? 'application/octet-stream');
          res.setHeader('content-encoding', encoding);
        }
        res.setHeader('etag', etagOf(stat, encoding));
      },
    });

    /** Sends a built file, precompressed when the build wrote a sibling the request accepts. */
    const sendBuilt = async (request: FastifyRequest, reply: FastifyReply, root: string, file: BuiltFile, vary = 'accept-encoding') => {
      reply.header('cache-control', HASHED.test(path.posix.basename(file.rel)) ? IMMUTABLE : 'no-cache');
      reply.header('vary', vary);
      const accepted = request.headers['accept-encoding'];
      const variant = await pickVariant(root, file, accepted);
      const etag = etagOf(variant.stat, variant.encoding);
      // Sent unencoded, the file may leave compressed by compress.ts and tagged with that encoding; a
      // copy in any encoding this request accepts is still good.
      const tags = variant.encoding ? [etag] : [etag, ...acceptedEncodings(accepted).map((e) => `${etag.slice(0, -1)}-${e}"`)];
      const held = heldTag(request.headers['if-none-match'], tags);
      if (held) return reply.code(304).header('etag', held).send();
      return reply.sendFile(variant.rel, root, { contentType: !variant.encoding });
    };

    /** A built asset, which the other origins a remote may be loaded into can fetch. */
    const sendAsset = (request: FastifyRequest, reply: FastifyReply, root: string, file: BuiltFile) => {
      reply.header('access-control-allow-origin', '*');
      reply.header('cross-origin-resource-policy', 'cross-origin');
      return sendBuilt(request, reply, root, file);
    };

    app.get('/remotes.json', { schema: { hide: true } }, async (_request, reply) => {
      reply.header('cache-control', 'no-cache');
      reply.header('access-control-allow-origin', '*');
      return { ...remotes };
    });

    const notFoundFile = (reply: FastifyReply) => reply.status(404).type('text/plain; charset=utf-8').send('Not found');

    app.get<{ Params: { name: string; '*': string } }>('/mfe/:name/*', { schema: { hide: true } }, async (request, reply) => {
      const name = request.params.name as RemoteName;
      if (!(REMOTE_NAMES as readonly string[]).includes(name)) return notFoundFile(reply);
      const root = remoteRoot(name);
      const file = await resolveFile(root, request.params['*']);
      if (!file) return notFoundFile(reply);
      return sendAsset(request, reply, root, file);
    });

    const spa = async (request: FastifyRequest<{ Params: { '*'?: string } }>, reply: FastifyReply) => {
      const urlPath = request.params['*'] ?? '';
      if (urlPath === 'api' || urlPath.startsWith('api/')) {
        return sendTranslated(request, reply.status(404), { message: `Not found: ${request.method} ${request.url.split('?')[0] ?? ''}` });
      }
      if (urlPath === 'mfe' || urlPath.startsWith('mfe/')) return notFoundFile(reply);
      const file = urlPath === '' ? null : await resolveFile(shellRoot, urlPath);
      const page = file === null || file.rel === 'index.html' || file.rel.startsWith(`${PRERENDER_DIR}/`) ? null : file;
      if (page) return sendAsset(request, reply, shellRoot, page);
      // A missing or private asset (chunk, source map...) is a 404: only page paths get the shell's HTML.
      if (!page && path.extname(urlPath) !== '') return notFoundFile(reply);
      // A signed-in visitor is moved on from a signed-out page: the plain shell shows 'Loading...' meanwhile.
      const prerendered =
        /^[a-z-]+\/*$/.test(urlPath) && !request.cookies[SESSION_MARKER_COOKIE]
          ? await resolveFile(shellRoot, `${PRERENDER_DIR}/${urlPath.replace(/\/+$/, '')}.${pageLanguage(request)}.html`)
          : null;
      if (prerendered) return sendBuilt(request, reply, shellRoot, prerendered, PAGE_VARY);
      const index = await resolveFile(shellRoot, 'index.html');
      if (!index) {
        return reply.status(404).type('text/plain; charset=utf-8').send('The portal UI is not built yet. Run `npm run build` at the repository root.');
      }
      return sendBuilt(request, reply, shellRoot, index, PAGE_VARY);
    };
    // A signed-out page's form sent before the page's code had loaded (the forms say method="post", so
    // the fields never land in a URL): the page again, whose code then sends the form itself.
    await app.register(async (pages) => {
      pages.addContentTypeParser('application/x-www-form-urlencoded', (_request, payload, done) => {
        payload.on('error', done);
        payload.on('end', () => done(null));
        payload.resume();
      });
      pages.post<{ Params: { page: string } }>('/:page', { schema: { hide: true } }, async (request, reply) => {
        const { page } = request.params;
        if (!/^[a-z-]+$/.test(page) || !(await resolveFile(shellRoot, `${PRERENDER_DIR}/${page}.${DEFAULT_LANGUAGE}.html`))) {
          return sendTranslated(request, reply.status(404), { message: `Not found: POST /${page}` });
        }
        return reply.redirect(`/${page}`, 303);
      });
    });
    app.get('/', { schema: { hide: true } }, spa);
    app.get('/*', { schema: { hide: true } }, spa);
  },
  { name: 'agrihub-static', dependencies: ['agrihub-context'], fastify: '5.x' },
);
