import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Pagination from '@mui/material/Pagination';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { EmptyState, ErrorState, LoadingState, SearchField, errorMessage, formatNumber } from '@agrihub/shared';
import { RETAILERS_PAGE_SIZE, useRetailers } from '../api/get-retailers';
import { contactLine } from './retailer-details-dialog';

export const VIEW_ALL_RETAILERS = 'View all retailers';
export const ALL_RETAILERS_TITLE = 'All Retailers';
export const RETAILERS_LOAD_FAILED = 'Failed to load retailers';

/**
 * Every retailer of the seller, not only the ten the ranking shows: searched by name or city, a page
 * at a time, each with its contact line.
 */
export function AllRetailersDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const [q, setQ] = useState('');
  const [page, setPage] = useState(1);
  const retailers = useRetailers({ q, page }, open);
  const fullScreen = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const total = retailers.data?.pagination.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / RETAILERS_PAGE_SIZE));

  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="sm" fullScreen={fullScreen} aria-labelledby="all-retailers-title">
      <DialogTitle id="all-retailers-title">{ALL_RETAILERS_TITLE}</DialogTitle>
      <DialogContent dividers>
        <SearchField
          value={q}
          onSearch={(next) => {
            setQ(next);
            setPage(1);
          }}
          label="Search retailers"
          placeholder="Name or city..."
          size="small"
          fullWidth
        />
        {retailers.isPending ? (
          <LoadingState label="Loading retailers..." minHeight={160} />
        ) : retailers.isError ? (
          <Box sx={{ mt: 2 }}>
            <ErrorState message={errorMessage(retailers.error, RETAILERS_LOAD_FAILED)} onRetry={() => void retailers.refetch()} />
          </Box>
        ) : retailers.data.retailers.length === 0 ? (
          <EmptyState title={q.trim() ? 'No retailers match your search.' : 'No retailers yet.'} dense />
        ) : (
          <>
            <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
              {`${formatNumber(total)} ${total === 1 ? 'retailer' : 'retailers'}`}
            </Typography>
            <Box component="ul" aria-label="Retailers" sx={{ listStyle: 'none', m: 0, p: 0 }}>
              {retailers.data.retailers.map((r) => (
                <Box component="li" key={r._id} data-testid="retailer-row" sx={{ py: 1, borderBottom: 1, borderColor: 'divider' }}>
                  <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{r.name}</Typography>
                  <Typography variant="body2" color="text.secondary">
                    {contactLine(r)}
                  </Typography>
                </Box>
              ))}
            </Box>
            {pages > 1 ? (
              <Box sx={{ display: 'flex', justifyContent: 'center', pt: 2 }}>
                <Pagination count={pages} page={page} onChange={(_, p) => setPage(p)} siblingCount={0} color="primary" />
              </Box>
            ) : null}
          </>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Close</Button>
      </DialogActions>
    </Dialog>
  );
}
