import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { ErrorState, LoadingState, StatusChip, errorMessage, formatDateTime, optionLabel } from '@agrihub/shared';
import { useTicket } from '../api/get-ticket';
import { CONTACT_METHODS, TICKET_CATEGORIES, TICKET_PRIORITIES } from '../constants';

export interface TicketDetailsDialogProps {
  ticketId: string | null;
  onClose: () => void;
}

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box
      component="div"
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', sm: '160px 1fr' },
        gap: { xs: 0, sm: 2 },
        py: 0.75,
      }}
    >
      <Typography component="dt" variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography component="dd" sx={{ m: 0, overflowWrap: 'anywhere' }}>
        {children}
      </Typography>
    </Box>
  );
}

/** One ticket's details, read from the server. */
export function TicketDetailsDialog({ ticketId, onClose }: TicketDetailsDialogProps) {
  const query = useTicket(ticketId);
  const fullScreen = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const t = query.data;
  return (
    <Dialog open={ticketId !== null} onClose={onClose} fullWidth maxWidth="sm" fullScreen={fullScreen} aria-labelledby="ticket-details-title">
      <DialogTitle id="ticket-details-title">{t ? `Ticket ${t.reference}` : 'Ticket details'}</DialogTitle>
      <DialogContent>
        {query.isPending ? <LoadingState label="Loading ticket..." minHeight={120} /> : null}
        {query.isError ? <ErrorState message="Could not load the ticket" detail={errorMessage(query.error, '')} onRetry={() => void query.refetch()} /> : null}
        {t ? (
          <Box component="dl" sx={{ m: 0 }}>
            <Row label="Subject">{t.subject}</Row>
            <Row label="Status">
              <StatusChip kind="ticket" status={t.status} label={t.status} component="span" />
            </Row>
            <Row label="Priority">{optionLabel(TICKET_PRIORITIES, t.priority)}</Row>
            <Row label="Category">{optionLabel(TICKET_CATEGORIES, t.category)}</Row>
            <Row label="Contact method">{optionLabel(CONTACT_METHODS, t.contactMethod)}</Row>
            <Row label="Created">{formatDateTime(t.createdAt)}</Row>
            <Row label="Last updated">{formatDateTime(t.updatedAt)}</Row>
            <Row label="Description">
              <Box component="span" sx={{ whiteSpace: 'pre-wrap' }}>
                {t.description || '-'}
              </Box>
            </Row>
          </Box>
        ) : null}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose}>Close</Button>
      </DialogActions>
    </Dialog>
  );
}
