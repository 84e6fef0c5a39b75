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

export const TITLE = 'Support & Notifications';
export const SUPPORT_LOAD_FAILED = 'Failed to load support data';

export default function SupportPage() {
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
        title={TITLE}
        subtitle="Get help and stay on top of system notifications."
        actions={
          <Permitted area="support">
            <Button variant="contained" startIcon={<AddIcon />} onClick={() => setCreating(true)}>
              New Ticket
            </Button>
          </Permitted>
        }
      />
      {loading ? (
        <LoadingState label="Loading support data..." />
      ) : (
        <>
          {failedLoads.length > 0 ? <ErrorState message={SUPPORT_LOAD_FAILED} detail={errorMessage(failedLoads[0]!.error, '')} onRetry={retry} /> : null}
          <StatCards
            label="Support summary"
            mb={3}
            columns={{ md: 4 }}
            cards={[
              {
                testId: 'tile-open',
                title: 'Open Tickets',
                value: formatNumber(summary.data?.open ?? 0),
                icon: <ConfirmationNumberOutlinedIcon />,
                accent: 'error.main',
              },
              {
                testId: 'tile-pending',
                title: 'Pending Response',
                value: formatNumber(summary.data?.pending ?? 0),
                icon: <HourglassEmptyIcon />,
                accent: 'warning.main',
              },
              {
                testId: 'tile-resolved',
                title: 'Resolved',
                value: formatNumber(summary.data?.resolved ?? 0),
                icon: <CheckCircleOutlineIcon />,
                accent: 'success.main',
              },
              {
                testId: 'tile-notifications',
                title: 'Notifications',
                value: formatNumber(notificationList.length),
                icon: <NotificationsNoneIcon />,
                accent: 'info.main',
              },
            ]}
          />
          <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', lg: '1fr 1fr' } }}>
            <TicketList tickets={tickets.data ?? []} onOpen={(t) => setOpenTicketId(t._id)} />
            <NotificationList notifications={notificationList} />
          </Box>
        </>
      )}
      <NewTicketDialog open={creating} onClose={() => setCreating(false)} />
      <TicketDetailsDialog ticketId={openTicketId} onClose={() => setOpenTicketId(null)} />
    </Box>
  );
}
