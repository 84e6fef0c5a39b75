import { createTheme } from '@mui/material/styles';
import type { ThemeOptions } from '@mui/material/styles';

export const FONT_STACK = '"Inter", "Segoe UI", Roboto, Helvetica, Arial, sans-serif';

// The spec fixes the light theme: there is no dark mode to switch to.
export const portalThemeOptions = {
  palette: {
    mode: 'light',
    primary: { main: '#2e7d32', light: '#60ad5e', dark: '#1b5e20', contrastText: '#ffffff' },
    secondary: { main: '#f9a825' },
    background: { default: '#f5f7f4', paper: '#ffffff' },
    text: { primary: '#1c2b1f', secondary: '#5b6b5e' },
    divider: '#e3e8e1',
  },
  shape: { borderRadius: 8 },
  typography: {
    fontFamily: FONT_STACK,
    h4: { fontWeight: 700, fontSize: '1.75rem', letterSpacing: '-0.01em' },
    h5: { fontWeight: 700, letterSpacing: '-0.01em' },
    h6: { fontWeight: 600 },
    button: { fontWeight: 600 },
  },
  components: {
    // A visitor who asks the system for less motion gets none (WCAG 2.3.3): no fades, slides,
    // ripples or turning spinners (a spinner stands still). In CSS, so that the page rendered at build
    // time (issue 36) and the page in the browser have the same styles. `none` rather than a tiny
    // duration: a duration would give every element a one-frame transition of every property.
    // Nothing of ours waits for an animation's or a transition's end event; MUI's use timers.
    MuiCssBaseline: {
      styleOverrides: {
        '@media (prefers-reduced-motion: reduce)': {
          '*, *::before, *::after': { animation: 'none !important', transition: 'none !important', scrollBehavior: 'auto !important' },
        },
      },
    },
    // A visible ring on whatever the keyboard is on (issue 41): the ripple alone is faint on light
    // controls and absent on some. Every button, checkbox, switch, tab, card action and menu item is a
    // ButtonBase; links ring on :focus-visible. Mouse clicks set no focus-visible, so they draw no ring.
    MuiButtonBase: {
      styleOverrides: { root: { '&.Mui-focusVisible': { outline: '2px solid #1b5e20', outlineOffset: 2 } } },
    },
    MuiLink: { styleOverrides: { root: { '&:focus-visible': { outline: '2px solid #1b5e20', outlineOffset: 2, borderRadius: 2 } } } },
    MuiButton: { defaultProps: { disableElevation: true }, styleOverrides: { root: { textTransform: 'none' } } },
    MuiCard: {
      defaultProps: { variant: 'outlined' },
      styleOverrides: { root: { borderColor: '#e3e8e1', boxShadow: '0 1px 2px rgba(16, 40, 20, 0.04)' } },
    },
    MuiTextField: { defaultProps: { fullWidth: true } },
    MuiListItemButton: { styleOverrides: { root: { borderRadius: 8 } } },
  },
} satisfies ThemeOptions;

export const portalTheme = createTheme(portalThemeOptions);
