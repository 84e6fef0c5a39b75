// Build time only: the signed-out first pages rendered to HTML in each language, from the same
// components the browser runs (shared/build/prerender.mjs builds this file for Node and writes the
// pages beside index.html). The server sends a page's HTML in the language it picks for the request,
// so the heading, fields and button paint before any JavaScript; bootstrap.tsx then hydrates it.
import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
// StaticRouter is the server's router: only this build-time file needs it, so the router entry the
// apps share (and download) stays without it.
// eslint-disable-next-line no-restricted-imports -- see above
import { StaticRouter } from 'react-router';
import { PortalThemeProvider, setLanguage } from '@agrihub/shared/core';
import type { Language } from '@agrihub/shared/core';
import { URDU_FONT_FACES } from '@agrihub/shared/right-to-left';
import { PortalRoutes } from './app/app';
import { PRERENDERED_PATHS } from './app/routes';

export { PRERENDERED_PATHS };
/** Declared in the Urdu pages' head, so they paint in the font the portal shows Urdu in. */
export const urduFonts = URDU_FONT_FACES;

/**
 * The markup of `path` in `language`, with every lazy page in it loaded (a static prerender waits for
 * them). Emotion, outside a browser, writes each component's styles as a <style> beside it; the
 * build moves them into the head, where the browser's emotion cache adopts them at start-up.
 */
export async function prerender(path: string, language: Language): Promise<string> {
  await setLanguage(language);
  const { prelude } = await prerenderToNodeStream(
    <StrictMode>
      <PortalThemeProvider>
        <StaticRouter location={path}>
          <PortalRoutes />
        </StaticRouter>
      </PortalThemeProvider>
    </StrictMode>,
  );
  const chunks: Buffer[] = [];
  for await (const chunk of prelude) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks).toString('utf8');
}
