import Step from '@mui/material/Step';
import StepContent from '@mui/material/StepContent';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import Typography from '@mui/material/Typography';
import { SectionCard, Trans, formatDateTime, ltr } from '@agrihub/shared';
import type { OrderDetail, StatusChange } from '../api/get-order';
import { useOrdersTranslation, type OrdersT } from '../../../locales/i18n';
import { TrackingSpan, courierLabel } from '../../../lib/couriers';

/** The placement (no earlier status) reads 'Placed'; a move reads as the status it led to. */
const stepName = (t: OrdersT, change: StatusChange) => (change.from === null ? t('orderDetails.placed') : t(`status.${change.status}`));

/** Every change of the order's status, oldest first: what, when, who, the note, and the courier and tracking of the shipment. */
export function StatusTimeline({ order }: { order: OrderDetail }) {
  const { t } = useOrdersTranslation();
  return (
    <SectionCard title={t('orderDetails.timeline')} empty={order.history.length === 0 ? t('orderDetails.noChanges') : null}>
      <Stepper orientation="vertical" activeStep={order.history.length} aria-label={t('orderDetails.statusChanges')} component="ol" sx={{ pl: 0, m: 0 }}>
        {order.history.map((change, i) => (
          <Step key={`${change.changedAt}-${i}`} completed expanded component="li" data-testid="timeline-step">
            <StepLabel
              optional={
                <Typography variant="body2" color="text.secondary">
                  {t('orderDetails.changedBy', { time: formatDateTime(change.changedAt), who: change.changedBy ?? t('orderDetails.system') })}
                </Typography>
              }
            >
              <Typography sx={{ fontWeight: 600 }}>{stepName(t, change)}</Typography>
            </StepLabel>
            <StepContent>
              {change.courier || change.trackingNumber ? (
                <Typography variant="body2">
                  <Trans
                    t={t}
                    i18nKey="orderDetails.via"
                    values={{
                      courier: change.courier ? courierLabel(t, change.courier) : '—',
                      tracking: change.trackingNumber ? ltr(change.trackingNumber) : '—',
                    }}
                    components={{ nowrap: <TrackingSpan courier={change.courier} trackingNumber={change.trackingNumber} /> }}
                  />
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
