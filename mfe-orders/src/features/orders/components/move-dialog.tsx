import { useId, useMemo, useState } from 'react';
import type { ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import * as yup from 'yup';
import {
  COURIER_NAMES,
  ORDER_MOVE_LIMITS,
  SelectField,
  errorMessage,
  fieldErrorsOf,
  fieldProps,
  formatNumber,
  formatPKR,
  ltr,
  useDialogForm,
  useToast,
} from '@agrihub/shared';
import type { TextFieldBinding } from '@agrihub/shared';
import type { Order } from '../api/get-orders';
import { isCreditRefused, useMoveOrder, type ApplyMove, type CreditRefusedError } from '../api/move-order';
import { moveLabel, moveTitle, type Move } from '../constants';
import { courierLabel } from '../../../lib/couriers';
import { useOrdersTranslation, type OrdersT } from '../../../locales/i18n';

export interface MoveValues {
  notes: string;
  courier: string;
  trackingNumber: string;
  /** Asked for only after the credit check refused a confirmation this user may override. */
  creditOverride: string;
}

const FIELDS = ['notes', 'courier', 'trackingNumber', 'creditOverride'] as const;
const EMPTY: MoveValues = { notes: '', courier: '', trackingNumber: '', creditOverride: '' };

/** What each move asks for: a reason to cancel, a courier and tracking number to ship (as the server requires). */
function schemaOf(move: Move, t: OrdersT) {
  const optional = yup.string().trim().max(ORDER_MOVE_LIMITS.notes);
  const shipment = (message: string, max: number) =>
    move === 'shipped' ? yup.string().trim().required(message).max(max, t('moves.tooLong', { max })) : yup.string();
  return yup.object({
    notes: move === 'cancelled' ? optional.required(t('moves.reasonRequired')) : optional,
    courier: shipment(t('moves.courierRequired'), ORDER_MOVE_LIMITS.courier),
    trackingNumber: shipment(t('moves.trackingRequired'), ORDER_MOVE_LIMITS.trackingNumber),
    creditOverride: yup
      .string()
      .trim()
      .max(ORDER_MOVE_LIMITS.overrideReason, t('moves.overrideTooLong', { max: ORDER_MOVE_LIMITS.overrideReason })),
  });
}

/** The figures of a refused confirmation, beside the server's message that names them. */
function CreditFigures({ refusal }: { refusal: CreditRefusedError }) {
  const { t } = useOrdersTranslation();
  const c = refusal.credit;
  const late = c.overdueInvoice;
  const rows: [string, string][] = [
    [t('moves.credit.creditLimit'), c.creditLimit === null ? t('money.noLimit') : formatPKR(c.creditLimit)],
    [t('moves.credit.outstanding'), formatPKR(c.outstanding)],
    [t('moves.credit.thisOrder'), formatPKR(c.orderTotal)],
    ...(late
      ? ([
          [
            t('moves.credit.overdueInvoice'),
            t('moves.credit.overdueInvoiceText', { invoice: ltr(late.invoiceNumber), open: formatPKR(late.open), days: formatNumber(late.daysOverdue) }),
          ],
        ] as [string, string][])
      : []),
  ];
  return (
    <Box
      component="dl"
      aria-label={t('moves.credit.label')}
      sx={{ display: 'grid', gridTemplateColumns: 'auto minmax(0, 1fr)', columnGap: 2, rowGap: 0.25, m: 0, mt: 1 }}
    >
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
 * stock, the credit check) keeps the dialog and what was typed, shows the server's field messages at
 * their fields and says why inside the dialog.
 */
export function MoveDialog<Result>({ move, title, summary, submit, onDone, onClose }: MoveDialogProps<Result>) {
  const { t } = useOrdersTranslation();
  const titleId = useId();
  const validationSchema = useMemo(() => schemaOf(move, t), [move, t]);
  // A confirmation the retailer's credit check refused: its message and figures stay in the dialog,
  // with the way to confirm anyway (a reason) for the roles the server says may.
  const [refusal, setRefusal] = useState<CreditRefusedError | null>(null);
  // Any other refusal (short stock, a move no longer allowed, the server unreachable): its message
  // stays in the dialog, where the user is looking, until they try again (issue 41).
  const [problem, setProblem] = useState<string | null>(null);
  const { formik, dialog } = useDialogForm<MoveValues, Result>({
    initialValues: EMPTY,
    validationSchema,
    fields: FIELDS,
    submit: async (values) => {
      setProblem(null);
      try {
        return await submit(values);
      } catch (error) {
        if (isCreditRefused(error)) setRefusal(error);
        // Messages about a field show at that field.
        else if (Object.keys(fieldErrorsOf(error, FIELDS)).length === 0) setProblem(errorMessage(error, t('common.tryAgain')));
        throw error;
      }
    },
    onDone,
    // The dialog says why itself: a toast would repeat it over the dialog and vanish.
    failure: { title: t('moves.failed'), fallback: t('common.tryAgain'), inDialog: () => true },
    onClose,
  });
  // Bound before rendering: the fields' names are not texts a user reads.
  const field = Object.fromEntries(FIELDS.map((name) => [name, fieldProps(formik, name)])) as Record<keyof MoveValues, TextFieldBinding>;
  const overriding = refusal !== null && refusal.credit.canOverride;

  return (
    <Dialog open onClose={dialog.busy ? undefined : onClose} maxWidth="xs" fullWidth aria-labelledby={titleId}>
      <form onSubmit={dialog.onSubmit} noValidate>
        <DialogTitle id={titleId}>{title}</DialogTitle>
        <DialogContent>
          <Box component="p" sx={{ mt: 0, color: 'text.secondary' }}>
            {summary}
          </Box>
          {problem ? (
            <Alert severity="error" sx={{ mb: 2 }} data-testid="move-refusal">
              <AlertTitle>{t('moves.failed')}</AlertTitle>
              {problem}
            </Alert>
          ) : null}
          {refusal ? (
            <Alert severity="error" sx={{ mb: 2 }} data-testid="credit-refusal">
              {refusal.message}
              <CreditFigures refusal={refusal} />
            </Alert>
          ) : null}
          {overriding ? (
            <TextField
              label={t('moves.overrideLabel')}
              required
              autoFocus
              multiline
              minRows={2}
              fullWidth
              sx={{ mb: 1 }}
              slotProps={{ htmlInput: { maxLength: ORDER_MOVE_LIMITS.overrideReason } }}
              {...field.creditOverride}
            />
          ) : null}
          {move === 'shipped' ? (
            <>
              <SelectField
                formik={formik}
                name="courier"
                label={t('moves.courier')}
                options={COURIER_NAMES.map((name) => ({ value: name, label: courierLabel(t, name) }))}
                required
                autoFocus
                sx={{ mb: 1 }}
              />
              <TextField label={t('moves.trackingNumber')} required fullWidth sx={{ mb: 1 }} {...field.trackingNumber} />
            </>
          ) : null}
          <TextField
            label={move === 'cancelled' ? t('moves.reasonLabel') : t('moves.notesOptional')}
            required={move === 'cancelled'}
            autoFocus={move === 'cancelled'}
            multiline
            minRows={2}
            fullWidth
            slotProps={{ htmlInput: { maxLength: ORDER_MOVE_LIMITS.notes } }}
            {...field.notes}
          />
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={onClose} disabled={dialog.busy} color="inherit">
            {t('common.back')}
          </Button>
          <Button
            type="submit"
            variant="contained"
            color={move === 'cancelled' || overriding ? 'error' : 'primary'}
            disabled={dialog.busy || (overriding && formik.values.creditOverride.trim() === '')}
          >
            {overriding ? t('moves.confirmAnyway') : moveLabel(t, move)}
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
  const { t } = useOrdersTranslation();
  const toast = useToast();
  const moveOrder = useMoveOrder(alsoApply);
  return (
    <MoveDialog
      move={move}
      title={moveTitle(t, move, order.orderNumber)}
      summary={order.customer.name}
      submit={(values) => moveOrder.mutateAsync({ id: order._id, status: move, ...values })}
      onDone={(updated) =>
        toast.success(t('moves.updatedTitle'), t('moves.updatedMessage', { number: ltr(updated.orderNumber), status: t(`status.${updated.status}`) }))
      }
      onClose={onClose}
    />
  );
}
