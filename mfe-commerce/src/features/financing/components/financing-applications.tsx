import Chip from '@mui/material/Chip';
import { EmptyState, RowList, RowTitle, formatDate, formatPKR } from '@agrihub/shared';
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
    <RowList items={applications} label="Financing applications" rowTestId="financing-application" keyOf={(a) => a._id}>
      {(a) => (
        <>
          <RowTitle
            primary={`${formatPKR(a.amount)} for ${a.tenureMonths} months`}
            secondary={`${a.reference} · ${a.purpose} · Applied ${formatDate(a.createdAt)}`}
            ellipsis="none"
          />
          <FinancingStatusChip status={a.status} />
        </>
      )}
    </RowList>
  );
}
