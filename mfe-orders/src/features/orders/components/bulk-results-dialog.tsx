import { useId } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import CheckCircleOutlined from '@mui/icons-material/CheckCircleOutlined';
import CancelOutlined from '@mui/icons-material/CancelOutlined';
import { RowList, ltr } from '@agrihub/shared';
import type { BulkResult } from '../api/move-orders';
import { useOrdersTranslation } from '../../../locales/i18n';

/** What became of each order of a bulk move: 'Moved to confirmed', or the server's reason it did not move. */
export function BulkResultsDialog({ results, onClose }: { results: BulkResult[]; onClose: () => void }) {
  const { t } = useOrdersTranslation();
  const titleId = useId();
  const moved = results.filter((r) => r.ok).length;
  return (
    <Dialog open onClose={onClose} maxWidth="sm" fullWidth aria-labelledby={titleId}>
      <DialogTitle id={titleId}>{t('bulk.resultsTitle')}</DialogTitle>
      <DialogContent sx={{ px: { xs: 1, sm: 3 } }}>
        <Typography sx={{ mb: 1, px: { xs: 2, sm: 0 } }}>{t('bulk.moved', { moved, count: results.length })}</Typography>
        <RowList items={results} keyOf={(r) => r._id} label={t('bulk.results')} rowTestId="bulk-result" wrap={false}>
          {(r) => (
            <>
              <Box aria-hidden sx={{ display: 'flex', color: r.ok ? 'success.main' : 'error.main' }}>
                {r.ok ? <CheckCircleOutlined fontSize="small" /> : <CancelOutlined fontSize="small" />}
              </Box>
              <Box sx={{ minWidth: 0 }}>
                <Typography sx={{ fontWeight: 600 }}>{ltr(r.orderNumber ?? r._id)}</Typography>
                <Typography variant="body2" color={r.ok ? 'text.secondary' : 'error.main'} sx={{ overflowWrap: 'anywhere' }}>
                  {r.ok ? t(`bulk.movedTo.${r.status ?? 'unknown'}`) : (r.message ?? t('bulk.notMoved'))}
                </Typography>
              </Box>
            </>
          )}
        </RowList>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button variant="contained" onClick={onClose}>
          {t('common.close')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
