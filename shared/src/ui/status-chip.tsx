import Chip from '@mui/material/Chip';
import type { ChipProps } from '@mui/material/Chip';
import { i18n, SHARED_NAMESPACE } from '../i18n/i18n';

export type StatusTone = 'red' | 'yellow' | 'green' | 'blue' | 'purple' | 'orange' | 'grey';
export type StatusKind = 'ticket' | 'order' | 'document' | 'stock' | 'product' | 'payment' | 'shipment' | 'generic';

const TONES: Record<StatusTone, { bg: string; fg: string; border: string }> = {
  red: { bg: '#fdecea', fg: '#b3261e', border: '#f5c2bd' },
  yellow: { bg: '#fff8e1', fg: '#8a6100', border: '#f3dc8f' },
  green: { bg: '#e8f5e9', fg: '#1b5e20', border: '#b7dfb9' },
  blue: { bg: '#e3f2fd', fg: '#0d47a1', border: '#b3d4f5' },
  purple: { bg: '#f3e5f5', fg: '#6a1b9a', border: '#dcbfe3' },
  orange: { bg: '#fff3e0', fg: '#b34700', border: '#f7cf9c' },
  grey: { bg: '#eceff1', fg: '#455a64', border: '#cfd8dc' },
};

const normalise = (status: string) => status.trim().toLowerCase().replace(/[_-]+/g, ' ');

// Spec 4: tickets Open red / In Progress yellow / anything else green; the dashboard's Pending,
// Packed, Dispatched and Delivered each get their own colour; documents Verified / Pending / Expired.
const KIND_TONES: Record<Exclude<StatusKind, 'generic' | 'ticket'>, Record<string, StatusTone>> = {
  order: {
    pending: 'yellow',
    confirmed: 'orange',
    processing: 'blue',
    packed: 'blue',
    shipped: 'purple',
    dispatched: 'purple',
    delivered: 'green',
    cancelled: 'red',
    canceled: 'red',
  },
  document: { verified: 'green', pending: 'yellow', expired: 'red' },
  stock: { 'in stock': 'green', 'low stock': 'orange', 'out of stock': 'red', seasonal: 'blue' },
  product: { active: 'green', inactive: 'grey' },
  payment: { paid: 'green', pending: 'yellow', overdue: 'red' },
  shipment: { 'in transit': 'blue', delivered: 'green', 'pickup scheduled': 'yellow' },
};

export function statusTone(kind: StatusKind, status: string): StatusTone {
  const s = normalise(status);
  if (kind === 'ticket') return s === 'open' ? 'red' : s === 'in progress' ? 'yellow' : 'green';
  if (kind === 'generic') {
    for (const map of Object.values(KIND_TONES)) if (map[s]) return map[s];
    return 'grey';
  }
  return KIND_TONES[kind][s] ?? (kind === 'product' ? 'blue' : 'grey');
}

/** 'in_progress' -> 'In Progress', 'pending' -> 'Pending'. */
export function statusLabel(status: string): string {
  const english = normalise(status).replace(/\b\w/g, (c) => c.toUpperCase());
  // The shared namespace names every status the server has; one it adds shows in English until then.
  return i18n.t(`status.${normalise(status)}`, { ns: SHARED_NAMESPACE, defaultValue: english });
}

export interface StatusChipProps extends Omit<ChipProps, 'color' | 'label'> {
  status: string;
  kind?: StatusKind;
  /** Shown instead of the capitalised status. */
  label?: string;
}

export function StatusChip({ status, kind = 'generic', label, size = 'small', sx, ...rest }: StatusChipProps) {
  const tone = statusTone(kind, status);
  const { bg, fg, border } = TONES[tone];
  return (
    <Chip
      size={size}
      label={label ?? statusLabel(status)}
      data-status-tone={tone}
      sx={[{ bgcolor: bg, color: fg, border: `1px solid ${border}`, fontWeight: 600, borderRadius: 1.5 }, ...(Array.isArray(sx) ? sx : [sx])]}
      {...rest}
    />
  );
}
