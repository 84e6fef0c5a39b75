// The shell's signed-out first pages as HTML, made at build time (issue 36): a second compilation
// builds the shell's src/prerender.tsx for Node, and once it is written this plugin renders each page
// in each language into the built index.html and writes `dist/prerendered/<page>.<language>.html`
// with its brotli and gzip copies. The server sends one of them for the page (platform/http/static.ts).
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
export const PRERENDER_DIR = 'prerendered';
export const PRERENDER_BUNDLE = 'prerender.cjs';
const LANGUAGES = ['en', 'ur'];

/**
 * Emotion, rendering outside a browser, writes each component's rules as a <style data-emotion>
 * just before it. They go to the head in the order they came, as the browser's emotion cache would
 * move them at start-up: the markup left is exactly what React renders in the browser.
 */
export function hoistEmotionStyles(markup) {
  const styles = [];
  const body = markup.replace(/<style data-emotion="[^"]*"[^>]*>[\s\S]*?<\/style>/g, (tag) => {
    styles.push(tag);
    return '';
  });
  return { body, styles: styles.join('') };
}

/** The Urdu font's faces, as right-to-left.ts adds them, so the prerendered Urdu page paints in its font. */
function urduFontHead(fonts) {
  if (fonts.length === 0) return '';
  const preload = fonts
    .filter((f) => f.weight === '400')
    .map((f) => `<link rel="preload" href="${f.url}" as="font" type="font/woff2" crossorigin>`)
    .join('');
  const faces = fonts
    .map((f) => `@font-face{font-family:"${f.family}";src:url(${f.url}) format("woff2");font-weight:${f.weight};font-display:swap;unicode-range:${f.range}}`)
    .join('');
  return `${preload}<style>${faces}</style>`;
}

/** index.html with `markup` in #root, the page's styles in the head, and its language on <html>. */
export function pageHtml(template, { markup, language, fonts }) {
  const { body, styles } = hoistEmotionStyles(markup);
  const dir = language === 'ur' ? 'rtl' : 'ltr';
  const withLanguage = template.replace(/<html lang="?[a-z-]*"?>/, `<html lang="${language}" dir="${dir}" data-prerendered="${language}">`);
  if (withLanguage === template) throw new Error('index.html has no <html lang="..."> to set the language on');
  const withHead = withLanguage.replace('</head>', `${language === 'ur' ? urduFontHead(fonts) : ''}${styles}</head>`);
  const withRoot = withHead.replace(/<div id="?root"?><\/div>/, () => `<div id="root">${body}</div>`);
  if (withRoot === withHead) throw new Error('index.html has no empty <div id="root"></div> to render into');
  return withRoot;
}

function writeCompressed(file, html) {
  fs.writeFileSync(file, html);
  fs.writeFileSync(`${file}.br`, zlib.brotliCompressSync(html, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }));
  fs.writeFileSync(`${file}.gz`, zlib.gzipSync(html, { level: 9 }));
}

/** Renders every prerendered path in every language once the Node build of prerender.tsx is written. */
export class PrerenderPagesPlugin {
  constructor({ distDir }) {
    this.distDir = distDir;
  }

  apply(compiler) {
    compiler.hooks.afterEmit.tapPromise('PrerenderPagesPlugin', async (compilation) => {
      if (compilation.errors.length) return;
      const bundle = path.join(compiler.outputPath, PRERENDER_BUNDLE);
      // A fresh copy of the bundle (React, emotion, i18n...) for every page: emotion writes a rule
      // only the first time its cache meets it, so a second page rendered with the same cache would
      // lack every rule the first one had.
      const fresh = () => {
        delete require.cache[bundle];
        return require(bundle);
      };
      const { PRERENDERED_PATHS, urduFonts } = fresh();
      const template = fs.readFileSync(path.join(this.distDir, 'index.html'), 'utf8');
      const outDir = path.join(this.distDir, PRERENDER_DIR);
      fs.rmSync(outDir, { recursive: true, force: true });
      fs.mkdirSync(outDir, { recursive: true });
      for (const page of PRERENDERED_PATHS) {
        for (const language of LANGUAGES) {
          const markup = await fresh().prerender(page, language);
          const html = pageHtml(template, { markup, language, fonts: urduFonts });
          writeCompressed(path.join(outDir, `${page.slice(1)}.${language}.html`), html);
        }
      }
    });
  }
}
