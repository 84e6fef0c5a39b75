import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

export interface RowListProps<T> {
  items: readonly T[];
  /** The list's accessible name. */
  label?: string;
  /** Each row's `data-testid`. */
  rowTestId?: string;
  keyOf: (item: T) => string;
  /** Rows whose parts wrap onto a second line when narrow (true), or stay on one line. */
  wrap?: boolean;
  children: (item: T) => ReactNode;
}

/** A plain list of rows inside a card: one row per item, a divider between rows, the parts in a line. */
export function RowList<T>({ items, label, rowTestId, keyOf, wrap = true, children }: RowListProps<T>) {
  return (
    <Box component="ul" aria-label={label} sx={{ listStyle: 'none', m: 0, p: 0 }}>
      {items.map((item, index) => (
        <Box
          component="li"
          key={keyOf(item)}
          data-testid={rowTestId}
          sx={{
            display: 'flex',
            flexWrap: wrap ? 'wrap' : undefined,
            alignItems: 'center',
            gap: 2,
            px: 2,
            py: 1.5,
            borderTop: index === 0 ? 0 : 1,
            borderColor: 'divider',
          }}
        >
          {children(item)}
        </Box>
      ))}
    </Box>
  );
}

export interface RowTitleProps {
  primary: ReactNode;
  secondary: ReactNode;
  /** Which lines end in an ellipsis rather than wrap. */
  ellipsis?: 'detail' | 'both' | 'none';
  /** Where the block grows from: a wrapping row gives it 200px before it wraps. */
  flex?: string | number;
}

/** A row's name in bold and its detail line under it. */
export function RowTitle({ primary, secondary, ellipsis = 'detail', flex = '1 1 200px' }: RowTitleProps) {
  return (
    <Box sx={{ flex, minWidth: 0 }}>
      <Typography sx={{ fontWeight: 600 }} noWrap={ellipsis === 'both'}>
        {primary}
      </Typography>
      <Typography variant="body2" color="text.secondary" noWrap={ellipsis !== 'none'}>
        {secondary}
      </Typography>
    </Box>
  );
}
