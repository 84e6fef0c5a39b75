import Box from '@mui/material/Box';
import Step from '@mui/material/Step';
import StepContent from '@mui/material/StepContent';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import Typography from '@mui/material/Typography';
import { SectionCard, formatDateTime, statusLabel } from '@agrihub/shared';
import type { OrderDetail, StatusChange } from '../api/get-order';

/** The placement (no earlier status) reads 'Placed'; a move reads as the status it led to. */
const stepName = (change: StatusChange) => (change.from === null ? 'Placed' : statusLabel(change.status));

/** Every change of the order's status, oldest first: what, when, who, the note, and the courier and tracking of the shipment. */
export function StatusTimeline({ order }: { order: OrderDetail }) {
  return (
    <SectionCard title="Timeline" empty={order.history.length === 0 ? 'No status changes recorded.' : null}>
      <Stepper orientation="vertical" activeStep={order.history.length} aria-label="Status changes" component="ol" sx={{ pl: 0, m: 0 }}>
        {order.history.map((change, i) => (
          <Step key={`${change.changedAt}-${i}`} completed expanded component="li" data-testid="timeline-step">
            <StepLabel
              optional={
                <Typography variant="body2" color="text.secondary">
                  {`${formatDateTime(change.changedAt)} · ${change.changedBy ?? 'System'}`}
                </Typography>
              }
            >
              <Typography sx={{ fontWeight: 600 }}>{stepName(change)}</Typography>
            </StepLabel>
            <StepContent>
              {change.courier || change.trackingNumber ? (
                <Typography variant="body2">
                  {`Via ${change.courier ?? '—'} · Tracking `}
                  <Box component="span" sx={{ whiteSpace: 'nowrap' }}>
                    {change.trackingNumber ?? '—'}
                  </Box>
                </Typography>
              ) : null}
              {change.notes ? (
                <Typography variant="body2" color="text.secondary" sx={{ fontStyle: 'italic', overflowWrap: 'anywhere' }}>
                  {change.notes}
                </Typography>
              ) : null}
            </StepContent>
          </Step>
        ))}
      </Stepper>
    </SectionCard>
  );
}
