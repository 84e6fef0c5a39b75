import type { ReactNode } from 'react';
import { CacheProvider } from '@emotion/react';
import createCache from '@emotion/cache';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { useTranslation } from 'react-i18next';
import { rightToLeftStyles } from '../i18n/i18n';
import { portalTheme } from './theme';

// Emotion's own default, made explicit: the provider stays in the tree in both directions, so a
// language switch swaps its value instead of remounting every page below it (losing what was typed).
const leftToRightCache = createCache({ key: 'css' });

/**
 * The portal's theme and baseline styles: all a signed-out page (sign in, reset) needs around it.
 * In Urdu the theme is right to left, with mirrored styles and the Urdu font first.
 */
export function PortalThemeProvider({ children }: { children: ReactNode }) {
  const { i18n } = useTranslation();
  const rtl = i18n.language === 'ur' ? rightToLeftStyles() : undefined;
  return (
    <CacheProvider value={rtl?.cache ?? leftToRightCache}>
      <ThemeProvider theme={rtl?.theme ?? portalTheme}>
        <CssBaseline />
        {children}
      </ThemeProvider>
    </CacheProvider>
  );
}
