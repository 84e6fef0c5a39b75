import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import ErrorOutlinedIcon from '@mui/icons-material/ErrorOutlined';
import RadioButtonUncheckedIcon from '@mui/icons-material/RadioButtonUnchecked';
import ScheduleIcon from '@mui/icons-material/Schedule';
import { Permitted, StatusChip, VerificationReviewNote } from '@agrihub/shared';
import { useDocumentChecklist } from '../api/get-document-checklist';
import { documentTypeName, rejectedText } from '../constants';
import type { Checklist, RequiredDocumentType } from '../document-rules';
import { useDocumentsTranslation } from '../../../locales/i18n';

type ItemStatus = Checklist['items'][number]['status'];

const LABEL_KEYS: Record<ItemStatus, string> = {
  Missing: 'checklist.status.missing',
  Pending: 'checklist.status.pending',
  Verified: 'checklist.status.verified',
  Expired: 'checklist.status.expired',
  Rejected: 'checklist.status.rejected',
};

const ICONS: Record<ItemStatus, ReactNode> = {
  Missing: <RadioButtonUncheckedIcon color="disabled" />,
  Pending: <ScheduleIcon sx={{ color: '#8a6100' }} />,
  Verified: <CheckCircleIcon color="success" />,
  Expired: <ErrorOutlinedIcon color="error" />,
  Rejected: <ErrorOutlinedIcon color="error" />,
};

/** Types the seller is asked to upload (again). */
const NEEDS_UPLOAD: ReadonlySet<ItemStatus> = new Set(['Missing', 'Expired', 'Rejected']);

/**
 * For an unverified seller only: where each of the 6 required types stands (a rejected one with the
 * reason), with a shortcut to upload what is missing, expired or rejected, and once all 6 are
 * uploaded the day the review is expected by.
 */
export function VerificationChecklist({ onUpload }: { onUpload: (docType: RequiredDocumentType) => void }) {
  const { t } = useDocumentsTranslation();
  const checklist = useDocumentChecklist();
  if (!checklist.data || checklist.data.isVerified) return null;
  const { items, review } = checklist.data;
  const uploaded = items.filter((i) => i.status === 'Pending' || i.status === 'Verified').length;
  const verified = items.filter((i) => i.status === 'Verified').length;
  return (
    <Card data-testid="verification-checklist" sx={{ mb: 3, borderColor: '#f3dc8f', bgcolor: '#fffdf5' }}>
      <CardContent>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, justifyContent: 'space-between', alignItems: 'baseline' }}>
          <Typography variant="h6" component="h2" id="verification-checklist-title">
            {t('checklist.title')}
          </Typography>
          <Typography variant="body2" color="text.secondary" data-testid="checklist-progress">
            {t('checklist.progress', { uploaded, total: items.length, verified })}
          </Typography>
        </Box>
        <VerificationReviewNote review={review} />
        <LinearProgress
          variant="determinate"
          value={(uploaded / items.length) * 100}
          aria-label={t('checklist.progressLabel')}
          sx={{ mt: 2, height: 6, borderRadius: 3 }}
        />
        <Box component="ul" aria-labelledby="verification-checklist-title" sx={{ listStyle: 'none', m: 0, mt: 1, p: 0 }}>
          {items.map((item) => (
            <Box
              component="li"
              key={item.docType}
              aria-label={documentTypeName(item.docType, t)}
              data-status={item.status}
              sx={{ display: 'flex', alignItems: 'center', gap: 1.5, py: 1, flexWrap: { xs: 'wrap', sm: 'nowrap' } }}
            >
              <Box aria-hidden sx={{ display: 'flex', flexShrink: 0 }}>
                {ICONS[item.status]}
              </Box>
              <Box sx={{ flexGrow: 1, minWidth: 0, flexBasis: { xs: 'calc(100% - 40px)', sm: 'auto' } }}>
                <Typography sx={{ overflowWrap: 'anywhere' }}>{documentTypeName(item.docType, t)}</Typography>
                {item.rejectionReason ? (
                  <Typography variant="body2" color="error" sx={{ overflowWrap: 'anywhere' }}>
                    {rejectedText(item.rejectionReason, true, t)}
                  </Typography>
                ) : null}
              </Box>
              <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexShrink: 0, pl: { xs: 4.5, sm: 0 } }}>
                <StatusChip
                  kind={item.status === 'Missing' ? 'generic' : 'document'}
                  status={item.status === 'Rejected' ? 'Expired' : item.status}
                  label={t(LABEL_KEYS[item.status])}
                />
                {NEEDS_UPLOAD.has(item.status) ? (
                  <Permitted area="documents">
                    <Button
                      size="small"
                      onClick={() => onUpload(item.docType)}
                      aria-label={t('checklist.uploadType', { docType: documentTypeName(item.docType, t) })}
                    >
                      {t('checklist.upload')}
                    </Button>
                  </Permitted>
                ) : null}
              </Box>
            </Box>
          ))}
        </Box>
      </CardContent>
    </Card>
  );
}
