import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Step from '@mui/material/Step';
import StepContent from '@mui/material/StepContent';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import Typography from '@mui/material/Typography';
import { StatusChip, formatDateTime, ltr, optionLabel } from '@agrihub/shared';
import { formatDay } from '../../../lib/dates';
import { useCommerceTranslation, type CommerceT } from '../../../locales/i18n';
import type { Shipment } from '../api/get-logistics-overview';
import { retailerAndCity, shipmentStatusLabel, timeSlots, urgencies } from '../constants';

interface TimelineStep {
  key: string;
  label: string;
  done: boolean;
  detail: string;
}

/** The shipment's steps in order; the ones not reached yet are shown as upcoming. */
export function timelineOf(t: CommerceT, s: Shipment): TimelineStep[] {
  const steps: TimelineStep[] = [{ key: 'placed', label: t('logistics.tracking.orderPlaced'), done: true, detail: formatDateTime(s.orderDate) }];
  if (s.pickup) {
    const p = s.pickup;
    steps.push({
      key: 'pickup',
      label: shipmentStatusLabel(t, 'Pickup Scheduled'),
      done: true,
      detail: t('logistics.tracking.pickupDetail', {
        date: formatDay(p.date),
        slot: optionLabel(timeSlots(t), p.timeSlot),
        urgency: optionLabel(urgencies(t), p.urgency),
        address: p.pickupAddress,
        city: p.city,
      }),
    });
  }
  steps.push({
    key: 'transit',
    label: shipmentStatusLabel(t, 'In Transit'),
    done: s.shippedAt !== null,
    detail: s.shippedAt
      ? [
          t('logistics.tracking.shippedAt', { date: formatDateTime(s.shippedAt) }),
          s.courier,
          s.trackingNumber ? t('logistics.tracking.trackingNumber', { number: ltr(s.trackingNumber) }) : null,
        ]
          .filter(Boolean)
          .join(' · ')
      : t('logistics.tracking.waiting'),
  });
  steps.push({
    key: 'delivered',
    label: shipmentStatusLabel(t, 'Delivered'),
    done: s.deliveredAt !== null,
    detail: s.deliveredAt ? formatDateTime(s.deliveredAt) : t('logistics.tracking.notDelivered'),
  });
  return steps;
}

export function TrackingDialog({ open, shipment, onClose }: { open: boolean; shipment: Shipment | null; onClose: () => void }) {
  const { t } = useCommerceTranslation();
  const steps = shipment ? timelineOf(t, shipment) : [];
  const reached = steps.filter((s) => s.done).length;
  return (
    <Dialog open={open && shipment !== null} onClose={onClose} maxWidth="xs" fullWidth aria-labelledby="tracking-dialog-title">
      <DialogTitle id="tracking-dialog-title">
        {shipment ? t('logistics.tracking.title', { orderNumber: ltr(shipment.orderNumber) }) : t('logistics.tracking.titleEmpty')}
      </DialogTitle>
      <DialogContent>
        {shipment ? (
          <>
            <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap', mb: 2 }}>
              <Typography variant="body2" color="text.secondary">
                {retailerAndCity(t, shipment.retailer, shipment.city)}
              </Typography>
              <StatusChip kind="shipment" status={shipment.status} label={shipmentStatusLabel(t, shipment.status)} />
            </Box>
            <Stepper orientation="vertical" activeStep={reached - 1} aria-label={t('logistics.tracking.timeline')}>
              {steps.map((step) => (
                <Step key={step.key} completed={step.done} expanded>
                  <StepLabel>{step.label}</StepLabel>
                  <StepContent>
                    <Typography variant="body2" color="text.secondary">
                      {step.detail}
                    </Typography>
                  </StepContent>
                </Step>
              ))}
            </Stepper>
          </>
        ) : null}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('common.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
