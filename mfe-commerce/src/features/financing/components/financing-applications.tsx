import Chip from '@mui/material/Chip';
import { EmptyState, RowList, RowTitle, formatDate, formatPKR, ltr } from '@agrihub/shared';
import { useCommerceTranslation } from '../../../locales/i18n';
import type { FinancingApplication } from '../api/get-financing-applications';
import type { FinancingStatus } from '@agrihub/shared';
import { STATUS_COLOR, financingPurposeLabel, financingStatusLabel } from '../constants';

export function FinancingStatusChip({ status }: { status: FinancingStatus }) {
  const { t } = useCommerceTranslation();
  return <Chip size="small" variant="outlined" color={STATUS_COLOR[status]} label={financingStatusLabel(t, status)} sx={{ fontWeight: 600 }} />;
}

/** The seller's applications with the bank's decision so far. */
export function FinancingApplications({ applications }: { applications: FinancingApplication[] }) {
  const { t } = useCommerceTranslation();
  if (applications.length === 0) {
    return <EmptyState dense title={t('financing.applications.empty')} description={t('financing.applications.emptyHint')} />;
  }
  return (
    <RowList items={applications} label={t('financing.applications.label')} rowTestId="financing-application" keyOf={(a) => a._id}>
      {(a) => (
        <>
          <RowTitle
            primary={t('financing.applications.amountFor', { amount: formatPKR(a.amount), count: a.tenureMonths })}
            secondary={t('financing.applications.details', {
              reference: ltr(a.reference),
              purpose: financingPurposeLabel(t, a.purpose),
              date: formatDate(a.createdAt),
            })}
            ellipsis="none"
          />
          <FinancingStatusChip status={a.status} />
        </>
      )}
    </RowList>
  );
}
