import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import { courierNamed, ltr, trackingLink } from '@agrihub/shared';
import type { OrdersT } from '../locales/i18n';

/** A courier's name as the screen shows it: "Own vehicle" is words to translate, the others are names. */
export function courierLabel(t: OrdersT, name: string): string {
  return courierNamed(name)?.name === 'Own vehicle' ? t('moves.ownVehicle') : name;
}

/** A shipment's tracking number, a link to the courier's tracking page where it has one; '—' without one. */
export function TrackingNumber({ courier, trackingNumber }: { courier: string | null; trackingNumber: string | null }) {
  if (!trackingNumber) return <>—</>;
  return (
    <TrackingSpan courier={courier} trackingNumber={trackingNumber}>
      {ltr(trackingNumber)}
    </TrackingSpan>
  );
}

/**
 * The element a translation wraps the tracking number in (`<nowrap>` in "Via {{courier}} · Tracking
 * <nowrap>{{tracking}}</nowrap>"): the courier's tracking page where it has one, kept on one line.
 */
export function TrackingSpan({ courier, trackingNumber, children }: { courier: string | null; trackingNumber: string | null; children?: ReactNode }) {
  const href = trackingLink(courier, trackingNumber);
  return href ? (
    <Link href={href} target="_blank" rel="noopener noreferrer" sx={{ whiteSpace: 'nowrap' }}>
      {children}
    </Link>
  ) : (
    <Box component="span" sx={{ whiteSpace: 'nowrap' }}>
      {children}
    </Box>
  );
}
