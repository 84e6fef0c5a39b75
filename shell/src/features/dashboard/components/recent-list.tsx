import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardHeader from '@mui/material/CardHeader';
import Divider from '@mui/material/Divider';
import Typography from '@mui/material/Typography';
import { RowList, RowTitle } from '@agrihub/shared/ui';

export interface RecentRow {
  id: string;
  primary: ReactNode;
  secondary: ReactNode;
  value: ReactNode;
  status: ReactNode;
}

/** A card with a short list: a name and detail on the left, a figure and a status on the right. */
export function RecentList({ title, rows, emptyText, testId }: { title: string; rows: RecentRow[]; emptyText: string; testId: string }) {
  return (
    <Card data-testid={testId} sx={{ height: '100%' }}>
      <CardHeader title={title} slotProps={{ title: { variant: 'h6', component: 'h2' } }} sx={{ pb: 1 }} />
      <Divider />
      {rows.length === 0 ? (
        <Typography color="text.secondary" sx={{ px: 2, py: 4, textAlign: 'center' }}>
          {emptyText}
        </Typography>
      ) : (
        <RowList items={rows} rowTestId={`${testId}-row`} keyOf={(row) => row.id} wrap={false}>
          {(row) => (
            <>
              <RowTitle primary={row.primary} secondary={row.secondary} ellipsis="both" flex={1} />
              <Box sx={{ flexShrink: 0, display: 'flex', flexDirection: 'column', alignItems: 'flex-end', gap: 0.5 }}>
                <Typography variant="body2" sx={{ fontWeight: 600, whiteSpace: 'nowrap' }}>
                  {row.value}
                </Typography>
                {row.status}
              </Box>
            </>
          )}
        </RowList>
      )}
    </Card>
  );
}
