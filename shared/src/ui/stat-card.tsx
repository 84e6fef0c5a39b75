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
      <CardContent sx={{ display: 'flex', gap: 2, alignItems: 'flex-start', '&:last-child': { pb: 2 } }}>
        <Box sx={{ flexGrow: 1, minWidth: 0 }}>
          <Typography variant="body2" color="text.secondary" sx={{ fontWeight: 500 }}>
            {title}
          </Typography>
          <Typography
            variant="h5"
            component="p"
            data-testid={testId ? `${testId}-value` : undefined}
            sx={{ mt: 0.75, fontWeight: 700, overflowWrap: 'anywhere' }}
          >
            {loading ? <Skeleton width="60%" /> : value}
          </Typography>
          {helper ? (
            <Typography variant="caption" color="text.secondary" component="div" sx={{ mt: 0.5 }}>
              {loading ? <Skeleton width="40%" /> : helper}
            </Typography>
          ) : null}
        </Box>
        {icon ? (
          <Box
            aria-hidden
            sx={{
              flexShrink: 0,
              width: 44,
              height: 44,
              borderRadius: 2,
              display: 'grid',
              placeItems: 'center',
              color: accent,
              bgcolor: 'action.hover',
            }}
          >
            {icon}
          </Box>
        ) : null}
      </CardContent>
    </Card>
  );
}
