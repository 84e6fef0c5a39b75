import type { ReactNode } from 'react';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { portalTheme } from './theme';

/** The portal's theme and baseline styles: all a signed-out page (sign in, reset) needs around it. */
export function PortalThemeProvider({ children }: { children: ReactNode }) {
  return (
    <ThemeProvider theme={portalTheme}>
      <CssBaseline />
      {children}
    </ThemeProvider>
  );
}
