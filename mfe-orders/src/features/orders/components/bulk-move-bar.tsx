import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { errorMessage, formatNumber, useToast } from '@agrihub/shared';
import { useBulkUpdateStatus, type BulkResult } from '../api/bulk-update-status';
import { BULK_MOVES, moveLabel, type Move } from '../constants';
import { useOrdersTranslation } from '../../../locales/i18n';
import { BulkResultsDialog } from './bulk-results-dialog';
import { MoveDialog } from './move-dialog';

export interface BulkMoveBarProps {
  /** The ids of the selected orders. */
  ids: string[];
  /** After the server answered: the selection is done with. */
  onDone: () => void;
}

/**
 * The selected orders' move: 'N selected', the move and Apply. Cancelling asks for the reason
 * first. The server moves each order on its own; the results dialog says, per order, whether it
 * moved or why not.
 */
export function BulkMoveBar({ ids, onDone }: BulkMoveBarProps) {
  const { t } = useOrdersTranslation();
  const toast = useToast();
  const [move, setMove] = useState<Move>('confirmed');
  const [asking, setAsking] = useState(false);
  const [results, setResults] = useState<BulkResult[] | null>(null);
  const bulk = useBulkUpdateStatus();

  const finish = (answer: BulkResult[]) => {
    setResults(answer);
    onDone();
  };
  const apply = () => {
    if (move === 'cancelled') {
      setAsking(true);
      return;
    }
    bulk.mutate(
      { ids, status: move },
      { onSuccess: finish, onError: (error) => toast.destructive(t('moves.failed'), errorMessage(error, t('common.tryAgain'))) },
    );
  };

  return (
    <>
      {ids.length > 0 ? (
        <Box
          role="region"
          aria-label={t('bulk.region')}
          sx={{
            display: 'flex',
            flexWrap: 'wrap',
            alignItems: 'center',
            gap: 1.5,
            p: 1.5,
            mb: 1.5,
            border: 1,
            borderColor: 'divider',
            borderRadius: 1,
            bgcolor: 'background.paper',
          }}
        >
          <Typography sx={{ fontWeight: 600, flex: '1 1 auto' }} role="status">
            {t('bulk.selected', { number: formatNumber(ids.length) })}
          </Typography>
          <TextField
            select
            size="small"
            label={t('bulk.moveTo')}
            value={move}
            onChange={(e) => setMove(e.target.value as Move)}
            fullWidth={false}
            sx={{ width: { xs: '100%', sm: 220 } }}
          >
            {BULK_MOVES.map((m) => (
              <MenuItem key={m} value={m}>
                {moveLabel(t, m)}
              </MenuItem>
            ))}
          </TextField>
          <Button variant="contained" onClick={apply} disabled={bulk.isPending} sx={{ flex: { xs: '1 1 100%', sm: '0 0 auto' } }}>
            {bulk.isPending ? t('bulk.applying') : t('bulk.apply')}
          </Button>
        </Box>
      ) : null}
      {asking ? (
        <MoveDialog
          move="cancelled"
          title={t('bulk.cancelTitle', { count: ids.length, number: formatNumber(ids.length) })}
          summary={t('bulk.cancelSummary')}
          submit={(values) => bulk.mutateAsync({ ids, status: 'cancelled', notes: values.notes })}
          onDone={finish}
          onClose={() => setAsking(false)}
        />
      ) : null}
      {results ? <BulkResultsDialog results={results} onClose={() => setResults(null)} /> : null}
    </>
  );
}
