import DescriptionOutlinedIcon from '@mui/icons-material/DescriptionOutlined';
import VerifiedOutlinedIcon from '@mui/icons-material/VerifiedOutlined';
import HourglassEmptyOutlinedIcon from '@mui/icons-material/HourglassEmptyOutlined';
import EventBusyOutlinedIcon from '@mui/icons-material/EventBusyOutlined';
import { StatCards, formatNumber } from '@agrihub/shared';
import { useDocumentSummary } from '../api/get-document-summary';
import type { DocumentSummary } from '../api/get-document-summary';
import { useDocumentsTranslation } from '../../../locales/i18n';

// Spec 8: a failed load shows zero counts.
const NONE: DocumentSummary = { total: 0, Verified: 0, Pending: 0, Expired: 0 };

export function DocumentStats() {
  const { t } = useDocumentsTranslation();
  const summary = useDocumentSummary();
  const s = summary.data ?? NONE;
  const loading = summary.isPending;
  const cards = [
    { testId: 'stat-total', title: t('stats.total'), value: formatNumber(s.total), icon: <DescriptionOutlinedIcon />, accent: '#0d47a1' },
    { testId: 'stat-verified', title: t('stats.verified'), value: formatNumber(s.Verified), icon: <VerifiedOutlinedIcon />, accent: '#1b5e20' },
    { testId: 'stat-pending', title: t('stats.pending'), value: formatNumber(s.Pending), icon: <HourglassEmptyOutlinedIcon />, accent: '#8a6100' },
    { testId: 'stat-expired', title: t('stats.expired'), value: formatNumber(s.Expired), icon: <EventBusyOutlinedIcon />, accent: '#b3261e' },
  ];
  return <StatCards cards={cards} columns={{ lg: 4 }} mb={3} loading={loading} />;
}
