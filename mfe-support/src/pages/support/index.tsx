import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import AddIcon from '@mui/icons-material/Add';
import CheckCircleOutlineIcon from '@mui/icons-material/CheckCircleOutlined';
import ConfirmationNumberOutlinedIcon from '@mui/icons-material/ConfirmationNumberOutlined';
import HourglassEmptyIcon from '@mui/icons-material/HourglassEmpty';
import NotificationsNoneIcon from '@mui/icons-material/NotificationsNone';
import { ErrorState, LoadingState, PageHeader, Permitted, StatCards, errorMessage, formatNumber, useNotifications } from '@agrihub/shared';
import { useTickets } from '../../features/support/api/get-tickets';
import { useTicketSummary } from '../../features/support/api/get-ticket-summary';
import { TicketList } from '../../features/support/components/ticket-list';
import { NotificationList } from '../../features/support/components/notification-list';
import { NewTicketDialog } from '../../features/support/components/new-ticket-dialog';
import { TicketDetailsDialog } from '../../features/support/components/ticket-details-dialog';
import { useSupportTranslation } from '../../locales/i18n';

export default function SupportPage() {
  const { t } = useSupportTranslation();
  // The three loads run in parallel; a failed one reads as zero counts and an empty list (spec 8).
  const summary = useTicketSummary();
  const tickets = useTickets();
  const notifications = useNotifications();
  const [creating, setCreating] = useState(false);
  const [openTicketId, setOpenTicketId] = useState<string | null>(null);
  const loading = summary.isPending || tickets.isPending || notifications.isPending;
  const notificationList = notifications.data?.notifications ?? [];
  // Beside spec 8's zero counts and empty lists: what failed, and Try again for the loads that did.
  const failedLoads = [summary, tickets, notifications].filter((q) => q.isError);
  const retry = () => failedLoads.forEach((q) => void q.refetch());

  return (
    <Box>
      <PageHeader
        title={t('supportPage.title')}
        subtitle={t('supportPage.subtitle')}
        actions={
          <Permitted area="support">
            <Button variant="contained" startIcon={<AddIcon />} onClick={() => setCreating(true)}>
              {t('supportPage.newTicket')}
            </Button>
          </Permitted>
        }
      />
      {loading ? (
        <LoadingState label={t('supportPage.loading')} />
      ) : (
        <>
          {failedLoads.length > 0 ? (
            <ErrorState message={t('supportPage.loadFailed')} detail={errorMessage(failedLoads[0]!.error, '')} onRetry={retry} />
          ) : null}
          <StatCards
            label={t('supportPage.summary')}
            mb={3}
            columns={{ md: 4 }}
            cards={[
              {
                testId: 'tile-open',
                title: t('supportPage.tiles.open'),
                value: formatNumber(summary.data?.open ?? 0),
                icon: <ConfirmationNumberOutlinedIcon />,
                accent: 'error.main',
              },
              {
                testId: 'tile-pending',
                title: t('supportPage.tiles.pending'),
                value: formatNumber(summary.data?.pending ?? 0),
                icon: <HourglassEmptyIcon />,
                accent: 'warning.main',
              },
              {
                testId: 'tile-resolved',
                title: t('supportPage.tiles.resolved'),
                value: formatNumber(summary.data?.resolved ?? 0),
                icon: <CheckCircleOutlineIcon />,
                accent: 'success.main',
              },
              {
                testId: 'tile-notifications',
                title: t('supportPage.tiles.notifications'),
                value: formatNumber(notificationList.length),
                icon: <NotificationsNoneIcon />,
                accent: 'info.main',
              },
            ]}
          />
          <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', lg: '1fr 1fr' } }}>
            <TicketList tickets={tickets.data ?? []} onOpen={(ticket) => setOpenTicketId(ticket._id)} />
            <NotificationList notifications={notificationList} />
          </Box>
        </>
      )}
      <NewTicketDialog open={creating} onClose={() => setCreating(false)} />
      <TicketDetailsDialog ticketId={openTicketId} onClose={() => setOpenTicketId(null)} />
    </Box>
  );
}
