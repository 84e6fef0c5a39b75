import type { UserOptions } from '@module-federation/runtime-core';

type ShareConfig = (typeof __SHARED_FOR_REMOTES__)[string];

/**
 * Every module the shell offers the remotes, one instance each: the shell's own copy of each shared
 * library, so a page holds one React, one MUI, one router context, one session. Each import() is a
 * lazy chunk of the shell; nothing here loads until a remote asks for it, and a module the shell
 * has already loaded for its own pages is that same instance. A remote importing a module that is
 * not listed here runs its own copy of it (a second MUI's styles, a second session):
 * `__tests__/shared-for-remotes.test.ts` keeps the list complete.
 */
export const SHARED_FOR_REMOTES: Record<string, () => Promise<unknown>> = {
  react: () => import('react'),
  'react/jsx-runtime': () => import('react/jsx-runtime'),
  'react-dom': () => import('react-dom'),
  'react-dom/client': () => import('react-dom/client'),
  '@emotion/react': () => import('@emotion/react'),
  '@emotion/styled': () => import('@emotion/styled'),
  notistack: () => import('notistack'),
  zustand: () => import('zustand'),
  yup: () => import('yup'),
  '@tanstack/react-query': () => import('@tanstack/react-query'),
  '@agrihub/shared': () => import('@agrihub/shared'),
  '@agrihub/shared/core': () => import('@agrihub/shared/core'),
  '@agrihub/shared/providers': () => import('@agrihub/shared/providers'),
  '@agrihub/shared/ui': () => import('@agrihub/shared/ui'),
  '@agrihub/shared/notifications': () => import('@agrihub/shared/notifications'),
  '@agrihub/shared/router': () => import('@agrihub/shared/router'),
  '@agrihub/shared/domain': () => import('@agrihub/shared/domain'),
  '@agrihub/shared/validation': () => import('@agrihub/shared/validation'),
  '@mui/material/Alert': () => import('@mui/material/Alert'),
  '@mui/material/AlertTitle': () => import('@mui/material/AlertTitle'),
  '@mui/material/AppBar': () => import('@mui/material/AppBar'),
  '@mui/material/Autocomplete': () => import('@mui/material/Autocomplete'),
  '@mui/material/Badge': () => import('@mui/material/Badge'),
  '@mui/material/Box': () => import('@mui/material/Box'),
  '@mui/material/Button': () => import('@mui/material/Button'),
  '@mui/material/ButtonBase': () => import('@mui/material/ButtonBase'),
  '@mui/material/Card': () => import('@mui/material/Card'),
  '@mui/material/CardActionArea': () => import('@mui/material/CardActionArea'),
  '@mui/material/CardContent': () => import('@mui/material/CardContent'),
  '@mui/material/CardHeader': () => import('@mui/material/CardHeader'),
  '@mui/material/Checkbox': () => import('@mui/material/Checkbox'),
  '@mui/material/Chip': () => import('@mui/material/Chip'),
  '@mui/material/CircularProgress': () => import('@mui/material/CircularProgress'),
  '@mui/material/CssBaseline': () => import('@mui/material/CssBaseline'),
  '@mui/material/Dialog': () => import('@mui/material/Dialog'),
  '@mui/material/DialogActions': () => import('@mui/material/DialogActions'),
  '@mui/material/DialogContent': () => import('@mui/material/DialogContent'),
  '@mui/material/DialogContentText': () => import('@mui/material/DialogContentText'),
  '@mui/material/DialogTitle': () => import('@mui/material/DialogTitle'),
  '@mui/material/Divider': () => import('@mui/material/Divider'),
  '@mui/material/FormControlLabel': () => import('@mui/material/FormControlLabel'),
  '@mui/material/FormLabel': () => import('@mui/material/FormLabel'),
  '@mui/material/FormHelperText': () => import('@mui/material/FormHelperText'),
  '@mui/material/GlobalStyles': () => import('@mui/material/GlobalStyles'),
  '@mui/material/IconButton': () => import('@mui/material/IconButton'),
  '@mui/material/InputAdornment': () => import('@mui/material/InputAdornment'),
  '@mui/material/LinearProgress': () => import('@mui/material/LinearProgress'),
  '@mui/material/locale': () => import('@mui/material/locale'),
  '@mui/material/Link': () => import('@mui/material/Link'),
  '@mui/material/List': () => import('@mui/material/List'),
  '@mui/material/ListItem': () => import('@mui/material/ListItem'),
  '@mui/material/ListItemButton': () => import('@mui/material/ListItemButton'),
  '@mui/material/ListItemIcon': () => import('@mui/material/ListItemIcon'),
  '@mui/material/ListItemText': () => import('@mui/material/ListItemText'),
  '@mui/material/Menu': () => import('@mui/material/Menu'),
  '@mui/material/MenuItem': () => import('@mui/material/MenuItem'),
  '@mui/material/Pagination': () => import('@mui/material/Pagination'),
  '@mui/material/Paper': () => import('@mui/material/Paper'),
  '@mui/material/Radio': () => import('@mui/material/Radio'),
  '@mui/material/RadioGroup': () => import('@mui/material/RadioGroup'),
  '@mui/material/Skeleton': () => import('@mui/material/Skeleton'),
  '@mui/material/Stack': () => import('@mui/material/Stack'),
  '@mui/material/Step': () => import('@mui/material/Step'),
  '@mui/material/StepContent': () => import('@mui/material/StepContent'),
  '@mui/material/StepLabel': () => import('@mui/material/StepLabel'),
  '@mui/material/Stepper': () => import('@mui/material/Stepper'),
  '@mui/material/SvgIcon': () => import('@mui/material/SvgIcon'),
  '@mui/material/Tab': () => import('@mui/material/Tab'),
  '@mui/material/Table': () => import('@mui/material/Table'),
  '@mui/material/TableBody': () => import('@mui/material/TableBody'),
  '@mui/material/TableCell': () => import('@mui/material/TableCell'),
  '@mui/material/TableContainer': () => import('@mui/material/TableContainer'),
  '@mui/material/TableHead': () => import('@mui/material/TableHead'),
  '@mui/material/TableRow': () => import('@mui/material/TableRow'),
  '@mui/material/TextField': () => import('@mui/material/TextField'),
  '@mui/material/Toolbar': () => import('@mui/material/Toolbar'),
  '@mui/material/Tabs': () => import('@mui/material/Tabs'),
  '@mui/material/Tooltip': () => import('@mui/material/Tooltip'),
  '@mui/material/Typography': () => import('@mui/material/Typography'),
  '@mui/material/styles': () => import('@mui/material/styles'),
  '@mui/material/useMediaQuery': () => import('@mui/material/useMediaQuery'),
  '@mui/material/utils': () => import('@mui/material/utils'),
};

