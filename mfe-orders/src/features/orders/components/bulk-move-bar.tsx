import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { formatNumber, formatPKR } from '@agrihub/shared';
import { useMoveOrders, type BulkResult } from '../api/move-orders';
import type { Order } from '../api/get-orders';
import { BULK_MOVES, moveLabel, type Move } from '../constants';
import { useOrdersTranslation } from '../../../locales/i18n';
import { BulkResultsDialog } from './bulk-results-dialog';
import { MoveDialog } from './move-dialog';

export interface BulkMoveBarProps {
  /** The selected orders. */
  orders: Order[];
  /** After the server answered: the selection is done with. */
  onDone: () => void;
}

/**
 * The selected orders' move: 'N selected', the move and Apply. Apply asks first, as a single move
 * does, with how many orders and their total (issue 41); cancelling also asks for the reason. The
 * server moves each order on its own; the results dialog says, per order, whether it moved or why not.
 */
export function BulkMoveBar({ orders, onDone }: BulkMoveBarProps) {
  const { t } = useOrdersTranslation();
  const [move, setMove] = useState<Move>('confirmed');
  const [asking, setAsking] = useState(false);
  const [results, setResults] = useState<BulkResult[] | null>(null);
  const moveOrders = useMoveOrders();
  const ids = orders.map((o) => o._id);
  // What the retailers owe for them, as their cards say (with their sales tax), in paisa to add exactly.
  const total = orders.reduce((sum, o) => sum + Math.round(o.grandTotal * 100), 0) / 100;

  const finish = (answer: BulkResult[]) => {
    setResults(answer);
    onDone();
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
          <Button variant="contained" onClick={() => setAsking(true)} disabled={moveOrders.isPending} sx={{ flex: { xs: '1 1 100%', sm: '0 0 auto' } }}>
            {moveOrders.isPending ? t('bulk.applying') : t('bulk.apply')}
          </Button>
        </Box>
      ) : null}
      {asking ? (
        <MoveDialog
          move={move}
          title={t(`bulk.title.${move as Exclude<Move, 'shipped'>}`, { count: ids.length, number: formatNumber(ids.length) })}
          summary={`${t('bulk.total', { total: formatPKR(total) })} ${move === 'cancelled' ? t('bulk.cancelSummary') : t('bulk.eachMoves')}`}
          submit={(values) => moveOrders.mutateAsync({ ids, status: move, ...(values.notes.trim() ? { notes: values.notes } : {}) })}
          onDone={finish}
          onClose={() => setAsking(false)}
        />
      ) : null}
      {results ? <BulkResultsDialog results={results} onClose={() => setResults(null)} /> : null}
    </>
  );
}
