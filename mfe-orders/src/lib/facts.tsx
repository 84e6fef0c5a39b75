import { Fragment } from 'react';
import type { ReactNode } from 'react';
import Box from '@mui/material/Box';

/** Named values as a description list: the name on the left, its value on the right, wrapping where narrow. */
export function Facts({ rows, label }: { rows: [string, ReactNode][]; label?: string }) {
  return (
    <Box component="dl" aria-label={label} sx={{ display: 'grid', gridTemplateColumns: 'auto minmax(0, 1fr)', columnGap: 2, rowGap: 0.75, m: 0 }}>
      {rows.map(([name, value]) => (
        <Fragment key={name}>
          <Box component="dt" sx={{ color: 'text.secondary', typography: 'body2' }}>
            {name}
          </Box>
          <Box component="dd" sx={{ m: 0, typography: 'body2', overflowWrap: 'anywhere' }}>
            {value}
          </Box>
        </Fragment>
      ))}
    </Box>
  );
}
