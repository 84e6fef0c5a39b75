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
import { Permitted, StatusChip } from '@agrihub/shared';
import { useDocumentChecklist } from '../api/get-document-checklist';
import { VERIFICATION_NOTE } from '../constants';
import type { Checklist, RequiredDocumentType } from '../document-rules';

export const CHECKLIST_TITLE = 'Verification checklist';

type ItemStatus = Checklist['items'][number]['status'];

const LABELS: Record<ItemStatus, string> = {
  Missing: 'Not uploaded',
  Pending: 'Pending review',
  Verified: 'Verified',
  Expired: 'Expired',
};

const ICONS: Record<ItemStatus, ReactNode> = {
  Missing: <RadioButtonUncheckedIcon color="disabled" />,
  Pending: <ScheduleIcon sx={{ color: '#8a6100' }} />,
  Verified: <CheckCircleIcon color="success" />,
  Expired: <ErrorOutlinedIcon color="error" />,
};

/**
 * For an unverified seller only: where each of the 6 required types stands, with a shortcut to
 * upload what is missing or expired.
 */
export function VerificationChecklist({ onUpload }: { onUpload: (docType: RequiredDocumentType) => void }) {
  const checklist = useDocumentChecklist();
  if (!checklist.data || checklist.data.isVerified) return null;
  const { items } = checklist.data;
  const uploaded = items.filter((i) => i.status === 'Pending' || i.status === 'Verified').length;
  const verified = items.filter((i) => i.status === 'Verified').length;
  return (
    <Card data-testid="verification-checklist" sx={{ mb: 3, borderColor: '#f3dc8f', bgcolor: '#fffdf5' }}>
      <CardContent>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, justifyContent: 'space-between', alignItems: 'baseline' }}>
          <Typography variant="h6" component="h2" id="verification-checklist-title">
            {CHECKLIST_TITLE}
          </Typography>
          <Typography variant="body2" color="text.secondary" data-testid="checklist-progress">
            {uploaded} of {items.length} uploaded · {verified} verified
          </Typography>
        </Box>
        <Typography color="text.secondary" sx={{ mt: 0.5 }}>
          {VERIFICATION_NOTE}
        </Typography>
        <LinearProgress
          variant="determinate"
          value={(uploaded / items.length) * 100}
          aria-label="Required documents uploaded"
          sx={{ mt: 2, height: 6, borderRadius: 3 }}
        />
        <Box component="ul" aria-labelledby="verification-checklist-title" sx={{ listStyle: 'none', m: 0, mt: 1, p: 0 }}>
          {items.map((item) => (
            <Box
              component="li"
              key={item.docType}
              aria-label={item.docType}
              data-status={item.status}
              sx={{ display: 'flex', alignItems: 'center', gap: 1.5, py: 1, flexWrap: { xs: 'wrap', sm: 'nowrap' } }}
            >
              <Box aria-hidden sx={{ display: 'flex', flexShrink: 0 }}>
                {ICONS[item.status]}
              </Box>
              <Typography sx={{ flexGrow: 1, minWidth: 0, flexBasis: { xs: 'calc(100% - 40px)', sm: 'auto' }, overflowWrap: 'anywhere' }}>
                {item.docType}
              </Typography>
              <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexShrink: 0, pl: { xs: 4.5, sm: 0 } }}>
                <StatusChip kind={item.status === 'Missing' ? 'generic' : 'document'} status={item.status} label={LABELS[item.status]} />
                {item.status === 'Missing' || item.status === 'Expired' ? (
                  <Permitted area="documents">
                    <Button size="small" onClick={() => onUpload(item.docType)} aria-label={`Upload ${item.docType}`}>
                      Upload
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
