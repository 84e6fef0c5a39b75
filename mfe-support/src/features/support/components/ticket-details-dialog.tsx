import { useMemo } from 'react';
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
import { ErrorState, LoadingState, StatusChip, errorMessage, formatDateTime, ltr, optionLabel } from '@agrihub/shared';
import { useTicket } from '../api/get-ticket';
import { contactMethods, ticketCategories, ticketPriorities, ticketStatusLabel } from '../constants';
import { useSupportTranslation } from '../../../locales/i18n';

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
  const { t } = useSupportTranslation();
  const query = useTicket(ticketId);
  const fullScreen = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const options = useMemo(() => ({ categories: ticketCategories(t), priorities: ticketPriorities(t), contactMethods: contactMethods(t) }), [t]);
  const ticket = query.data;
  return (
    <Dialog open={ticketId !== null} onClose={onClose} fullWidth maxWidth="sm" fullScreen={fullScreen} aria-labelledby="ticket-details-title">
      <DialogTitle id="ticket-details-title">
        {ticket ? t('ticketDetails.title', { reference: ltr(ticket.reference) }) : t('ticketDetails.fallbackTitle')}
      </DialogTitle>
      <DialogContent>
        {query.isPending ? <LoadingState label={t('ticketDetails.loading')} minHeight={120} /> : null}
        {query.isError ? (
          <ErrorState message={t('ticketDetails.loadFailed')} detail={errorMessage(query.error, '')} onRetry={() => void query.refetch()} />
        ) : null}
        {ticket ? (
          <Box component="dl" sx={{ m: 0 }}>
            <Row label={t('ticketDetails.subject')}>{ticket.subject}</Row>
            <Row label={t('ticketDetails.status')}>
              <StatusChip kind="ticket" status={ticket.status} label={ticketStatusLabel(t, ticket.status)} component="span" />
            </Row>
            <Row label={t('ticketDetails.priority')}>{optionLabel(options.priorities, ticket.priority)}</Row>
            <Row label={t('ticketDetails.category')}>{optionLabel(options.categories, ticket.category)}</Row>
            <Row label={t('ticketDetails.contactMethod')}>{optionLabel(options.contactMethods, ticket.contactMethod)}</Row>
            <Row label={t('ticketDetails.created')}>{formatDateTime(ticket.createdAt)}</Row>
            <Row label={t('ticketDetails.updated')}>{formatDateTime(ticket.updatedAt)}</Row>
            <Row label={t('ticketDetails.description')}>
              <Box component="span" sx={{ whiteSpace: 'pre-wrap' }}>
                {ticket.description || t('ticketDetails.noDescription')}
              </Box>
            </Row>
          </Box>
        ) : null}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose}>{t('ticketDetails.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
