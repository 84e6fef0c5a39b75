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
import { SchedulePickupDialog } from '../../features/logistics/components/schedule-pickup-dialog';
import { ShipmentsList } from '../../features/logistics/components/shipments-list';
import { TrackingDialog } from '../../features/logistics/components/tracking-dialog';
import { useCommerceTranslation } from '../../locales/i18n';

function SummaryCards({ summary }: { summary: LogisticsOverview['summary'] }) {
  const { t } = useCommerceTranslation();
  const avg = summary.avgDeliveryDays;
  const days = avg === null ? '—' : t('logistics.cards.days', { count: avg, days: formatNumber(avg) });
  const cards = [
    {
      testId: 'stat-in-transit',
      title: t('logistics.cards.inTransit'),
      value: formatNumber(summary.inTransit),
      helper: t('logistics.cards.inTransitHelper'),
      icon: <LocalShippingOutlinedIcon />,
      accent: '#0d47a1',
    },
    {
      testId: 'stat-delivered-month',
      title: t('logistics.cards.deliveredThisMonth'),
      value: formatNumber(summary.deliveredThisMonth),
      helper: t('logistics.cards.deliveredThisMonthHelper'),
      icon: <TaskAltOutlinedIcon />,
      accent: '#1b5e20',
    },
    {
      testId: 'stat-pickups',
      title: t('logistics.cards.pickupsScheduled'),
      value: formatNumber(summary.pickupsScheduled),
      helper: t('logistics.cards.pickupsScheduledHelper'),
      icon: <EventAvailableOutlinedIcon />,
      accent: '#8a6100',
    },
    {
      testId: 'stat-avg-delivery',
      title: t('logistics.cards.avgDelivery'),
      value: days,
      helper: t('logistics.cards.avgDeliveryHelper'),
      icon: <TimerOutlinedIcon />,
      accent: '#6a1b9a',
    },
  ];
  return <StatCards cards={cards} columns={{ lg: 4 }} />;
}

export default function LogisticsPage() {
  const { t } = useCommerceTranslation();
  const overview = useLogisticsOverview();
  // A fresh form per opening (the key), so a cancelled draft does not come back.
  const pickupDialog = useDialogState();
  // The shipment stays set while the dialog fades out.
  const tracking = useDialogState<Shipment>();

  return (
    <>
      <PageHeader
        title={t('logistics.title')}
        subtitle={t('logistics.subtitle')}
        actions={
          <Permitted area="logistics">
            <Button variant="contained" startIcon={<AddIcon />} onClick={() => pickupDialog.show()}>
              {t('logistics.schedulePickup')}
            </Button>
          </Permitted>
        }
      />
      {overview.isPending ? (
        <LoadingState label={t('logistics.loading')} />
      ) : overview.isError ? (
        <ErrorState message={t('logistics.loadFailed')} detail={errorMessage(overview.error, '')} onRetry={() => void overview.refetch()} />
      ) : (
        <Box sx={{ display: 'grid', gap: 3 }}>
          <SummaryCards summary={overview.data.summary} />
          <Card>
            <CardHeader title={t('logistics.recentShipments')} slotProps={{ title: { variant: 'h6', component: 'h2' } }} sx={{ pb: 1 }} />
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
