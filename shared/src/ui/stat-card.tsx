import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';

export interface StatCardProps {
  title: string;
  value: ReactNode;
  /** A secondary line under the value (e.g. 'Average order PKR 12,000'). */
  helper?: ReactNode;
  icon?: ReactNode;
  /** Accent colour of the icon tile, any theme palette path or CSS colour. */
  accent?: string;
  loading?: boolean;
  testId?: string;
}

export function StatCard({ title, value, helper, icon, accent = 'primary.main', loading = false, testId }: StatCardProps) {
  return (
    <Card data-testid={testId} sx={{ height: '100%' }}>
      <CardContent sx={{ '&:last-child': { pb: 2 } }}>
        <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'center', justifyContent: 'space-between' }}>
          <Typography variant="body2" color="text.secondary" sx={{ fontWeight: 500 }}>
            {title}
          </Typography>
          {icon ? (
            <Box
              aria-hidden
              sx={{
                flexShrink: 0,
                width: 36,
                height: 36,
                borderRadius: 2,
                display: 'grid',
                placeItems: 'center',
                color: accent,
                bgcolor: 'action.hover',
                '& svg': { fontSize: 20 },
              }}
            >
              {icon}
            </Box>
          ) : null}
        </Box>
        <Typography
          variant="h5"
          component="p"
          data-testid={testId ? `${testId}-value` : undefined}
          sx={{ mt: 1, fontWeight: 700, fontSize: { xs: '1.5rem', lg: '1.375rem', xl: '1.5rem' }, overflowWrap: 'anywhere' }}
        >
          {loading ? <Skeleton width="60%" /> : value}
        </Typography>
        {helper ? (
          <Typography variant="caption" color="text.secondary" component="div" sx={{ mt: 0.5 }}>
            {loading ? <Skeleton width="40%" /> : helper}
          </Typography>
        ) : null}
      </CardContent>
    </Card>
  );
}

type Breakpoint = 'xs' | 'sm' | 'md' | 'lg';

export interface StatCardsProps {
  /** One card each, in reading order. */
  cards: (StatCardProps & { testId: string })[];
  /** Cards per row at each width (from the breakpoint up), e.g. `{ xs: 2, md: 4 }`. */
  columns: Partial<Record<Breakpoint, number>>;
  /** Names the row for assistive technology (it is then a labelled section). */
  label?: string;
  /** Space below the row, in theme units. */
  mb?: number;
  loading?: boolean;
}

/** A page's row of figures: the cards in a grid that reflows by width. */
export function StatCards({ cards, columns, label, mb = 0, loading = false }: StatCardsProps) {
  const gridTemplateColumns = Object.fromEntries(Object.entries(columns).map(([bp, n]) => [bp, `repeat(${n}, minmax(0, 1fr))`]));
  return (
    <Box component={label ? 'section' : 'div'} aria-label={label} sx={{ display: 'grid', gap: 2, mb, gridTemplateColumns }}>
      {cards.map((card) => (
        <StatCard key={card.testId} loading={loading} {...card} />
      ))}
    </Box>
  );
}
