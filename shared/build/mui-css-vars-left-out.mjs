// Stands in for MUI's CSS-variables theming in every app's build (shared/build/webpack.mjs): the
// portal's theme is a plain one (shared/src/theme/theme.ts: no `cssVariables`, no `colorSchemes`),
// so `createTheme` and `ThemeProvider` never reach it, yet importing them brought it along, about
// 7.5 KiB gzipped of every first load. Whoever turns CSS variables on gets this error, not a
// silently different theme.
function leftOut(name) {
  return () => {
    throw new Error(`MUI ${name}: CSS-variables theming is left out of the portal's build (shared/build/webpack.mjs); take it back in there first`);
  };
}

export default leftOut('extendTheme / createTheme({ cssVariables })');
export const createGetCssVar = leftOut('createGetCssVar');
export const CssVarsProvider = leftOut('CssVarsProvider');
export const Experimental_CssVarsProvider = leftOut('Experimental_CssVarsProvider');
export const useColorScheme = leftOut('useColorScheme');
export const getInitColorSchemeScript = leftOut('getInitColorSchemeScript');
