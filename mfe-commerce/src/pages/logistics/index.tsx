import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardHeader from '@mui/material/CardHeader';
import Divider from '@mui/material/Divider';
import LocalShippingOutlinedIcon from '@mui/icons-material/LocalShippingOutlined';
import TaskAltOutlinedIcon from '@mui/icons-material/TaskAltOutlined';
import EventAvailableOutlinedIcon from '@mui/icons-material/EventAvailableOutlined';
import TimerOutlinedIcon from '@mui/icons-material/TimerOutlined';
import AddIcon from '@mui/icons-material/Add';
import { ErrorState, LoadingState, PageHeader, Permitted, StatCards, errorMessage, formatNumber, useDialogState } from '@agrihub/shared';
import { useLogisticsOverview, type LogisticsOverview, type Shipment } from '../../features/logistics/api/get-logistics-overview';
import { SCHEDULE_PICKUP, SchedulePickupDialog } from '../../features/logistics/components/schedule-pickup-dialog';
import { ShipmentsList } from '../../features/logistics/components/shipments-list';
import { TrackingDialog } from '../../features/logistics/components/tracking-dialog';

export const TITLE = 'Logistics & Fulfillment';

function SummaryCards({ summary }: { summary: LogisticsOverview['summary'] }) {
  const avg = summary.avgDeliveryDays;
  const days = avg === null ? '—' : `${formatNumber(avg)} ${avg === 1 ? 'day' : 'days'}`;
  const cards = [
    {
      testId: 'stat-in-transit',
      title: 'In Transit',
      value: formatNumber(summary.inTransit),
      helper: 'Shipped, not yet delivered',
      icon: <LocalShippingOutlinedIcon />,
      accent: '#0d47a1',
    },
    {
      testId: 'stat-delivered-month',
      title: 'Delivered This Month',
      value: formatNumber(summary.deliveredThisMonth),
      helper: 'Since the 1st',
      icon: <TaskAltOutlinedIcon />,
      accent: '#1b5e20',
    },
    {
      testId: 'stat-pickups',
      title: 'Pickups Scheduled',
      value: formatNumber(summary.pickupsScheduled),
      helper: 'Awaiting the courier',
      icon: <EventAvailableOutlinedIcon />,
      accent: '#8a6100',
    },
    {
      testId: 'stat-avg-delivery',
      title: 'Avg. Delivery Time',
      value: days,
      helper: 'Order to delivery, last 30 days',
      icon: <TimerOutlinedIcon />,
      accent: '#6a1b9a',
    },
  ];
  return <StatCards cards={cards} columns={{ lg: 4 }} />;
}

export default function LogisticsPage() {
  const overview = useLogisticsOverview();
  // A fresh form per opening (the key), so a cancelled draft does not come back.
  const pickupDialog = useDialogState();
  // The shipment stays set while the dialog fades out.
  const tracking = useDialogState<Shipment>();

  return (
    <>
      <PageHeader
        title={TITLE}
        subtitle="Follow shipments and schedule pickups."
        actions={
          <Permitted area="logistics">
            <Button variant="contained" startIcon={<AddIcon />} onClick={() => pickupDialog.show()}>
              {SCHEDULE_PICKUP}
            </Button>
          </Permitted>
        }
      />
      {overview.isPending ? (
        <LoadingState label="Loading logistics..." />
      ) : overview.isError ? (
        <ErrorState message="Failed to load logistics" detail={errorMessage(overview.error, '')} onRetry={() => void overview.refetch()} />
      ) : (
        <Box sx={{ display: 'grid', gap: 3 }}>
          <SummaryCards summary={overview.data.summary} />
          <Card>
            <CardHeader title="Recent Shipments" slotProps={{ title: { variant: 'h6', component: 'h2' } }} sx={{ pb: 1 }} />
            <Divider />
            <ShipmentsList shipments={overview.data.shipments} onTrack={tracking.show} />
          </Card>
        </Box>
      )}
      <SchedulePickupDialog key={pickupDialog.key} open={pickupDialog.open} readyOrders={overview.data?.readyOrders ?? []} onClose={pickupDialog.close} />
      <TrackingDialog open={tracking.open} shipment={tracking.value} onClose={tracking.close} />
    </>
  );
}