/** The rules for `key`: its own entry, else its package's prefix entry (`@mui/material/`). */
function configOf(key: string, configs: Record<string, ShareConfig>): ShareConfig {
  const own = configs[key];
  if (own) return own;
  const prefix = Object.keys(configs)
    .filter((name) => name.endsWith('/') && key.startsWith(name))
    .sort((a, b) => b.length - a.length)[0];
  if (!prefix) throw new Error(`${key} is offered to remotes but not shared in shared/build/federation.mjs`);
  return configs[prefix]!;
}

/**
 * The `shared` option of the shell's federation instance. Every entry counts as loaded: with the
 * `loaded-first` strategy a remote then always takes the shell's copy, even where it was built
 * with a newer patch of a library (the versions' rules still apply: a remote that needs a newer
 * @agrihub/shared than the shell's, strict, fails into the "module unavailable" fallback).
 */
export function sharedForRemotes(configs: Record<string, ShareConfig> = __SHARED_FOR_REMOTES__): NonNullable<UserOptions['shared']> {
  return Object.fromEntries(
    Object.entries(SHARED_FOR_REMOTES).map(([key, load]) => {
      const { version, singleton, requiredVersion, strictVersion } = configOf(key, configs);
      return [
        key,
        {
          version,
          shareConfig: { singleton, requiredVersion, strictVersion },
          loaded: true,
          get: () => load().then((module) => () => module),
        },
      ];
    }),
  );
}
