import Box from '@mui/material/Box';
import DescriptionOutlinedIcon from '@mui/icons-material/DescriptionOutlined';
import VerifiedOutlinedIcon from '@mui/icons-material/VerifiedOutlined';
import HourglassEmptyOutlinedIcon from '@mui/icons-material/HourglassEmptyOutlined';
import EventBusyOutlinedIcon from '@mui/icons-material/EventBusyOutlined';
import { StatCard, formatNumber } from '@agrihub/shared';
import { useDocumentSummary } from '../api/get-document-summary';
import type { DocumentSummary } from '../api/get-document-summary';

// Spec 8: a failed load shows zero counts.
const NONE: DocumentSummary = { total: 0, Verified: 0, Pending: 0, Expired: 0 };

export function DocumentStats() {
  const summary = useDocumentSummary();
  const s = summary.data ?? NONE;
  const loading = summary.isPending;
  return (
    <Box sx={{ display: 'grid', gap: 2, mb: 3, gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', lg: 'repeat(4, minmax(0, 1fr))' } }}>
      <StatCard
        testId="stat-total"
        title="Total Documents"
        value={formatNumber(s.total)}
        loading={loading}
        icon={<DescriptionOutlinedIcon />}
        accent="#0d47a1"
      />
      <StatCard testId="stat-verified" title="Verified" value={formatNumber(s.Verified)} loading={loading} icon={<VerifiedOutlinedIcon />} accent="#1b5e20" />
      <StatCard
        testId="stat-pending"
        title="Pending"
        value={formatNumber(s.Pending)}
        loading={loading}
        icon={<HourglassEmptyOutlinedIcon />}
        accent="#8a6100"
      />
      <StatCard testId="stat-expired" title="Expired" value={formatNumber(s.Expired)} loading={loading} icon={<EventBusyOutlinedIcon />} accent="#b3261e" />
    </Box>
  );
}
