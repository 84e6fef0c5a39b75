import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { Theme } from '@mui/material/styles';

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
  /** Makes the card a button (a toggle, `aria-pressed`), e.g. filtering a list to what it counts. */
  onClick?: () => void;
  /** The list shows what this card counts now (with onClick). */
  selected?: boolean;
}

export function StatCard({ title, value, helper, icon, accent = 'primary.main', loading = false, testId, onClick, selected = false }: StatCardProps) {
  const content = (
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
        // Two to a row on a phone: an amount breaks between 'PKR' and its figure before anywhere else.
        sx={{ mt: 1, fontWeight: 700, fontSize: { xs: '1.25rem', sm: '1.5rem', lg: '1.375rem', xl: '1.5rem' }, overflowWrap: 'break-word' }}
      >
        {loading ? <Skeleton width="60%" /> : value}
      </Typography>
      {helper ? (
        <Typography variant="caption" color="text.secondary" component="div" sx={{ mt: 0.5 }}>
          {loading ? <Skeleton width="40%" /> : helper}
        </Typography>
      ) : null}
    </CardContent>
  );
  return (
    <Card
      data-testid={testId}
      // The list's filter now: its border and a ring inside it in the card's colour, with no shift.
      sx={{ height: '100%', ...(onClick && selected ? { borderColor: accent, boxShadow: (theme) => `inset 0 0 0 1px ${colorOf(theme, accent)}` } : {}) }}
    >
      {onClick ? (
        <CardActionArea
          onClick={onClick}
          aria-pressed={selected}
          sx={{ height: '100%', display: 'flex', flexDirection: 'column', alignItems: 'stretch', justifyContent: 'flex-start' }}
        >
          {content}
        </CardActionArea>
      ) : (
        content
      )}
    </Card>
  );
}

/** A palette path ('info.main') as its colour, or a CSS colour as it is. */
function colorOf(theme: Theme, color: string): string {
  const [group, shade] = color.split('.');
  const entry = (theme.palette as unknown as Record<string, Record<string, string> | undefined>)[group ?? ''];
  return (shade && entry?.[shade]) || color;
}

type Breakpoint = 'sm' | 'md' | 'lg';

/** On a phone every page's figures stand two to a row (issue 19): the same rhythm on every page. */
export const STAT_COLUMNS_ON_PHONES = 2;

export interface StatCardsProps {
  /** One card each, in reading order. */
  cards: (StatCardProps & { testId: string })[];
  /** Cards per row from each width up, e.g. `{ md: 4 }`; below the first, STAT_COLUMNS_ON_PHONES. */
  columns: Partial<Record<Breakpoint, number>>;
  /** Names the row for assistive technology (it is then a labelled section). */
  label?: string;
  /** Space below the row, in theme units. */
  mb?: number;
  loading?: boolean;
}

/** A page's row of figures: the cards in a grid that reflows by width. */
export function StatCards({ cards, columns, label, mb = 0, loading = false }: StatCardsProps) {
  const repeat = (n: number) => `repeat(${n}, minmax(0, 1fr))`;
  return (
    <Box
      component={label ? 'section' : 'div'}
      aria-label={label}
      // The phone's columns are the base style, the wider widths' their own media queries.
      sx={(theme) => ({
        display: 'grid',
        gap: 2,
        mb,
        gridTemplateColumns: repeat(STAT_COLUMNS_ON_PHONES),
        ...Object.fromEntries(Object.entries(columns).map(([bp, n]) => [theme.breakpoints.up(bp as Breakpoint), { gridTemplateColumns: repeat(n) }])),
      })}
    >
      {cards.map((card) => (
        <StatCard key={card.testId} loading={loading} {...card} />
      ))}
    </Box>
  );
}
