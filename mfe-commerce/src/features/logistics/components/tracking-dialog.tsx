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
import { StatusChip, formatDateTime, optionLabel } from '@agrihub/shared';
import { formatDay } from '../../../lib/dates';
import type { Shipment } from '../api/get-logistics-overview';
import { TIME_SLOTS, URGENCIES } from '../constants';

interface TimelineStep {
  label: string;
  done: boolean;
  detail: string;
}

/** The shipment's steps in order; the ones not reached yet are shown as upcoming. */
export function timelineOf(s: Shipment): TimelineStep[] {
  const steps: TimelineStep[] = [{ label: 'Order Placed', done: true, detail: formatDateTime(s.orderDate) }];
  if (s.pickup) {
    const p = s.pickup;
    steps.push({
      label: 'Pickup Scheduled',
      done: true,
      detail: `${formatDay(p.date)}, ${optionLabel(TIME_SLOTS, p.timeSlot)} · ${optionLabel(URGENCIES, p.urgency)} urgency · ${p.pickupAddress}, ${p.city}`,
    });
  }
  steps.push({
    label: 'In Transit',
    done: s.shippedAt !== null,
    detail: s.shippedAt
      ? [`Shipped ${formatDateTime(s.shippedAt)}`, s.courier, s.trackingNumber ? `tracking ${s.trackingNumber}` : null].filter(Boolean).join(' · ')
      : 'Waiting for the courier',
  });
  steps.push({
    label: 'Delivered',
    done: s.deliveredAt !== null,
    detail: s.deliveredAt ? formatDateTime(s.deliveredAt) : `Not delivered yet`,
  });
  return steps;
}

export function TrackingDialog({ open, shipment, onClose }: { open: boolean; shipment: Shipment | null; onClose: () => void }) {
  const steps = shipment ? timelineOf(shipment) : [];
  const reached = steps.filter((s) => s.done).length;
  return (
    <Dialog open={open && shipment !== null} onClose={onClose} maxWidth="xs" fullWidth aria-labelledby="tracking-dialog-title">
      <DialogTitle id="tracking-dialog-title">{shipment ? `Tracking ${shipment.orderNumber}` : 'Tracking'}</DialogTitle>
      <DialogContent>
        {shipment ? (
          <>
            <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap', mb: 2 }}>
              <Typography variant="body2" color="text.secondary">
                {shipment.city ? `${shipment.retailer}, ${shipment.city}` : shipment.retailer}
              </Typography>
              <StatusChip kind="shipment" status={shipment.status} label={shipment.status} />
            </Box>
            <Stepper orientation="vertical" activeStep={reached - 1} aria-label="Shipment timeline">
              {steps.map((step) => (
                <Step key={step.label} completed={step.done} expanded>
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
        <Button onClick={onClose}>Close</Button>
      </DialogActions>
    </Dialog>
  );
}
