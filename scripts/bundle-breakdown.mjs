// Where a page's JavaScript comes from: each script the browser loaded is mapped back to its
// modules through the build's hidden source maps, and its gzipped size is shared out among the
// packages in proportion to the bytes each one contributed. Used by `npm run bench`.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { createRequire } from 'node:module';
import { ROOT } from './apps.mjs';

const require = createRequire(import.meta.url);
const { SourceMapConsumer } = require('source-map');

/** The built file behind a served script URL: the shell at /, each remote under /mfe/<name>/. */
function builtFile(url) {
  const { pathname } = new URL(url);
  const remote = /^\/mfe\/([^/]+)\/(.+)$/.exec(pathname);
  const [dir, rel] = remote ? [`mfe-${remote[1]}`, remote[2]] : ['shell', pathname.slice(1)];
  return path.join(ROOT, dir, 'dist', decodeURIComponent(rel));
}

/** "webpack://shell/../node_modules/@mui/material/Button/Button.js" -> "@mui/material" */
export function packageOf(source) {
  const library = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(source);
  if (library) return library[1];
  const shared = /\/shared\/src\/([^/]+)/.exec(source);
  if (shared) return `@agrihub/shared (${shared[1].replace(/\.tsx?$/, '')})`;
  if (/webpack\/runtime|webpack\/bootstrap/.test(source)) return 'webpack runtime';
  const app = /^webpack:\/\/([^/]+)\/(?:\.\/)?src\//.exec(source);
  if (app) return `${app[1]} (own code)`;
  return 'other';
}

/** Bytes of generated code per package in one built file, from its source map. */
function rawBytesByPackage(code, map) {
  const lines = code.split('\n');
  const consumer = new SourceMapConsumer(map);
  const bytes = new Map();
  const mappings = [];
  consumer.eachMapping((m) => mappings.push(m), null, SourceMapConsumer.GENERATED_ORDER);
  for (let i = 0; i < mappings.length; i++) {
    const m = mappings[i];
    const next = mappings[i + 1];
    const line = lines[m.generatedLine - 1] ?? '';
    const end = next && next.generatedLine === m.generatedLine ? next.generatedColumn : line.length;
    const key = m.source ? packageOf(m.source) : 'webpack runtime';
    bytes.set(key, (bytes.get(key) ?? 0) + Math.max(0, end - m.generatedColumn));
  }
  return bytes;
}

/**
 * Gzipped bytes per package over the given script URLs. A script without a map (webpack writes
 * none for chunks that only re-export) counts as 'webpack runtime'.
 */
export function breakdown(urls) {
  const total = new Map();
  for (const url of urls) {
    const file = builtFile(url);
    if (!fs.existsSync(file)) continue;
    const code = fs.readFileSync(file, 'utf8');
    const gzip = zlib.gzipSync(code).length;
    const mapFile = `${file}.map`;
    const raw = fs.existsSync(mapFile) ? rawBytesByPackage(code, JSON.parse(fs.readFileSync(mapFile, 'utf8'))) : new Map([['webpack runtime', code.length]]);
    const rawTotal = [...raw.values()].reduce((a, b) => a + b, 0) || 1;
    for (const [pkg, n] of raw) total.set(pkg, (total.get(pkg) ?? 0) + (gzip * n) / rawTotal);
  }
  return [...total].sort((a, b) => b[1] - a[1]);
}

/** "react-dom 58.1, @mui/material 52.3, ..." for the packages above `min` bytes. */
export function formatBreakdown(rows, min = 1024) {
  const shown = rows.filter(([, n]) => n >= min).map(([pkg, n]) => `${pkg} ${(n / 1024).toFixed(1)}`);
  const rest = rows.filter(([, n]) => n < min).reduce((a, [, n]) => a + n, 0);
  if (rest) shown.push(`the rest ${(rest / 1024).toFixed(1)}`);
  return shown.join(', ');
}
