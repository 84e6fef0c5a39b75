// eslint-disable-next-line @typescript-eslint/triple-slash-reference -- a font import needs its module type in every app that compiles this file, and each app compiles only its own src.
/// <reference path="./font-files.d.ts" />
// Loaded only when Urdu is chosen: the style mirroring (stylis-plugin-rtl, which flips margins,
// paddings, borders and positions) and the Urdu font, so English readers download neither.
import createCache from '@emotion/cache';
import { createTheme } from '@mui/material/styles';
import type { Theme } from '@mui/material/styles';
import { urPK } from '@mui/material/locale';
import type { EmotionCache } from '@emotion/cache';
import { prefixer } from 'stylis';
import rtlPlugin from 'stylis-plugin-rtl';
import { FONT_STACK, portalThemeOptions } from '../theme/theme';
import regular from '@fontsource/noto-naskh-arabic/files/noto-naskh-arabic-arabic-400-normal.woff2';
import bold from '@fontsource/noto-naskh-arabic/files/noto-naskh-arabic-arabic-700-normal.woff2';

export const URDU_FONT_FAMILY = 'Noto Naskh Arabic';

/**
 * Urdu's theme: right to left, MUI's own Urdu texts (pagination, the close of an alert...), the
 * Urdu font first for Arabic script (its face covers only that range, so Latin letters and digits
 * keep the portal's font) and a taller line for its marks.
 */
export function createRightToLeftTheme(): Theme {
  const typography = {
    ...portalThemeOptions.typography,
    fontFamily: `"${URDU_FONT_FAMILY}", ${FONT_STACK}`,
    body1: { lineHeight: 1.7 },
    body2: { lineHeight: 1.6 },
  };
  return createTheme({ ...portalThemeOptions, direction: 'rtl', typography }, urPK);
}

/** A separate key keeps the mirrored rules apart from the left-to-right ones already in the page. */
export function createRightToLeftCache(): EmotionCache {
  return createCache({ key: 'rtl', stylisPlugins: [prefixer, rtlPlugin] });
}

// Arabic script only (fontsource's range for the subset): Latin letters and digits keep the
// portal's own font, so amounts and order numbers look the same in both languages.
export const ARABIC_RANGE =
  'U+0600-06FF,U+0750-077F,U+0870-088E,U+0890-0891,U+0897-08E1,U+08E3-08FF,U+200C-200E,U+2010-2011,U+204F,U+2E41,U+FB50-FDFF,U+FE70-FE74,U+FE76-FEFC';
/** A font still downloading after this long is shown when it arrives (font-display: swap). */
const FONT_WAIT_MS = 3000;

/** The font's two weights, as the page adds them (and the prerendered Urdu pages declare them: shell/src/prerender.tsx). */
export const URDU_FONT_FACES = [
  { family: URDU_FONT_FAMILY, url: regular, weight: '400', range: ARABIC_RANGE },
  { family: URDU_FONT_FAMILY, url: bold, weight: '700', range: ARABIC_RANGE },
] as const;

let loading: Promise<void> | undefined;

/** Adds the Urdu font to the page and waits (a few seconds at most) for its regular weight. */
export function loadUrduFont(): Promise<void> {
  if (typeof FontFace === 'undefined' || typeof document === 'undefined' || !('fonts' in document)) return Promise.resolve();
  loading ??= (() => {
    const faces = URDU_FONT_FACES.map(
      ({ family, url, weight, range }) => new FontFace(family, `url(${url}) format('woff2')`, { weight, unicodeRange: range, display: 'swap' }),
    );
    for (const f of faces) document.fonts.add(f);
    const regularLoaded = faces[0]!.load().then(
      () => undefined,
      () => undefined,
    );
    void faces[1]!.load().catch(() => undefined);
    return Promise.race([regularLoaded, new Promise<void>((resolve) => setTimeout(resolve, FONT_WAIT_MS))]);
  })();
  return loading;
}
