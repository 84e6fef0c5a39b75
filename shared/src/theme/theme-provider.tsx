import type { ReactNode } from 'react';
import { useMemo } from 'react';
import { CacheProvider } from '@emotion/react';
import createCache from '@emotion/cache';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { useTranslation } from 'react-i18next';
import { rightToLeftCache } from '../i18n/i18n';
import { portalTheme, rightToLeftTheme } from './theme';

// Emotion's own default, made explicit: the provider stays in the tree in both directions, so a
// language switch swaps its value instead of remounting every page below it (losing what was typed).
const leftToRightCache = createCache({ key: 'css' });

/**
 * The portal's theme and baseline styles: all a signed-out page (sign in, reset) needs around it.
 * In Urdu the theme is right to left, with mirrored styles and the Urdu font first.
 */
export function PortalThemeProvider({ children }: { children: ReactNode }) {
  const { i18n } = useTranslation();
  const rtlCache = i18n.language === 'ur' ? rightToLeftCache() : undefined;
  const theme = useMemo(() => (rtlCache ? rightToLeftTheme() : portalTheme), [rtlCache]);
  return (
    <CacheProvider value={rtlCache ?? leftToRightCache}>
      <ThemeProvider theme={theme}>
        <CssBaseline />
        {children}
      </ThemeProvider>
    </CacheProvider>
  );
}
