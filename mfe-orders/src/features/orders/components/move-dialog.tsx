import { useId, useState } from 'react';
import type { ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import * as yup from 'yup';
import { fieldProps, formatNumber, formatPKR, statusLabel, useDialogForm, useToast } from '@agrihub/shared';
import type { Order } from '../api/get-orders';
import { isCreditRefused, useUpdateOrderStatus, type ApplyMove, type CreditRefusedError } from '../api/update-order-status';
import {
  CONFIRM_ANYWAY,
  COURIER_REQUIRED,
  OVERRIDE_REASON_LABEL,
  OVERRIDE_REASON_MAX,
  MOVE_LABELS,
  MOVE_TITLES,
  REASON_LABEL,
  REASON_REQUIRED,
  SHIPMENT_FIELD_MAX,
  STATUS_UPDATE_FAILED,
  TRACKING_REQUIRED,
  type Move,
} from '../constants';

export interface MoveValues {
  notes: string;
  courier: string;
  trackingNumber: string;
  /** Asked for only after the credit check refused a confirmation this user may override. */
  creditOverride: string;
}

const FIELDS = ['notes', 'courier', 'trackingNumber', 'creditOverride'] as const;
const EMPTY: MoveValues = { notes: '', courier: '', trackingNumber: '', creditOverride: '' };
const NOTES_MAX = 1000;

/** What each move asks for: a reason to cancel, a courier and tracking number to ship (as the server requires). */
function schemaOf(move: Move) {
  const optional = yup.string().trim().max(NOTES_MAX);
  const shipment = (message: string) =>
    move === 'shipped' ? yup.string().trim().required(message).max(SHIPMENT_FIELD_MAX, `At most ${SHIPMENT_FIELD_MAX} characters`) : yup.string();
  return yup.object({
    notes: move === 'cancelled' ? optional.required(REASON_REQUIRED) : optional,
    courier: shipment(COURIER_REQUIRED),
    trackingNumber: shipment(TRACKING_REQUIRED),
    creditOverride: yup.string().trim().max(OVERRIDE_REASON_MAX, `The reason must be at most ${OVERRIDE_REASON_MAX} characters`),
  });
}

/** The figures of a refused confirmation, beside the server's message that names them. */
function CreditFigures({ refusal }: { refusal: CreditRefusedError }) {
  const c = refusal.credit;
  const late = c.overdueInvoice;
  const rows: [string, string][] = [
    ['Credit limit', c.creditLimit === null ? 'No limit' : formatPKR(c.creditLimit)],
    ['Outstanding', formatPKR(c.outstanding)],
    ['This order', formatPKR(c.orderTotal)],
    ...(late
      ? ([['Overdue invoice', `${late.invoiceNumber}: ${formatPKR(late.open)} open, ${formatNumber(late.daysOverdue)} days overdue`]] as [string, string][])
      : []),
  ];
  return (
    <Box component="dl" aria-label="Credit check" sx={{ display: 'grid', gridTemplateColumns: 'auto minmax(0, 1fr)', columnGap: 2, rowGap: 0.25, m: 0, mt: 1 }}>
      {rows.map(([name, value]) => (
        <Box key={name} sx={{ display: 'contents' }}>
          <Box component="dt">{name}</Box>
          <Box component="dd" sx={{ m: 0, fontWeight: 600, overflowWrap: 'anywhere' }}>
            {value}
          </Box>
        </Box>
      ))}
    </Box>
  );
}

export interface MoveDialogProps<Result> {
  move: Move;
  title: string;
  /** What is being moved (the order's retailer, or how many orders). */
  summary: ReactNode;
  submit: (values: MoveValues) => Promise<Result>;
  /** After the server agreed, before the dialog closes: the success toast or the results. */
  onDone: (result: Result) => void;
  onClose: () => void;
}

/**
 * The confirm step of every move, for one order or several: optional notes, a required reason to
 * cancel, a required courier and tracking number to ship. A refusal (a move no longer allowed, short
 * stock) keeps the dialog and what was typed, shows the server's field messages at their fields and
 * says why in a toast.
 */
export function MoveDialog<Result>({ move, title, summary, submit, onDone, onClose }: MoveDialogProps<Result>) {
  const titleId = useId();
  // A confirmation the retailer's credit check refused: its message and figures stay in the dialog,
  // with the way to confirm anyway (a reason) for the roles the server says may.
  const [refusal, setRefusal] = useState<CreditRefusedError | null>(null);
  const { formik, dialog } = useDialogForm<MoveValues, Result>({
    initialValues: EMPTY,
    validationSchema: schemaOf(move),
    fields: FIELDS,
    submit: async (values) => {
      try {
        return await submit(values);
      } catch (error) {
        if (isCreditRefused(error)) setRefusal(error);
        throw error;
      }
    },
    onDone,
    // The credit refusal's Alert says it all, with the figures: a toast would repeat it over the dialog.
    failure: { title: STATUS_UPDATE_FAILED, fallback: 'Please try again.', inDialog: isCreditRefused },
    onClose,
  });
  const field = (name: keyof MoveValues) => fieldProps(formik, name);
  const overriding = refusal !== null && refusal.credit.canOverride;

  return (
    <Dialog open onClose={dialog.busy ? undefined : onClose} maxWidth="xs" fullWidth aria-labelledby={titleId}>
      <form onSubmit={dialog.onSubmit} noValidate>
        <DialogTitle id={titleId}>{title}</DialogTitle>
        <DialogContent>
          <Box component="p" sx={{ mt: 0, color: 'text.secondary' }}>
            {summary}
          </Box>
          {refusal ? (
            <Alert severity="error" sx={{ mb: 2 }} data-testid="credit-refusal">
              {refusal.message}
              <CreditFigures refusal={refusal} />
            </Alert>
          ) : null}
          {overriding ? (
            <TextField
              label={OVERRIDE_REASON_LABEL}
              required
              autoFocus
              multiline
              minRows={2}
              fullWidth
              sx={{ mb: 1 }}
              slotProps={{ htmlInput: { maxLength: OVERRIDE_REASON_MAX } }}
              {...field('creditOverride')}
            />
          ) : null}
          {move === 'shipped' ? (
            <>
              <TextField label="Courier" required fullWidth autoFocus sx={{ mb: 1 }} {...field('courier')} />
              <TextField label="Tracking Number" required fullWidth sx={{ mb: 1 }} {...field('trackingNumber')} />
            </>
          ) : null}
          <TextField
            label={move === 'cancelled' ? REASON_LABEL : 'Notes (optional)'}
            required={move === 'cancelled'}
            autoFocus={move === 'cancelled'}
            multiline
            minRows={2}
            fullWidth
            slotProps={{ htmlInput: { maxLength: NOTES_MAX } }}
            {...field('notes')}
          />
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={onClose} disabled={dialog.busy} color="inherit">
            Back
          </Button>
          <Button
            type="submit"
            variant="contained"
            color={move === 'cancelled' || overriding ? 'error' : 'primary'}
            disabled={dialog.busy || (overriding && formik.values.creditOverride.trim() === '')}
          >
            {overriding ? CONFIRM_ANYWAY : MOVE_LABELS[move]}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}

export interface OrderMoveDialogProps {
  order: Pick<Order, '_id' | 'orderNumber' | 'customer'>;
  move: Move;
  /** The page's own cache edit after the move (the order page's copy of the order). */
  alsoApply?: ApplyMove;
  onClose: () => void;
}

/** One order's move: on success 'Order status updated', naming the order and its new status. */
export function OrderMoveDialog({ order, move, alsoApply, onClose }: OrderMoveDialogProps) {
  const toast = useToast();
  const mutation = useUpdateOrderStatus(alsoApply);
  return (
    <MoveDialog
      move={move}
      title={MOVE_TITLES[move](order.orderNumber)}
      summary={order.customer.name}
      submit={(values) => mutation.mutateAsync({ id: order._id, status: move, ...values })}
      onDone={(updated) => toast.success('Order status updated', `${updated.orderNumber} is now ${statusLabel(updated.status)}.`)}
      onClose={onClose}
    />
  );
}
