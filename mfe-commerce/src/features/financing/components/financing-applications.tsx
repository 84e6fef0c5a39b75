import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { EmptyState, formatDate, formatPKR } from '@agrihub/shared';
import type { FinancingApplication } from '../api/get-financing-applications';
import type { FinancingStatus } from '@agrihub/shared';
import { STATUS_COLOR } from '../constants';

export function FinancingStatusChip({ status }: { status: FinancingStatus }) {
  return <Chip size="small" variant="outlined" color={STATUS_COLOR[status]} label={status} sx={{ fontWeight: 600 }} />;
}

/** The seller's applications with the bank's decision so far. */
export function FinancingApplications({ applications }: { applications: FinancingApplication[] }) {
  if (applications.length === 0) {
    return <EmptyState dense title="No financing applications yet." description="Apply to request working capital from our partner bank." />;
  }
  return (
    <Box component="ul" aria-label="Financing applications" sx={{ listStyle: 'none', m: 0, p: 0 }}>
      {applications.map((a, index) => (
        <Box
          component="li"
          key={a._id}
          data-testid="financing-application"
          sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center', px: 2, py: 1.5, borderTop: index === 0 ? 0 : 1, borderColor: 'divider' }}
        >
          <Box sx={{ flex: '1 1 200px', minWidth: 0 }}>
            <Typography sx={{ fontWeight: 600 }}>{`${formatPKR(a.amount)} for ${a.tenureMonths} months`}</Typography>
            <Typography variant="body2" color="text.secondary">
              {`${a.reference} · ${a.purpose} · Applied ${formatDate(a.createdAt)}`}
            </Typography>
          </Box>
          <FinancingStatusChip status={a.status} />
        </Box>
      ))}
    </Box>
  );
}
